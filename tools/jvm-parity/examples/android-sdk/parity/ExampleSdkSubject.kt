// TEMPLATE: the adapter an Android SDK writes so that the parity vectors run against ITS code. Copy this file into
// your repository's test sources (src/test/kotlin/.../parity/), give it your package, and replace each body with a
// call into your own classes: build your GeoPoint / MarkerState / CircleState / ... from the plain input, call the
// method Android apps call, return the plain value. Override only what your SDK has; every other suite is
// reported "not run by this subject" and fails the run unless your test allows it (allowMissing).
//
// This example "SDK" is the parity harness's JVM model of android-sdk-core (tools/jvm-parity/src/Model.kt and
// GeoMath.kt, in the root package, which is why this file has no package line). docs/jvm-runner.md.

import com.mapconductor.parity.*

class ExampleSdkSubject : ParitySubject {
    override val name: String get() = "example-android-sdk"

    // geoPoint.*: your GeoPoint's own hashCode/equals/wrap.
    override fun geoPointHash(point: Point): Int = geoPoint(point).hashCode()
    override fun geoPointEquals(a: Point, b: Point): Boolean = geoPoint(a) == geoPoint(b)
    override fun geoPointWrap(point: Point): Point = plain(geoPoint(point).wrap())
    override fun normalizeLng(lng: Double): Double = GeoPoint.normalizeLng(lng)
    override fun geoPointNormalize(point: Point): Point = plain(geoPoint(point).normalize())
    override fun geoPointIsValid(point: Point): Boolean = geoPoint(point).isValid()

    // marker.*: a MarkerState built from every field of the input; state.id, hashCode(), fingerPrint().
    override fun markerId(marker: MarkerInput): String = markerState(marker).stateId()
    override fun markerHash(marker: MarkerInput): Int = markerState(marker).hashCode()
    override fun markerFingerprint(marker: MarkerInput): MarkerFingerprint = markerState(marker).fingerPrint().let {
        MarkerFingerprint(it.id, it.icon, it.clickable, it.draggable, it.latitude, it.longitude, it.animation, it.zIndex)
    }

    // circle.*
    override fun circleId(circle: CircleInput): String = circleState(circle).stateId()
    override fun circleHash(circle: CircleInput): Int = circleState(circle).hashCode()
    override fun circleFingerprint(circle: CircleInput): CircleFingerprint = circleState(circle).fingerPrint().let {
        CircleFingerprint(it.id, it.center, it.radiusMeters, it.clickable, it.geodesic, it.strokeColor, it.strokeWidth,
            it.fillColor, it.zIndex, it.extra)
    }

    // spherical.* and a contract error: a rejection the contract names becomes ContractRejection(code, index).
    override fun distance(from: Point, to: Point): Double = Spherical.distance(geoPoint(from), geoPoint(to))
    override fun heading(from: Point, to: Point): Double = Spherical.heading(geoPoint(from), geoPoint(to))
    override fun routeCumulativeDistance(route: List<Point>): Double = try {
        Route(route.map(::geoPoint)).totalKm
    } catch (e: GeoContractError) {
        throw ContractRejection(e.code, e.index)
    }

    private fun geoPoint(p: Point) = GeoPoint(p.latitude, p.longitude, p.altitude)
    private fun plain(p: GeoPoint) = Point(p.latitude, p.longitude, p.altitude)
    private fun markerState(m: MarkerInput) = MarkerState(
        id = m.id, position = geoPoint(m.position), extra = m.extra, icon = m.icon?.let { IconHash(it) },
        clickable = m.clickable, draggable = m.draggable, zIndex = m.zIndex, animation = m.animation
    )
    private fun circleState(c: CircleInput) = CircleState(
        id = c.id, center = geoPoint(c.center), radiusMeters = c.radiusMeters, clickable = c.clickable,
        geodesic = c.geodesic, strokeColor = ComposeColor(c.strokeColor), strokeWidth = Dp(c.strokeWidth),
        fillColor = ComposeColor(c.fillColor), zIndex = c.zIndex, extra = c.extra
    )
}
