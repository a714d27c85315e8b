// FIXTURE SDK: the ground resolution of a Web Mercator tile pyramid.
package com.mapconductor.core.spherical

import kotlin.math.abs
import kotlin.math.cos
import kotlin.math.pow

/** Metres one pixel covers at [latitude] and [zoom], for square tiles of [tileSize] pixels. */
fun calculateMetersPerPixel(latitude: Double, zoom: Double, tileSize: Int = 256): Double =
    Earth.CIRCUMFERENCE_METERS / tileSize / 2.0.pow(zoom) * cos(Math.toRadians(abs(latitude)))
