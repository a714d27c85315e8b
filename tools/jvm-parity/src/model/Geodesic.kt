// The geodesic model of docs/contracts.md §13 (distance, interpolate, densify) and §14.2 (the geodesic segment hit
// test), written after Android's GeographicLibCalculator, createInterpolatePoints and pointOnGeodesicSegmentOrNull
// (android-sdk-core @221a949), with GeographicLib's calls answered by GeographicLib.kt.

package com.mapconductor.parity

object GeodesicModel {
    /**
     * Android has no cap: a zero or tiny `maxSegmentLength` saturates a segment's count at 2^31 - 1 and the list
     * grows until the heap runs out. Above [PolylineCuts.RETURNABLE_POINTS] points in all the case is not portable.
     */
    const val RETURNABLE_POINTS = PolylineCuts.RETURNABLE_POINTS

    /** §13.1: `Inverse(...).s12`. */
    fun distance(from: GeoPoint, to: GeoPoint): Double =
        if (ModelMistake.makes("geodesic")) Spherical.distance(from, to)
        else GeographicLib.inverseS12(from.latitude, from.longitude, to.latitude, to.longitude)

    /** §13: the point `Distance() * f` along `InverseLine(from, to)`, altitude lerped. */
    fun interpolate(from: GeoPoint, to: GeoPoint, f: Double): GeoPoint {
        val length = GeographicLib.lineLength(from.latitude, from.longitude, to.latitude, to.longitude)
        return along(from, to, length * f, f)
    }

    /** §13.2: Kotlin's own `toInt()` (truncating, saturating, NaN -> 0), at least 1. */
    fun segmentCount(meters: Double, maxSegmentLength: Double): Int =
        (meters / maxSegmentLength).toInt().coerceAtLeast(1)

    /** §13.2: Android's loop, after the `emptyPath` check (Android indexes `points[0]`). */
    fun interpolatePoints(points: List<GeoPoint>, maxSegmentLength: Double): List<GeoPoint> {
        if (points.isEmpty()) throw GeoContractError("emptyPath")
        val counts = IntArray(points.size - 1)
        var total = 1L
        for (i in 1 until points.size) {
            counts[i - 1] = segmentCount(distance(points[i - 1], points[i]), maxSegmentLength)
            total += counts[i - 1]
            if (total > RETURNABLE_POINTS) {
                throw NotPortable(NotPortableReasons.GEODESIC_TOO_MANY_POINTS.fill(maxSegmentLength, i, counts[i - 1]))
            }
        }
        val result = mutableListOf(points[0])
        for (i in 1 until points.size) {
            val step = 1.0 / counts[i - 1]
            var fraction = step
            while (fraction < 1.0) {
                result.add(interpolate(points[i - 1], points[i], fraction))
                fraction += step
            }
            result.add(points[i])
        }
        return result
    }

    /** §14.2: the ternary search's nearest point and its distance, or null beyond the threshold. */
    fun pointOnSegment(from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double): Pair<GeoPoint, Double>? {
        val length = GeographicLib.lineLength(from.latitude, from.longitude, to.latitude, to.longitude)
        if (length == 0.0) {
            val meters = distance(from, position)
            return if (meters <= thresholdMeters) Pair(from, meters) else null
        }
        var left = 0.0
        var right = 1.0
        while (right - left > 1e-6) {
            val m1 = left + (right - left) / 3.0
            val m2 = right - (right - left) / 3.0
            val d1 = distance(along(from, to, length * m1, 0.0), position)
            val d2 = distance(along(from, to, length * m2, 0.0), position)
            if (d1 > d2) left = m1 else right = m2
        }
        val t = (left + right) / 2.0
        if (t <= 0.0 || t >= 1.0) {
            val fromMeters = distance(from, position)
            val toMeters = distance(to, position)
            val nearest = Math.min(fromMeters, toMeters)
            if (nearest > thresholdMeters) return null
            return Pair(if (fromMeters <= toMeters) from else to, nearest)
        }
        val q = along(from, to, length * t, t)
        val meters = distance(q, position)
        if (meters > thresholdMeters) return null
        return Pair(q, meters)
    }

    /** `Position(meters)` on `InverseLine(from, to)`, with the altitude lerped at `f`. */
    private fun along(from: GeoPoint, to: GeoPoint, meters: Double, f: Double): GeoPoint {
        val p = GeographicLib.linePosition(from.latitude, from.longitude, to.latitude, to.longitude, meters)
        return GeoPoint(p[0], p[1], Spherical.lerp(from.altitude, to.altitude, f))
    }
}
