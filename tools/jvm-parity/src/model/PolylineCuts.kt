// Android's linear densify and meridian split (docs/contracts.md §22, §23), over the §3/§4 interpolations of
// GeoMath.kt, in the contract's operation order.

package com.mapconductor.parity

object PolylineCuts {
    /**
     * The most points a densified path may have for Android to return it: at about 40 bytes a GeoPoint, 10^7
     * points are 400 MB, more than an app's heap. Beyond it (and for a step of 0 or below, which never ends)
     * Android does not return, so the case is not portable.
     */
    const val RETURNABLE_POINTS = 10_000_000L

    /** §22 `createLinearInterpolatePoints`: a fraction accumulated by repeated addition while `f <= 1.0`. No cap. */
    fun densifyLinear(points: List<GeoPoint>, step: Double = 0.01): List<GeoPoint> {
        if (points.isEmpty()) throw GeoContractError("emptyPoints")
        val segments = points.size - 1
        if (segments == 0) return listOf(points[0])
        if (step <= 0.0) throw NotPortable(NotPortableReasons.DENSIFY_STEP_NEVER_ENDS.fill(step))
        // Counted before anything is built: 1 + segments * (fractions + 1) points in all.
        var count = 0L
        var g = step
        while (g <= 1.0) {
            if (1 + (count + 2) * segments > RETURNABLE_POINTS) {
                throw NotPortable(NotPortableReasons.DENSIFY_TOO_MANY_POINTS.fill(step, segments))
            }
            count++
            g = if (ModelMistake.makes("densify")) (count + 1) * step else g + step
        }
        val fractions = ArrayList<Double>()
        var f = step
        while (f <= 1.0) {
            fractions.add(f)
            f = if (ModelMistake.makes("densify")) (fractions.size + 1) * step else f + step
        }
        val result = ArrayList<GeoPoint>()
        result.add(points[0])
        for (i in 1 until points.size) {
            for (fraction in fractions) result.add(Spherical.linearInterpolate(points[i - 1], points[i], fraction))
            result.add(points[i])
        }
        return result
    }

    /**
     * §22.1 (1569cc5, `densifyAlongStraightLine`): per segment `max(1, toInt(s / maxSegmentLength))` pieces, s the
     * Vincenty distance, at the fractions `step, 2 step, ...` accumulated by addition while below 1.0, each point
     * `linearInterpolate`'s (§3). The empty list is `emptyPoints` (Android indexes `points[0]`); past
     * [RETURNABLE_POINTS] points in all, not portable.
     */
    fun densifyByLength(points: List<GeoPoint>, maxSegmentLength: Double = 10000.0): List<GeoPoint> {
        if (points.isEmpty()) throw GeoContractError("emptyPoints")
        val counts = GeodesicModel.segmentCounts(points, maxSegmentLength, "s") { a, b -> VincentyLines.distance(a, b) }
        return GeodesicModel.densify(points, counts, Spherical::linearInterpolate)
    }

    private fun target(from: GeoPoint): Double = if (from.longitude >= 0) 180.0 else -180.0

    /**
     * §23 linear crossing. Until 1569cc5 the raw longitude difference, never unwrapped (so the latitude
     * extrapolates); from 1569cc5 the difference unwrapped the short way, the fraction 0 for a zero span and
     * otherwise coerced into [0, 1] (NaN kept).
     */
    fun linearCrossing(from: GeoPoint, to: GeoPoint, revision: ContractRevision): GeoPoint {
        val target = target(from)
        var difference = to.longitude - from.longitude
        val shortWay = revision.atLeast(ContractRevision.SDK_1569CC5)
        if (shortWay != ModelMistake.makes("meridian")) {
            if (difference > 180) difference -= 360 else if (difference < -180) difference += 360
        }
        val fraction = if (!shortWay) (target - from.longitude) / difference
        else if (difference == 0.0) 0.0 else Spherical.coerceIn((target - from.longitude) / difference, 0.0, 1.0)
        return GeoPoint(
            from.latitude + fraction * (to.latitude - from.latitude), target,
            from.altitude + fraction * (to.altitude - from.altitude)
        )
    }

    /** §23 geodesic crossing: bisection of the slerp's side of the meridian, at most 50 halvings. */
    fun geodesicCrossing(from: GeoPoint, to: GeoPoint): GeoPoint {
        val target = target(from)
        val fromSide = if (target > 0) from.longitude >= 0 else from.longitude < 0
        var low = 0.0
        var high = 1.0
        var iteration = 0
        while (iteration < 50 && (high - low) > 1e-10) {
            val mid = (low + high) / 2.0
            var lng = Spherical.sphericalInterpolate(from, to, mid).longitude
            if (lng > 180) lng -= 360 else if (lng <= -180) lng += 360
            val side = if (target > 0) lng >= 0 else lng < 0
            if (side == fromSide) low = mid else high = mid
            iteration++
        }
        val p = Spherical.sphericalInterpolate(from, to, (low + high) / 2.0)
        return GeoPoint(p.latitude, target, p.altitude)
    }

    fun oppositePoint(p: GeoPoint): GeoPoint = GeoPoint(p.latitude, if (p.longitude >= 0) -180.0 else 180.0, p.altitude)

    /** §23 split: compare each point with the current fragment's last point; cut where |Δlng| > 180. */
    fun split(points: List<GeoPoint>, geodesic: Boolean, revision: ContractRevision): List<List<GeoPoint>> {
        val fragments = ArrayList<List<GeoPoint>>()
        var fragment = ArrayList<GeoPoint>()
        for (p in points) {
            if (fragment.isEmpty()) {
                fragment.add(p)
                continue
            }
            val last = fragment[fragment.size - 1]
            if (Math.abs(p.longitude - last.longitude) > 180.0) {
                val crossing = if (geodesic) geodesicCrossing(last, p) else linearCrossing(last, p, revision)
                fragment.add(crossing)
                fragments.add(fragment)
                fragment = arrayListOf(oppositePoint(crossing), p)
            } else {
                fragment.add(p)
            }
        }
        if (fragment.isNotEmpty()) fragments.add(fragment)
        return fragments
    }
}
