// geodesic.* (docs/contracts.md section 13): WGS84 distance and Android's densify along geodesics, computed by the
// model's GeodesicModel (src/model/Geodesic.kt) on each revision's geodesics: GeographicLib through the
// geographiclib-server at 221a949, Vincenty's formulae (src/model/Vincenty.kt) at 1569cc5. Each suite: its
// oracle computation (Double outputs written canonical), random inputs kept away from the count's integer
// boundaries, the plain input an adapter gets and the answer it returns; then the family's JVM mutant.

package com.mapconductor.parity

/** §13.3: metres to a micrometre (130 x the ports' measured difference). */
val GEODESIC_METRES = jobj("tolerance" to jobj("abs" to JNum("1.0E-6")))

/** §13.3: degrees to 1e-9 (240 x the measured difference); altitudes are a lerp with the same fraction. */
val GEODESIC_DEGREES = jobj("tolerance" to jobj("abs" to JNum("1.0E-9")))

object GeodesicDistance : Suite<FromTo, Double>("geodesic.distance", "The WGS84 distance in metres: GeographicLib's inverse-problem s12 at 221a949 (docs/contracts.md section 13.1); Vincenty's inverse with its haversine fallback after 100 passes at 1569cc5 (section 13.4). Tolerance: 1 micrometre (sections 13.3, 13.6).") {
    override val defaults = GEODESIC_METRES
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome =
        value("meters" to JDouble.ofResult(GeodesicModel.at(f.revision).distance(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b) }
    /** Section 13.6: no pair whose Vincenty iteration another libm could end otherwise (the same inputs for every revision). */
    override fun acceptRandom(input: JObj): Boolean = try {
        VincentyConditioning.wellConditioned(pointOf(input["from"]!!), pointOf(input["to"]!!))
    } catch (e: RuntimeException) {
        true
    }
    override fun conditioningTolerance(input: JObj, revision: ContractRevision): Tolerance? = try {
        if (GeodesicModel.at(revision).lines !== VincentyLines) null
        else VincentyConditioning.distanceTolerance(pointOf(input["from"]!!), pointOf(input["to"]!!))
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) = FromTo(f.point("from"), f.point("to"))
    override fun subjectOutcome(answer: Double) = value("meters" to subjectDouble(answer))
    override fun oracleAnswer(input: FromTo, revision: ContractRevision): Double =
        GeodesicModel.at(revision).distance(modelPoint(input.from), modelPoint(input.to))
}

object GeodesicInterpolatePoints : Suite<DensifyPath, List<Point>>("geodesic.interpolatePoints", "Android's geodesic densify: each segment cut into max(1, toInt(s / maxSegmentLength)) pieces along its geodesic (GeographicLib at 221a949, Vincenty's direct problem along the inverse's azimuth at 1569cc5), fractions accumulated by addition; emptyPath; no cap (a zero maxSegmentLength exhausts Android's heap: not portable) (docs/contracts.md sections 13.2, 13.4). Tolerance: 1e-9 degrees (sections 13.3, 13.6).") {
    override val notPortableReasons = listOf(
        NotPortableReasons.GEODESIC_TOO_MANY_POINTS, NotPortableReasons.VINCENTY_TOO_MANY_POINTS, NotPortableReasons.GEODESIC_TOO_MANY_PIECES
    )
    override val defaults = GEODESIC_DEGREES
    override val suggestedRandomCount = 60
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", JArr(listOf(GEOPOINT_EXAMPLE, FROM_TO[1].example))),
        FieldSpec("maxSegmentLength", "f64", JNum("10000.0"), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("points")
        val max = f.opt("maxSegmentLength")?.let { f64(it, f.path("maxSegmentLength")) } ?: 10000.0
        return geoOutcome { value("points" to JArr(GeodesicModel.at(f.revision).interpolatePoints(points, max).map(::geoPointJ))) }
    }
    override fun randomInput(g: Gen): JObj {
        val fields = linkedMapOf<String, J>("points" to g.route())
        if (g.chance(0.6)) {
            fields["maxSegmentLength"] = if (g.chance(0.8)) JDouble.ofInput((1 + g.nextDouble() * 199) * g.pick(listOf(100.0, 1000.0, 10000.0)))
            else g.pick(listOf(JNum("0.0"), JNum("-1.0"), JStr("NaN"), JStr("Infinity"), JNum("1.0E9")))
        }
        return JObj(fields)
    }
    /**
     * §13.2: a count is decided by the ports' last bits only when s / maxSegmentLength is within ULPs of an integer;
     * §13.6: a segment whose Vincenty iteration another libm could end otherwise. Under every revision's
     * geodesics, so that every revision's file has the same inputs.
     */
    override fun acceptRandom(input: JObj): Boolean {
        val points = try { arr(input["points"]!!, "points").map { pointOf(it) } } catch (e: RuntimeException) { return true }
        val max = input["maxSegmentLength"]?.let { f64(it, "maxSegmentLength") } ?: 10000.0
        return points.zipWithNext().all { (a, b) ->
            countIsClear(GeographicLibLines.distance(a, b) / max) && VincentyConditioning.countIsClear(a, b, max)
        }
    }
    private fun countIsClear(q: Double) = !q.isFinite() || q > 2e6 || Math.abs(q - Math.rint(q)) > 1e-9 * Math.max(1.0, Math.abs(q))
    /**
     * §13.6: where another libm could make a segment's Vincenty inverse fall back (or not), its azimuth and length
     * change and with them every point of the segment: only the result's shape is checked there.
     */
    override fun conditioningTolerance(input: JObj, revision: ContractRevision): Tolerance? = try {
        if (GeodesicModel.at(revision).lines !== VincentyLines) null
        else {
            val points = arr(input["points"]!!, "points").map { pointOf(it) }
            val shaky = points.zipWithNext().any { (a, b) -> VincentyConditioning.outcomes(a, b).let { it.fallbackDiffers || it.nanDiffers } }
            if (shaky) Tolerance.ofAbs(360.0, nanMatchesNumber = true) else null
        }
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) =
        DensifyPath(f.points("points"), f.opt("maxSegmentLength")?.let { f64(it, f.path("maxSegmentLength")) } ?: 10000.0)
    override fun subjectOutcome(answer: List<Point>) = value("points" to JArr(answer.map(::subjectPointJ)))
    override fun oracleAnswer(input: DensifyPath, revision: ContractRevision): List<Point> = rejecting {
        GeodesicModel.at(revision).interpolatePoints(input.points.map(::modelPoint), input.maxSegmentLength).map(::plainPoint)
    }
}

/** `geodesic.interpolatePoints`: the path and the longest piece in metres (Android's default 10000.0). */
data class DensifyPath(val points: List<Point>, val maxSegmentLength: Double)

object GeodesicSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(GeodesicDistance, GeodesicInterpolatePoints)
    override val mutants = listOf(
        JvmMutant(DistanceOnTheOtherRevisionsGeodesics::class.java, GeodesicDistance, "/meters"),
        JvmMutant(DensifyDropsNaNVertex::class.java, GeodesicInterpolatePoints, "/points"),
        JvmMutant(GeodesicPointsOnTheSphere::class.java, GeodesicInterpolatePoints, "/points/1/lat")
    )
}

/** The revision whose geodesics are not [revision]'s: GeographicLib's for 1569cc5, Vincenty's for the earlier ones. */
fun otherGeodesics(revision: ContractRevision): GeodesicModel =
    GeodesicModel.at(if (revision.atLeast(ContractRevision.SDK_1569CC5)) ContractRevision.SDK_221A949_CLICKABLE else ContractRevision.SDK_1569CC5)

/**
 * The distance on the other revision's geodesics: GeographicLib's s12 where 1569cc5 computes Vincenty's (a port of
 * the SDK before 067471c: they part by tenths of a millimetre, and by tens of kilometres where Vincenty falls
 * back), Vincenty's where the earlier revisions call GeographicLib.
 */
class DistanceOnTheOtherRevisionsGeodesics(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeodesicDistance) { input -> otherGeodesics(revision).distance(modelPoint(input.from), modelPoint(input.to)) }
    }
}

/**
 * Each point on the great circle (Spherical.sphericalInterpolate) instead of the ellipsoid, the counts Android's:
 * what a port of the WGS84Geodesic that delegated `interpolate` to Spherical (before 4379b7d) computes.
 */
class GeodesicPointsOnTheSphere(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeodesicInterpolatePoints) { input ->
            val model = GeodesicModel.at(revision)
            val points = input.points.map(::modelPoint)
            rejecting {
                if (points.isEmpty()) throw GeoContractError("emptyPath")
                val counts = GeodesicModel.segmentCounts(points, input.maxSegmentLength, "s", model::distance)
                GeodesicModel.densify(points, counts, Spherical::sphericalInterpolate).map(::plainPoint)
            }
        }
    }
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
