// FIXTURE SDK: the geographic point. Equality within 1e-7 degrees per coordinate; the hash of the coordinates
// scaled by 1e7 and truncated to Long (Kotlin's toLong: saturating, NaN -> 0), folded by 31.
package com.mapconductor.core.features

import java.io.Serializable

class GeoPoint(val latitude: Double, val longitude: Double, val altitude: Double = 0.0) : Serializable {
    override fun hashCode(): Int {
        var result = (latitude * 1e7).toLong().hashCode()
        result = 31 * result + (longitude * 1e7).toLong().hashCode()
        result = 31 * result + (altitude * 1e7).toLong().hashCode()
        return result
    }

    override fun equals(other: Any?): Boolean {
        if (this === other) return true
        if (other !is GeoPoint) return false
        return Math.abs(latitude - other.latitude) < 1e-7 &&
            Math.abs(longitude - other.longitude) < 1e-7 &&
            Math.abs(altitude - other.altitude) < 1e-7
    }

    /** Folds a latitude beyond a pole back once (crossing to the other side of the globe), then normalizes the longitude. */
    fun wrap(): GeoPoint {
        var lat = latitude
        var lng = longitude
        if (lat > 90) {
            lat = -90.0 + (lat - 90.0)
            lng += 180
        } else if (lat < -90) {
            lat = 90.0 - (-90.0 - lat)
            lng += 180
        }
        return GeoPoint(lat, normalizeLng(lng), altitude)
    }

    fun normalize(): GeoPoint = GeoPoint(latitude.coerceIn(-90.0, 90.0), normalizeLng(longitude), altitude)

    fun isValid(): Boolean = latitude in -90.0..90.0 && longitude in -180.0..180.0

    /** "lat,lng" for URLs, each cut toward zero at [precision] places (MathExt.kt), the latitude first. */
    fun toUrlValue(precision: Int = 6): String = latitude.toFixed(precision) + "," + longitude.toFixed(precision)

    override fun toString(): String = "GeoPoint($latitude, $longitude, $altitude)"

    companion object {
        fun normalizeLng(lng: Double): Double = ((lng + 180) % 360 + 360) % 360 - 180
    }
}

/** The SDK's own fold of point hashes, seeded with 0. */
internal fun List<GeoPoint>.pointsHash(): Int = fold(0) { r, p -> 31 * r + p.hashCode() }

fun hashOfPoints(points: List<GeoPoint>): Int = points.pointsHash()
