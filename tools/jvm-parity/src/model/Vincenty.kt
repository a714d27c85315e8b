// Vincenty's geodesics on the WGS84 ellipsoid, as android-sdk-core computes them from 067471c on (docs/contracts.md
// §13.4): the inverse problem by iterating the longitude on the auxiliary sphere (at most 100 passes, then the
// haversine on the semi-major axis), the direct problem by iterating the arc length (at most 1000 passes), and a
// point at a fraction of a segment as the direct problem along the inverse's initial azimuth. Facts
// (WGS84Geodesic@f350035, the same values as @4379b7d and as GeographicLibCalculator@067471c apart from the
// direct's cap): constants from Earth@f350035; `Math.toRadians`/`Math.toDegrees`; `Math.tan` for the reduced
// latitudes (so a latitude beyond +-90 is finite: tan has period pi); every product and sum in the source's
// left-to-right order, which the comments below spell out where it matters.

package com.mapconductor.parity

/** One solution of the inverse problem, with how the longitude iteration went (for the conditioning rules). */
class VincentyInverse(
    /** The distance in metres. */
    val meters: Double,
    /** The initial azimuth in radians (from the final longitude), or the fallback's. */
    val azimuth: Double,
    /** Passes of the longitude iteration (0 when the points coincide on the auxiliary sphere at the first pass). */
    val passes: Int,
    /** True when the iteration ran out of passes and the haversine on the semi-major axis answered. */
    val fellBack: Boolean,
    /** The passes whose stop test `|lambda - previous| > 1e-12` was within [Vincenty.STOP_MARGIN] of going the other way. */
    val closeCalls: List<Int>
)

object Vincenty {
    const val A = 6378137.0
    const val F = 1.0 / 298.257223563
    /** `RADIUS_METERS * (1.0 - FLATTENING)`, a const Kotlin folds: 6356752.314245179. */
    const val B = A * (1.0 - F)
    /** `(a * a - b * b) / (b * b)`'s two parts, folded as Kotlin folds the source's const expressions. */
    private const val A2_MINUS_B2 = A * A - B * B
    private const val B2 = B * B

    const val INVERSE_PASSES = 100
    const val DIRECT_PASSES = 1000
    const val STOP = 1e-12

    /**
     * How close (relative to 1e-12) a stop test may come to its threshold before another libm's last bits could
     * decide it the other way: the longitude's passes differ between libms by a few ULPs of lambda (up to pi, an
     * ULP of 4.4e-16), so a difference of two passes by about 1e-15, a thousandth of the threshold; ten times that.
     */
    const val STOP_MARGIN = 0.01

    /** A change the conditioning rules make to each pass's correction to L ([VincentyConditioning]): none here. */
    private val NO_NUDGE: (Int, Double) -> Double = { _, lambda -> lambda }

    /**
     * The inverse problem between [p1] and [p2]. [nudge] changes each pass's correction added to L and [flipAt] reverses
     * the stop test at that pass (both for the conditioning rules only; the model passes neither).
     */
    fun inverse(p1: GeoPoint, p2: GeoPoint, nudge: (Int, Double) -> Double = NO_NUDGE, flipAt: Int = -1): VincentyInverse {
        val phi1 = Math.toRadians(p1.latitude)
        val phi2 = Math.toRadians(p2.latitude)
        // The longitude difference of the radians, not the radians of the difference.
        val l = Math.toRadians(p2.longitude) - Math.toRadians(p1.longitude)
        val u1 = Math.atan((1 - F) * Math.tan(phi1))
        val u2 = Math.atan((1 - F) * Math.tan(phi2))
        val sinU1 = Math.sin(u1)
        val cosU1 = Math.cos(u1)
        val sinU2 = Math.sin(u2)
        val cosU2 = Math.cos(u2)
        var lambda = l
        var left = INVERSE_PASSES
        var cosSqAlpha = 0.0
        var sinSigma = 0.0
        var cos2SigmaM = 0.0
        var cosSigma = 0.0
        var sigma = 0.0
        var passes = 0
        val closeCalls = ArrayList<Int>(0)
        while (true) {
            passes++
            val sinLambda = Math.sin(lambda)
            val cosLambda = Math.cos(lambda)
            val east = cosU2 * sinLambda
            val north = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda  // (sinU1 * cosU2) * cosLambda
            sinSigma = Math.sqrt(east * east + north * north)
            if (sinSigma == 0.0) return VincentyInverse(0.0, 0.0, passes, false, closeCalls)
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = Math.atan2(sinSigma, cosSigma)
            val sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSqAlpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha  // ((2 * sinU1) * sinU2) / cosSqAlpha
            if (!cos2SigmaM.isFinite()) cos2SigmaM = 0.0  // an equatorial line: cosSqAlpha is 0
            val c = correction(cosSqAlpha)
            val previous = lambda
            // L + (((1 - C) f) sin alpha)(sigma + (C sin sigma)(cos 2sm + (C cos sigma)(-1 + (2 cos 2sm) cos 2sm)))
            lambda = l + nudge(passes, (1 - c) * F * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM))))
            left -= 1
            val change = Math.abs(lambda - previous)
            if (Math.abs(change - STOP) <= STOP * STOP_MARGIN) closeCalls.add(passes)
            val goOn = (change > STOP) != (passes == flipAt)
            if (!(goOn && left > 0)) break
        }
        // Also when the last pass converged: the source tests the pass count, not the change.
        if (left == 0) return fallback(p1, p2, passes, closeCalls)
        val uSq = cosSqAlpha * A2_MINUS_B2 / B2
        val bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        val bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        val deltaSigma = sigmaCorrection(bigB, sinSigma, cosSigma, cos2SigmaM)
        val meters = B * bigA * (sigma - deltaSigma)
        val azimuth = Math.atan2(cosU2 * Math.sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * Math.cos(lambda))
        return VincentyInverse(meters, azimuth, passes, false, closeCalls)
    }

    /** `f / 16 * cos2a * (4 + f * (4 - 3 * cos2a))`, left to right. */
    private fun correction(cosSqAlpha: Double): Double = F / 16 * cosSqAlpha * (4 + F * (4 - 3 * cosSqAlpha))

    /** Delta sigma: `B sin s (c2m + B/4 (cos s (-1 + 2 c2m^2) - B/6 c2m (-3 + 4 sin^2 s)(-3 + 4 c2m^2)))`, left to right. */
    private fun sigmaCorrection(bigB: Double, sinSigma: Double, cosSigma: Double, cos2SigmaM: Double): Double =
        bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
            bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))

    /** The haversine on the semi-major axis and the spherical initial azimuth, unclamped (NaN when `h` rounds above 1). */
    private fun fallback(p1: GeoPoint, p2: GeoPoint, passes: Int, closeCalls: List<Int>): VincentyInverse {
        val phi1 = Math.toRadians(p1.latitude)
        val phi2 = Math.toRadians(p2.latitude)
        val dLambda = Math.toRadians(p2.longitude - p1.longitude)
        val h = fallbackH(p1, p2)
        val angle = 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h))
        val y = Math.sin(dLambda) * Math.cos(phi2)
        val x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda)
        return VincentyInverse(A * angle, Math.atan2(y, x), passes, true, closeCalls)
    }

    /** The fallback's haversine term `sin²(dphi/2) + cos phi1 cos phi2 sin²(dlambda/2)`, left to right. */
    fun fallbackH(p1: GeoPoint, p2: GeoPoint): Double {
        val phi1 = Math.toRadians(p1.latitude)
        val phi2 = Math.toRadians(p2.latitude)
        val dPhi = Math.toRadians(p2.latitude - p1.latitude)
        val dLambda = Math.toRadians(p2.longitude - p1.longitude)
        return Math.sin(dPhi / 2) * Math.sin(dPhi / 2) + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) * Math.sin(dLambda / 2)
    }

    /**
     * The direct problem: the latitude and longitude (normalised into [-180, 180)) [meters] from [p] along the
     * initial azimuth [azimuth] (radians). After the loop the sines of sigma and cos 2 sigma_m are those of the
     * last pass's start while sigma is its update, as in the source.
     */
    fun direct(p: GeoPoint, azimuth: Double, meters: Double): Pair<Double, Double> {
        val phi1 = Math.toRadians(p.latitude)
        val lambda1 = Math.toRadians(p.longitude)
        val sinAlpha1 = Math.sin(azimuth)
        val cosAlpha1 = Math.cos(azimuth)
        val tanU1 = (1 - F) * Math.tan(phi1)
        val cosU1 = 1 / Math.sqrt(1 + tanU1 * tanU1)
        val sinU1 = tanU1 * cosU1
        val sigma1 = Math.atan2(tanU1, cosAlpha1)
        val sinAlpha = cosU1 * sinAlpha1
        val cosSqAlpha = 1 - sinAlpha * sinAlpha
        val uSq = cosSqAlpha * A2_MINUS_B2 / B2
        val bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        val bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        var sigma = meters / (B * bigA)
        var cos2SigmaM: Double
        var sinSigma: Double
        var cosSigma: Double
        var left = DIRECT_PASSES
        do {
            cos2SigmaM = Math.cos(2 * sigma1 + sigma)
            sinSigma = Math.sin(sigma)
            cosSigma = Math.cos(sigma)
            val deltaSigma = sigmaCorrection(bigB, sinSigma, cosSigma, cos2SigmaM)
            val previous = sigma
            sigma = meters / (B * bigA) + deltaSigma
            left--
        } while (Math.abs(sigma - previous) > STOP && left > 0)
        val tmp = sinU1 * sinSigma - cosU1 * cosSigma * cosAlpha1
        val phi2 = Math.atan2(sinU1 * cosSigma + cosU1 * sinSigma * cosAlpha1, (1 - F) * Math.sqrt(sinAlpha * sinAlpha + tmp * tmp))
        val lambda = Math.atan2(sinSigma * sinAlpha1, cosU1 * cosSigma - sinU1 * sinSigma * cosAlpha1)
        val c = correction(cosSqAlpha)
        val difference = lambda - (1 - c) * F * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
        return Pair(Math.toDegrees(phi2), GeoPoint.normalizeLng(Math.toDegrees(lambda1 + difference)))
    }

    /**
     * `WGS84Geodesic.interpolate`: the point [fraction] of the way from [from] to [to] (the direct problem from
     * [from] along the inverse's azimuth, for the inverse's distance times [fraction]), altitude lerped.
     */
    fun interpolate(from: GeoPoint, to: GeoPoint, fraction: Double): GeoPoint {
        val line = inverse(from, to)
        val (lat, lng) = direct(from, line.azimuth, line.meters * fraction)
        return GeoPoint(lat, lng, from.altitude + fraction * (to.altitude - from.altitude))
    }
}
