// TEMPLATE: the adapter an Android SDK writes so that the parity vectors run against ITS code. Copy this file into
// your repository's test sources (src/test/kotlin/.../parity/), give it your package, and in bind() write one line
// per suite your SDK has: `on(SUITE) { input -> answer }`, building your GeoPoint / MarkerState / CircleState / ...
// from the plain input, calling the method Android apps call, returning the plain value. Each suite's input and
// answer types are declared with the suite (tools/jvm-parity/src/suites/...; docs/jvm-runner.md lists them). A
// suite you do not bind is reported "not run by this subject" and fails the run unless your test allows it
// (allowMissing).
//
// This example "SDK" is the parity harness's JVM model of android-sdk-core (tools/jvm-parity/src/model/: GeoPoint,
// MarkerState, CircleState, Spherical, Route, ...); your adapter imports your SDK's classes instead.

import com.mapconductor.parity.Circle
import com.mapconductor.parity.CircleInput
import com.mapconductor.parity.CircleState
import com.mapconductor.parity.ComposeColor
import com.mapconductor.parity.ContractRejection
import com.mapconductor.parity.Dp
import com.mapconductor.parity.GeoContractError
import com.mapconductor.parity.GeoPoint
import com.mapconductor.parity.GeoPointEquals
import com.mapconductor.parity.GeoPointHash
import com.mapconductor.parity.GeoPointIsValid
import com.mapconductor.parity.GeoPointNormalize
import com.mapconductor.parity.GeoPointNormalizeLng
import com.mapconductor.parity.GeoPointWrap
import com.mapconductor.parity.IconHash
import com.mapconductor.parity.Marker
import com.mapconductor.parity.MarkerInput
import com.mapconductor.parity.MarkerState
import com.mapconductor.parity.ParitySubject
import com.mapconductor.parity.Point
import com.mapconductor.parity.Route
import com.mapconductor.parity.RouteCumulativeDistance
import com.mapconductor.parity.Spherical
import com.mapconductor.parity.SphericalDistance
import com.mapconductor.parity.SphericalHeading
import com.mapconductor.parity.SubjectBindings

class ExampleSdkSubject : ParitySubject {
    override val name: String get() = "example-android-sdk"

    override fun bind(on: SubjectBindings) {
        // geoPoint.*: your GeoPoint's own hashCode/equals/wrap.
        on(GeoPointHash) { point -> geoPoint(point).hashCode() }
        on(GeoPointEquals) { (a, b) -> geoPoint(a) == geoPoint(b) }
        on(GeoPointWrap) { point -> plain(geoPoint(point).wrap()) }
        on(GeoPointNormalizeLng) { lng -> GeoPoint.normalizeLng(lng) }
        on(GeoPointNormalize) { point -> plain(geoPoint(point).normalize()) }
        on(GeoPointIsValid) { point -> geoPoint(point).isValid() }

        // marker.*: a MarkerState built from every field of the input; state.id, hashCode(), fingerPrint().
        on(Marker.id) { marker -> markerState(marker).stateId() }
        on(Marker.hash) { marker -> markerState(marker).hashCode() }
        on(Marker.fingerprint) { marker -> markerState(marker).fingerPrint() }

        // circle.*
        on(Circle.id) { circle -> circleState(circle).stateId() }
        on(Circle.hash) { circle -> circleState(circle).hashCode() }
        on(Circle.fingerprint) { circle -> circleState(circle).fingerPrint() }

        // spherical.* and a contract error: a rejection the contract names becomes ContractRejection(code, index).
        on(SphericalDistance) { (from, to) -> Spherical.distance(geoPoint(from), geoPoint(to)) }
        on(SphericalHeading) { (from, to) -> Spherical.heading(geoPoint(from), geoPoint(to)) }
        on(RouteCumulativeDistance) { route ->
            try {
                Route(route.map(::geoPoint)).totalKm
            } catch (e: GeoContractError) {
                throw ContractRejection(e.code, e.index)
            }
        }
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
