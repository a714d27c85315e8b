// The JVM subject interface: what an Android SDK implements (with a thin adapter over its own classes) so that
// the parity vectors run against ITS code. Plain Kotlin/JVM types only, one method per suite (docs/suites.md),
// Kotlin Int -> Int, Long -> Long, Float -> Float, nullable where Android is nullable. docs/jvm-runner.md.
package com.mapconductor.parity

/**
 * The implementation under test. Every method has a default that throws [NotRunBySubject]: an adapter overrides
 * the suites its SDK has, and the runner reports every other suite as "not run by this subject" (counted, listed,
 * and failing the run unless `--allow-missing` names it) — never as a pass.
 *
 * A method rejects an input the contract rejects (docs/contracts.md) by throwing [ContractRejection] with the
 * contract's code (and index). Any other exception is a subject failure of that case.
 *
 * The runner creates the class by its public constructor taking the contract revision id (a String such as
 * "07e614f"), if it has one, else by its public no-argument constructor.
 */
interface ParitySubject {
    /** A name for reports ("oracle", "my-sdk 1.4.2"). */
    val name: String get() = javaClass.simpleName

    // javaHash.* (android-semantics.md §1): the JVM's own hashes, as the SDK's Kotlin sees them.
    /** `javaHash.string`: `s.hashCode()`. */
    fun stringHash(s: String): Int = notRun("javaHash.string")
    /** `javaHash.int`: `value.hashCode()`. */
    fun intHash(value: Int): Int = notRun("javaHash.int")
    /** `javaHash.long`: `value.hashCode()`. */
    fun longHash(value: Long): Int = notRun("javaHash.long")
    /** `javaHash.float`: `value.hashCode()` (floatToIntBits). */
    fun floatHash(value: Float): Int = notRun("javaHash.float")
    /** `javaHash.double` (field `hash`): `value.hashCode()`. */
    fun doubleHash(value: Double): Int = notRun("javaHash.double")
    /** `javaHash.double` (field `bits`): `java.lang.Double.doubleToLongBits(value)`. */
    fun doubleToLongBits(value: Double): Long = notRun("javaHash.double")
    /** `javaHash.boolean`: `value.hashCode()`. */
    fun booleanHash(value: Boolean): Int = notRun("javaHash.boolean")
    /**
     * `javaHash.value`: `value?.hashCode() ?: 0` of a real JVM value: Int, Long, Float, Double, Boolean, String,
     * java.util.List, java.util.Map, or a Kotlin data class (the runner builds real ones), nested.
     */
    fun valueHash(value: Any?): Int = notRun("javaHash.value")
    /** `javaHash.fold`: `r = seed; for (x in elements) r = 31 * r + x`. */
    fun fold31(seed: Int, elements: List<Int>): Int = notRun("javaHash.fold")
    /** `javaHash.color` (field `argb`): the Compose `Color` built from [input], as `toArgb()`. */
    fun colorArgb(input: ColorInput): Int = notRun("javaHash.color")
    /** `javaHash.color` (field `hash`): `Color(argb).hashCode()`. */
    fun colorHash(argb: Int): Int = notRun("javaHash.color")
    /** `javaHash.dp`: `dp.dp.hashCode()`. */
    fun dpHash(dp: Float): Int = notRun("javaHash.dp")

    // geoPoint.* (§2)
    fun geoPointHash(point: Point): Int = notRun("geoPoint.hash")
    fun geoPointEquals(a: Point, b: Point): Boolean = notRun("geoPoint.equals")
    fun geoPointWrap(point: Point): Point = notRun("geoPoint.wrap")
    fun normalizeLng(lng: Double): Double = notRun("geoPoint.normalizeLng")
    fun geoPointNormalize(point: Point): Point = notRun("geoPoint.normalize")
    fun geoPointIsValid(point: Point): Boolean = notRun("geoPoint.isValid")

    // Overlays (§3-§6): the state built from the input with Android's defaults (the input says every field).
    /** `marker.id`: `state.id` (the explicit id, else the auto ID). */
    fun markerId(marker: MarkerInput): String = notRun("marker.id")
    fun markerHash(marker: MarkerInput): Int = notRun("marker.hash")
    fun markerFingerprint(marker: MarkerInput): MarkerFingerprint = notRun("marker.fingerprint")
    fun circleId(circle: CircleInput): String = notRun("circle.id")
    fun circleHash(circle: CircleInput): Int = notRun("circle.hash")
    fun circleFingerprint(circle: CircleInput): CircleFingerprint = notRun("circle.fingerprint")
    fun polylineId(polyline: PolylineInput): String = notRun("polyline.id")
    fun polylineHash(polyline: PolylineInput): Int = notRun("polyline.hash")
    fun polylineFingerprint(polyline: PolylineInput): PolylineFingerprint = notRun("polyline.fingerprint")
    fun polygonId(polygon: PolygonInput): String = notRun("polygon.id")
    fun polygonHash(polygon: PolygonInput): Int = notRun("polygon.hash")
    fun polygonFingerprint(polygon: PolygonInput): PolygonFingerprint = notRun("polygon.fingerprint")

    // spherical.*, route.*, zoom.interval, region.radius, bounds.radius (docs/contracts.md)
    fun distance(from: Point, to: Point): Double = notRun("spherical.distance")
    fun heading(from: Point, to: Point): Double = notRun("spherical.heading")
    fun linearInterpolate(from: Point, to: Point, fraction: Double): Point = notRun("spherical.linearInterpolate")
    fun sphericalInterpolate(from: Point, to: Point, fraction: Double): Point = notRun("spherical.sphericalInterpolate")
    fun metersPerPixel(latitude: Double, zoom: Double, tileSize: Int): Double = notRun("spherical.metersPerPixel")
    /** `route.cumulativeDistance`: the route's length in km. */
    fun routeCumulativeDistance(route: List<Point>): Double = notRun("route.cumulativeDistance")
    fun routePointAtDistance(route: List<Point>, km: Double): Point = notRun("route.pointAtDistance")
    fun routeDistanceMarkers(route: List<Point>, zoom: Double): List<DistanceMarker> = notRun("route.distanceMarkers")
    /** `zoom.interval`: km between intermediate markers, null for none. */
    fun zoomInterval(zoom: Double): Int? = notRun("zoom.interval")
    fun regionRadius(center: Point, latitudeSpan: Double, longitudeSpan: Double): Double = notRun("region.radius")
    fun boundsRadius(southWest: Point, northEast: Point): Double = notRun("bounds.radius")
}

/** Thrown by a method the subject does not implement: its suite is "not run by this subject". */
class NotRunBySubject(val suite: String) : RuntimeException("$suite is not run by this subject")

private fun notRun(suite: String): Nothing = throw NotRunBySubject(suite)

/** How the subject rejects an input the contract rejects: the contract's error code and, where it names one, the index. */
class ContractRejection(val code: String, val index: Int? = null) : RuntimeException(code + if (index != null) " at $index" else "")

/** A GeoPoint's coordinates, as the vectors give them (`alt` 0.0 when absent). */
data class Point(val latitude: Double, val longitude: Double, val altitude: Double = 0.0)

/** The three ways `javaHash.color` builds a Compose `Color`. */
sealed class ColorInput {
    /** `Color(argb: Int)`. */
    data class Argb(val argb: Int) : ColorInput()
    /** `Color(red: Int, green: Int, blue: Int, alpha: Int)`. */
    data class Ints(val red: Int, val green: Int, val blue: Int, val alpha: Int) : ColorInput()
    /** `Color(red: Float, green: Float, blue: Float, alpha: Float)`. */
    data class Floats(val red: Float, val green: Float, val blue: Float, val alpha: Float) : ColorInput()
}

/** A marker state's fields (docs/suites.md "Overlays"); colours are ARGB ints, widths Dp values as Float. */
data class MarkerInput(
    val position: Point, val id: String?, val extra: Any?, val icon: Int?, val clickable: Boolean,
    val draggable: Boolean, val zIndex: Int?, val animation: String?
)

data class CircleInput(
    val center: Point, val radiusMeters: Double, val id: String?, val clickable: Boolean, val geodesic: Boolean,
    val strokeColor: Int, val strokeWidth: Float, val fillColor: Int, val zIndex: Int?, val extra: Any?
)

/** [clickable] exists on Android from revision 07e614f on (before, it is always true and not part of the state). */
data class PolylineInput(
    val points: List<Point>, val id: String?, val strokeColor: Int, val strokeWidth: Float, val geodesic: Boolean,
    val clickable: Boolean, val zIndex: Int, val extra: Any?
)

data class PolygonInput(
    val points: List<Point>, val holes: List<List<Point>>, val id: String?, val strokeColor: Int,
    val strokeWidth: Float, val fillColor: Int, val geodesic: Boolean, val clickable: Boolean, val zIndex: Int,
    val extra: Any?
)

/** The fingerprints' fields, in Android's declaration order (all Int, android-semantics.md §3-§6). */
data class MarkerFingerprint(
    val id: Int, val icon: Int, val clickable: Int, val draggable: Int, val latitude: Int, val longitude: Int,
    val animation: Int, val zIndex: Int
)

data class CircleFingerprint(
    val id: Int, val center: Int, val radiusMeters: Int, val clickable: Int, val geodesic: Int, val strokeColor: Int,
    val strokeWidth: Int, val fillColor: Int, val zIndex: Int, val extra: Int
)

data class PolylineFingerprint(
    val id: Int, val strokeColor: Int, val strokeWidth: Int, val geodesic: Int, val zIndex: Int, val points: Int, val extra: Int
)

data class PolygonFingerprint(
    val id: Int, val strokeColor: Int, val strokeWidth: Int, val fillColor: Int, val geodesic: Int, val zIndex: Int,
    val points: Int, val holes: Int, val extra: Int
)

/** One distance marker of `route.distanceMarkers`. */
data class DistanceMarker(val km: Double, val point: Point, val label: String)
