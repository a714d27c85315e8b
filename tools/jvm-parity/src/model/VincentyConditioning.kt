// Where another libm's last bits could change what Vincenty's inverse answers (docs/contracts.md §13.6). The
// longitude iteration stops when two passes differ by at most 1e-12 and falls back to the haversine after 100
// passes: a difference within a few ULPs of 1e-12 can stop one pass earlier or later on another platform (moving
// the distance by up to b * A * 1e-12, about 6e-6 m), and near the antipode, where the iteration converges slowly or
// not at all, a few ULPs can decide between converging and falling back (tens of kilometres). The oracle finds such
// inputs by running the iteration again the ways another libm could: each close stop test reversed, and every
// pass's correction to the longitude difference moved by a few ULPs (all up, all down, alternately). (L itself is
// the same exact arithmetic on every platform; the libms' sin, cos, atan2 and sqrt reach lambda only through the
// correction, which the sum with L then rounds.)

package com.mapconductor.parity

object VincentyConditioning {
    /** ULPs each pass's correction is moved by: two libms' sin, cos and atan2 differ by one or two each. */
    private const val NUDGE_ULPS = 4

    private val nudges: List<(Int, Double) -> Double> = listOf(
        { _, c -> c + NUDGE_ULPS * Math.ulp(c) },
        { _, c -> c - NUDGE_ULPS * Math.ulp(c) },
        { pass, c -> if (pass % 2 == 0) c + NUDGE_ULPS * Math.ulp(c) else c - NUDGE_ULPS * Math.ulp(c) }
    )

    /** Android's answer and the answers another libm could give. */
    class Outcomes(val android: VincentyInverse, val others: List<VincentyInverse>) {
        /** The largest difference in metres between Android's distance and another (among finite ones). */
        val spread: Double get() = others.fold(0.0) { most, o ->
            val d = Math.abs(o.meters - android.meters)
            if (d.isNaN()) most else Math.max(most, d)
        }

        /** True when one outcome is a number and another NaN. */
        val nanDiffers: Boolean get() = others.any { it.meters.isNaN() != android.meters.isNaN() }

        /** True when some outcome fell back to the haversine and another did not. */
        val fallbackDiffers: Boolean get() = others.any { it.fellBack != android.fellBack }

        /** True when some outcome is the haversine's. */
        val anyFallback: Boolean get() = android.fellBack || others.any { it.fellBack }

        /** Every outcome's azimuth within [radians] of Android's (NaN alike). */
        fun azimuthsAgree(radians: Double): Boolean =
            others.all { o -> (o.azimuth.isNaN() && android.azimuth.isNaN()) || Math.abs(o.azimuth - android.azimuth) <= radians }
    }

    fun outcomes(p1: GeoPoint, p2: GeoPoint): Outcomes {
        val android = Vincenty.inverse(p1, p2)
        val others = ArrayList<VincentyInverse>()
        for (pass in android.closeCalls) others.add(Vincenty.inverse(p1, p2, flipAt = pass))
        for (nudge in nudges) others.add(Vincenty.inverse(p1, p2, nudge))
        return Outcomes(android, others)
    }

    /**
     * True when every outcome is Android's within a tenth of a micrometre (a tenth of §13's tolerance), none
     * differs in falling back or in being NaN, and a fallback's haversine is not near the antipode (§12).
     */
    fun wellConditioned(p1: GeoPoint, p2: GeoPoint): Boolean {
        val o = outcomes(p1, p2)
        return o.spread <= 1e-7 && !o.nanDiffers && !o.fallbackDiffers && !(o.anyFallback && nearAntipodal(Vincenty.fallbackH(p1, p2)))
    }

    /**
     * True when every outcome of [p1]-[p2] cuts the segment into the same number of pieces of at most [max] metres
     * (`toInt(s / max)`), with a margin of 1e-9 (relative) beyond the outcomes' spread, and none differs in falling
     * back or in being NaN (the densify loops: a stop test a pass earlier or later moves a point by at most
     * 6e-6 m, far below their 1e-9 degrees, but a count or a fallback changes the list).
     */
    fun countIsClear(p1: GeoPoint, p2: GeoPoint, max: Double): Boolean {
        val o = outcomes(p1, p2)
        if (o.fallbackDiffers || o.nanDiffers) return false
        val q = o.android.meters / max
        if (!q.isFinite()) return true
        return Math.abs(q - Math.rint(q)) > 1e-9 * Math.max(1.0, Math.abs(q)) + o.spread / Math.abs(max)
    }

    /** True when no outcome of [p1]-[p2] differs from Android's in falling back or in being NaN. */
    fun sameBranch(p1: GeoPoint, p2: GeoPoint): Boolean = outcomes(p1, p2).let { !it.fallbackDiffers && !it.nanDiffers }

    /**
     * §13.6's case tolerance of a distance: null when [wellConditioned]; else the suite's micrometre plus the
     * largest difference to another outcome, and where a haversine answers near the antipode §12's metre for its
     * `sqrt(1 - h)`, NaN matching a number when an outcome is NaN or `h` may round above 1.
     */
    fun distanceTolerance(p1: GeoPoint, p2: GeoPoint): Tolerance? {
        if (wellConditioned(p1, p2)) return null
        val o = outcomes(p1, p2)
        val h = Vincenty.fallbackH(p1, p2)
        val antipodal = o.anyFallback && nearAntipodal(h)
        val bound = Math.max(o.spread, if (antipodal) 1.0 else 0.0)
        return Tolerance.ofAbs(1e-6 + bound, nanMatchesNumber = o.nanDiffers || (antipodal && haversineMayRoundAboveOne(h)))
    }
}
