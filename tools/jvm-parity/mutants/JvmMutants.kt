// JVM mutants: deliberately wrong subjects, one realistic porting mistake each, every suite family covered. Each
// extends the reference subject and changes one method; tools/jvm-parity/tests/conformance-test asserts that
// `oracle conformance` reports each with exit 1 at the suite and field named in MUTANTS below, and the JUnit 5
// entry's test (tools/jvm-parity/junit5/tests) asserts the same through dynamic tests. Built into
// build/oracle-mutants.jar by tools/jvm-parity/build.sh; loaded with --classpath.

import com.mapconductor.parity.*
import java.math.BigDecimal

/** Each mutant's class name, the one suite it must be caught in, and a field the report must name. */
val MUTANTS: List<Triple<String, String, String>> = listOf(
    Triple("FloatHashedAsDouble", "javaHash.float", "/hash"),
    Triple("ListSeedZero", "javaHash.value", "/hash"),
    Triple("NaNNotCanonical", "javaHash.double", "/bits"),
    Triple("WrappingToLong", "geoPoint.hash", "/hash"),
    Triple("ZIndexNullNotZero", "marker.fingerprint", "/zIndex"),
    Triple("StrokeWidthAsDouble", "circle.fingerprint", "/strokeWidth"),
    Triple("PolylinePointsSeedOne", "polyline.fingerprint", "/points"),
    Triple("PolygonHolesSeedOne", "polygon.fingerprint", "/holes"),
    Triple("MetersPerPixelUlpsOff", "spherical.metersPerPixel", "/meters"),
    Triple("MarkerLabelWithoutSpace", "route.distanceMarkers", "/markers/0/label"),
    Triple("ZoomSixteenExclusive", "zoom.interval", "/km"),
    Triple("RegionWholeSpan", "region.radius", "/km"),
    Triple("BoundsFromSouthWest", "bounds.radius", "/km")
)

/** javaHash: a Float hashed as the Double it widens to. */
class FloatHashedAsDouble(revision: String) : OracleSubject(revision) {
    override fun floatHash(value: Float): Int = value.toDouble().hashCode()
}

/** javaHash: java.util.List hashed with seed 0 (the SDK's private point fold) instead of List.hashCode's 1. */
class ListSeedZero(revision: String) : OracleSubject(revision) {
    override fun valueHash(value: Any?): Int = hash(value)
    private fun hash(v: Any?): Int = when (v) {
        is List<*> -> h31(0, v.map { hash(it) })
        is Map<*, *> -> v.entries.fold(0) { sum, e -> sum + (hash(e.key) xor hash(e.value)) }
        else -> v?.hashCode() ?: 0
    }
}

/** javaHash: doubleToRawLongBits where Android's doubleToLongBits makes every NaN canonical. */
class NaNNotCanonical(revision: String) : OracleSubject(revision) {
    override fun doubleToLongBits(value: Double): Long = java.lang.Double.doubleToRawLongBits(value)
}

/** geoPoint: `(x * 1e7).toLong()` wrapping modulo 2^64 beyond the Long range, where Kotlin's toLong saturates. */
class WrappingToLong(revision: String) : OracleSubject(revision) {
    override fun geoPointHash(point: Point): Int {
        fun wrapped(x: Double): Long = if (x.isNaN() || x.isInfinite()) x.toLong() else BigDecimal(x).toBigInteger().toLong()
        var result = java.lang.Long.hashCode(wrapped(point.latitude * 1e7))
        result = 31 * result + java.lang.Long.hashCode(wrapped(point.longitude * 1e7))
        return 31 * result + java.lang.Long.hashCode(wrapped(point.altitude * 1e7))
    }
}

/** marker: a null zIndex fingerprinted as -1, where Kotlin's `null.hashCode()` is 0. */
class ZIndexNullNotZero(revision: String) : OracleSubject(revision) {
    override fun markerFingerprint(marker: MarkerInput): MarkerFingerprint =
        super.markerFingerprint(marker).let { if (marker.zIndex == null) it.copy(zIndex = -1) else it }
}

/** circle: the stroke width hashed as a Double, where Dp is a Float value class. */
class StrokeWidthAsDouble(revision: String) : OracleSubject(revision) {
    override fun circleFingerprint(circle: CircleInput): CircleFingerprint =
        super.circleFingerprint(circle).copy(strokeWidth = circle.strokeWidth.toDouble().hashCode())
}

/** polyline: the points folded with List.hashCode's seed 1, where the SDK's fold starts at 0. */
class PolylinePointsSeedOne(revision: String) : OracleSubject(revision) {
    override fun polylineFingerprint(polyline: PolylineInput): PolylineFingerprint =
        super.polylineFingerprint(polyline).copy(points = h31(1, polyline.points.map { geoPointHash(it) }))
}

/** polygon: the holes folded with seed 1, where the SDK's fold starts at 0. */
class PolygonHolesSeedOne(revision: String) : OracleSubject(revision) {
    override fun polygonFingerprint(polygon: PolygonInput): PolygonFingerprint =
        super.polygonFingerprint(polygon).copy(holes = h31(1, polygon.holes.map { h -> h31(0, h.map { geoPointHash(it) }) }))
}

/** spherical: a libm whose cos is off by a few ULPs: the result 5 ULPs off, beyond the suite's 4. */
class MetersPerPixelUlpsOff(revision: String) : OracleSubject(revision) {
    override fun metersPerPixel(latitude: Double, zoom: Double, tileSize: Int): Double {
        var m = super.metersPerPixel(latitude, zoom, tileSize)
        if (m.isNaN() || m.isInfinite() || m == 0.0) return m
        repeat(5) { m = Math.nextUp(m) }
        return m
    }
}

/** route: labels written "10km" where Android writes "10 km". */
class MarkerLabelWithoutSpace(revision: String) : OracleSubject(revision) {
    override fun routeDistanceMarkers(route: List<Point>, zoom: Double): List<DistanceMarker> =
        super.routeDistanceMarkers(route, zoom).map { it.copy(label = it.label.replace(" km", "km")) }
}

/** zoom: the 1 km interval from `zoom > 16` where the design says `zoom >= 16`. */
class ZoomSixteenExclusive(revision: String) : OracleSubject(revision) {
    override fun zoomInterval(zoom: Double): Int? = if (zoom == 16.0) 2 else super.zoomInterval(zoom)
}

/** region: corners at the centre plus or minus the whole span, not half of it. */
class RegionWholeSpan(revision: String) : OracleSubject(revision) {
    override fun regionRadius(center: Point, latitudeSpan: Double, longitudeSpan: Double): Double {
        super.regionRadius(center, latitudeSpan, longitudeSpan) // the contract's rejections stay right
        return super.regionRadius(center, latitudeSpan * 2, longitudeSpan * 2)
    }
}

/** bounds: the radius measured from the south-west corner instead of the centre. */
class BoundsFromSouthWest(revision: String) : OracleSubject(revision) {
    override fun boundsRadius(southWest: Point, northEast: Point): Double {
        super.boundsRadius(southWest, northEast) // the contract's rejections stay right
        return distance(southWest, northEast) / 1000
    }
}

/** A subject that implements one suite only: every other suite is "not run by this subject". */
class StringHashOnly : ParitySubject {
    override val name: String get() = "string-hash-only"
    override fun stringHash(s: String): Int = s.hashCode()
}

/** Prints MUTANTS, one "class suite field" line each, for the shell tests. */
fun main() {
    for ((name, suite, field) in MUTANTS) println("$name $suite $field")
}
