// FIXTURE SDK: where a straight (plate carree) segment meets the antimeridian, for splitting lines that cross it.
package com.mapconductor.core.meridian

import com.mapconductor.core.features.GeoPoint

/**
 * The point of the segment [from]-[to] on the antimeridian on [from]'s side (longitude 180 or -180), latitude and
 * altitude in proportion. The longitude difference is taken as it is, so a segment that crosses the antimeridian
 * the short way is measured the long way round and its latitude extrapolates.
 */
fun interpolateAtMeridianLinear(from: GeoPoint, to: GeoPoint): GeoPoint {
    val target = if (from.longitude >= 0) 180.0 else -180.0
    val fraction = (target - from.longitude) / (to.longitude - from.longitude)
    return GeoPoint(
        from.latitude + fraction * (to.latitude - from.latitude),
        target,
        from.altitude + fraction * (to.altitude - from.altitude)
    )
}
