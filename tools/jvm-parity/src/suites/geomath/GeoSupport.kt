// What the geomath suite files (Spherical.kt, Route.kt, Zoom.kt, Region.kt, Bounds.kt) share: the contract's error
// outcome, the conditioning rules of docs/contracts.md that keep random inputs away from ill-conditioned regions,
// and random points, routes and zooms.

package com.mapconductor.parity

const val ANTIPODE_KM = Math.PI * Spherical.R / 1000

fun geoOutcome(body: () -> Outcome): Outcome = try {
    body()
} catch (e: GeoContractError) {
    Outcome.Error(e.code, e.index)
}

fun kmOutcome(x: Double): Outcome = value("km" to JDouble.ofResult(x))

/** An outcome for a random input, without the exception plumbing (null for a bad input). */
fun Suite<*, *>.tryRun(input: JObj): Outcome? = try { run(input, true) } catch (e: VectorError) { null }

fun doubleOf(o: Outcome?, field: String): Double? =
    ((o as? Outcome.Value)?.fields?.get(field) as? JDouble)?.value

val FROM_TO = listOf(
    FieldSpec("from", "GeoPoint", GEOPOINT_EXAMPLE),
    FieldSpec("to", "GeoPoint", jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"), "alt" to JNum("0.0")))
)

fun Gen.fraction(): J = when (nextInt(8)) {
    0 -> JNum(pick(listOf("0.0", "0.5", "1.0", "1.5", "-0.5", "0.25")))
    1 -> double()
    else -> JDouble.ofInput(nextDouble())
}

/** Two points on the sphere, mostly ordinary, at least [minKm] apart and away from antipodes and poles. */
fun Gen.pointPair(): Pair<JObj, JObj> {
    val a = geoPoint(withAlt = 0.3)
    val b = if (chance(0.5)) {
        geoPoint(withAlt = 0.3)
    } else {
        val lat = (a["lat"] as JDouble).value + (nextDouble() * 2 - 1) * pick(listOf(0.01, 0.1, 1.0, 10.0))
        val lng = (a["lng"] as JDouble).value + (nextDouble() * 2 - 1) * pick(listOf(0.01, 0.1, 1.0, 10.0))
        jobj("lat" to JDouble.ofInput(lat), "lng" to JDouble.ofInput(lng))
    }
    return Pair(a, b)
}

fun pointOf(j: J): GeoPoint = readGeoPoint(j, "p", true)

/** Inputs whose coordinates are finite and in range (random NaN/inf inputs give NaN everywhere: always fine). */
fun wellConditionedPair(from: GeoPoint, to: GeoPoint, minKm: Double): Boolean {
    val all = listOf(from.latitude, from.longitude, to.latitude, to.longitude)
    if (all.any { it.isNaN() || it.isInfinite() }) return true
    if (all.any { Math.abs(it) > 1000 }) return false
    if (Math.abs(from.latitude) > 89.9 || Math.abs(to.latitude) > 89.9) return false
    val d = Spherical.distance(from, to) / 1000
    return d > minKm && d < ANTIPODE_KM - 50
}

/**
 * contracts.md "Conditioning", from §1's `a`: within 1e-3 rad of antipodal (about 6.4 km), sqrt(1 - a) turns one
 * ULP of a into ~0.2 m; a NaN distance counts when `a` rounded past 1.
 */
fun nearAntipodal(a: Double): Boolean {
    val d = Spherical.R * Spherical.centralAngle(a)
    return if (d.isNaN()) a > 1.0 else d > Spherical.R * (Math.PI - 1e-3)
}

/** §1's `a` within a few ULPs of 1: the last bit of `sin` or `cos` decides whether it rounds above 1 (NaN). */
fun haversineMayRoundAboveOne(a: Double): Boolean = a + 4 * Math.ulp(1.0) > 1.0

/** The points of a route input; none for a malformed one, which has no conditioning. */
fun routePoints(input: JObj): List<GeoPoint> = try {
    (input["route"] as JArr).items.map { pointOf(it) }
} catch (e: RuntimeException) {
    emptyList()
}

/**
 * contracts.md "Conditioning": a route with a near-antipodal segment, whose totals and positions move by up to
 * ~1e-4; null for any other route. As for `spherical.distance`, a segment whose `a` is within ULPs of 1 may be NaN
 * on one platform and a number on another, and so may everything after it: then a NaN matches a number.
 */
fun routeConditioning(input: JObj): Tolerance? =
    antipodalConditioning(routePoints(input).zipWithNext().map { (from, to) -> Spherical.haversineA(from, to) }, 0.001)

/**
 * contracts.md "Conditioning" for `region.radius` and `bounds.radius`: a corner near the center's antipode moves
 * by ~0.2 m, or is NaN on one platform and a number on another, as in `spherical.distance`; null for an input
 * that is malformed or has no such corner.
 */
fun cornerConditioning(corners: () -> Regions.Corners): Tolerance? {
    val region = try { corners() } catch (e: Exception) { return null }  // a malformed input, or a contract error
    return antipodalConditioning(region.corners.map { Spherical.haversineA(region.center, it) }, 0.001)
}

/**
 * contracts.md "Conditioning" of distances by §1's `a` of each: none when no distance is near antipodal, else
 * `abs` [bound], with a NaN matching a number when one `a` may round past 1.
 */
fun antipodalConditioning(a: List<Double>, bound: Double): Tolerance? =
    if (a.none { nearAntipodal(it) }) null else Tolerance.ofAbs(bound, nanMatchesNumber = a.any { haversineMayRoundAboveOne(it) })

/** The largest finite |altitude| of [points] (0 when there is none; a route with an infinite one is rejected). */
fun maxAbsAltitude(points: List<GeoPoint>): Double =
    points.map { Math.abs(it.altitude) }.filter { it.isFinite() }.fold(0.0) { a, b -> Math.max(a, b) }

/**
 * contracts.md "Conditioning" for positions along a route: a near-antipodal segment, or altitudes beyond 1e9 m,
 * whose interpolation multiplies the fraction's last-bit error by the altitude step (max |alt| x 1e-12).
 */
fun routePositionConditioning(input: JObj): Tolerance? {
    val antipodal = routeConditioning(input)
    val altitude = altitudeConditioning(maxAbsAltitude(routePoints(input)), 0.001) ?: return antipodal
    // The altitude's bound wins; a segment that may be NaN on one side still makes a NaN match a number.
    return if (antipodal?.nanMatchesNumber == true) Tolerance.ofAbs(altitude.abs!!, nanMatchesNumber = true) else altitude
}

/** Beyond 1e9 m the last bit of an interpolation's fraction, times the altitude step, exceeds [floor]: max |alt| x 1e-12. */
fun altitudeConditioning(maxAltitude: Double, floor: Double): Tolerance? =
    if (maxAltitude > 1e9) Tolerance.ofAbs(Math.max(floor, maxAltitude * 1e-12)) else null

// MARK: - Random routes and zooms

/** Routes mostly like real ones (steps of metres to tens of km from a start), sometimes degenerate or invalid. */
fun Gen.route(): JArr {
    val n = when (nextInt(10)) {
        0 -> 0
        1 -> 1
        2 -> nextInt(30, 120)
        else -> nextInt(2, 12)
    }
    var lat = (nextDouble() * 2 - 1) * 80
    var lng = (nextDouble() * 2 - 1) * 180
    val points = ArrayList<J>(n)
    for (i in 0 until n) {
        val m = LinkedHashMap<String, J>()
        m["lat"] = JDouble.ofInput(lat)
        m["lng"] = JDouble.ofInput(lng)
        m["alt"] = JDouble.ofInput(if (chance(0.5)) 0.0 else nextInt(-50, 3000).toDouble())
        if (chance(0.02)) m[pick(listOf("lat", "lng", "alt"))] = double() // often invalid
        points.add(JObj(m))
        if (!chance(0.1)) { // else a duplicate point
            val step = pick(listOf(0.001, 0.01, 0.1, 0.5))
            lat = Spherical.coerceIn(lat + (nextDouble() * 2 - 1) * step, -85.0, 85.0)
            lng = Spherical.normalizeLng(lng + (nextDouble() * 2 - 1) * step * 2)
        }
    }
    return JArr(points)
}

fun Gen.zoom(): J = when (nextInt(10)) {
    0 -> double()
    1 -> JDouble.ofInput(pick(listOf(16.0, 15.0, 14.0, 11.0, 9.0, 7.0, 5.0)).let { if (chance(0.5)) Math.nextDown(it) else it })
    2 -> JDouble.ofInput((nextDouble() * 22).toFloat().toDouble())
    else -> JDouble.ofInput(nextDouble() * 22)
}

fun wellConditionedRoute(input: JObj): Boolean {
    val points = arr(input["route"]!!, "route").map { pointOf(it) }
    for (i in 1 until points.size) {
        val a = points[i - 1]
        val b = points[i]
        if (!Spherical.isValidRoutePoint(a) || !Spherical.isValidRoutePoint(b)) continue
        if (Spherical.distance(a, b) / 1000 > ANTIPODE_KM - 50) return false
    }
    return true
}

/** The model's contract errors as the subject interface's ContractRejection (the oracle as a subject). */
fun <T> rejecting(body: () -> T): T = try {
    body()
} catch (e: GeoContractError) {
    throw ContractRejection(e.code, e.index)
}

/** `{"km": x}` from a subject's answer. */
fun subjectKm(x: Double): Outcome = value("km" to subjectDouble(x))
