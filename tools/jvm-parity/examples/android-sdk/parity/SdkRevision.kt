// What the adapter says about the android-sdk-core revision its SDK follows: the contract it names, and the suites
// this revision of the SDK has that the others do not (bound here) or lacks (not implemented). When the SDK moves
// to a newer revision, this file moves with it (../../android-sdk-1569cc5/parity/SdkRevision.kt is the next one).

import com.mapconductor.parity.subject.*

/** The android-sdk-core revision this SDK follows: the cases of that revision run (never silently the newest). */
const val SDK_CONTRACT = "221a949+clickable"

/**
 * Android computes the geodesic suites with GeographicLib at this revision, which this SDK does not port; its
 * straight-line densify takes a fraction step, which this SDK does not have.
 */
val REVISION_NOT_IMPLEMENTED: Set<String> = setOf("geodesic.distance", "geodesic.interpolatePoints", "densify.linear")

/** Binds the suites only this revision of the SDK has: none. */
fun bindRevisionSuites(on: SubjectBindings) {}
