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

    private fun target(from: GeoPoint): Double = if (from.longitude >= 0) 180.0 else -180.0

    /** §23 linear crossing: the raw longitude difference, never unwrapped (so the latitude extrapolates). */
    fun linearCrossing(from: GeoPoint, to: GeoPoint): GeoPoint {
        val target = target(from)
        var difference = to.longitude - from.longitude
        if (ModelMistake.makes("meridian")) {
            if (difference > 180) difference -= 360 else if (difference < -180) difference += 360
        }
        val fraction = (target - from.longitude) / difference
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
    fun split(points: List<GeoPoint>, geodesic: Boolean): List<List<GeoPoint>> {
        val fragments = ArrayList<List<GeoPoint>>()
        var fragment = ArrayList<GeoPoint>()
        for (p in points) {
            if (fragment.isEmpty()) {
                fragment.add(p)
                continue
            }
            val last = fragment[fragment.size - 1]
            if (Math.abs(p.longitude - last.longitude) > 180.0) {
                val crossing = if (geodesic) geodesicCrossing(last, p) else linearCrossing(last, p)
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
