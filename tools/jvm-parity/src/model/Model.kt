// The Android core's value types, written the way Kotlin on the JVM computes them
// (reference: docs/android-semantics.md, sections 1-6).

package com.mapconductor.parity

/** Thrown where Android's own value is not reproducible (an enum's identity hash). */
class NotPortable(val reason: String) : Exception(reason)

const val ANIMATION_NOT_PORTABLE =
    "MarkerAnimation is an enum: its hashCode() is Object.hashCode(), identity based, different on every run and between the JVM and ART"

/** `h31(seed, xs)`: `r = seed; for x in xs: r = 31*r + x`, Int arithmetic (wraps). */
fun h31(seed: Int, xs: List<Int>): Int {
    var r = seed
    for (x in xs) r = 31 * r + x
    return r
}

/** Kotlin `xs.reduce { r, x -> 31 * r + x }` — the real stdlib reduce. */
fun reduce31(xs: List<Int>): Int = xs.reduce { r, x -> 31 * r + x }

/** Compose `Color` in the sRGB colour space: a value class over the ULong `argb shl 32`; its hashCode is
 * `ULong.hashCode()` = `java.lang.Long.hashCode(value)`, which is the ARGB int. */
class ComposeColor(val argb: Int) {
    val packed: Long get() = (argb.toLong() and 0xFFFFFFFFL) shl 32
    override fun hashCode(): Int = java.lang.Long.hashCode(packed)
    override fun equals(other: Any?): Boolean = other is ComposeColor && other.argb == argb

    companion object {
        /** Compose `Color(red: Int, green: Int, blue: Int, alpha: Int)`: each channel `and 0xFF`. */
        fun ofInts(r: Int, g: Int, b: Int, a: Int): ComposeColor =
            ComposeColor(((a and 0xFF) shl 24) or ((r and 0xFF) shl 16) or ((g and 0xFF) shl 8) or (b and 0xFF))

        /** Compose ui-graphics 1.8.1 (BOM 2025.05.00) `Color(red: Float, ..., alpha: Float)` in sRGB: each channel
         * is clamped with `fastCoerceIn(0f, 1f)` (`< 0 -> 0`, then `> 1 -> 1`; NaN stays NaN), then the byte is
         * `(c * 255f + 0.5f).toInt()` in Float arithmetic (NaN -> 0). Compose before 1.7 threw instead. */
        fun ofFloats(r: Float, g: Float, b: Float, a: Float): ComposeColor {
            fun byte(c: Float): Int {
                var x = c
                if (x < 0f) x = 0f
                if (x > 1f) x = 1f
                return (x * 255.0f + 0.5f).toInt()
            }
            return ComposeColor((byte(a) shl 24) or (byte(r) shl 16) or (byte(g) shl 8) or byte(b))
        }

        val Red = ComposeColor(0xFFFF0000.toInt())
        val Black = ComposeColor(0xFF000000.toInt())
        val Transparent = ComposeColor(0)
    }
}

/** Compose `Dp`: a value class over Float, so its hashCode is `Float.hashCode(value)` = `floatToIntBits`. */
class Dp(val value: Float) {
    override fun hashCode(): Int =
        if (ModelMistake.makes("javaHash")) java.lang.Double.hashCode(value.toDouble()) else java.lang.Float.hashCode(value)
    override fun equals(other: Any?): Boolean = other is Dp && java.lang.Float.compare(other.value, value) == 0
}

/** A marker icon; vectors give its hash (bitmaps and typefaces are not portable inputs). */
class IconHash(val hash: Int) {
    override fun hashCode(): Int = hash
}

class GeoPoint(val latitude: Double, val longitude: Double, val altitude: Double = 0.0) {
    /** `(x * 1e7).toLong()` is Kotlin's Double.toLong (JVM d2l: truncates, saturates, NaN -> 0). */
    override fun hashCode(): Int {
        val lh = (latitude * 1e7).toLong()
        val nh = (longitude * 1e7).toLong()
        val ah = (altitude * 1e7).toLong()
        var result = java.lang.Long.hashCode(lh)
        result = 31 * result + java.lang.Long.hashCode(nh)
        result = 31 * result + java.lang.Long.hashCode(ah)
        return result
    }

    override fun equals(other: Any?): Boolean {
        if (this === other) return true
        if (other !is GeoPoint) return false
        return Math.abs(latitude - other.latitude) < 1e-7 &&
            Math.abs(longitude - other.longitude) < 1e-7 &&
            Math.abs(altitude - other.altitude) < 1e-7
    }

    fun wrap(): GeoPoint {
        var lat = latitude
        var lng = longitude
        // Android's own evaluation order (android-sdk-core GeoPoint.wrap): -90 + (lat - 90), not lat - 180.
        // The two round differently once |lat| is large (e.g. 3.671238314270882E17), so the order is the contract.
        if (lat > 90) {
            lat = -90.0 + (lat - 90.0)
            if (!ModelMistake.makes("geoPoint")) lng += 180
        } else if (lat < -90) {
            lat = 90.0 - (-90.0 - lat)
            lng += 180
        }
        return GeoPoint(lat, normalizeLng(lng), altitude)
    }

    fun normalize(): GeoPoint = GeoPoint(latitude.coerceIn(-90.0, 90.0), normalizeLng(longitude), altitude)

    fun isValid(): Boolean = latitude in -90.0..90.0 && longitude in -180.0..180.0

    companion object {
        /** `((x + 180) % 360 + 360) % 360 - 180`; Kotlin's Double `%` is Java's, i.e. C fmod. */
        fun normalizeLng(x: Double): Double = ((x + 180) % 360 + 360) % 360 - 180
    }
}

/** The SDK's private seed-0 fold over point hashes (not `List.hashCode`). */
fun pointsHash(points: List<GeoPoint>): Int = h31(0, points.map { it.hashCode() })
