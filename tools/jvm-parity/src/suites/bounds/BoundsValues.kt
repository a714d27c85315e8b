// What the bounds.* suite files (RectBoundsQueries.kt, RectBoundsBuilding.kt) share: the plain box an adapter
// gets and returns, reading one from a case (`{"southWest"?, "northEast"?}`, a missing or null corner making it
// empty), writing one as an output, and random boxes and points.

package com.mapconductor.parity

/** A GeoRectBounds as the vectors give it: either corner may be missing (then the box is empty). */
data class Box(val southWest: Point?, val northEast: Point?)

fun Fields.box(key: String): Box {
    val f = Fields(obj(req(key), path(key)), path(key), allowLoneEscape)
    val southWest = f.nullablePoint("southWest")
    val northEast = f.nullablePoint("northEast")
    f.done()
    return Box(southWest, northEast)
}

private fun Fields.nullablePoint(key: String): Point? {
    val j = opt(key) ?: return null
    return if (j is JNull) null else plainPoint(readGeoPoint(j, path(key), allowLoneEscape))
}

fun modelBox(box: Box): GeoRectBounds = GeoRectBounds(box.southWest?.let(::modelPoint), box.northEast?.let(::modelPoint))
fun plainBox(bounds: GeoRectBounds): Box = Box(bounds.southWest?.let(::plainPoint), bounds.northEast?.let(::plainPoint))

/** An optional point as an output; [result]: NaN written canonical (the oracle's own value), else the bits as given. */
fun optionalPointJ(p: Point?, result: Boolean): J = when {
    p == null -> JNull
    result -> geoPointJ(modelPoint(p))
    else -> subjectPointJ(p)
}

fun boxOutcome(box: Box, result: Boolean): Outcome =
    value("southWest" to optionalPointJ(box.southWest, result), "northEast" to optionalPointJ(box.northEast, result))

val BOX_EXAMPLE: JObj = jobj(
    "southWest" to jobj("lat" to JNum("10.0"), "lng" to JNum("170.0"), "alt" to JNum("0.0")),
    "northEast" to jobj("lat" to JNum("20.0"), "lng" to JNum("-170.0"), "alt" to JNum("0.0"))
)

/** A random box: mostly two corners (ordinary, across the antimeridian, the world, inverted, special), sometimes one or none. */
fun Gen.box(): JObj = when (nextInt(20)) {
    0 -> jobj()
    1 -> jobj("southWest" to geoPoint())
    2 -> jobj("northEast" to geoPoint())
    3, 4 -> jobj("southWest" to geoPoint(latRange = 100.0, lngRange = 400.0), "northEast" to geoPoint(latRange = 100.0, lngRange = 400.0))
    5 -> pick(listOf(
        Pair(-90.0 to -180.0, 90.0 to 180.0), Pair(0.0 to 180.0, 0.0 to -180.0), Pair(10.0 to 170.0, 20.0 to -170.0),
        Pair(20.0 to 0.0, 10.0 to 1.0), Pair(0.0 to -0.0, 0.0 to 0.0)
    )).let { (sw, ne) -> jobj("southWest" to plainJ(sw.first, sw.second), "northEast" to plainJ(ne.first, ne.second)) }
    else -> {
        val south = (nextDouble() * 2 - 1) * 90
        val north = Math.min(90.0, south + nextDouble() * pick(listOf(0.01, 1.0, 20.0)))
        val west = (nextDouble() * 2 - 1) * 180
        var east = west + nextDouble() * (if (chance(0.2)) 360.0 else 30.0)
        if (east > 180) east -= 360 // west > east: across the antimeridian
        jobj("southWest" to plainJ(south, west), "northEast" to plainJ(north, east))
    }
}

/** A point to test or add: ordinary, in range, or anything. */
fun Gen.boundsPoint(): JObj = if (chance(0.6)) geoPoint(latRange = 90.0, lngRange = 180.0, withAlt = 0.1) else geoPoint(latRange = 100.0, lngRange = 400.0)

private fun plainJ(lat: Double, lng: Double): JObj = jobj("lat" to JDouble.ofInput(lat), "lng" to JDouble.ofInput(lng))
