// Spherical math of android-core-semantics.md section 7 and docs/contracts.md, with the JVM's java.lang.Math.

object Spherical {
    const val EARTH_RADIUS = 6378137.0

    /** DEG = pi / 180 as one folded constant (the same double as Math.toRadians' factor). */
    const val DEG = Math.PI / 180.0

    /** Haversine: a = sin(dphi/2)^2 + cos(phi1) cos(phi2) sin(dlambda/2)^2, each square a product; d = R * 2 * atan2(sqrt(a), sqrt(1 - a)). */
    fun distance(from: GeoPoint, to: GeoPoint): Double {
        val phi1 = from.latitude * DEG
        val phi2 = to.latitude * DEG
        val dPhi = (to.latitude - from.latitude) * DEG
        val dLambda = (to.longitude - from.longitude) * DEG
        val sPhi = Math.sin(dPhi / 2)
        val sLambda = Math.sin(dLambda / 2)
        val a = sPhi * sPhi + Math.cos(phi1) * Math.cos(phi2) * sLambda * sLambda
        return EARTH_RADIUS * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))
    }
}
