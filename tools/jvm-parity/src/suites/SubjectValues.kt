// How the subject's plain values are read from a case's input and written as the outcome the comparison reads:
// the helpers every family file's subject side shares.

package com.mapconductor.parity

/** `{"hash": h}`. */
fun hashOutcome(h: Int): Outcome = value("hash" to JInt(h))

/** An object of Int fields, in the given order (a fingerprint). */
fun intsOutcome(fields: List<Pair<String, Int>>): Outcome {
    val m = LinkedHashMap<String, J>()
    for ((name, v) in fields) m[name] = JInt(v)
    return Outcome.Value(JObj(m))
}

/** The subject's Double as it is (a NaN payload included: only `nanBits` would compare it). */
fun subjectDouble(d: Double): J = JDouble(java.lang.Double.doubleToRawLongBits(d))

fun subjectPointJ(p: Point): J = jobj("lat" to subjectDouble(p.latitude), "lng" to subjectDouble(p.longitude), "alt" to subjectDouble(p.altitude))

fun Fields.double(key: String): Double = f64(req(key), path(key))
fun Fields.point(key: String): Point = plainPoint(geoPoint(key))
fun Fields.points(key: String): List<Point> = geoPoints(key).map(::plainPoint)

fun plainPoint(p: GeoPoint): Point = Point(p.latitude, p.longitude, p.altitude)
fun modelPoint(p: Point): GeoPoint = GeoPoint(p.latitude, p.longitude, p.altitude)
