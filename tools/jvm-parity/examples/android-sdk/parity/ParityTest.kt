// TEMPLATE: the SDK's parity test, run by JUnit 5 beside its other unit tests (./gradlew test, or the JUnit
// Platform console launcher as in ci-examples/android.yml). One dynamic test per vector case of the SDK's
// android-sdk-core revision (SDK_CONTRACT); the suites this SDK does not have yet are listed in NOT_IMPLEMENTED and
// skipped, every other one must pass, except the cases of the optional known-divergence list
// parity/known-divergences.json (docs/known-divergences.md), until their expiry.

import com.mapconductor.parity.junit5.ParityDynamicTests
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.TestFactory
import java.util.stream.Stream

/** Suites the example SDK does not implement (yet): skipped, and listed, instead of failing the build (SdkRevision.kt adds its revision's). */
val NOT_IMPLEMENTED: Set<String> = setOf(
    "javaHash.string", "javaHash.int", "javaHash.long", "javaHash.float", "javaHash.double",
    "javaHash.value", "javaHash.fold",
    "spherical.linearInterpolate", "spherical.sphericalInterpolate",
    "route.cumulativeDistance", "route.pointAtDistance", "route.distanceMarkers", "zoom.interval", "region.radius", "bounds.radius",
    "projection.webMercator", "geocell.hexId", "zIndex.calculate",
    "bounds.contains", "bounds.centerAndSpan", "bounds.extend",
    "bounds.union", "bounds.expandedByDegrees", "kotlin.minMax", "kotlin.coerceIn",
    "meridian.interpolateGeodesic", "meridian.oppositePoint", "meridian.split",
    "hitTest.linearSegment", "hitTest.geodesicSegment",
    "hitTest.closestIntersection",
    "groundImage.id", "groundImage.fingerprint", "camera.hash"
) + REVISION_NOT_IMPLEMENTED

class ParityTest {
    /** The vectors come from the system property parity.vectors (the pinned checkout of the harness). */
    @TestFactory
    fun parity(): Stream<DynamicNode> = ParityDynamicTests.forSubject(ExampleSdkSubject(), contract = SDK_CONTRACT,
        allowMissing = NOT_IMPLEMENTED, knownDivergences = KNOWN_DIVERGENCES.takeIf { java.io.File(it).isFile })
}

/** The cases this SDK may diverge on for now, each with a reason, an issue and an expiry date (optional file). */
const val KNOWN_DIVERGENCES = "parity/known-divergences.json"

/** Prints NOT_IMPLEMENTED comma-separated (for the per-case report's --allow-missing), or with `contract` SDK_CONTRACT. */
fun main(args: Array<String>) = println(if (args.firstOrNull() == "contract") SDK_CONTRACT else NOT_IMPLEMENTED.joinToString(","))
