// The text of a finite double, exactly as `java.lang.Double.toString(double)` specifies it since JDK 19
// (JDK-4511638): the shortest decimal that rounds to the double (at least two digits when one would do), the
// closest such decimal to the exact value, ties to an even significand; plain notation for 1e-3 <= |d| < 1e7,
// otherwise "computerized scientific notation" (`1.0E-5`, `4.9E-324`).
//
// Why not call Double.toString? JDK 17 (the Debian JVM) sometimes prints a longer, still round-tripping text
// (`2e23` -> "1.9999999999999998E23", `1e23` -> "9.999999999999999E22"), JDK 19+ prints "2.0E23"/"1.0E23".
// The drift check demands byte-identical files on every JVM, so the oracle writes the JDK 19+ text everywhere.
// On JDK 19+ this function and Double.toString agree on every double (selftest compares them on the JVM at hand).

package com.mapconductor.parity

import java.math.BigDecimal
import java.math.MathContext
import java.math.RoundingMode

object JavaDoubleText {
    /** [format], or "NaN", "Infinity", "-Infinity" for a value that is not finite (an error computed in a message). */
    fun formatAny(d: Double): String = when {
        d.isNaN() -> "NaN"
        d.isInfinite() -> if (d < 0) "-Infinity" else "Infinity"
        else -> format(d)
    }

    fun format(d: Double): String {
        require(!d.isNaN() && !d.isInfinite()) { "format() takes finite doubles" }
        if (d == 0.0) return if (1.0 / d < 0) "-0.0" else "0.0"
        val negative = d < 0
        val a = Math.abs(d)
        val chosen = shortestDecimal(a)
        val text = layout(chosen)
        val result = if (negative) "-$text" else text
        check(java.lang.Double.parseDouble(result) == d) { "internal error: $result does not round-trip to $d" }
        return result
    }

    /** Decimals of [digits] significant digits just below and above the exact value that round back to [a]. */
    private fun candidates(a: Double, exact: BigDecimal, digits: Int): List<BigDecimal> {
        val out = ArrayList<BigDecimal>(2)
        for (mode in arrayOf(RoundingMode.FLOOR, RoundingMode.CEILING)) {
            val c = exact.round(MathContext(digits, mode))
            if (java.lang.Double.parseDouble(c.toString()) == a && out.none { it.compareTo(c) == 0 }) out.add(c)
        }
        return out
    }

    /** The decimal Double.toString chooses for a finite [a] > 0 (also GeoText's `%.pf` digits). */
    fun shortestDecimal(a: Double): BigDecimal {
        val exact = BigDecimal(a)
        // A decimal of n digits that rounds to a exists for every n >= m (append zeros), so search upward from
        // just below the length Double.toString gives on this JVM (which always round-trips).
        val jdkDigits = significantDigits(BigDecimal(java.lang.Double.toString(a)))
        var n = Math.max(1, jdkDigits - 1)
        while (n > 1 && candidates(a, exact, n).isNotEmpty()) n--
        var found = candidates(a, exact, n)
        while (found.isEmpty()) {
            n++
            found = candidates(a, exact, n)
        }
        val pool = ArrayList(found)
        if (n == 1) pool.addAll(candidates(a, exact, 2))
        var best = pool[0]
        for (c in pool.drop(1)) {
            val cmp = c.subtract(exact).abs().compareTo(best.subtract(exact).abs())
            if (cmp < 0 || (cmp == 0 && isEvenSignificand(c) && !isEvenSignificand(best))) best = c
        }
        return best
    }

    private fun significantDigits(b: BigDecimal): Int {
        val s = b.stripTrailingZeros()
        return s.unscaledValue().abs().toString().length
    }

    private fun isEvenSignificand(b: BigDecimal): Boolean = !b.stripTrailingZeros().unscaledValue().testBit(0)

    private fun layout(value: BigDecimal): String {
        val s = value.stripTrailingZeros()
        val digits = s.unscaledValue().toString()
        val exponent = digits.length - 1 - s.scale() // value = d.ddd x 10^exponent
        val sb = StringBuilder()
        if (exponent in -3..6) {
            if (exponent >= 0) {
                if (digits.length > exponent + 1) {
                    sb.append(digits, 0, exponent + 1).append('.').append(digits, exponent + 1, digits.length)
                } else {
                    sb.append(digits)
                    for (i in digits.length until exponent + 1) sb.append('0')
                    sb.append(".0")
                }
            } else {
                sb.append("0.")
                for (i in 1 until -exponent) sb.append('0')
                sb.append(digits)
            }
        } else {
            sb.append(digits[0]).append('.')
            if (digits.length > 1) sb.append(digits, 1, digits.length) else sb.append('0')
            sb.append('E').append(exponent)
        }
        return sb.toString()
    }
}
