// FIXTURE SDK: great-circle math on a sphere of radius 6378137 m.
package com.mapconductor.core.spherical

import com.mapconductor.core.features.GeoPoint

object Spherical {
    const val EARTH_RADIUS = 6378137.0

    /** Haversine distance in metres (the haversine's a is not clamped, as the SDK computes it). */
    fun computeDistanceBetween(from: GeoPoint, to: GeoPoint): Double {
        val phi1 = Math.toRadians(from.latitude)
        val phi2 = Math.toRadians(to.latitude)
        val dPhi = Math.toRadians(to.latitude - from.latitude)
        val dLambda = Math.toRadians(to.longitude - from.longitude)
        val s1 = Math.sin(dPhi / 2)
        val s2 = Math.sin(dLambda / 2)
        val a = s1 * s1 + Math.cos(phi1) * Math.cos(phi2) * s2 * s2
        return EARTH_RADIUS * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))
    }

    /** The initial bearing from [from] to [to], in degrees. */
    fun computeHeading(from: GeoPoint, to: GeoPoint): Double {
        val phi1 = Math.toRadians(from.latitude)
        val phi2 = Math.toRadians(to.latitude)
        val dLambda = Math.toRadians(to.longitude - from.longitude)
        val y = Math.sin(dLambda) * Math.cos(phi2)
        val x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda)
        val degrees = Math.toDegrees(Math.atan2(y, x))
        // PORT MISTAKE: normalized to [0, 360) (a compass bearing); Android's heading is in (-180, 180].
        return if (degrees < 0) degrees + 360 else degrees
    }
}
