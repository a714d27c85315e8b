// route.* (docs/contracts.md sections 6-8): a route's length, the point at a distance along it and its
// distance markers, computed by the model's Route (src/model/GeoMath.kt). Each suite: its oracle computation,
// random inputs and conditioning, the plain input an adapter gets and answer it returns; then the JVM mutant.

package com.mapconductor.parity

object RouteCumulativeDistance : Suite<List<Point>, Double>("route.cumulativeDistance", "Total route length in km: segment haversines summed in metres, divided by 1000 once; invalidCoordinate names the first bad point (docs/contracts.md section 6).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override fun conditioningTolerance(input: JObj): Tolerance? = routeConditioning(input)
    override val fields = listOf(FieldSpec("route", "[GeoPoint]", JArr(listOf(GEOPOINT_EXAMPLE, jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"), "alt" to JNum("0.0"))))))
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("route")
        return geoOutcome { kmOutcome(Route(points).totalKm) }
    }
    override fun randomInput(g: Gen) = jobj("route" to g.route())
    override fun acceptRandom(input: JObj) = wellConditionedRoute(input)
    override fun subjectInput(f: Fields): List<Point> = f.points("route")
    override fun subjectOutcome(answer: Double) = subjectKm(answer)
    override fun oracleAnswer(input: List<Point>, revision: ContractRevision): Double =
        rejecting { Route(input.map(::modelPoint)).totalKm }
}

object RoutePointAtDistance : Suite<RouteDistance, Point>("route.pointAtDistance", "The point km along a route: ends as given, else Android's linearInterpolate on the first segment whose cumulative end reaches km (docs/contracts.md section 7).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-6")))
    override fun conditioningTolerance(input: JObj): Tolerance? = routePositionConditioning(input)
    override val fields = RouteCumulativeDistance.fields + FieldSpec("km", "f64", JNum("100.0"))
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("route")
        val km = f.double("km")
        return geoOutcome { value("point" to geoPointJ(Route(points).pointAt(km))) }
    }
    override fun randomInput(g: Gen): JObj {
        val route = g.route()
        val total = try { Route((route.items).map { pointOf(it) }).totalKm } catch (e: GeoContractError) { 100.0 }
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
        val route = try { Route(arr(input["route"]!!, "route").map { pointOf(it) }) } catch (e: GeoContractError) { return true }
        // a target within 1e-9 km of a vertex could pick either segment on another libm
        return route.cumKm.none { Math.abs(it - km) < 1e-9 } || km <= 0 || km >= route.totalKm
    }
    override fun subjectInput(f: Fields) = RouteDistance(f.points("route"), f.double("km"))
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: RouteDistance, revision: ContractRevision): Point =
        rejecting { plainPoint(Route(input.route.map(::modelPoint)).pointAt(input.km)) }
}

object RouteDistanceMarkers : Suite<RouteZoom, List<DistanceMarker>>("route.distanceMarkers", "Start, k*interval (strictly below the total) and end markers with labels (docs/contracts.md section 8).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-6")))
    override fun conditioningTolerance(input: JObj): Tolerance? = routePositionConditioning(input)
    override val fields = RouteCumulativeDistance.fields + FieldSpec("zoom", "f64", JNum("11.0"))
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("route")
        val zoom = f.double("zoom")
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
        val route = try { Route(arr(input["route"]!!, "route").map { pointOf(it) }) } catch (e: GeoContractError) { return true }
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
    override fun subjectInput(f: Fields) = RouteZoom(f.points("route"), f.double("zoom"))
    override fun subjectOutcome(answer: List<DistanceMarker>) = value("markers" to JArr(answer.map {
        jobj("km" to subjectDouble(it.km), "point" to subjectPointJ(it.point), "label" to JStr(it.label))
    }))
    override fun oracleAnswer(input: RouteZoom, revision: ContractRevision): List<DistanceMarker> = rejecting {
        Route(input.route.map(::modelPoint)).distanceMarkers(input.zoom).map { DistanceMarker(it.km, plainPoint(it.point), it.label) }
    }
}

/** `route.pointAtDistance`: the point [km] along [route]. */
data class RouteDistance(val route: List<Point>, val km: Double)

/** `route.distanceMarkers`: the markers of [route] at [zoom]. */
data class RouteZoom(val route: List<Point>, val zoom: Double)

/** One distance marker of `route.distanceMarkers`. */
data class DistanceMarker(val km: Double, val point: Point, val label: String)

object RouteSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(RouteCumulativeDistance, RoutePointAtDistance, RouteDistanceMarkers)
    override val mutants = listOf(JvmMutant(MarkerLabelWithoutSpace::class.java, RouteDistanceMarkers, "/markers/0/label"))
}

/** Labels written "10km" where Android writes "10 km". */
class MarkerLabelWithoutSpace(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(RouteDistanceMarkers) { input ->
            oracle(RouteDistanceMarkers, input).map { it.copy(label = it.label.replace(" km", "km")) }
        }
    }
}
