// densify.linear (docs/contracts.md section 22): Android's createLinearInterpolatePoints, computed by the model's
// PolylineCuts (src/model/PolylineCuts.kt). The suite: its oracle computation, random inputs whose outputs stay
// small, the plain input an adapter gets and the answer it returns; then the JVM mutant.

package com.mapconductor.parity

object DensifyLinear : Suite<DensifyInput, List<Point>>("densify.linear", "Android's createLinearInterpolatePoints: the first point, then for every segment linearInterpolate at the accumulated fractions step, 2 * step, ... while <= 1.0, then the segment's end; emptyPoints; no cap (a step of 0 or below never ends on Android: not portable) (docs/contracts.md section 22). Exact.") {
    override val notPortableReasons = listOf(NotPortableReasons.DENSIFY_STEP_NEVER_ENDS, NotPortableReasons.DENSIFY_TOO_MANY_POINTS)
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val suggestedRandomCount = 60
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", JArr(listOf(GEOPOINT_EXAMPLE, jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"), "alt" to JNum("0.0"))))),
        FieldSpec("fractionStep", "f64", JNum("0.01"), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val points = f.geoPoints("points")
        val step = f.opt("fractionStep")?.let { f64(it, f.path("fractionStep")) } ?: 0.01
        return geoOutcome { value("points" to JArr(PolylineCuts.densifyLinear(points, step).map(::geoPointJ))) }
    }
    /**
     * Two to five points (the output grows by 1 / step points a segment, so the default step gets two); the
     * smallest returning step is 1e-3 (1e-5 made lists of 400 000 points; a step-1e-5 case is hand-written).
     */
    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        val step: J? = when (g.nextInt(10)) {
            0, 1, 2 -> null // Android's default, 0.01
            3 -> JDouble.ofInput(g.pick(listOf(0.0, -0.0, -0.01, 1e-9, 1e-3, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY)))
            4 -> JDouble.ofInput(g.pick(listOf(2.0, 1.0, 0.999, 1.0000000000000002, 0.5000000000000001)))
            else -> JDouble.ofInput(g.pick(listOf(0.1, 0.2, 0.25, 0.3, 0.5, 0.05, 1.0 / 3, 0.125, 0.7)))
        }
        val count = when (g.nextInt(10)) {
            0 -> 0
            1 -> 1
            else -> g.nextInt(2, if (step == null) 3 else 6)
        }
        m["points"] = JArr(List(count) { if (g.chance(0.8)) g.projectionPoint() else g.geoPoint() })
        if (step != null) m["fractionStep"] = step
        return JObj(m)
    }
    override fun subjectInput(f: Fields) =
        DensifyInput(f.points("points"), f.opt("fractionStep")?.let { f64(it, f.path("fractionStep")) } ?: 0.01)
    override fun subjectOutcome(answer: List<Point>) = value("points" to JArr(answer.map(::subjectPointJ)))
    override fun oracleAnswer(input: DensifyInput, revision: ContractRevision): List<Point> =
        rejecting { PolylineCuts.densifyLinear(input.points.map(::modelPoint), input.fractionStep).map(::plainPoint) }
}

/** `densify.linear`: [points] densified at [fractionStep] (Android's default 0.01). */
data class DensifyInput(val points: List<Point>, val fractionStep: Double)

object LinearDensifySuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(DensifyLinear)
    override val mutants = listOf(JvmMutant(DensifyByDistance::class.java, DensifyLinear, "/points"))
}

/** The iOS core's densify: a step of 10 km along the segment (Tokyo→Osaka: 41 points), not Android's fixed fraction. */
class DensifyByDistance(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(DensifyLinear) { input ->
            if (input.points.size < 2) oracle(DensifyLinear, input)
            else {
                val out = arrayListOf(input.points[0])
                for ((a, b) in input.points.zipWithNext()) {
                    val from = modelPoint(a)
                    val to = modelPoint(b)
                    val pieces = Math.max(1.0, Math.floor(Spherical.distance(from, to) / 10000.0))
                    if (pieces.isNaN() || pieces > 100000) return@on oracle(DensifyLinear, input)
                    for (k in 1 until pieces.toInt()) out.add(plainPoint(Spherical.linearInterpolate(from, to, k / pieces)))
                    out.add(b)
                }
                out
            }
        }
    }
}
