// meridian.* (docs/contracts.md section 23): Android's crossing of the +-180 meridian, straight and geodesic, the
// opposite point and the split, computed by the model's PolylineCuts (src/model/PolylineCuts.kt). Each suite: its
// oracle computation, random inputs near the antimeridian, the plain input an adapter gets and the answer it
// returns; then the family's JVM mutant.

package com.mapconductor.parity

object MeridianInterpolateLinear : Suite<FromTo, Point>("meridian.interpolateLinear", "interpolateAtMeridianLinear: the point on the meridian of from's side (+180 if from.lng >= 0, else -180) at the fraction (target - from.lng) / d, d the raw longitude difference at 221a949 (never unwrapped), the short-way one at 1569cc5 with the fraction 0 for d = 0 and else coerced into [0, 1] (docs/contracts.md section 23). Exact.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(PolylineCuts.linearCrossing(f.geoPoint("from"), f.geoPoint("to"), f.revision)))
    override fun randomInput(g: Gen): JObj = g.meridianSegment()
    override fun subjectInput(f: Fields) = FromTo(f.point("from"), f.point("to"))
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: FromTo, revision: ContractRevision): Point =
        plainPoint(PolylineCuts.linearCrossing(modelPoint(input.from), modelPoint(input.to), revision))
}

object MeridianInterpolateGeodesic : Suite<FromTo, Point>("meridian.interpolateGeodesic", "interpolateAtMeridianGeodesic: at most 50 bisections (while high - low > 1e-10) of sphericalInterpolate's side of the meridian, then its point at the middle fraction with the longitude set to the target meridian (docs/contracts.md section 23). Tolerance: 8 ULPs or 1e-7.") {
    override val defaults = GEODESIC_CROSSING_TOLERANCE
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(PolylineCuts.geodesicCrossing(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj = g.meridianSegment()
    /** Section 4's conditioning: slerp between near-antipodes or near a pole moves by more than an ULP of libm. */
    override fun acceptRandom(input: JObj) = wellConditionedCut(pointOf(input["from"]!!), pointOf(input["to"]!!))
    override fun subjectInput(f: Fields) = FromTo(f.point("from"), f.point("to"))
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: FromTo, revision: ContractRevision): Point =
        plainPoint(PolylineCuts.geodesicCrossing(modelPoint(input.from), modelPoint(input.to)))
}

object MeridianOppositePoint : Suite<Point, Point>("meridian.oppositePoint", "createOppositeMeridianPoint: the same latitude and altitude at -180 if lng >= 0 (-0.0 included), else +180 (NaN included) (docs/contracts.md section 23). Exact.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val fields = listOf(FieldSpec("point", "GeoPoint", jobj("lat" to JNum("10.0"), "lng" to JNum("170.0"), "alt" to JNum("0.0"))))
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(PolylineCuts.oppositePoint(f.geoPoint("point"))))
    override fun randomInput(g: Gen): JObj = jobj("point" to g.meridianPoint())
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: Point, revision: ContractRevision): Point = plainPoint(PolylineCuts.oppositePoint(modelPoint(input)))
}

object MeridianSplit : Suite<MeridianSplitInput, List<List<Point>>>("meridian.split", "splitByMeridian: fragments cut where |lng - the current fragment's last lng| > 180, ended by the crossing (linear, each revision's, or geodesic) and restarted by its opposite point (docs/contracts.md section 23). Exact; geodesic cases 8 ULPs or 1e-7.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val suggestedRandomCount = 150
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", JArr(listOf(jobj("lat" to JNum("10.0"), "lng" to JNum("170.0"), "alt" to JNum("0.0")), jobj("lat" to JNum("20.0"), "lng" to JNum("-170.0"), "alt" to JNum("0.0"))))),
        FieldSpec("geodesic", "bool", JBool(false), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("points")
        val geodesic = f.optBool("geodesic", false)
        return value("fragments" to JArr(PolylineCuts.split(points, geodesic, f.revision).map { JArr(it.map(::geoPointJ)) }))
    }
    /** The geodesic crossings go through sin/cos/atan2: section 23's tolerance for them. */
    override fun conditioningTolerance(input: JObj): Tolerance? =
        if ((input["geodesic"] as? JBool)?.value == true) GEODESIC_CROSSING else null
    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["points"] = g.meridianPath()
        if (g.chance(0.5)) m["geodesic"] = JBool(g.chance(0.6))
        return JObj(m)
    }
    /** A geodesic cut between near-antipodes or near a pole is ill-conditioned (section 4): drawn again. */
    override fun acceptRandom(input: JObj): Boolean {
        if ((input["geodesic"] as? JBool)?.value != true) return true
        val points = arr(input["points"]!!, "points").map { pointOf(it) }
        return points.zipWithNext().all { (a, b) -> Math.abs(b.longitude - a.longitude) <= 180 || wellConditionedCut(a, b) }
    }
    override fun subjectInput(f: Fields) = MeridianSplitInput(f.points("points"), f.optBool("geodesic", false))
    override fun subjectOutcome(answer: List<List<Point>>) = value("fragments" to JArr(answer.map { JArr(it.map(::subjectPointJ)) }))
    override fun oracleAnswer(input: MeridianSplitInput, revision: ContractRevision): List<List<Point>> =
        PolylineCuts.split(input.points.map(::modelPoint), input.geodesic, revision).map { it.map(::plainPoint) }
}

/**
 * A geodesic cut the random inputs may hold: section 4's well-conditioned pair, and no great circle within half a
 * degree of a pole (a longitude step within 0.5 of 180), where the crossing's latitude hangs on the last bits of
 * atan2. parity-check's fuzzer draws by the same rule (GeodesicCutConditioning).
 */
fun wellConditionedCut(from: GeoPoint, to: GeoPoint): Boolean {
    if (!wellConditionedPair(from, to, -1.0)) return false
    val step = Math.abs((to.longitude - from.longitude) % 360)
    return step.isNaN() || step.isInfinite() || Math.abs(step - 180) >= 0.5
}

/** Section 23's tolerance for geodesic crossings: the suite's default, and every geodesic case's own. */
val GEODESIC_CROSSING = Tolerance(8, 1e-7, false, true)
val GEODESIC_CROSSING_TOLERANCE = jobj("tolerance" to GEODESIC_CROSSING.toJ())

/** `meridian.split`: [points] cut at the meridian, the crossings [geodesic] or straight. */
data class MeridianSplitInput(val points: List<Point>, val geodesic: Boolean)

/** A point near the antimeridian (either side, on it, +-0, beyond +-180), or now and then any point. */
fun Gen.meridianPoint(): JObj = when (nextInt(10)) {
    0 -> geoPoint()
    1 -> jobj("lat" to JDouble(coordinateBits(90.0)), "lng" to JDouble.ofInput(pick(listOf(180.0, -180.0, 0.0, -0.0, Double.NaN, 190.0, -190.0))))
    else -> {
        val lng = nextInt(150000000, 180000001) / 1e6
        val m = LinkedHashMap<String, J>()
        m["lat"] = JDouble.ofInput(nextInt(-80000000, 80000001) / 1e6)
        m["lng"] = JDouble.ofInput(if (chance(0.5)) lng else -lng)
        if (chance(0.3)) m["alt"] = JDouble.ofInput(nextInt(-500, 9000).toDouble())
        JObj(m)
    }
}

/** Two points: mostly a step across +-180, sometimes any pair. */
fun Gen.meridianSegment(): JObj = if (chance(0.2)) {
    val (a, b) = pointPair()
    jobj("from" to a, "to" to b)
} else {
    jobj("from" to meridianPoint(), "to" to meridianPoint())
}

/** A path that steps across +-180 now and then: near the antimeridian, round the world in big steps, or anything. */
fun Gen.meridianPath(): JArr = when (nextInt(8)) {
    0 -> JArr(List(nextInt(0, 4)) { geoPoint() })
    1 -> {
        val start = nextInt(-180, 181).toDouble()
        var lng = start
        JArr(List(nextInt(2, 9)) {
            val p = jobj("lat" to JDouble.ofInput(nextInt(-600000, 600001) / 1e4), "lng" to JDouble.ofInput(lng))
            lng += nextInt(60, 121)
            if (lng > 180) lng -= 360
            p
        })
    }
    else -> JArr(List(nextInt(1, 9)) { meridianPoint() })
}

object MeridianSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(MeridianInterpolateLinear, MeridianInterpolateGeodesic, MeridianOppositePoint, MeridianSplit)
    override val mutants = listOf(
        JvmMutant(MeridianShortWay::class.java, MeridianInterpolateLinear, "/point/lat"),
        JvmMutant(SplitOnTheOtherRevisionsCrossing::class.java, MeridianSplit, "/fragments/0/1/lat")
    )
}

/**
 * The iOS core's crossing: the longitude difference unwrapped the short way ((10,170)->(20,-170) at latitude 15),
 * the fraction neither clamped nor guarded: 221a949 never unwraps, and 1569cc5 coerces the fraction into [0, 1] and
 * takes 0 for a zero span.
 */
class MeridianShortWay(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(MeridianInterpolateLinear) { input ->
            val target = if (input.from.longitude >= 0) 180.0 else -180.0
            var difference = input.to.longitude - input.from.longitude
            if (difference > 180) difference -= 360 else if (difference < -180) difference += 360
            val fraction = (target - input.from.longitude) / difference
            Point(input.from.latitude + fraction * (input.to.latitude - input.from.latitude), target,
                input.from.altitude + fraction * (input.to.altitude - input.from.altitude))
        }
    }
}

/**
 * The split with the other revision's linear crossing: at 1569cc5 the raw difference of the SDK before f350035
 * (the latitude extrapolated backwards), before it the short way of 1569cc5.
 */
class SplitOnTheOtherRevisionsCrossing(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        val other = if (revision.atLeast(ContractRevision.SDK_1569CC5)) ContractRevision.SDK_221A949_CLICKABLE else ContractRevision.newest
        on(MeridianSplit) { input ->
            PolylineCuts.split(input.points.map(::modelPoint), input.geodesic, other).map { it.map(::plainPoint) }
        }
    }
}
