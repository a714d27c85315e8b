// The geodesic model of docs/contracts.md §13 (distance, interpolate, densify) and §14.2 (the geodesic segment hit
// test): Android's loops written once over the geodesics each revision calls. android-sdk-core @221a949
// (GeographicLibCalculator, createInterpolatePoints, pointOnGeodesicSegmentOrNull) asks GeographicLib, answered by
// GeographicLib.kt; @1569cc5 (WGS84Geodesic, densifyAlongGeodesic, geodesicPointOnLineOrNull) computes Vincenty's
// formulae, Vincenty.kt. The loops themselves (the densify count and fractions, the ternary search and its
// thresholds) are the same in both.

package com.mapconductor.parity

/** The three geodesic calls the loops make. */
interface GeodesicLines {
    /** The distance in metres between two points (altitudes ignored). */
    fun distance(from: GeoPoint, to: GeoPoint): Double

    /** The segment's length the hit test searches along (GeographicLib: the line's own; Vincenty: the distance). */
    fun length(from: GeoPoint, to: GeoPoint): Double

    /** The latitude and longitude [fraction] of the way along the segment (of [length]), without an altitude. */
    fun pointAt(from: GeoPoint, to: GeoPoint, fraction: Double): Pair<Double, Double>
}

/** GeographicLib (221a949): `Inverse.s12`, `InverseLine.Distance()`, `InverseLine.Position(Distance() * f)`. */
object GeographicLibLines : GeodesicLines {
    override fun distance(from: GeoPoint, to: GeoPoint): Double =
        GeographicLib.inverseS12(from.latitude, from.longitude, to.latitude, to.longitude)

    override fun length(from: GeoPoint, to: GeoPoint): Double =
        GeographicLib.lineLength(from.latitude, from.longitude, to.latitude, to.longitude)

    override fun pointAt(from: GeoPoint, to: GeoPoint, fraction: Double): Pair<Double, Double> {
        val p = GeographicLib.linePosition(from.latitude, from.longitude, to.latitude, to.longitude, length(from, to) * fraction)
        return Pair(p[0], p[1])
    }
}

/** Vincenty (1569cc5): `computeDistanceBetween` is the inverse's distance; a point is `interpolate`'s. */
object VincentyLines : GeodesicLines {
    override fun distance(from: GeoPoint, to: GeoPoint): Double = Vincenty.inverse(from, to).meters

    override fun length(from: GeoPoint, to: GeoPoint): Double = distance(from, to)

    override fun pointAt(from: GeoPoint, to: GeoPoint, fraction: Double): Pair<Double, Double> {
        val p = Vincenty.interpolate(from, to, fraction)
        return Pair(p.latitude, p.longitude)
    }
}

class GeodesicModel private constructor(val lines: GeodesicLines) {
    companion object {
        /**
         * Android has no cap: a zero or tiny `maxSegmentLength` saturates a segment's count at 2^31 - 1 and the list
         * grows until the heap runs out. Above [PolylineCuts.RETURNABLE_POINTS] points in all the case is not portable.
         */
        const val RETURNABLE_POINTS = PolylineCuts.RETURNABLE_POINTS

        private val geographicLib = GeodesicModel(GeographicLibLines)
        private val vincenty = GeodesicModel(VincentyLines)

        /** The geodesics of android-sdk-core [revision]: Vincenty's from 1569cc5 on, GeographicLib's before. */
        fun at(revision: ContractRevision): GeodesicModel =
            if (revision.atLeast(ContractRevision.SDK_1569CC5)) vincenty else geographicLib

        /** §13.2: Kotlin's own `toInt()` (truncating, saturating, NaN -> 0), at least 1. */
        fun segmentCount(meters: Double, maxSegmentLength: Double): Int =
            (meters / maxSegmentLength).toInt().coerceAtLeast(1)

        /** The counts of Android's densify loops for [points], or NotPortable past [RETURNABLE_POINTS] in all. */
        fun segmentCounts(points: List<GeoPoint>, maxSegmentLength: Double, distanceName: String, distance: (GeoPoint, GeoPoint) -> Double): IntArray {
            val counts = IntArray(Math.max(0, points.size - 1))
            var total = 1L
            for (i in 1 until points.size) {
                counts[i - 1] = segmentCount(distance(points[i - 1], points[i]), maxSegmentLength)
                total += counts[i - 1]
                if (total > RETURNABLE_POINTS) {
                    val reason = when {
                        counts[i - 1] != Int.MAX_VALUE -> NotPortableReasons.GEODESIC_TOO_MANY_PIECES
                        distanceName == "s" -> NotPortableReasons.VINCENTY_TOO_MANY_POINTS
                        else -> NotPortableReasons.GEODESIC_TOO_MANY_POINTS
                    }
                    throw NotPortable(reason.fill(maxSegmentLength, i, counts[i - 1]))
                }
            }
            return counts
        }

        /**
         * Android's densify loop over [counts]: `points[0]`, then per segment the points [between] gives at
         * `step, 2 step, ...` accumulated by addition while below 1.0, then the segment's end as given.
         */
        fun densify(points: List<GeoPoint>, counts: IntArray, between: (GeoPoint, GeoPoint, Double) -> GeoPoint): List<GeoPoint> {
            val result = mutableListOf(points[0])
            for (i in 1 until points.size) {
                val step = 1.0 / counts[i - 1]
                var fraction = step
                while (fraction < 1.0) {
                    result.add(between(points[i - 1], points[i], fraction))
                    fraction += step
                }
                result.add(points[i])
            }
            return result
        }
    }

    /** §13.1 / §13.4: the distance in metres. */
    fun distance(from: GeoPoint, to: GeoPoint): Double =
        if (ModelMistake.makes("geodesic")) Spherical.distance(from, to) else lines.distance(from, to)

    /** The point [f] of the way along the segment, altitude lerped with [f]. */
    fun interpolate(from: GeoPoint, to: GeoPoint, f: Double): GeoPoint {
        val (lat, lng) = lines.pointAt(from, to, f)
        return GeoPoint(lat, lng, Spherical.lerp(from.altitude, to.altitude, f))
    }

    /** §13.2: Android's loop, after the `emptyPath` check (Android indexes `points[0]`). */
    fun interpolatePoints(points: List<GeoPoint>, maxSegmentLength: Double): List<GeoPoint> {
        if (points.isEmpty()) throw GeoContractError("emptyPath")
        val counts = segmentCounts(points, maxSegmentLength, if (lines === VincentyLines) "s" else "s12", ::distance)
        return densify(points, counts, ::interpolate)
    }

    /** §14.2: the ternary search's nearest point and its distance, or null beyond the threshold. */
    fun pointOnSegment(from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double): Pair<GeoPoint, Double>? {
        val length = lines.length(from, to)
        if (length == 0.0) {
            val meters = distance(from, position)
            return if (meters <= thresholdMeters) Pair(from, meters) else null
        }
        var left = 0.0
        var right = 1.0
        while (right - left > 1e-6) {
            val m1 = left + (right - left) / 3.0
            val m2 = right - (right - left) / 3.0
            val d1 = distance(interpolate(from, to, m1), position)
            val d2 = distance(interpolate(from, to, m2), position)
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
        val q = interpolate(from, to, t)
        val meters = distance(q, position)
        if (meters > thresholdMeters) return null
        return Pair(q, meters)
    }
}
