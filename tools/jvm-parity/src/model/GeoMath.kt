// The geo contract of docs/contracts.md (sections 0-11), evaluated on the JVM: java.lang.Math for sin, cos,
// asin, acos, atan2, sqrt and pow (HotSpot intrinsics; NOT StrictMath: the contract names the platform libm and
// absorbs ULP differences in the declared tolerances). Every formula is written in the contract's operation
// order, left to right, with its folded constants DEG and RAD.

package com.mapconductor.parity

/** A contract error: `{"error": code}` plus `index` where the contract says so. */
class GeoContractError(val code: String, val index: Int? = null) : Exception(code)

/** Every code the contract defines (docs/contracts.md, "Error codes"): the only codes an expected error may name; parity-check knows the same list. */
val CONTRACT_ERROR_CODES = listOf(
    "invalidCoordinate", "emptyRoute", "invalidDistance", "tooManyMarkers", "invalidSpan", "invalidBounds", "emptyPoints",
    "roundNaN", "nonFiniteDecimal", "invalidFormatPrecision", "emptyRange", "emptyPath"
)

object Spherical {
    const val R = 6378137.0
    /** pi / 180 as one folded constant (`Math.toRadians(x)` is exactly `x * DEG`). */
    const val DEG = 0.017453292519943295
    /** 180 / pi as one folded constant (`Math.toDegrees(x)` on JDK >= 9). */
    const val RAD = 57.29577951308232

    fun normalizeLng(x: Double): Double = GeoPoint.normalizeLng(x)

    /** Kotlin `coerceIn`: NaN stays NaN, -0.0 stays -0.0. */
    fun coerceIn(x: Double, lo: Double, hi: Double): Double = if (x < lo) lo else if (x > hi) hi else x

    fun lerp(a: Double, b: Double, f: Double): Double = a + f * (b - a)

    /** §1 haversine, as Android computes it: `a` is not clamped, so rounding past 1 gives NaN (an Android quirk). */
    fun distance(from: GeoPoint, to: GeoPoint): Double {
        val radius = if (ModelMistake.makes("spherical")) 6371000.0 else R
        return radius * centralAngle(haversineA(from, to))
    }

    /** §1's angle in radians from its `a`: NaN where `a` rounded past 1. */
    fun centralAngle(a: Double): Double = 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))

    /** §1's `a`, unclamped: at or near antipodes it can round above 1, and the distance is then NaN. */
    fun haversineA(from: GeoPoint, to: GeoPoint): Double {
        val phi1 = from.latitude * DEG
        val phi2 = to.latitude * DEG
        val dPhi = (to.latitude - from.latitude) * DEG
        val dLambda = (to.longitude - from.longitude) * DEG
        val s1 = Math.sin(dPhi / 2)
        val s2 = Math.sin(dLambda / 2)
        return s1 * s1 + Math.cos(phi1) * Math.cos(phi2) * s2 * s2
    }

    /** §2 initial bearing in degrees, in (-180, 180]. */
    fun heading(from: GeoPoint, to: GeoPoint): Double {
        val phi1 = from.latitude * DEG
        val phi2 = to.latitude * DEG
        val dLambda = (to.longitude - from.longitude) * DEG
        val y = Math.sin(dLambda) * Math.cos(phi2)
        val x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda)
        var h = Math.atan2(y, x) * RAD
        if (h <= -180) h += 360 else if (h > 180) h -= 360
        return h
    }

    /** §3 Android's linearInterpolate: the short way across +-180, then normalizeLng. */
    fun linearInterpolate(from: GeoPoint, to: GeoPoint, f: Double): GeoPoint {
        val lat = lerp(from.latitude, to.latitude, f)
        var d = to.longitude - from.longitude
        if (d > 180) d -= 360 else if (d < -180) d += 360
        val lng = normalizeLng(from.longitude + f * d)
        return GeoPoint(lat, lng, lerp(from.altitude, to.altitude, f))
    }

    /** §4 slerp on unit vectors, with the small-angle fallback (no wrap); `asin(z)` unclamped, as on Android. */
    fun sphericalInterpolate(from: GeoPoint, to: GeoPoint, f: Double): GeoPoint {
        val slerp = Slerp(from, to, f)
        val lat: Double
        val lng: Double
        if (slerp.theta < 1e-6) {
            lat = lerp(from.latitude, to.latitude, f)
            lng = lerp(from.longitude, to.longitude, f)
        } else {
            lat = Math.asin(slerp.z) * RAD
            lng = Math.atan2(slerp.y, slerp.x) * RAD
        }
        return GeoPoint(lat, lng, lerp(from.altitude, to.altitude, f))
    }

    /** Android's slerp steps in its order, shared by [sphericalInterpolate] and [sphericalInterpolateSpread]. */
    private class Slerp(from: GeoPoint, to: GeoPoint, f: Double) {
        val theta: Double
        /** The weights of `from` and `to`, `sin((1 - f) theta) / sin theta` and `sin(f theta) / sin theta`. */
        val wa: Double
        val wb: Double
        val x: Double
        val y: Double
        val z: Double

        init {
            val phi1 = from.latitude * DEG
            val lambda1 = from.longitude * DEG
            val phi2 = to.latitude * DEG
            val lambda2 = to.longitude * DEG
            val x1 = Math.cos(phi1) * Math.cos(lambda1)
            val y1 = Math.cos(phi1) * Math.sin(lambda1)
            val z1 = Math.sin(phi1)
            val x2 = Math.cos(phi2) * Math.cos(lambda2)
            val y2 = Math.cos(phi2) * Math.sin(lambda2)
            val z2 = Math.sin(phi2)
            val dot = x1 * x2 + y1 * y2 + z1 * z2
            theta = Math.acos(coerceIn(dot, -1.0, 1.0))
            val s = Math.sin(theta)
            wa = Math.sin((1 - f) * theta) / s
            wb = Math.sin(f * theta) / s
            x = wa * x1 + wb * x2
            y = wa * y1 + wb * y2
            z = wa * z1 + wb * z2
        }
    }

    /** How far the ports' last bits can move a result of [sphericalInterpolate]: [degrees] for any field, and whether its latitude can be NaN. */
    class InterpolationSpread(val degrees: Double, val nanPossible: Boolean)

    /**
     * contracts.md section 12, near a pole: `z` carries a few ULPs per unit of weight (`delta`), and `asin` near +-1
     * turns that into up to `sqrt(2 delta)` radians, or NaN where `z` can round past 1; `atan2(y, x)` moves by
     * `delta / hypot(x, y)`, anything at the pole itself. Null on the small-angle branch (no asin) and for NaN.
     */
    fun sphericalInterpolateSpread(from: GeoPoint, to: GeoPoint, f: Double): InterpolationSpread? {
        val slerp = Slerp(from, to, f)
        if (!(slerp.theta >= 1e-6)) return null
        val delta = 8 * Math.ulp(1.0) * (Math.abs(slerp.wa) + Math.abs(slerp.wb))
        val z = Math.abs(slerp.z)
        val r = Math.hypot(slerp.x, slerp.y)
        if (!delta.isFinite() || z.isNaN() || r.isNaN()) return null
        val latitude = (Math.asin(Math.min(1.0, z + delta)) - Math.asin(Math.max(-1.0, Math.min(1.0, z) - delta))) * RAD
        val longitude = if (r <= 2 * delta) 360.0 else Math.asin(2 * delta / r) * RAD
        return InterpolationSpread(Math.max(latitude, longitude), z + delta >= 1.0)
    }

    /** §5's Earth circumference: 40075016.686 at 221a949, `2.0 * PI * 6378137.0` (40075016.68557849) from 1569cc5. */
    fun circumference(revision: ContractRevision): Double =
        if (revision.atLeast(ContractRevision.SDK_1569CC5)) 2.0 * Math.PI * R else 40075016.686

    /** §5 `((C / tileSize) / pow(2, zoom)) * cos(|latitude| * DEG)`: the current JDK's `Math.toRadians`. */
    fun metersPerPixel(latitude: Double, zoom: Double, tileSize: Int, revision: ContractRevision): Double =
        circumference(revision) / tileSize.toDouble() / Math.pow(2.0, zoom) * Math.cos(Math.abs(latitude) * DEG)

    /** §5 with older Android libcore's `Math.toRadians(x) = x / 180.0 * PI`, for the tolerance that admits both. */
    fun metersPerPixelOlderToRadians(latitude: Double, zoom: Double, tileSize: Int, revision: ContractRevision): Double =
        circumference(revision) / tileSize.toDouble() / Math.pow(2.0, zoom) * Math.cos(Math.abs(latitude) / 180.0 * Math.PI)

    // MARK: - Positions

    /** The contract's valid position: Android's GeoPoint.isValid(). */
    fun isValidPosition(p: GeoPoint): Boolean =
        p.latitude >= -90 && p.latitude <= 90 && p.longitude >= -180 && p.longitude <= 180

    fun isValidRoutePoint(p: GeoPoint): Boolean = isValidPosition(p) && !p.altitude.isNaN() && !p.altitude.isInfinite()
}

/** §6-8: a validated route with its per-vertex cumulative km. */
class Route(val points: List<GeoPoint>) {
    val cumKm: DoubleArray

    init {
        for ((i, p) in points.withIndex()) {
            if (!Spherical.isValidRoutePoint(p)) throw GeoContractError("invalidCoordinate", i)
        }
        cumKm = DoubleArray(points.size)
        var cum = 0.0
        for (i in 1 until points.size) {
            cum += Spherical.distance(points[i - 1], points[i])
            cumKm[i] = cum / 1000
        }
    }

    /** §6: 0.0 for empty and one-point routes. */
    val totalKm: Double get() = if (points.isEmpty()) 0.0 else cumKm[points.size - 1]

    /** §7 after the checks: ends as given, else the first segment whose cumulative end reaches km. */
    fun pointAt(km: Double): GeoPoint {
        if (points.isEmpty()) throw GeoContractError("emptyRoute")
        if (km.isNaN()) throw GeoContractError("invalidDistance")
        if (km <= 0) return points[0]
        if (km >= totalKm) return points[points.size - 1]
        var i = 1
        while (cumKm[i] < km) i++
        val f = if (ModelMistake.makes("route")) km / totalKm else (km - cumKm[i - 1]) / (cumKm[i] - cumKm[i - 1])
        return Spherical.linearInterpolate(points[i - 1], points[i], f)
    }

    class Marker(val km: Double, val point: GeoPoint, val label: String)

    /** §8 start, k * interval strictly below the total, end; at most 100 000 intermediate markers. */
    fun distanceMarkers(zoom: Double): List<Marker> {
        if (points.isEmpty()) return emptyList()
        val total = totalKm
        val out = ArrayList<Marker>()
        out.add(Marker(0.0, points[0], label(0L)))
        val interval = ZoomIntervals.interval(zoom)
        if (interval != null) {
            if (100001.0 * interval.toDouble() < total) throw GeoContractError("tooManyMarkers")
            var k = 1
            while (true) {
                val m = k.toDouble() * interval.toDouble()
                if (!(m < total)) break
                out.add(Marker(m, pointAt(m), label(k.toLong() * interval)))
                k++
            }
        }
        out.add(Marker(total, points[points.size - 1], label(roundHalfUp(total))))
        return out
    }

    companion object {
        fun label(n: Long): String = "$n km"

        /** `n = floor(x); if x - n >= 0.5 then n + 1 else n`, for the finite x >= 0 of a route total. */
        fun roundHalfUp(x: Double): Long {
            val n = Math.floor(x)
            return (if (x - n >= 0.5) n + 1 else n).toLong()
        }
    }
}

/** §9: first match wins, `>=` on the double. */
object ZoomIntervals {
    fun interval(zoom: Double): Int? = when {
        (if (ModelMistake.makes("zoom")) zoom > 16 else zoom >= 16) -> 1
        zoom >= 15 -> 2
        zoom >= 14 -> 5
        zoom >= 11 -> 10
        zoom >= 9 -> 20
        zoom >= 7 -> 30
        zoom >= 5 -> 50
        else -> null
    }
}

/** §10 and §11: the distance from the center to the farthest corner, in km. */
object Regions {
    /** A region's center and its corners: north-east, north-west, south-east, south-west. */
    class Corners(val center: GeoPoint, north: Double, south: Double, east: Double, west: Double) {
        val corners = listOf(GeoPoint(north, east), GeoPoint(north, west), GeoPoint(south, east), GeoPoint(south, west))
    }

    /** `Math.max` of the four distances, as §10 writes it: a NaN distance (§1's `a` past 1) makes the radius NaN. */
    private fun farthestCornerKm(region: Corners): Double {
        val (d1, d2, d3, d4) = region.corners.map { Spherical.distance(region.center, it) }
        return Math.max(Math.max(d1, d2), Math.max(d3, d4)) / 1000
    }

    private fun isValidSpan(x: Double) = !x.isNaN() && !x.isInfinite() && x >= 0

    /** §10's corners; throws the contract's errors. */
    fun regionCorners(center: GeoPoint, latitudeSpan: Double, longitudeSpan: Double): Corners {
        if (!Spherical.isValidPosition(center)) throw GeoContractError("invalidCoordinate", 0)
        if (!isValidSpan(latitudeSpan) || !isValidSpan(longitudeSpan)) throw GeoContractError("invalidSpan")
        val latSpan = Math.min(latitudeSpan, 180.0)
        val lngSpan = Math.min(longitudeSpan, 360.0)
        val half = if (ModelMistake.makes("region")) 1.0 else 2.0
        val north = Spherical.coerceIn(center.latitude + latSpan / half, -90.0, 90.0)
        val south = Spherical.coerceIn(center.latitude - latSpan / half, -90.0, 90.0)
        val east = Spherical.normalizeLng(center.longitude + lngSpan / 2)
        val west = Spherical.normalizeLng(center.longitude - lngSpan / 2)
        return Corners(center, north, south, east, west)
    }

    fun regionRadiusKm(center: GeoPoint, latitudeSpan: Double, longitudeSpan: Double): Double =
        farthestCornerKm(regionCorners(center, latitudeSpan, longitudeSpan))

    /** §11's center and corners; throws the contract's errors. */
    fun boundsCorners(southWest: GeoPoint, northEast: GeoPoint): Corners {
        if (!Spherical.isValidPosition(southWest)) throw GeoContractError("invalidCoordinate", 0)
        if (!Spherical.isValidPosition(northEast)) throw GeoContractError("invalidCoordinate", 1)
        if (southWest.latitude > northEast.latitude) throw GeoContractError("invalidBounds")
        val south = southWest.latitude
        val west = southWest.longitude
        val north = northEast.latitude
        val east = northEast.longitude
        val lngSpan = if (west <= east) east - west else (east - west) + 360
        val center = if (ModelMistake.makes("bounds")) southWest
            else GeoPoint((south + north) / 2, Spherical.normalizeLng(west + lngSpan / 2))
        return Corners(center, north, south, east, west)
    }

    fun boundsRadiusKm(southWest: GeoPoint, northEast: GeoPoint): Double = farthestCornerKm(boundsCorners(southWest, northEast))
}
