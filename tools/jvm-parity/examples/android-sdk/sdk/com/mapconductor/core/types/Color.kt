// FIXTURE SDK: Compose's sRGB Color, a value class over the ULong `argb shl 32` (its hashCode is ULong's:
// the high and low halves xor-ed, so the ARGB int). The factories follow Compose ui-graphics 1.8.1.
package com.mapconductor.core.types

@JvmInline
value class Color(val value: ULong) {
    fun toArgb(): Int = (value shr 32).toInt()

    companion object {
        val Red = Color(0xFFFF0000.toInt())
        val Black = Color(0xFF000000.toInt())
        val Transparent = Color(0)
    }
}

fun Color(argb: Int): Color = Color((argb.toULong() and 0xFFFFFFFFuL) shl 32)

fun Color(red: Int, green: Int, blue: Int, alpha: Int = 0xFF): Color =
    Color(((alpha and 0xFF) shl 24) or ((red and 0xFF) shl 16) or ((green and 0xFF) shl 8) or (blue and 0xFF))

/** Each channel clamped to [0, 1] (NaN kept, then 0 as a byte) and rounded half up to a byte, in Float arithmetic. */
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f): Color {
    fun byte(channel: Float): Int {
        var c = channel
        if (c < 0f) c = 0f
        if (c > 1f) c = 1f
        return (c * 255.0f + 0.5f).toInt()
    }
    return Color((byte(alpha) shl 24) or (byte(red) shl 16) or (byte(green) shl 8) or byte(blue))
}
