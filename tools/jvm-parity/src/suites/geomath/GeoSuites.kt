// The spherical.*, route.*, zoom.*, region.* and bounds.* suites (docs/contracts.md), computed by GeoMath.kt.

package com.mapconductor.parity

private const val ANTIPODE_KM = Math.PI * Spherical.R / 1000

private fun geoOutcome(body: () -> Outcome): Outcome = try {
    body()
} catch (e: GeoContractError) {
    Outcome.Error(e.code, e.index)
}

private fun km(x: Double): Outcome = value("km" to JDouble.ofResult(x))

private fun Fields.route(key: String = "route"): List<GeoPoint> = geoPoints(key)

private fun Fields.f64(key: String): Double = f64(req(key), path(key))

/** An outcome for a random input, without the exception plumbing (null for a bad input). */
private fun Suite.tryRun(input: JObj): Outcome? = try { run(input, true) } catch (e: VectorError) { null }

private fun doubleOf(o: Outcome?, field: String): Double? =
    ((o as? Outcome.Value)?.fields?.get(field) as? JDouble)?.value

private val FROM_TO = listOf(
    FieldSpec("from", "GeoPoint", GEOPOINT_EXAMPLE),
    FieldSpec("to", "GeoPoint", jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951")))
)

private fun Gen.fraction(): J = when (nextInt(8)) {
    0 -> JNum(pick(listOf("0.0", "0.5", "1.0", "1.5", "-0.5", "0.25")))
    1 -> double()
    else -> JDouble.ofInput(nextDouble())
}

/** Two points on the sphere, mostly ordinary, at least [minKm] apart and away from antipodes and poles. */
private fun Gen.pointPair(): Pair<JObj, JObj> {
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

private fun plainPoint(j: J): GeoPoint = readGeoPoint(j, "p", true)

/** Inputs whose coordinates are finite and in range (random NaN/inf inputs give NaN everywhere: always fine). */
private fun wellConditionedPair(from: GeoPoint, to: GeoPoint, minKm: Double): Boolean {
    val all = listOf(from.latitude, from.longitude, to.latitude, to.longitude)
    if (all.any { it.isNaN() || it.isInfinite() }) return true
    if (all.any { Math.abs(it) > 1000 }) return false
    if (Math.abs(from.latitude) > 89.9 || Math.abs(to.latitude) > 89.9) return false
    val d = Spherical.distance(from, to) / 1000
    return d > minKm && d < ANTIPODE_KM - 50
}

/** contracts.md "Conditioning": within 1e-3 rad of antipodal (about 6.4 km), sqrt(1 - a) turns one ULP of a into ~0.2 m. */
private fun nearAntipodal(from: GeoPoint, to: GeoPoint): Boolean {
    val d = Spherical.distance(from, to)
    return !d.isNaN() && d > Spherical.R * (Math.PI - 1e-3)
}

/** The points of a route input that has a segment near antipodal, or null (a malformed input has no conditioning). */
private fun hasNearAntipodalSegment(input: JObj): Boolean = try {
    val points = (input["route"] as JArr).items.map { plainPoint(it) }
    points.zipWithNext().any { (a, b) -> nearAntipodal(a, b) }
} catch (e: RuntimeException) {
    false
}

/** contracts.md "Conditioning": a route with a near-antipodal segment; its totals and positions move by up to ~1e-4. */
private val ROUTE_CONDITIONING = jobj("abs" to JNum("0.001"))

/** The largest finite |altitude| of a route input (0 for a malformed one; a route with an infinite one is rejected). */
private fun maxAbsAltitude(input: JObj): Double = try {
    (input["route"] as JArr).items.map { Math.abs(plainPoint(it).altitude) }.filter { it.isFinite() }.fold(0.0) { a, b -> Math.max(a, b) }
} catch (e: RuntimeException) {
    0.0
}

/**
 * contracts.md "Conditioning" for positions along a route: a near-antipodal segment, or altitudes beyond 1e9 m,
 * whose interpolation multiplies the fraction's last-bit error by the altitude step (max |alt| x 1e-12).
 */
private fun routePositionConditioning(input: JObj): JObj? {
    val maxAltitude = maxAbsAltitude(input)
    if (maxAltitude > 1e9) return jobj("abs" to JDouble.ofResult(Math.max(0.001, maxAltitude * 1e-12)))
    return if (hasNearAntipodalSegment(input)) ROUTE_CONDITIONING else null
}

object SphericalDistance : Suite("spherical.distance", "Haversine distance in metres, R = 6378137 (docs/contracts.md section 1). Tolerance: 8 ULPs or 1 micrometre.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-6")))
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome = value("meters" to JDouble.ofResult(Spherical.distance(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b) }
    override fun acceptRandom(input: JObj) = wellConditionedPair(plainPoint(input["from"]!!), plainPoint(input["to"]!!), -1.0)
    override fun conditioningTolerance(input: JObj): JObj? = try {
        if (nearAntipodal(plainPoint(input["from"]!!), plainPoint(input["to"]!!))) jobj("abs" to JNum("1.0")) else null
    } catch (e: RuntimeException) {
        null
    }
}

object SphericalHeading : Suite("spherical.heading", "Initial bearing in degrees, normalised to (-180, 180] (docs/contracts.md section 2).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome = value("degrees" to JDouble.ofResult(Spherical.heading(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b) }
    override fun acceptRandom(input: JObj) = wellConditionedPair(plainPoint(input["from"]!!), plainPoint(input["to"]!!), 1.0)
}

object SphericalLinearInterpolate : Suite("spherical.linearInterpolate", "Android's linearInterpolate: lerp of latitude and altitude, longitude the short way across +-180 then normalizeLng (docs/contracts.md section 3). Exact.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val fields = FROM_TO + FieldSpec("fraction", "f64", JNum("0.5"))
    override fun compute(f: Fields): Outcome =
        value("point" to geoPointJ(Spherical.linearInterpolate(f.geoPoint("from"), f.geoPoint("to"), f.f64("fraction"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b, "fraction" to g.fraction()) }
}

object SphericalSphericalInterpolate : Suite("spherical.sphericalInterpolate", "Great-circle interpolation (slerp) with the small-angle fallback and asin(z) unclamped, as on Android (docs/contracts.md section 4).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = FROM_TO + FieldSpec("fraction", "f64", JNum("0.5"))
    override fun compute(f: Fields): Outcome =
        value("point" to geoPointJ(Spherical.sphericalInterpolate(f.geoPoint("from"), f.geoPoint("to"), f.f64("fraction"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b, "fraction" to g.fraction()) }
    override fun acceptRandom(input: JObj): Boolean {
        val from = plainPoint(input["from"]!!)
        val to = plainPoint(input["to"]!!)
        if (!wellConditionedPair(from, to, 1.0)) return false
        // the result must stay away from the poles, where its longitude is ill-conditioned
        val p = Spherical.sphericalInterpolate(from, to, f64(input["fraction"]!!, "fraction"))
        return p.latitude.isNaN() || Math.abs(p.latitude) < 89.9
    }
    /** contracts.md "Conditioning": between near-antipodes the great circle is undefined (weights ~ 1/sin theta), and
     *  a fraction beyond 1000 multiplies acos's last bit into the angle: only NaN against a number is checked. */
    override fun conditioningTolerance(input: JObj): JObj? = try {
        val from = plainPoint(input["from"]!!)
        val to = plainPoint(input["to"]!!)
        val f = f64(input["fraction"]!!, "fraction")
        val d = Spherical.distance(from, to)
        if ((!d.isNaN() && d > Spherical.R * (Math.PI - 1e-4)) || Math.abs(f) > 1000) jobj("abs" to JNum("360.0")) else null
    } catch (e: RuntimeException) {
        null
    }
}

object SphericalMetersPerPixel : Suite("spherical.metersPerPixel", "Ground resolution 40075016.686 / tileSize / 2^zoom * cos(|latitude| * DEG) in metres (docs/contracts.md section 5).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(4)))
    override val fields = listOf(
        FieldSpec("latitude", "f64", JNum("35.681236")), FieldSpec("zoom", "f64", JNum("15.0")),
        FieldSpec("tileSize", "i32", JInt(256), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val latitude = f.f64("latitude")
        val zoom = f.f64("zoom")
        val tileSize = f.optI32("tileSize", 256)
        return value("meters" to JDouble.ofResult(Spherical.metersPerPixel(latitude, zoom, tileSize)))
    }

    /**
     * Android computes `Math.toRadians(|lat|)`: `|lat| * (PI/180)` on current JDKs, but `|lat| / 180.0 * PI` in the
     * libcore of older Android releases (the SDK's minSdk 26 runs on both). The two radians differ by up to one
     * ULP, which cos amplifies near the poles (about 1e7 ULPs of the result at latitude 89.99999). A case where the
     * two Android results are further apart than the suite's 4 ULPs gets a tolerance of exactly their distance plus
     * those 4 ULPs: derived from both formulas on the JVM, so either device passes and nothing else does.
     */
    override fun conditioningTolerance(input: JObj): JObj? = try {
        val f = Fields(input, "input", false)
        val latitude = f.f64("latitude")
        val zoom = f.f64("zoom")
        val tileSize = f.optI32("tileSize", 256)
        val current = Spherical.metersPerPixel(latitude, zoom, tileSize)
        val older = Spherical.metersPerPixelOlderToRadians(latitude, zoom, tileSize)
        val apart = Compare.ulpDistance(current, older)
        if (current.isNaN() || older.isNaN() || apart <= java.math.BigInteger.valueOf(4)) null
        else jobj("ulps" to JInt(apart.add(java.math.BigInteger.valueOf(4)).min(java.math.BigInteger.valueOf(Int.MAX_VALUE.toLong())).toInt()))
    } catch (e: Exception) { null }

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["latitude"] = JDouble(if (g.chance(0.9)) g.bitsOf((g.nextDouble() * 2 - 1) * 89.0) else g.doubleBits())
        m["zoom"] = JDouble(if (g.chance(0.5)) g.bitsOf(g.nextInt(0, 23).toDouble()) else if (g.chance(0.8)) g.bitsOf(g.nextDouble() * 22) else g.doubleBits())
        if (g.chance(0.3)) m["tileSize"] = JInt(g.pick(listOf(256, 512, 128, 1, 0, -256, 1024)))
        return JObj(m)
    }
}

object RouteCumulativeDistance : Suite("route.cumulativeDistance", "Total route length in km: segment haversines summed in metres, divided by 1000 once; invalidCoordinate names the first bad point (docs/contracts.md section 6).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override fun conditioningTolerance(input: JObj): JObj? = if (hasNearAntipodalSegment(input)) ROUTE_CONDITIONING else null
    override val fields = listOf(FieldSpec("route", "[GeoPoint]", JArr(listOf(GEOPOINT_EXAMPLE, jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"))))))
    override fun compute(f: Fields): Outcome {
        val points = f.route()
        return geoOutcome { km(Route(points).totalKm) }
    }
    override fun randomInput(g: Gen) = jobj("route" to g.route())
    override fun acceptRandom(input: JObj) = wellConditionedRoute(input)
}

object RoutePointAtDistance : Suite("route.pointAtDistance", "The point km along a route: ends as given, else Android's linearInterpolate on the first segment whose cumulative end reaches km (docs/contracts.md section 7).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-6")))
    override fun conditioningTolerance(input: JObj): JObj? = routePositionConditioning(input)
    override val fields = RouteCumulativeDistance.fields + FieldSpec("km", "f64", JNum("100.0"))
    override fun compute(f: Fields): Outcome {
        val points = f.route()
        val km = f.f64("km")
        return geoOutcome { value("point" to geoPointJ(Route(points).pointAt(km))) }
    }
    override fun randomInput(g: Gen): JObj {
        val route = g.route()
        val total = try { Route((route.items).map { plainPoint(it) }).totalKm } catch (e: GeoContractError) { 100.0 }
        val km: J = when (g.nextInt(10)) {
            0 -> g.double()
            1 -> when (g.nextInt(5)) {
                0 -> JNum("0.0")
                1 -> JNum("-0.0")
                2 -> JNum("-1.0")
                3 -> JStr("Infinity")
                else -> JStr("-Infinity")
            }
            2 -> JDouble.ofInput(total * 1.5)
            else -> JDouble.ofInput(g.nextDouble() * total)
        }
        return jobj("route" to route, "km" to km)
    }
    override fun acceptRandom(input: JObj): Boolean {
        if (!wellConditionedRoute(input)) return false
        val km = f64(input["km"]!!, "km")
        val route = try { Route(arr(input["route"]!!, "route").map { plainPoint(it) }) } catch (e: GeoContractError) { return true }
        // a target within 1e-9 km of a vertex could pick either segment on another libm
        return route.cumKm.none { Math.abs(it - km) < 1e-9 } || km <= 0 || km >= route.totalKm
    }
}

object RouteDistanceMarkers : Suite("route.distanceMarkers", "Start, k*interval (strictly below the total) and end markers with labels (docs/contracts.md section 8).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-6")))
    override fun conditioningTolerance(input: JObj): JObj? = routePositionConditioning(input)
    override val fields = RouteCumulativeDistance.fields + FieldSpec("zoom", "f64", JNum("11.0"))
    override fun compute(f: Fields): Outcome {
        val points = f.route()
        val zoom = f.f64("zoom")
        return geoOutcome {
            val markers = Route(points).distanceMarkers(zoom).map {
                jobj("km" to JDouble.ofResult(it.km), "point" to geoPointJ(it.point), "label" to JStr(it.label))
            }
            value("markers" to JArr(markers))
        }
    }
    override fun randomInput(g: Gen) = jobj("route" to g.route(), "zoom" to g.zoom())
    override fun acceptRandom(input: JObj): Boolean {
        if (!wellConditionedRoute(input)) return false
        val route = try { Route(arr(input["route"]!!, "route").map { plainPoint(it) }) } catch (e: GeoContractError) { return true }
        val total = route.totalKm
        // keep the discrete outputs away from their boundaries (contracts.md section 8)
        if (Math.abs(total - Math.floor(total) - 0.5) < 1e-9) return false
        val interval = ZoomIntervals.interval(f64(input["zoom"]!!, "zoom")) ?: return true
        val r = total % interval
        if (r < 1e-9 || interval - r < 1e-9) return false
        var k = 1
        while (k * interval.toDouble() < total && k <= 100000) {
            val m = k * interval.toDouble()
            if (route.cumKm.any { Math.abs(it - m) < 1e-9 }) return false
            k++
        }
        return true
    }
}

object ZoomInterval : Suite("zoom.interval", "Marker interval in whole km for a zoom, >= boundaries, null below 5 or NaN (docs/contracts.md section 9). Exact.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val fields = listOf(FieldSpec("zoom", "f64", JNum("15.0")))
    override fun compute(f: Fields): Outcome {
        val interval = ZoomIntervals.interval(f.f64("zoom"))
        return value("km" to if (interval == null) JNull else JInt(interval))
    }
    override fun randomInput(g: Gen) = jobj("zoom" to g.zoom())
}

object RegionRadius : Suite("region.radius", "Distance in km from a region's center to its farthest corner, spans clamped, corner latitudes clamped, longitudes normalised (docs/contracts.md section 10).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = listOf(
        FieldSpec("center", "GeoPoint", GEOPOINT_EXAMPLE),
        FieldSpec("latitudeSpan", "f64", JNum("0.1")),
        FieldSpec("longitudeSpan", "f64", JNum("0.1"))
    )
    override fun compute(f: Fields): Outcome {
        val center = f.geoPoint("center")
        val latSpan = f.f64("latitudeSpan")
        val lngSpan = f.f64("longitudeSpan")
        return geoOutcome { km(Regions.regionRadiusKm(center, latSpan, lngSpan)) }
    }
    override fun randomInput(g: Gen): JObj {
        fun span(max: Double): J = when (g.nextInt(20)) {
            0 -> g.double()
            1 -> JNum(g.pick(listOf("0.0", "-0.0", "-1.0", "1000.0")))
            else -> JDouble.ofInput(g.nextDouble() * g.pick(listOf(0.01, 0.1, 1.0, 10.0, max)))
        }
        return jobj("center" to g.geoPoint(latRange = 95.0, lngRange = 185.0), "latitudeSpan" to span(170.0), "longitudeSpan" to span(350.0))
    }
    override fun acceptRandom(input: JObj): Boolean {
        val km = doubleOf(tryRun(input), "km") ?: return true
        return km < ANTIPODE_KM - 50
    }
}

object BoundsRadius : Suite("bounds.radius", "Distance in km from the center of south-west/north-east bounds (possibly across the antimeridian) to the farthest corner (docs/contracts.md section 11).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = listOf(
        FieldSpec("southWest", "GeoPoint", jobj("lat" to JNum("35.6"), "lng" to JNum("139.7"))),
        FieldSpec("northEast", "GeoPoint", jobj("lat" to JNum("35.7"), "lng" to JNum("139.8")))
    )
    override fun compute(f: Fields): Outcome {
        val sw = f.geoPoint("southWest")
        val ne = f.geoPoint("northEast")
        return geoOutcome { km(Regions.boundsRadiusKm(sw, ne)) }
    }
    override fun randomInput(g: Gen): JObj {
        val sw = g.geoPoint(latRange = 92.0, lngRange = 182.0)
        if (g.chance(0.3)) return jobj("southWest" to sw, "northEast" to g.geoPoint(latRange = 92.0, lngRange = 182.0))
        val lat = (sw["lat"] as JDouble).value + g.nextDouble() * g.pick(listOf(0.01, 1.0, 30.0))
        val lng = Spherical.normalizeLng((sw["lng"] as JDouble).value + g.nextDouble() * g.pick(listOf(0.01, 1.0, 60.0)))
        return jobj("southWest" to sw, "northEast" to jobj("lat" to JDouble.ofInput(lat), "lng" to JDouble.ofInput(lng)))
    }
    override fun acceptRandom(input: JObj): Boolean {
        val km = doubleOf(tryRun(input), "km") ?: return true
        return km < ANTIPODE_KM - 50
    }
}

// MARK: - Random routes and zooms

/** Routes mostly like real ones (steps of metres to tens of km from a start), sometimes degenerate or invalid. */
private fun Gen.route(): JArr {
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

private fun Gen.zoom(): J = when (nextInt(10)) {
    0 -> double()
    1 -> JDouble.ofInput(pick(listOf(16.0, 15.0, 14.0, 11.0, 9.0, 7.0, 5.0)).let { if (chance(0.5)) Math.nextDown(it) else it })
    2 -> JDouble.ofInput((nextDouble() * 22).toFloat().toDouble())
    else -> JDouble.ofInput(nextDouble() * 22)
}

private fun wellConditionedRoute(input: JObj): Boolean {
    val points = arr(input["route"]!!, "route").map { plainPoint(it) }
    for (i in 1 until points.size) {
        val a = points[i - 1]
        val b = points[i]
        if (!Spherical.isValidRoutePoint(a) || !Spherical.isValidRoutePoint(b)) continue
        if (Spherical.distance(a, b) / 1000 > ANTIPODE_KM - 50) return false
    }
    return true
}

object GeoSuites {
    val all: List<Suite> = listOf(
        SphericalDistance, SphericalHeading, SphericalLinearInterpolate, SphericalSphericalInterpolate,
        SphericalMetersPerPixel, RouteCumulativeDistance, RoutePointAtDistance, RouteDistanceMarkers,
        ZoomInterval, RegionRadius, BoundsRadius
    )
}
