// What the four overlay families (Marker.kt, Circle.kt, Polyline.kt, Polygon.kt) share: each has the same three
// suites, `<family>.id`, `.hash` and `.fingerprint`, declared once here from the family's input reading, its
// oracle state (src/model/OverlayStates.kt) and its fingerprint; and the field readers and random-input pieces
// the four use alike.

package com.mapconductor.parity

/**
 * An overlay family: the state built from the input with Android's defaults ([input], the plain value an adapter
 * gets; [state], the oracle's model of it), then its own `state.id`, `hashCode()` and `fingerPrint()` answer.
 */
abstract class OverlayFamily<I, S : Any, F>(
    family: String, idDescription: String, hashDescription: String, fingerprintDescription: String
) : SuiteGroup {
    /** The input fields the three suites share (for `scaffold`). */
    abstract val fields: List<FieldSpec>

    /** Every state field of a case's input, Android's defaults filled in; VectorError when malformed. */
    abstract fun input(f: Fields): I

    /** The oracle's state for android-sdk-core [revision]. */
    abstract fun state(input: I, revision: ContractRevision): S

    /** Android's `state.id`: the explicit id, else the auto ID (NotPortable where Android's is not reproducible). */
    abstract fun stateId(state: S): String

    abstract fun fingerprint(state: S): F

    /** The fingerprint's fields in Android's declaration order. */
    abstract fun fingerprintFields(fingerprint: F): List<Pair<String, Int>>

    /** One random input from the suite's seeded generator. */
    abstract fun randomInput(g: Gen): JObj

    /** Why the auto ID, and so the fingerprint that folds it in, may be not portable (the marker's animation). */
    open val autoIdNotPortable: List<NotPortableReason> get() = emptyList()

    val id: Suite<I, String> = Member("$family.id", idDescription, { stateId(it) }, { autoIdNotPortable }) { value("id" to JStr(it)) }
    val hash: Suite<I, Int> = Member("$family.hash", hashDescription, { it.hashCode() }, { emptyList() }) { hashOutcome(it) }
    val fingerprint: Suite<I, F> =
        Member("$family.fingerprint", fingerprintDescription, { fingerprint(it) }, { autoIdNotPortable }) { intsOutcome(fingerprintFields(it)) }

    override val suites: List<Suite<*, *>> get() = listOf(id, hash, fingerprint)

    /** One of the three suites: the oracle's expected value is its answer as a subject (ints and strings only). */
    private inner class Member<O>(
        name: String, description: String, private val answer: (S) -> O,
        private val notPortable: () -> List<NotPortableReason>, private val write: (O) -> Outcome
    ) : Suite<I, O>(name, description) {
        override val suggestedRandomCount = 150
        override val notPortableReasons: List<NotPortableReason> get() = notPortable()
        override val fields: List<FieldSpec> get() = this@OverlayFamily.fields
        override fun randomInput(g: Gen): JObj = this@OverlayFamily.randomInput(g)
        override fun subjectInput(f: Fields): I = input(f)
        override fun subjectOutcome(answer: O): Outcome = write(answer)
        override fun oracleAnswer(input: I, revision: ContractRevision): O = answer(state(input, revision))
    }
}

// MARK: - Field readers

/** An ARGB colour field, [default] when absent. */
fun Fields.argb(key: String, default: ComposeColor): Int = opt(key)?.let { i32(it, path(key)) } ?: default.argb

/** A Dp width field, [default] when absent. */
fun Fields.width(key: String, default: Float): Float = opt(key)?.let { f32(it, path(key)) } ?: default

/** `clickable` of a polyline or polygon: a state field only from revision 221a949+clickable on. */
fun Fields.polyClickable(): Boolean {
    if (!revision.atLeast(ContractRevision.SDK_221A949_CLICKABLE) && has("clickable")) {
        throw VectorError("${path("clickable")}: polylines and polygons have clickable only from revision 221a949+clickable on")
    }
    return optBool("clickable", true)
}

// MARK: - Field specs and random pieces

val ID_FIELD = FieldSpec("id", "str?", JNull, optional = true)
val EXTRA_FIELD = FieldSpec("extra", "JavaValue?", JNull, optional = true)
fun colorField(name: String, default: ComposeColor) = FieldSpec(name, "i32 (ARGB)", JInt(default.argb), optional = true)
fun widthField(default: String) = FieldSpec("strokeWidth", "f32 (Dp)", JNum(default), optional = true)
fun boolField(name: String, default: Boolean) = FieldSpec(name, "bool", JBool(default), optional = true)

val POINTS_EXAMPLE = JArr(listOf(GEOPOINT_EXAMPLE, jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"), "alt" to JNum("0.0"))))

fun randomId(g: Gen): J = when (g.nextInt(6)) {
    0 -> JNull
    1 -> JStr(g.string())
    2 -> JStr("marker-" + g.nextInt(0, 10000))
    else -> JNull
}

fun randomNullableInt(g: Gen): J = if (g.chance(0.4)) JNull else JInt(if (g.chance(0.5)) g.nextInt(-3, 10) else g.int())

fun randomZIndex(g: Gen): J = JInt(if (g.chance(0.5)) g.nextInt(-3, 10) else g.int())

/** Adds each optional field with probability p, keeping the declared order. */
fun MutableMap<String, J>.maybe(g: Gen, key: String, p: Double = 0.5, v: () -> J) {
    if (g.chance(p)) this[key] = v()
}

/** The stroke colour and width (and the fill colour) of a circle, polyline or polygon, each drawn as [maybe] does. */
fun MutableMap<String, J>.maybeStroke(g: Gen, withFill: Boolean) {
    maybe(g, "strokeColor", 0.4) { JInt(g.argb()) }
    maybe(g, "strokeWidth", 0.4) { JFloat(g.widthBits()) }
    if (withFill) maybe(g, "fillColor", 0.4) { JInt(g.argb()) }
}
