// geodesic.* (docs/contracts.md section 13): WGS84 distance and Android's densify along geodesics, computed by the
// model's GeodesicModel (src/model/Geodesic.kt, GeographicLib through the geographiclib-server). Each suite: its
// oracle computation (Double outputs written canonical), random inputs kept away from the count's integer
// boundaries, the plain input an adapter gets and the answer it returns; then the family's JVM mutant.

package com.mapconductor.parity

/** §13.3: metres to a micrometre (130 x the ports' measured difference). */
val GEODESIC_METRES = jobj("tolerance" to jobj("abs" to JNum("1.0E-6")))

/** §13.3: degrees to 1e-9 (240 x the measured difference); altitudes are a lerp with the same fraction. */
val GEODESIC_DEGREES = jobj("tolerance" to jobj("abs" to JNum("1.0E-9")))

object GeodesicDistance : Suite<FromTo, Double>("geodesic.distance", "GeographicLib's inverse-problem distance s12 in metres on the WGS84 ellipsoid (docs/contracts.md section 13.1). Tolerance: 1 micrometre (section 13.3).") {
    override val defaults = GEODESIC_METRES
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome =
        value("meters" to JDouble.ofResult(GeodesicModel.distance(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b) }
    override fun subjectInput(f: Fields) = FromTo(f.point("from"), f.point("to"))
    override fun subjectOutcome(answer: Double) = value("meters" to subjectDouble(answer))
    override fun oracleAnswer(input: FromTo, revision: ContractRevision): Double =
        GeodesicModel.distance(modelPoint(input.from), modelPoint(input.to))
}

object GeodesicInterpolatePoints : Suite<DensifyPath, List<Point>>("geodesic.interpolatePoints", "Android's createInterpolatePoints: each segment cut into max(1, toInt(s12 / maxSegmentLength)) pieces along its geodesic, fractions accumulated by addition; emptyPath; no cap (a zero maxSegmentLength exhausts Android's heap: not portable) (docs/contracts.md section 13.2). Tolerance: 1e-9 degrees (section 13.3).") {
    override val notPortableReasons = listOf(NotPortableReasons.GEODESIC_TOO_MANY_POINTS)
    override val defaults = GEODESIC_DEGREES
    override val suggestedRandomCount = 60
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", JArr(listOf(GEOPOINT_EXAMPLE, FROM_TO[1].example))),
        FieldSpec("maxSegmentLength", "f64", JNum("10000.0"), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("points")
        val max = f.opt("maxSegmentLength")?.let { f64(it, f.path("maxSegmentLength")) } ?: 10000.0
        return geoOutcome { value("points" to JArr(GeodesicModel.interpolatePoints(points, max).map(::geoPointJ))) }
    }
    override fun randomInput(g: Gen): JObj {
        val fields = linkedMapOf<String, J>("points" to g.route())
        if (g.chance(0.6)) {
            fields["maxSegmentLength"] = if (g.chance(0.8)) JDouble.ofInput((1 + g.nextDouble() * 199) * g.pick(listOf(100.0, 1000.0, 10000.0)))
            else g.pick(listOf(JNum("0.0"), JNum("-1.0"), JStr("NaN"), JStr("Infinity"), JNum("1.0E9")))
        }
        return JObj(fields)
    }
    /** §13.2: a count is decided by the ports' last bits only when s12 / maxSegmentLength is within ULPs of an integer. */
    override fun acceptRandom(input: JObj): Boolean {
        val points = try { arr(input["points"]!!, "points").map { pointOf(it) } } catch (e: RuntimeException) { return true }
        val max = input["maxSegmentLength"]?.let { f64(it, "maxSegmentLength") } ?: 10000.0
        return points.zipWithNext().all { (a, b) ->
            val q = GeodesicModel.distance(a, b) / max
            !q.isFinite() || q > 2e6 || Math.abs(q - Math.rint(q)) > 1e-9 * Math.max(1.0, Math.abs(q))
        }
    }
    override fun subjectInput(f: Fields) =
        DensifyPath(f.points("points"), f.opt("maxSegmentLength")?.let { f64(it, f.path("maxSegmentLength")) } ?: 10000.0)
    override fun subjectOutcome(answer: List<Point>) = value("points" to JArr(answer.map(::subjectPointJ)))
    override fun oracleAnswer(input: DensifyPath, revision: ContractRevision): List<Point> = rejecting {
        GeodesicModel.interpolatePoints(input.points.map(::modelPoint), input.maxSegmentLength).map(::plainPoint)
    }
}

/** `geodesic.interpolatePoints`: the path and the longest piece in metres (Android's default 10000.0). */
data class DensifyPath(val points: List<Point>, val maxSegmentLength: Double)

object GeodesicSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(GeodesicDistance, GeodesicInterpolatePoints)
    override val mutants = listOf(JvmMutant(DensifyDropsNaNVertex::class.java, GeodesicInterpolatePoints, "/points"))
}

/** Leaves out a vertex with a NaN coordinate instead of keeping it as given (a port that "cleans" the path). */
class DensifyDropsNaNVertex(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeodesicInterpolatePoints) { input ->
            oracle(GeodesicInterpolatePoints, input.copy(points = input.points.filter { !it.latitude.isNaN() && !it.longitude.isNaN() }.ifEmpty { input.points }))
        }
    }
}
