// FIXTURE SDK: the Earth's dimensions the SDK's projections and scales use.
package com.mapconductor.core.spherical

object Earth {
    /** The WGS84 semi-major axis. */
    const val RADIUS_METERS = 6378137.0

    /** The equator's length, as the SDK has written it down (not derived from the radius). */
    const val CIRCUMFERENCE_METERS = 40075016.686
}
