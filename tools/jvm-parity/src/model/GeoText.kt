// Decimal text of a Double as the Android core writes it (docs/contracts.md, "Decimal text").
//
// Facts (android-sdk-core 221a949): `Double.toFixed(p)` in MathExt.kt is `BigDecimal(this).setScale(p,
// RoundingMode.DOWN).toPlainString()`, used by `GeoPoint.toUrlValue`; `GeoRectBounds.toUrlValue` formats each edge
// with a local `"%.${p}f".format(this)`, i.e. `java.util.Formatter` in the device's default locale.
// Java's `%f` does not round the binary value: it rounds half-up the digits `Double.toString` would print (seen on
// OpenJDK 17 and 25: 5e-7 -> "0.000001" while its binary value is 4.99999999999999977e-7; "%.2f" of 2.675 ->
// "2.68"). Those digits changed in JDK 19 (shortest decimal, JDK-4511638) and Formatter adopted them in JDK 21;
// before that, integers in [2^53, 2^63) printed more digits (4.3455092970332141E17 -> "434550929703321410"
// where JDK 25 prints "434550929703321400"). The contract takes the shortest digits, so this model computes them
// with BigDecimal and parseDouble (both exact on every JDK) rather than calling the formatter of whatever JDK
// runs the oracle.

package com.mapconductor.parity

import java.math.BigDecimal
import java.math.RoundingMode

object GeoText {
    /** The precisions the contract accepts (AndroidException.precisionOutOfRange outside). */
    const val PRECISION_LIMIT = 1100

    /** Android's `toFixed`: the exact binary value cut toward zero; BigDecimal has no -0, so no sign on zero. */
    fun toFixed(x: Double, precision: Int): String {
        if (precision < -PRECISION_LIMIT || precision > PRECISION_LIMIT) throw GeoContractError("precisionOutOfRange")
        if (x.isNaN() || x.isInfinite()) throw GeoContractError("nonFiniteDecimal") // BigDecimal(x) throws NumberFormatException
        return BigDecimal(x).setScale(precision, RoundingMode.DOWN).toPlainString()
    }

    /** Java's `"%.<p>f"` in Locale.ROOT, on the shortest digits (see the file comment). */
    fun formatFixed(x: Double, precision: Int): String {
        if (precision < 0) throw GeoContractError("invalidFormatPrecision") // "%.-1f" does not parse: UnknownFormatConversionException
        if (precision > PRECISION_LIMIT) throw GeoContractError("precisionOutOfRange")
        if (x.isNaN()) return "NaN"
        if (x.isInfinite()) return if (x > 0) "Infinity" else "-Infinity"
        // Formatter writes the sign itself from Double.compare(x, 0.0), so -0.0 and -1e-7 get "-".
        val sign = if (java.lang.Double.compare(x, 0.0) < 0) "-" else ""
        return sign + (if (x == 0.0) BigDecimal.ZERO else JavaDoubleText.shortestDecimal(Math.abs(x))).setScale(precision, RoundingMode.HALF_UP).toPlainString()
    }
}
