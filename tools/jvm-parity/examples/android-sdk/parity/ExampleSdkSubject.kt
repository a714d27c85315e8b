// TEMPLATE: the adapter an Android SDK writes so that the parity vectors run against ITS code. Copy this file into
// your repository's test sources (src/test/kotlin/.../parity/), give it your package, and in bind() write one line
// per suite your SDK has: `on(ParitySuite.X) { input -> answer }`, building your GeoPoint / MarkerState /
// CircleState / ... from the plain input, calling what Android apps call, returning the plain answer.
// docs/jvm-runner.md lists every suite's key, input and answer type (tools/jvm-parity/src/subject/ParitySuite.kt).
// A suite you do not bind is reported "not run by this subject" and fails the run unless your test allows it
// (allowMissing).
//
// The SDK here is the fixture SDK beside this folder (../sdk: com.mapconductor.core.*, Kotlin 2, our own code
// shaped like android-sdk-core, with three PORT MISTAKEs). Its packages are star-imported next to the harness's
// one package: the harness declares nothing named like an SDK type (its types are Parity*), so GeoPoint, Marker,
// Circle, MarkerState, Color, Dp, ... below are the SDK's, unqualified and without import aliases.

import com.mapconductor.core.circle.*
import com.mapconductor.core.features.*
import com.mapconductor.core.marker.*
import com.mapconductor.core.polygon.*
import com.mapconductor.core.polyline.*
import com.mapconductor.core.settings.*
import com.mapconductor.core.spherical.*
import com.mapconductor.core.types.*
import com.mapconductor.parity.subject.*
import java.io.Serializable

private const val ANIMATION_IDENTITY = "the SDK hashes MarkerAnimation, an enum, by identity"

/** The android-sdk-core revision this SDK follows: the cases of that revision run (never silently the newest). */
const val SDK_CONTRACT = "221a949+clickable"

class ExampleSdkSubject : ParitySubject {
    override val name: String get() = "example-android-sdk (fixture, Kotlin 2)"

    override fun bind(on: SubjectBindings) {
        // geoPoint.*: the SDK's GeoPoint's own hashCode, equals, wrap, normalize, isValid.
        on(ParitySuite.GeoPointHash) { point -> geoPoint(point).hashCode() }
        on(ParitySuite.GeoPointEquals) { (a, b) -> geoPoint(a) == geoPoint(b) }
        on(ParitySuite.GeoPointWrap) { point -> plain(geoPoint(point).wrap()) }
        on(ParitySuite.GeoPointNormalizeLng) { lng -> GeoPoint.normalizeLng(lng) }
        on(ParitySuite.GeoPointNormalize) { point -> plain(geoPoint(point).normalize()) }
        on(ParitySuite.GeoPointIsValid) { point -> geoPoint(point).isValid() }

        // marker.*: a MarkerState built from every field of the input; its id, hashCode() and fingerPrint().
        // An animated marker's auto ID and its fingerprint fold MarkerAnimation's hash, an enum's identity hash: not
        // portable. The runner does not ask those cases unless the run opts in (--ask-not-portable,
        // forSubject(askNotPortable = true)); then ParityNotPortable is the answer it expects.
        on(ParitySuite.MarkerId) { marker ->
            if (marker.id == null && marker.animation != null) throw ParityNotPortable(ANIMATION_IDENTITY)
            markerState(marker).id
        }
        on(ParitySuite.MarkerHash) { marker -> markerState(marker).hashCode() }
        on(ParitySuite.MarkerFingerprint) { marker ->
            if (marker.animation != null) throw ParityNotPortable(ANIMATION_IDENTITY)
            markerState(marker).fingerPrint().let {
                ParityMarkerFingerprint(it.id, it.icon, it.clickable, it.draggable, it.latitude, it.longitude, it.animation, it.zIndex)
            }
        }

        // circle.*, polyline.*, polygon.*: the same three questions of each state.
        on(ParitySuite.CircleId) { circle -> circleState(circle).id }
        on(ParitySuite.CircleHash) { circle -> circleState(circle).hashCode() }
        on(ParitySuite.CircleFingerprint) { circle -> circleState(circle).fingerPrint().let {
            ParityCircleFingerprint(it.id, it.center, it.radiusMeters, it.clickable, it.geodesic, it.strokeColor,
                it.strokeWidth, it.fillColor, it.zIndex, it.extra)
        } }
        on(ParitySuite.PolylineId) { polyline -> polylineState(polyline).id }
        on(ParitySuite.PolylineHash) { polyline -> polylineState(polyline).hashCode() }
        on(ParitySuite.PolylineFingerprint) { polyline -> polylineState(polyline).fingerPrint().let {
            ParityPolylineFingerprint(it.id, it.strokeColor, it.strokeWidth, it.geodesic, it.zIndex, it.points, it.extra)
        } }
        on(ParitySuite.PolygonId) { polygon -> polygonState(polygon).id }
        on(ParitySuite.PolygonHash) { polygon -> polygonState(polygon).hashCode() }
        on(ParitySuite.PolygonFingerprint) { polygon -> polygonState(polygon).fingerPrint().let {
            ParityPolygonFingerprint(it.id, it.strokeColor, it.strokeWidth, it.fillColor, it.geodesic, it.zIndex,
                it.points, it.holes, it.extra)
        } }

        // spherical.*
        on(ParitySuite.SphericalDistance) { (from, to) -> Spherical.computeDistanceBetween(geoPoint(from), geoPoint(to)) }
        on(ParitySuite.SphericalHeading) { (from, to) -> Spherical.computeHeading(geoPoint(from), geoPoint(to)) }

        // javaHash.*: the SDK's value classes (Dp, Color) and a data class with a Boolean field hash as Kotlin 2 does.
        on(ParitySuite.JavaHashBoolean) { value -> MapToggle(value).hashCode() }
        on(ParitySuite.JavaHashDp) { width -> Dp(width).hashCode() }
        on(ParitySuite.JavaHashColor) { input ->
            val color = when (input) {
                is ParityColorArgb -> Color(input.argb)
                is ParityColorInts -> Color(input.red, input.green, input.blue, input.alpha)
                is ParityColorFloats -> Color(input.red, input.green, input.blue, input.alpha)
            }
            ParityColorHash(color.toArgb(), color.hashCode())
        }
    }

    private fun geoPoint(p: ParityPoint) = GeoPoint(p.latitude, p.longitude, p.altitude)
    private fun plain(p: GeoPoint) = ParityPoint(p.latitude, p.longitude, p.altitude)

    private fun markerState(m: ParityMarkerInput) = MarkerState(
        id = m.id, position = geoPoint(m.position), extra = serializable(m.extra), icon = m.icon?.let { HashedIcon(it) },
        clickable = m.clickable, draggable = m.draggable, zIndex = m.zIndex,
        animation = m.animation?.let { MarkerAnimation.valueOf(it) }
    )

    private fun circleState(c: ParityCircleInput) = CircleState(
        id = c.id, center = geoPoint(c.center), radiusMeters = c.radiusMeters, clickable = c.clickable,
        geodesic = c.geodesic, strokeColor = Color(c.strokeColor), strokeWidth = Dp(c.strokeWidth),
        fillColor = Color(c.fillColor), zIndex = c.zIndex, extra = serializable(c.extra)
    )

    private fun polylineState(p: ParityPolylineInput) = PolylineState(
        id = p.id, points = p.points.map(::geoPoint), strokeColor = Color(p.strokeColor), strokeWidth = Dp(p.strokeWidth),
        geodesic = p.geodesic, clickable = p.clickable, zIndex = p.zIndex, extra = serializable(p.extra)
    )

    private fun polygonState(p: ParityPolygonInput) = PolygonState(
        id = p.id, points = p.points.map(::geoPoint), holes = p.holes.map { hole -> hole.map(::geoPoint) },
        strokeColor = Color(p.strokeColor), strokeWidth = Dp(p.strokeWidth), fillColor = Color(p.fillColor),
        geodesic = p.geodesic, clickable = p.clickable, zIndex = p.zIndex, extra = serializable(p.extra)
    )
}

/**
 * The states take `extra: Serializable?`, as Android's do. The harness's extra values are real JVM values
 * (Integer, String, java.util.List/Map: Serializable) or its own Kotlin data classes (not Serializable): those are
 * wrapped in a Serializable that hashes and compares as the value itself, so the state hashes what Android would.
 */
private fun serializable(extra: Any?): Serializable? = when (extra) {
    null -> null
    is Serializable -> extra
    else -> HashedExtra(extra)
}

private class HashedExtra(val value: Any) : Serializable {
    override fun hashCode(): Int = value.hashCode()
    override fun equals(other: Any?): Boolean = other is HashedExtra && other.value == value
}

/** The vectors give a marker icon as its hash (bitmaps are not portable inputs): an icon that hashes so. */
private class HashedIcon(private val hash: Int) : MarkerIcon {
    override fun hashCode(): Int = hash
    override fun equals(other: Any?): Boolean = other is HashedIcon && other.hashCode() == hash
}
