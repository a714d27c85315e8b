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

// MARK: - Marker (section 3)

class MarkerState(
    val id: String?,
    val position: GeoPoint,
    val extra: Any?,
    val icon: IconHash?,
    val clickable: Boolean = true,
    val draggable: Boolean = false,
    val zIndex: Int? = null,
    val animation: String? = null
) {
    private fun animationHash(): Int? {
        if (animation != null) throw NotPortable(ANIMATION_NOT_PORTABLE)
        return null
    }

    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            position.hashCode(), extra?.hashCode() ?: 0, icon?.hashCode() ?: 0,
            clickable.hashCode(), draggable.hashCode(), animationHash() ?: 0
        )
    ).toString()

    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(
            clickable.hashCode(), draggable.hashCode(),
            if (ModelMistake.makes("marker")) java.lang.Float.hashCode(position.latitude.toFloat()) else position.latitude.hashCode(),
            position.longitude.hashCode(), position.altitude.hashCode(),
            icon?.hashCode() ?: 0, zIndex?.hashCode() ?: 0
        )
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): MarkerFingerprint {
        val animation = animationHash() ?: 1
        return MarkerFingerprint(
            id = stateId().hashCode(),
            icon = icon?.hashCode() ?: 0,
            clickable = clickable.hashCode(),
            draggable = draggable.hashCode(),
            latitude = position.latitude.hashCode(),
            longitude = position.longitude.hashCode(),
            animation = animation,
            zIndex = zIndex.hashCode()
        )
    }
}

// MARK: - Circle (section 4)

class CircleState(
    val id: String?,
    val center: GeoPoint,
    val radiusMeters: Double,
    val clickable: Boolean = true,
    val geodesic: Boolean = true,
    val strokeColor: ComposeColor = ComposeColor.Red,
    val strokeWidth: Dp = Dp(1.0f),
    val fillColor: ComposeColor = ComposeColor(0x7FFFFFFF),
    val zIndex: Int? = null,
    val extra: Any? = null
) {
    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            center.hashCode(),
            if (ModelMistake.makes("circle")) java.lang.Float.hashCode(radiusMeters.toFloat()) else radiusMeters.hashCode(),
            clickable.hashCode(), geodesic.hashCode(),
            extra?.hashCode() ?: 0, strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(),
            zIndex.hashCode()
        )
    ).toString()

    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(
            center.hashCode(), clickable.hashCode(), geodesic.hashCode(), radiusMeters.hashCode(),
            strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(), zIndex.hashCode()
        )
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint() = CircleFingerprint(
        id = stateId().hashCode(),
        center = center.hashCode(),
        radiusMeters = radiusMeters.hashCode(),
        clickable = clickable.hashCode(),
        geodesic = geodesic.hashCode(),
        strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(),
        fillColor = fillColor.hashCode(),
        zIndex = zIndex.hashCode(),
        extra = extra?.hashCode() ?: 0
    )
}

// MARK: - Polyline (section 5)

class PolylineState(
    val id: String?,
    val points: List<GeoPoint>,
    val strokeColor: ComposeColor = ComposeColor.Black,
    val strokeWidth: Dp = Dp(1.0f),
    val geodesic: Boolean = false,
    val clickable: Boolean = true,
    val zIndex: Int = 0,
    val extra: Any? = null,
    val revision: ContractRevision = ContractRevision.newest
) {
    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            if (ModelMistake.makes("polyline")) h31(1, points.map { it.hashCode() }) else pointsHash(points),
            strokeColor.hashCode(), strokeWidth.hashCode(), geodesic.hashCode()
        ) +
            clickableHashes(clickable, revision) + listOf(extra?.hashCode() ?: 0)
    ).toString()

    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(strokeColor.hashCode(), strokeWidth.hashCode(), geodesic.hashCode()) + clickableHashes(clickable, revision) +
            listOf(zIndex.hashCode(), pointsHash(points))
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint() = PolylineFingerprint(
        id = stateId().hashCode(),
        strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(),
        geodesic = fingerprintGeodesic(geodesic, revision),
        zIndex = zIndex.hashCode(),
        points = pointsHash(points),
        extra = extra?.hashCode() ?: 0
    )
}

// MARK: - Polygon (section 6)

class PolygonState(
    val id: String?,
    val points: List<GeoPoint>,
    val holes: List<List<GeoPoint>> = emptyList(),
    val strokeColor: ComposeColor = ComposeColor.Black,
    val strokeWidth: Dp = Dp(2.0f),
    val fillColor: ComposeColor = ComposeColor.Transparent,
    val geodesic: Boolean = false,
    val clickable: Boolean = true,
    val zIndex: Int = 0,
    val extra: Any? = null,
    val revision: ContractRevision = ContractRevision.newest
) {
    private fun holesHash(): Int = h31(if (ModelMistake.makes("polygon")) 1 else 0, holes.map { pointsHash(it) })

    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            pointsHash(points), holesHash(), strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(),
            geodesic.hashCode()
        ) + clickableHashes(clickable, revision) + listOf(extra?.hashCode() ?: 0)
    ).toString()

    /** Here `points.hashCode()` and `holes.hashCode()` are java.util.List hashes (seed 1, nested for holes). */
    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(
            strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(), geodesic.hashCode()
        ) + clickableHashes(clickable, revision) + listOf(zIndex.hashCode(), points.hashCode(), holes.hashCode())
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint() = PolygonFingerprint(
        id = stateId().hashCode(),
        strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(),
        fillColor = fillColor.hashCode(),
        geodesic = fingerprintGeodesic(geodesic, revision),
        zIndex = zIndex.hashCode(),
        points = pointsHash(points),
        holes = holesHash(),
        extra = extra?.hashCode() ?: 0
    )
}

/** From revision 07e614f, `clickable`'s Boolean hash follows `geodesic` in polyline/polygon IDs and hashes. */
fun clickableHashes(clickable: Boolean, revision: ContractRevision): List<Int> =
    if (revision.atLeast(ContractRevision.SDK_07E614F)) listOf(clickable.hashCode()) else emptyList()

/** The fingerprint's geodesic: `geodesic.toString().hashCode()` until 221a949, the Boolean hash from 07e614f. */
fun fingerprintGeodesic(geodesic: Boolean, revision: ContractRevision): Int =
    if (revision.atLeast(ContractRevision.SDK_07E614F)) geodesic.hashCode() else geodesic.toString().hashCode()
