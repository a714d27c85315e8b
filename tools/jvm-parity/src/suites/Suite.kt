// A suite: its name and description (docs/suites.md), its input fields (for `scaffold`), how the JVM computes
// its expected value, its seeded random inputs, and how the JVM conformance runner asks a subject for it (the
// plain input I an SDK adapter gets, the answer O it returns). Each family file under suites/ declares its suites;
// the registry (Suites.kt) lists the files' groups.

package com.mapconductor.parity

import java.util.SplittableRandom

/**
 * A case's input decoded for a subject, before the call: the plain [input], or the [failure] decoding threw (a
 * VectorError, a ContractRejection, anything), and the input's [unknownField] fault, which [Suite.runSubject]
 * raises only after the subject answered (as a serial decode-call-check does).
 */
class SubjectInput(val input: Any?, val failure: Throwable?, val unknownField: VectorError?)

/** What a case expects: a value object, a typed error, or "not portable". */
sealed class Outcome {
    abstract fun toJ(): J

    class Value(val fields: JObj) : Outcome() {
        override fun toJ(): J = fields
    }

    class Error(val code: String, val index: Int? = null) : Outcome() {
        override fun toJ(): J =
            if (index == null) jobj("error" to JStr(code)) else jobj("error" to JStr(code), "index" to JInt(index))
    }

    class NotPortableValue(val reason: String) : Outcome() {
        override fun toJ(): J = jobj("notPortable" to JStr(reason))
    }
}

fun value(vararg pairs: Pair<String, J>): Outcome = Outcome.Value(jobj(*pairs))

/** One input field for `scaffold`: its name, its type in suites.md notation, and a default or example value. */
class FieldSpec(val name: String, val type: String, val example: J, val optional: Boolean = false)

abstract class Suite<I, O>(val name: String, val description: String) {
    /** `defaults` of a new file (a tolerance for f64 outputs), or null for exact suites. */
    open val defaults: JObj? = null

    /**
     * The tolerance of an input that docs/contracts.md declares ill-conditioned ("Conditioning": a one-ULP
     * difference between libms moves the result beyond the suite's tolerance), or null. `generate` writes it as
     * the case's `tolerance` (unless the case has its own) and `serve` sends it after `expected`.
     */
    open fun conditioningTolerance(input: JObj): Tolerance? = null

    /**
     * The reasons the model gives where Android's value is not portable for this suite (src/model/NotPortableReasons.kt):
     * the only ones a `{"notPortable": reason}` expected value of its vector files may give.
     */
    open val notPortableReasons: List<NotPortableReason> get() = emptyList()

    /** Number of random cases a new file of this suite gets (see `scaffold`). */
    open val suggestedRandomCount: Int = 100

    abstract val fields: List<FieldSpec>

    /**
     * Computes the expected outcome; throws VectorError on a malformed input. By default the oracle's own answer as
     * a subject; a suite with Double outputs computes it itself (a result's NaN is written canonical).
     */
    protected open fun compute(f: Fields): Outcome = subjectOutcome(oracleAnswer(subjectInput(f), f.revision))

    /** One random input, from the suite's own seeded generator. */
    abstract fun randomInput(g: Gen): JObj

    fun run(input: J, allowLoneEscape: Boolean, revision: ContractRevision = ContractRevision.newest): Outcome {
        val f = Fields(obj(input, "input"), "input", allowLoneEscape, revision)
        val outcome = try {
            compute(f)
        } catch (e: NotPortable) {
            f.done()
            if (notPortableReasons.none { it.matches(e.reason) }) {
                throw VectorError("the model gives a not-portable reason suite $name does not declare: \"${e.reason}\"; " +
                    "add its template to the suite's notPortableReasons (src/model/NotPortableReasons.kt), and to parity-check's, " +
                    "the web runner's and Tests/Fixtures/not-portable-reasons.json")
            }
            return Outcome.NotPortableValue(e.reason)
        }
        f.done()
        return if (ModelMutation.applies(name) && outcome is Outcome.Value) Outcome.Value(ModelMutation.perturb(outcome.fields) as JObj)
        else outcome
    }

    /** The random cases of a file: `random-0001`... from `SplittableRandom(seed)` (same on every JVM). */
    fun randomInputs(seed: Long, count: Int): List<JObj> {
        val g = Gen(SplittableRandom(seed))
        return (0 until count).map {
            var input = randomInput(g)
            var attempts = 1
            while (!acceptRandom(input)) {
                if (++attempts > 1000) throw IllegalStateException("$name: no acceptable random input in 1000 draws")
                input = randomInput(g)
            }
            input
        }
    }

    // MARK: - The subject's side (the JVM conformance runner)

    /** The case's input as the plain value an adapter gets, Android's defaults filled in; VectorError when malformed. */
    abstract fun subjectInput(f: Fields): I

    /** A subject's answer as the outcome the comparison reads `expected` by. */
    abstract fun subjectOutcome(answer: O): Outcome

    /** The oracle's own answer for android-sdk-core [revision]: what the reference subject (OracleSubject) binds. */
    abstract fun oracleAnswer(input: I, revision: ContractRevision): O

    /**
     * The subject's outcome for one case's [input]. A [ContractRejection] is the contract's error outcome; a
     * VectorError is a malformed input; NotRunBySubject and any other exception pass to the caller.
     */
    fun runSubject(input: J, subject: SubjectBindings, revision: ContractRevision): Outcome =
        runSubject(decodeForSubject(input, revision), subject)

    /**
     * [runSubject] with the input decoded beforehand by [decodeForSubject] (the runner decodes a file's inputs on
     * the thread that loaded it): the same outcome, and the same exceptions at the same points.
     */
    fun runSubject(decoded: SubjectInput, subject: SubjectBindings): Outcome {
        val outcome = try {
            decoded.failure?.let { throw it }
            @Suppress("UNCHECKED_CAST")
            subjectOutcome(subject.call(this, decoded.input as I))
        } catch (e: ContractRejection) {
            Outcome.Error(e.code, e.index)
        }
        decoded.unknownField?.let { throw it }
        return outcome
    }

    /** A case's [input] as the plain value the subject gets, or what decoding it threw; see [SubjectInput]. */
    fun decodeForSubject(input: J, revision: ContractRevision): SubjectInput {
        val f = try { Fields(obj(input, "input"), "input", false, revision) } catch (e: Throwable) { return SubjectInput(null, e, null) }
        val plain = try { subjectInput(f) } catch (e: Throwable) {
            // A rejection is an outcome: the input's unknown fields are still checked after it.
            return SubjectInput(null, e, if (e is ContractRejection) unknownFieldOf(f) else null)
        }
        return SubjectInput(plain, null, unknownFieldOf(f))
    }

    private fun unknownFieldOf(f: Fields): VectorError? = try { f.done(); null } catch (e: VectorError) { e }

    /** Binds this suite to the oracle's own answer (OracleSubject does so for every suite). */
    fun bindOracle(on: SubjectBindings, revision: ContractRevision) {
        on(this) { input -> oracleAnswer(input, revision) }
    }

    /**
     * False for a random input whose expected value is ill-conditioned (a last-bit libm difference could move
     * it beyond the suite's tolerance or across a discrete boundary): such inputs are drawn again. Hand-written
     * cases pin those regions with their own per-case tolerances.
     */
    open fun acceptRandom(input: JObj): Boolean = true
}

// MARK: - Shared field readers

fun Fields.geoPoint(key: String): GeoPoint = readGeoPoint(req(key), path(key), allowLoneEscape)

fun readGeoPoint(j: J, what: CharSequence, allowLoneEscape: Boolean): GeoPoint {
    val f = Fields(obj(j, what), what, allowLoneEscape)
    val lat = f64(f.req("lat"), f.path("lat"))
    val lng = f64(f.req("lng"), f.path("lng"))
    val alt = f.opt("alt")?.let { f64(it, f.path("alt")) } ?: 0.0
    f.done()
    return GeoPoint(lat, lng, alt)
}

fun Fields.geoPoints(key: String): List<GeoPoint> {
    val items = arr(req(key), path(key))
    val out = ArrayList<GeoPoint>(items.size)
    for ((i, p) in items.withIndex()) out.add(readGeoPoint(p, Place(path(key), i), allowLoneEscape))
    return out
}

fun Fields.optBool(key: String, default: Boolean): Boolean = opt(key)?.let { bool(it, path(key)) } ?: default
fun Fields.optI32(key: String, default: Int): Int = opt(key)?.let { i32(it, path(key)) } ?: default

/** An `i32?` field: absent or null -> null. */
fun Fields.nullableI32(key: String): Int? {
    val j = opt(key) ?: return null
    return if (j is JNull) null else i32(j, path(key))
}

fun Fields.nullableStr(key: String): String? {
    val j = opt(key) ?: return null
    return if (j is JNull) null else str(j, path(key), allowLoneEscape)
}

fun Fields.extra(key: String = "extra"): Any? = opt(key)?.let { JavaValues.decode(it, path(key), allowLoneEscape) }

fun geoPointJ(p: GeoPoint): JObj = jobj(
    "lat" to JDouble.ofResult(p.latitude), "lng" to JDouble.ofResult(p.longitude), "alt" to JDouble.ofResult(p.altitude)
)

// With its altitude at Android's default (GeoPoint's alt = 0.0): the scaffold shows every field a case may set.
val GEOPOINT_EXAMPLE: JObj = jobj("lat" to JNum("35.681236"), "lng" to JNum("139.767125"), "alt" to JNum("0.0"))

/**
 * A deliberately wrong model, for tools/jvm-parity/tests/run only: with `-Doracle.mutate=FAMILY` (javaHash, geoPoint,
 * marker, circle, polyline, polygon, spherical, route, zoom, region, bounds) every value of that family's suites
 * is perturbed (ints + 1, doubles scaled by 1.001, strings extended, null made 0), so the tests can show that
 * `selftest` catches a wrong model in each family from its independent evidence. Unset, it changes nothing.
 */
object ModelMutation {
    private val family: String? = System.getProperty("oracle.mutate")

    fun applies(suite: String): Boolean = family != null && suite.startsWith("$family.")

    fun perturb(j: J): J = when (j) {
        is JInt -> JInt(j.value + 1)
        is JDouble -> JDouble.ofResult(j.value * 1.001 + 0.001)
        is JStr -> JStr(j.value + "x")
        is JNull -> JInt(0)
        is JArr -> JArr(j.items.map { perturb(it) })
        is JObj -> JObj(LinkedHashMap(j.fields.mapValues { perturb(it.value) }))
        else -> j
    }
}
