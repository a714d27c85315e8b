// Comparing a committed `expected` with the JVM's result (docs/vector-format.md, "Comparison").

import java.math.BigInteger

class Tolerance(val ulps: Long?, val abs: Double?, val nanBits: Boolean, val signedZero: Boolean) {
    fun describe(): String = JsonOut.compact(toJ())

    fun toJ(): J {
        val m = LinkedHashMap<String, J>()
        if (ulps != null) m["ulps"] = JLong(ulps)
        if (abs != null) m["abs"] = JDouble.ofInput(abs)
        if (nanBits) m["nanBits"] = JBool(true)
        if (!signedZero) m["signedZero"] = JBool(false)
        return JObj(m)
    }

    companion object {
        val EXACT = Tolerance(null, null, false, true)

        fun parse(j: J, what: String): Tolerance {
            val f = Fields(obj(j, what), what, false)
            val ulps = f.opt("ulps")?.let { i32(it, f.path("ulps")).toLong() }
            if (ulps != null && ulps < 0) throw VectorError("${f.path("ulps")}: must not be negative")
            val abs = f.opt("abs")?.let { f64(it, f.path("abs")) }
            if (abs != null && !(abs >= 0)) throw VectorError("${f.path("abs")}: must be a non-negative number")
            val nanBits = f.opt("nanBits")?.let { bool(it, f.path("nanBits")) } ?: false
            val signedZero = f.opt("signedZero")?.let { bool(it, f.path("signedZero")) } ?: true
            f.done()
            return Tolerance(ulps, abs, nanBits, signedZero)
        }
    }
}

class Divergence(val pointer: String, val expected: String, val actual: String, val detail: String? = null)

object Compare {
    /** Compares [expected] (as read from the file) with [actual] (the JVM's outcome); returns every divergence. */
    fun outcome(expected: J, actual: J, tol: Tolerance): List<Divergence> {
        val out = ArrayList<Divergence>()
        val eKind = kind(expected)
        val aKind = kind(actual)
        if (eKind != aKind) {
            out.add(Divergence("", JsonOut.compact(expected), JsonOut.compact(actual), "expected a $eKind, the JVM gives a $aKind"))
            return out
        }
        value(expected, actual, "", tol, out)
        return out
    }

    fun kind(j: J): String = when {
        j is JObj && j.fields.containsKey("error") -> "error"
        j is JObj && j.fields.containsKey("notPortable") -> "notPortable"
        else -> "value"
    }

    private fun escape(key: String) = key.replace("~", "~0").replace("/", "~1")

    private fun value(e: J, a: J, ptr: String, tol: Tolerance, out: MutableList<Divergence>) {
        fun diverge(detail: String? = null) { out.add(Divergence(ptr, JsonOut.compact(e), JsonOut.compact(a), detail)) }
        when (a) {
            is JDouble, is JFloat -> {
                val actual = if (a is JDouble) a.value else (a as JFloat).value.toDouble()
                val expected = try { f64(e, ptr) } catch (x: VectorError) { return diverge("not a number") }
                val why = floatMismatch(expected, actual, tol)
                if (why != null) diverge(why)
            }
            is JInt -> {
                val ok = e is JNum && INT.matches(e.text) && BigInteger(e.text) == BigInteger.valueOf(a.value.toLong())
                if (!ok) diverge()
            }
            is JLong -> {
                val ok = e is JStr && INT.matches(e.value) && BigInteger(e.value) == BigInteger.valueOf(a.value)
                if (!ok) diverge()
            }
            is JNum -> if (!(e is JNum && e.text == a.text)) diverge()
            is JStr -> {
                val s = try { str(e, ptr, false) } catch (x: VectorError) { null }
                if (s != a.value) diverge()
            }
            is JBool -> if (!(e is JBool && e.value == a.value)) diverge()
            is JNull -> if (e !is JNull) diverge()
            is JArr -> {
                if (e !is JArr) return diverge("expected is not an array")
                if (e.items.size != a.items.size) {
                    return diverge("length ${e.items.size} vs ${a.items.size}")
                }
                for (i in a.items.indices) value(e.items[i], a.items[i], "$ptr/$i", tol, out)
            }
            is JObj -> {
                if (e !is JObj) return diverge("expected is not an object")
                for ((k, av) in a.fields) {
                    val ev = e.fields[k]
                    if (ev == null) out.add(Divergence("$ptr/${escape(k)}", "(missing)", JsonOut.compact(av)))
                    else value(ev, av, "$ptr/${escape(k)}", tol, out)
                }
                for ((k, ev) in e.fields) {
                    if (!a.fields.containsKey(k)) out.add(Divergence("$ptr/${escape(k)}", JsonOut.compact(ev), "(no such field)"))
                }
            }
        }
    }

    private val INT = Regex("-?[0-9]+")

    /** null when [actual] passes against [expected] under [tol]; else the reason with the errors. */
    fun floatMismatch(expected: Double, actual: Double, tol: Tolerance): String? {
        val eb = java.lang.Double.doubleToRawLongBits(expected)
        val ab = java.lang.Double.doubleToRawLongBits(actual)
        if (expected.isNaN() || actual.isNaN()) {
            if (!(expected.isNaN() && actual.isNaN())) return "NaN vs number"
            if (tol.nanBits && eb != ab) return String.format(java.util.Locale.ROOT, "NaN bits 0x%016x vs 0x%016x (nanBits)", eb, ab)
            return null
        }
        if (expected == 0.0 && actual == 0.0) {
            return if (tol.signedZero && eb != ab) "-0.0 and 0.0 differ (signedZero)" else null
        }
        if (expected == actual) return null
        if (expected.isInfinite() || actual.isInfinite()) return "infinities equal only themselves"
        val absErr = Math.abs(actual - expected)
        val ulps = ulpDistance(expected, actual)
        if (tol.ulps != null && ulps.compareTo(BigInteger.valueOf(tol.ulps)) <= 0) return null
        if (tol.abs != null && absErr <= tol.abs) return null
        return "abs error ${JavaDoubleText.format(absErr)}, $ulps ulps, bits ${String.format(java.util.Locale.ROOT, "0x%016x vs 0x%016x", eb, ab)}, tolerance ${tol.describe()}"
    }

    /** Distance in units in the last place, counted over the ordered IEEE values (-0.0 and 0.0 are one value). */
    fun ulpDistance(a: Double, b: Double): BigInteger {
        fun ordered(d: Double): BigInteger {
            val bits = java.lang.Double.doubleToRawLongBits(d)
            return if (bits >= 0) BigInteger.valueOf(bits) else BigInteger.valueOf(bits and Long.MAX_VALUE).negate()
        }
        return ordered(a).subtract(ordered(b)).abs()
    }
}
