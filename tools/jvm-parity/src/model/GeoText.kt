// Decimal text of a Double as the Android core writes it (docs/contracts.md, "Decimal text").
//
// Facts (android-sdk-core 221a949): `Double.toFixed(p)` in MathExt.kt is `BigDecimal(this).setScale(p,
// RoundingMode.DOWN).toPlainString()`, used by `GeoPoint.toUrlValue`; `GeoRectBounds.toUrlValue` formats each edge
// with a local `"%.${p}f".format(this)`, i.e. `java.util.Formatter` in the device's default locale.
// Java's `%f` does not round the binary value: it rounds half-up the digits `Double.toString` would print (seen on
// OpenJDK 17 and 25: 5e-7 -> "0.000001" while its binary value is 4.99999999999999977e-7; "%.2f" of 2.675 ->
// "2.68"). Those digits changed in JDK 19 (shortest decimal, JDK-4511638) and Formatter adopted them in JDK 21;
// before that, integers in [2^53, 2^63) printed more digits (4.3455092970332141E17 -> "434550929703321410"
// where JDK 25 prints "434550929703321400"). This model computes the shortest digits with BigDecimal and
// parseDouble (both exact on every JDK) rather than calling the formatter of whatever JDK runs the oracle, and
// calls a magnitude where the two JDKs differ (2^53 up to 1e26) not portable.

package com.mapconductor.parity

import java.math.BigDecimal
import java.math.RoundingMode

object GeoText {
    /**
     * The precisions whose text Android has one answer for. Beyond them Android's answer depends on which
     * BigDecimal runs and on the heap: OpenJDK's setScale throws ArithmeticException near ±2^31 ("Underflow" for
     * -2147483648, "BigInteger would overflow supported range" for 2147483647; measured on JDK 17.0.15 and
     * 25.0.3), builds a string of that many digits below that, and Android's libcore has a BigDecimal of its own.
     * So such a case is not portable; within the limit the text is what BigDecimal and Formatter write.
     */
    const val PORTABLE_PRECISION = 1_000_000

    /** The magnitudes whose `%f` digits differ between JDK 17 and JDK 21+ (see [formatFixed]). */
    private const val JDK_DIGITS_LOW = 9007199254740992.0 // 2^53
    private const val JDK_DIGITS_HIGH = 1e26

    private fun precisionNotPortable(precision: Int): NotPortable = NotPortable(NotPortableReasons.PRECISION.fill(precision))

    /**
     * Android's `toFixed`: `BigDecimal(x)` first (NaN and ±∞ throw NumberFormatException whatever the precision),
     * then the exact binary value cut toward zero; BigDecimal has no -0, so no sign on zero.
     */
    fun toFixed(x: Double, precision: Int): String {
        if (x.isNaN() || x.isInfinite()) throw GeoContractError("nonFiniteDecimal") // BigDecimal(x) throws NumberFormatException
        if (precision < -PORTABLE_PRECISION || precision > PORTABLE_PRECISION) throw precisionNotPortable(precision)
        return BigDecimal(x).setScale(precision, RoundingMode.DOWN).toPlainString()
    }

    /**
     * Java's `"%.<p>f"` in Locale.ROOT, on the shortest digits (see the file comment). A finite magnitude from
     * 2^53 up to 1e26 is not portable: there JDK 17's Formatter writes other digits than JDK 21+'s
     * (-1e23 at p = 0: "-99999999999999990000000" on 17.0.15, "-100000000000000000000000" on 25.0.3). Measured:
     * of 600 000 doubles from 1e15 to 1e305 (random ones and k * 10^e with k < 1000), every one that differs
     * lies between 1.8e16 and 5.2e25; an Android team's unit tests run on whichever JDK their Gradle uses.
     */
    fun formatFixed(x: Double, precision: Int): String {
        if (precision < 0) throw GeoContractError("invalidFormatPrecision") // "%.-1f" does not parse: UnknownFormatConversionException
        if (x.isNaN()) return "NaN"
        if (x.isInfinite()) return if (x > 0) "Infinity" else "-Infinity"
        if (precision > PORTABLE_PRECISION) throw precisionNotPortable(precision)
        if (Math.abs(x) >= JDK_DIGITS_LOW && Math.abs(x) < JDK_DIGITS_HIGH) throw NotPortable(NotPortableReasons.JDK_DIGITS.fill(x))
        // Formatter writes the sign itself from Double.compare(x, 0.0), so -0.0 and -1e-7 get "-".
        val sign = if (java.lang.Double.compare(x, 0.0) < 0) "-" else ""
        return sign + (if (x == 0.0) BigDecimal.ZERO else JavaDoubleText.shortestDecimal(Math.abs(x))).setScale(precision, RoundingMode.HALF_UP).toPlainString()
    }
}
