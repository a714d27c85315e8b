// The planar and great-circle hit tests of docs/contracts.md §14.1 and §14.3, written after Android's
// isPointOnLinearLine and GeoNearest.closestIntersection (android-sdk-core @221a949): Kotlin's coerceIn (NaN
// kept), java.lang.Math's min/max (NaN kept), and Android's longitude loops.

package com.mapconductor.parity

object HitTestModel {
    /**
     * Android's `while (x > 180) x -= 360; while (x < -180) x += 360`. It never ends for +-Infinity and takes
     * millions of rounds beyond 1e9 degrees: outside the contract's domain, so not portable (§14.1).
     */
    fun androidWrap(degrees: Double): Double {
        if (degrees.isInfinite() || Math.abs(degrees) > 1e9) {
            throw NotPortable(NotPortableReasons.LONGITUDE_WRAP.fill(degrees))
        }
        var x = degrees
        while (x > 180.0) x -= 360.0
        while (x < -180.0) x += 360.0
        return x
    }

    /** §14.1 `isPointOnLinearLine`. */
    fun linearSegment(from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double): Pair<GeoPoint, Double>? {
        val fromLng = from.longitude
        val directDiff = to.longitude - fromLng
        val d = if (directDiff > 180.0) directDiff - 360.0 else if (directDiff < -180.0) directDiff + 360.0 else directDiff
        val toLng = fromLng + d
        val posLng = fromLng + androidWrap(position.longitude - fromLng)
        val ky = 111132.954
        val kx = ky * Math.cos((from.latitude + to.latitude) / 2.0 * Spherical.DEG)
        val ax = fromLng * kx
        val ay = from.latitude * ky
        val bx = toLng * kx
        val by = to.latitude * ky
        val px = posLng * kx
        val py = position.latitude * ky
        val sx = bx - ax
        val sy = by - ay
        val vx = px - ax
        val vy = py - ay
        val len2 = sx * sx + sy * sy
        if (len2 == 0.0) {
            val m = Math.sqrt(vx * vx + vy * vy)
            if (m > thresholdMeters) return null
            return Pair(GeoPoint(from.latitude, Spherical.normalizeLng(fromLng), from.altitude), m)
        }
        val raw = (vx * sx + vy * sy) / len2
        val t = if (ModelMistake.makes("hitTest")) Math.max(0.0, if (raw < 1.0) raw else 1.0) else Spherical.coerceIn(raw, 0.0, 1.0)
        val dx = px - (ax + t * sx)
        val dy = py - (ay + t * sy)
        val m = Math.sqrt(dx * dx + dy * dy)
        if (m > thresholdMeters) return null
        val point = GeoPoint(
            from.latitude + t * (to.latitude - from.latitude),
            Spherical.normalizeLng(fromLng + t * d),
            from.altitude + t * (to.altitude - from.altitude))
        return Pair(point, m)
    }

    class ClosestHit(val radiusMeters: Double, val hit: GeoPoint, val mode: String)

    /** §14.3 `GeoNearest.closestIntersection`. */
    fun closestIntersection(p: GeoPoint, a: GeoPoint, b: GeoPoint): ClosestHit =
        if (onTheSphere(p, a, b)) spherical(p, a, b) else planar(p, a, b)

    /** §14.3's switch: a span beyond 50 km (NaN included) is done on the sphere. */
    private fun onTheSphere(p: GeoPoint, a: GeoPoint, b: GeoPoint): Boolean =
        !(Math.max(Spherical.distance(a, b), Math.max(Spherical.distance(p, a), Spherical.distance(p, b))) <= 50_000.0)

    private const val EPS = 1e-12

    private fun planar(p: GeoPoint, a: GeoPoint, b: GeoPoint): ClosestHit {
        val deg = Spherical.DEG
        val kx = Spherical.R * Math.cos(p.latitude * deg) * deg
        val ky = Spherical.R * deg
        val ax = androidWrap(a.longitude - p.longitude) * kx
        val ay = (a.latitude - p.latitude) * ky
        val bx = androidWrap(b.longitude - p.longitude) * kx
        val by = (b.latitude - p.latitude) * ky
        val sx = bx - ax
        val sy = by - ay
        val vx = 0.0 - ax
        val vy = 0.0 - ay
        val len2 = sx * sx + sy * sy
        val t = if (len2 < EPS) 0.0 else Spherical.coerceIn((vx * sx + vy * sy) / len2, 0.0, 1.0)
        val x = ax + t * sx
        val y = ay + t * sy
        val meters = Math.hypot(x - 0.0, y - 0.0)
        val hit = GeoPoint(p.latitude + y / ky, androidWrap(p.longitude + x / kx))
        return ClosestHit(meters, hit, "planar")
    }

    private fun spherical(position: GeoPoint, a: GeoPoint, b: GeoPoint): ClosestHit {
        val arc = ArcProbe(position, a, b)
        if (arc.q == null) {
            return ClosestHit(Math.min(arc.pu, arc.pv) * Spherical.R, if (arc.pu <= arc.pv) a else b, "spherical")
        }
        val chosen = if (arc.onArc) arc.q else arc.nearerEnd
        return ClosestHit(angle(arc.p, chosen) * Spherical.R, toGeoPoint(chosen), "spherical")
    }

    /** Android's steps on the sphere, in its order: unit vectors, the great circle's closest point and its angles. */
    private class ArcProbe(position: GeoPoint, a: GeoPoint, b: GeoPoint) {
        val p = unit(position)
        val u = unit(a)
        val v = unit(b)
        /** The great circle's closest point to [p]; null when `a`-`b` is too short to span a circle. */
        val q: DoubleArray?
        val uq: Double
        val qv: Double
        val uv: Double
        /** `|uq + qv - uv|`, which Android compares with 1e-12. */
        val margin: Double
        val pu = angle(p, u)
        val pv = angle(p, v)

        init {
            val n = cross(u, v)
            val nNorm = norm(n)
            if (nNorm < 1e-15) {
                q = null
                uq = Double.NaN
                qv = Double.NaN
                uv = Double.NaN
                margin = Double.NaN
            } else {
                val nHat = scale(n, 1.0 / nNorm)
                val closest = normalize(cross(nHat, cross(p, nHat)))
                q = closest
                uq = angle(u, closest)
                qv = angle(closest, v)
                uv = angle(u, v)
                margin = Math.abs((uq + qv) - uv)
            }
        }

        val onArc: Boolean get() = margin <= 1e-12
        val nearerEnd: DoubleArray get() = if (pu <= pv) u else v
    }

    /** A few ULPs of a dot product of unit vectors, as two ports may round it differently. */
    private const val DOT_SPREAD = 1e-15

    /** How far [DOT_SPREAD] can move `acos` of a dot product whose angle is [x]. */
    private fun angleSpread(x: Double): Double = Math.min(DOT_SPREAD / Math.sin(x), Math.sqrt(2 * DOT_SPREAD))

    /**
     * §14.3 on the sphere: the hits Android returns had its on-arc test (`|uq + qv - uv| <= 1e-12`) or its nearer-end
     * test (`pu <= pv`) gone the other way. Both compare angles from `acos`, which the ports' last bits move by
     * [angleSpread]; a test that close to its threshold can go either way. Empty when neither is (and on the plane).
     */
    fun closestIntersectionNearTies(position: GeoPoint, a: GeoPoint, b: GeoPoint): List<ClosestHit> {
        if (!onTheSphere(position, a, b)) return emptyList()
        val arc = ArcProbe(position, a, b)
        val q = arc.q ?: return emptyList()
        val arcTie = Math.abs(arc.margin - 1e-12) <= angleSpread(arc.uq) + angleSpread(arc.qv) + angleSpread(arc.uv)
        val ends = if (Math.abs(arc.pu - arc.pv) <= angleSpread(arc.pu) + angleSpread(arc.pv)) listOf(arc.u, arc.v) else listOf(arc.nearerEnd)
        val chosen = if (arc.onArc) q else arc.nearerEnd
        val reachable = if (arcTie) listOf(q) + ends else if (arc.onArc) listOf(q) else ends
        return reachable.filter { it !== chosen }.map { ClosestHit(angle(arc.p, it) * Spherical.R, toGeoPoint(it), "spherical") }
    }

    private fun angle(u: DoubleArray, v: DoubleArray): Double = Math.acos(Math.max(-1.0, Math.min(1.0, dot(u, v))))

    private fun unit(point: GeoPoint): DoubleArray {
        val phi = point.latitude * Spherical.DEG
        val lambda = point.longitude * Spherical.DEG
        val c = Math.cos(phi)
        return doubleArrayOf(c * Math.cos(lambda), c * Math.sin(lambda), Math.sin(phi))
    }

    private fun toGeoPoint(v: DoubleArray): GeoPoint {
        val r = Math.max(EPS, Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]))
        val z = Spherical.coerceIn(v[2] / r, -1.0, 1.0)
        return GeoPoint(Math.asin(z) / Spherical.DEG, androidWrap(Math.atan2(v[1], v[0]) / Spherical.DEG))
    }

    private fun cross(u: DoubleArray, v: DoubleArray) =
        doubleArrayOf(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])

    private fun dot(u: DoubleArray, v: DoubleArray) = u[0] * v[0] + u[1] * v[1] + u[2] * v[2]

    private fun norm(u: DoubleArray) = Math.sqrt(dot(u, u))

    private fun scale(u: DoubleArray, s: Double) = doubleArrayOf(u[0] * s, u[1] * s, u[2] * s)

    private fun normalize(u: DoubleArray): DoubleArray {
        val n = norm(u)
        return if (n < EPS) doubleArrayOf(1.0, 0.0, 0.0) else scale(u, 1.0 / n)
    }
}
