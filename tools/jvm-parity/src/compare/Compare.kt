// Comparing a committed `expected` with the JVM's result (docs/vector-format.md, "Comparison").

package com.mapconductor.parity

import java.math.BigInteger

/** [nanMatchesNumber]: a NaN and a number pass each other, where a libm bit decides whether Android's result is a number (contracts.md section 12). */
/** A tolerance's ulps as the vector format writes it: a JSON integer (its sign and range are checked after). */
private val TOLERANCE_INTEGER = Regex("-?(0|[1-9][0-9]*)")

class Tolerance(val ulps: Long?, val abs: Double?, val nanBits: Boolean, val signedZero: Boolean, val nanMatchesNumber: Boolean = false) {
    fun describe(): String = JsonOut.compact(toJ())

    fun toJ(): J {
        val m = LinkedHashMap<String, J>()
        // an Int in vector files (parse reads it as i32), not a 64-bit string
        if (ulps != null) m["ulps"] = JInt(ulps.toInt())
        if (abs != null) m["abs"] = JDouble.ofInput(abs)
        if (nanBits) m["nanBits"] = JBool(true)
        if (!signedZero) m["signedZero"] = JBool(false)
        if (nanMatchesNumber) m["nanMatchesNumber"] = JBool(true)
        return JObj(m)
    }

    companion object {
        val EXACT = Tolerance(null, null, false, true)

        /** A conditioning rule's bound (contracts.md section 12): within [bound], and NaN against a number too where [nanMatchesNumber]. */
        fun ofAbs(bound: Double, nanMatchesNumber: Boolean = false) = Tolerance(null, bound, false, true, nanMatchesNumber)

        fun ofUlps(ulps: Long) = Tolerance(ulps, null, false, true)

        fun parse(j: J, what: String): Tolerance {
            val f = Fields(obj(j, what), what, false)
            // The rules and words of every gate: a JSON integer for ulps, a JSON number for abs (not the string forms a
            // value may take: "Infinity" as a bound would pass any finite error), each finite and not negative.
            val ulps = f.opt("ulps")?.let { u ->
                val count = when (u) {
                    is JInt -> u.value.toLong()
                    is JNum -> if (TOLERANCE_INTEGER.matches(u.text)) java.math.BigInteger(u.text).let { if (it.bitLength() < 32) it.toLong() else null } else null
                    else -> null
                }
                if (count == null || count < 0) throw VectorError("${f.path("ulps")}: \"ulps\" must be a non-negative 32-bit integer")
                count
            }
            val abs = f.opt("abs")?.let { a ->
                val bound = when (a) {
                    is JDouble -> a.value
                    is JInt -> a.value.toDouble()
                    is JNum -> try { f64(a, f.path("abs")) } catch (e: VectorError) { null }
                    else -> null
                }
                if (bound == null || !(bound >= 0) || bound.isInfinite()) throw VectorError("${f.path("abs")}: \"abs\" must be a finite number >= 0")
                bound
            }
            val nanBits = f.opt("nanBits")?.let { bool(it, f.path("nanBits")) } ?: false
            val signedZero = f.opt("signedZero")?.let { bool(it, f.path("signedZero")) } ?: true
            val nanMatchesNumber = f.opt("nanMatchesNumber")?.let { bool(it, f.path("nanMatchesNumber")) } ?: false
            f.done()
            return Tolerance(ulps, abs, nanBits, signedZero, nanMatchesNumber)
        }
    }
}

/**
 * One field where the actual value differs from the expected one: [pointer] is its JSON Pointer inside `expected`
 * ("" for the whole value), [expected]/[actual] are rendered in the vector format's notation; floating-point
 * fields carry the error in ULPs (of the field's own width), the absolute error and the tolerance applied.
 */
class Divergence(
    val pointer: String,
    val expected: String,
    val actual: String,
    val detail: String? = null,
    val ulps: BigInteger? = null,
    val absoluteError: Double? = null,
    val tolerance: Tolerance? = null,
    /**
     * How the values differ (docs/report-format.md, "Causes"): [NULL], [NUMBER], [STRING], [BOOLEAN], [LENGTH],
     * [PORTABILITY], [ELIDED] (no field: the count of a list's differing elements beyond those shown), where a
     * rejection is involved [ERROR_EXPECTED], [REJECTED], [OTHER_REJECTION] (with the codes of both sides), or
     * [THREW]; "type" for two numbers of which one is not a number (a runner-typed value never is).
     */
    val kind: String = NUMBER,
    val expectedError: String? = null,
    val actualError: String? = null
) {
    /** The kind as the JSON report's divergence `kind` names it (the schema's names: a rejection on Kotlin's side or both, or an exception, is `error`; a value Kotlin gives and the subject rejects, `rejected`). */
    val reportKind: String get() = when (kind) { ERROR_EXPECTED, OTHER_REJECTION, THREW -> "error"; else -> kind }

    companion object {
        const val NULL = "null"
        const val NUMBER = "number"
        const val STRING = "string"
        const val BOOLEAN = "boolean"
        const val LENGTH = "length"
        const val PORTABILITY = "portability"
        const val ELIDED = "elided"
        /** Kotlin rejects the input, the subject returns a value. */
        const val ERROR_EXPECTED = "error-expected"
        /** Kotlin returns a value, the subject rejects the input. */
        const val REJECTED = "rejected"
        /** Both reject the input, with other codes or at another index. */
        const val OTHER_REJECTION = "other-rejection"
        /** The subject threw an exception instead of an outcome (its cause is a crash, with the exception). */
        const val THREW = "threw"
    }
}

/**
 * The comparison rules (docs/vector-format.md "Comparison"), the JVM's one implementation: `oracle check`, the
 * conformance runner, the JUnit 5 entry and `oracle comparison-vectors` all call it, and
 * Tests/Fixtures/comparison-vectors.json holds it to the same verdicts as the Swift and web runners.
 *
 * The actual value is typed (JInt, JLong, JDouble, JFloat, JStr, JBool, JNull, JArr, JObj): its type decides how
 * the expected JSON is read, so an expected value not written as its type requires (a Long as a JSON number, a
 * Float that is not exactly a float, a missing or unknown field) is a [VectorError], never a divergence.
 */
object Compare {
    /** Compares [expected] (as read from the file) with [actual] (the subject's outcome); returns every divergence. */
    fun outcome(expected: J, actual: J, tol: Tolerance): List<Divergence> {
        val out = ArrayList<Divergence>()
        val eKind = kind(expected)
        val aKind = kind(actual)
        if (eKind != aKind) {
            val kind = when {
                eKind == "error" && aKind == "value" -> Divergence.ERROR_EXPECTED
                eKind == "value" && aKind == "error" -> Divergence.REJECTED
                else -> Divergence.PORTABILITY
            }
            out.add(Divergence("", Bounded.preview(expected), Bounded.preview(actual), "expected a $eKind, the subject gives a $aKind",
                kind = kind, expectedError = errorCode(expected), actualError = errorCode(actual)))
            return out
        }
        if (eKind == "error") {
            val e = expected as JObj
            val a = actual as JObj
            val sameCode = str(e["error"] ?: JNull, "/expected/error", false) == (a["error"] as? JStr)?.value
            val eIndex = e["index"]?.let { i32(it, "/expected/index") }
            val aIndex = (a["index"] as? JInt)?.value
            if (!sameCode || eIndex != aIndex) out.add(Divergence("", Bounded.preview(expected), Bounded.preview(actual), "a different rejection",
                kind = Divergence.OTHER_REJECTION, expectedError = errorCode(expected), actualError = errorCode(actual)))
            return out
        }
        value(expected, actual, "", tol, out)
        return out
    }

    /** The code of a rejection (`{"error": code}`), else null. */
    private fun errorCode(j: J): String? = ((j as? JObj)?.get("error") as? JStr)?.value

    fun kind(j: J): String = when {
        j is JObj && j.fields.containsKey("error") -> "error"
        j is JObj && j.fields.containsKey("notPortable") -> "notPortable"
        else -> "value"
    }

    /** A key as a JSON pointer token; most keys need no escape, and every output field of every case passes here. */
    private fun escape(key: String) = if (key.indexOf('~') < 0 && key.indexOf('/') < 0) key else key.replace("~", "~0").replace("/", "~1")

    private fun value(e: J, a: J, ptr: String, tol: Tolerance, out: MutableList<Divergence>) {
        val where = "/expected$ptr"
        fun diverge(expected: String, actual: String, detail: String? = null, kind: String = Divergence.NUMBER) { out.add(Divergence(ptr, expected, actual, detail, kind = kind)) }
        // null against anything is judged before types, as in the other runners: both null pass, one null diverges.
        if (e is JNull || a is JNull) {
            if (!(e is JNull && a is JNull)) diverge(if (e is JNull) "null" else Bounded.preview(e), Bounded.preview(a), "null versus a value", Divergence.NULL)
            return
        }
        when (a) {
            is JDouble -> {
                floatingDivergence(f64Bits(e, where), a.bits, tol, ptr, false)?.let { out.add(it) }
            }
            is JFloat -> {
                floatingDivergence(f32Bits(e, where).toLong(), a.bits.toLong(), tol, ptr, true)?.let { out.add(it) }
            }
            is JInt -> { val wanted = i32(e, where); if (wanted != a.value) diverge("$wanted", "${a.value}") }
            is JLong -> { val wanted = i64(e, where); if (wanted != a.value) diverge("\"$wanted\"", "\"${a.value}\"") }
            is JNum -> if (!(e is JNum && e.text == a.text)) diverge(Bounded.preview(e), Bounded.preview(a), kind = if (e is JNum) Divergence.NUMBER else "type")
            is JStr -> {
                val wanted = str(e, where, false)
                if (wanted != a.value) Bounded.stringPair(wanted, a.value).let { diverge(it.first, it.second, it.third, Divergence.STRING) }
            }
            is JBool -> { val wanted = bool(e, where); if (wanted != a.value) diverge("$wanted", "${a.value}", kind = Divergence.BOOLEAN) }
            is JNull -> Unit
            is JArr -> {
                val items = arr(e, where)
                if (items.size != a.items.size) diverge(Bounded.listSummary(items), Bounded.listSummary(a.items), "length", Divergence.LENGTH)
                // A report shows the first differing elements and counts the others: its size never follows the answer's.
                // Lists of different lengths are compared up to their first differing element only: after a missing or
                // an extra element every later one is shifted, and reporting those would bury the one difference.
                var differing = 0
                val element = ArrayList<Divergence>()
                for (i in 0 until Math.min(items.size, a.items.size)) {
                    element.clear()
                    value(items[i], a.items[i], "$ptr/$i", tol, element)
                    if (element.isEmpty()) continue
                    differing++
                    if (differing <= Bounded.ELEMENT_DIVERGENCES) out.addAll(element)
                    if (items.size != a.items.size) break
                }
                if (differing > Bounded.ELEMENT_DIVERGENCES) {
                    diverge("", "", "${differing - Bounded.ELEMENT_DIVERGENCES} more differing elements are not shown ($differing in all; the first ${Bounded.ELEMENT_DIVERGENCES} are above)", Divergence.ELIDED)
                }
            }
            is JObj -> {
                val fields = obj(e, where)
                for ((k, av) in a.fields) {
                    val ev = fields[k] ?: throw VectorError("$where: the expected value lacks field \"$k\" (regenerate the file with tools/jvm-parity/oracle generate)")
                    value(ev, av, "$ptr/${escape(k)}", tol, out)
                }
                for (k in fields.fields.keys) {
                    if (!a.fields.containsKey(k)) {
                        throw VectorError("$where/${escape(k)}: unknown field \"$k\" in the expected value (the output fields are ${a.fields.keys.joinToString(", ") { "\"$it\"" }})")
                    }
                }
            }
        }
    }

    /**
     * The floating-point rules: exact or within tolerance; NaN equals NaN unless `nanBits`, and a number only with
     * `nanMatchesNumber`; -0.0 differs from 0.0
     * unless `signedZero: false`; infinities equal only themselves. The values are given as raw IEEE bits (NaN
     * payloads kept); [isFloat]: both are Float bits (the low 32), and ULPs count Float steps. Null when they pass.
     */
    fun floatingDivergence(expectedBits: Long, actualBits: Long, tol: Tolerance, pointer: String, isFloat: Boolean): Divergence? {
        fun valueOf(bits: Long): Double =
            if (isFloat) java.lang.Float.intBitsToFloat(bits.toInt()).toDouble() else java.lang.Double.longBitsToDouble(bits)
        val expected = valueOf(expectedBits)
        val actual = valueOf(actualBits)
        var ulps: BigInteger? = null
        var absErr: Double? = null
        val diverged: Boolean
        if (expected.isNaN() || actual.isNaN()) {
            diverged = if (expected.isNaN() && actual.isNaN()) tol.nanBits && expectedBits != actualBits else !tol.nanMatchesNumber
        } else if (expected.isInfinite() || actual.isInfinite()) {
            diverged = expected != actual
        } else if (expected == actual) {
            diverged = tol.signedZero && expectedBits != actualBits
            ulps = BigInteger.ZERO
            absErr = 0.0
        } else {
            ulps = if (isFloat) floatUlpDistance(expected.toFloat(), actual.toFloat()) else ulpDistance(expected, actual)
            absErr = Math.abs(actual - expected)
            val withinUlps = tol.ulps != null && ulps.compareTo(BigInteger.valueOf(tol.ulps)) <= 0
            val withinAbs = tol.abs != null && absErr <= tol.abs
            diverged = !(withinUlps || withinAbs)
        }
        if (!diverged) return null
        val detail = StringBuilder()
        if (absErr != null) detail.append("abs error ${JavaDoubleText.formatAny(absErr)}, $ulps ulps, ")
        detail.append("bits ${bitsText(expectedBits, isFloat)} vs ${bitsText(actualBits, isFloat)}, tolerance ${tol.describe()}")
        return Divergence(pointer, numberText(expectedBits, isFloat), numberText(actualBits, isFloat), detail.toString(), ulps, absErr, tol)
    }

    private fun bitsText(bits: Long, isFloat: Boolean): String =
        if (isFloat) String.format(java.util.Locale.ROOT, "0x%08x", bits and 0xFFFFFFFFL)
        else String.format(java.util.Locale.ROOT, "0x%016x", bits)

    /** A value as the vector format writes it: `NaN`, `-Infinity`, `1.0E-5`; a NaN payload with its bits. */
    fun numberText(bits: Long, isFloat: Boolean): String {
        val d = if (isFloat) java.lang.Float.intBitsToFloat(bits.toInt()).toDouble() else java.lang.Double.longBitsToDouble(bits)
        val canonical = if (isFloat) (bits and 0xFFFFFFFFL) == CANONICAL_FLOAT_NAN.toLong() else bits == CANONICAL_DOUBLE_NAN
        return when {
            d.isNaN() && !canonical -> "NaN (${bitsText(bits, isFloat)})"
            d.isNaN() -> "NaN"
            d.isInfinite() -> if (d < 0) "-Infinity" else "Infinity"
            else -> JavaDoubleText.format(d)
        }
    }

    /** Distance in units in the last place, counted over the ordered IEEE values (-0.0 and 0.0 are one value). */
    fun ulpDistance(a: Double, b: Double): BigInteger {
        fun ordered(d: Double): BigInteger {
            val bits = java.lang.Double.doubleToRawLongBits(d)
            return if (bits >= 0) BigInteger.valueOf(bits) else BigInteger.valueOf(bits and Long.MAX_VALUE).negate()
        }
        return ordered(a).subtract(ordered(b)).abs()
    }

    /** The same over the ordered Float values: a Float field's tolerance counts Float steps. */
    fun floatUlpDistance(a: Float, b: Float): BigInteger {
        fun ordered(f: Float): Long {
            val bits = java.lang.Float.floatToRawIntBits(f)
            return if (bits >= 0) bits.toLong() else -(bits and Int.MAX_VALUE).toLong()
        }
        return BigInteger.valueOf(Math.abs(ordered(a) - ordered(b)))
    }
}
