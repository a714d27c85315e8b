// densify.linear (docs/contracts.md section 22): Android's createLinearInterpolatePoints, computed by the model's
// PolylineCuts (src/model/PolylineCuts.kt). The suite: its oracle computation, random inputs whose outputs stay
// small, the plain input an adapter gets and the answer it returns; then the JVM mutant.

package com.mapconductor.parity

object DensifyLinear : Suite<DensifyInput, List<Point>>("densify.linear", "Android's createLinearInterpolatePoints: the first point, then for every segment linearInterpolate at the accumulated fractions step, 2 * step, ... while <= 1.0, then the segment's end; emptyPoints; no cap (a step of 0 or below never ends on Android: not portable) (docs/contracts.md section 22). Exact.") {
    // One list for the suite's name at every revision: fractionStep's reasons before 1569cc5, maxSegmentLength's after.
    override val notPortableReasons = listOf(
        NotPortableReasons.DENSIFY_STEP_NEVER_ENDS, NotPortableReasons.DENSIFY_TOO_MANY_POINTS,
        NotPortableReasons.VINCENTY_TOO_MANY_POINTS, NotPortableReasons.GEODESIC_TOO_MANY_PIECES
    )
    override fun at(revision: ContractRevision): Suite<*, *> =
        if (revision.atLeast(ContractRevision.SDK_1569CC5)) DensifyLinearByLength else this
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

/**
 * `densify.linear` from 1569cc5 (`densifyAlongStraightLine` behind `Planar.createInterpolatePoints(points,
 * maxSegmentLength = 10000.0)`): each segment cut into max(1, toInt(s / maxSegmentLength)) pieces, s its Vincenty
 * distance, the points on the straight line (linearInterpolate). The input is geodesic.interpolatePoints's.
 */
object DensifyLinearByLength : Suite<DensifyPath, List<Point>>("densify.linear", "Android's linear densify from 1569cc5 (Planar.createInterpolatePoints): the first point, then for every segment linearInterpolate at the fractions step, 2 * step, ... accumulated while < 1.0, step = 1 / max(1, toInt(s / maxSegmentLength)) with s the Vincenty distance, then the segment's end; emptyPoints; no cap (past 10^7 points Android does not return: not portable) (docs/contracts.md section 22.1). Exact.") {
    override val notPortableReasons get() = DensifyLinear.notPortableReasons
    override fun at(revision: ContractRevision): Suite<*, *> = DensifyLinear.at(revision)
    override val keyName: String get() = "DensifyLinearByLength"
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val suggestedRandomCount = 60
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", DensifyLinear.fields[0].example),
        FieldSpec("maxSegmentLength", "f64", JNum("10000.0"), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val input = subjectInput(f)
        return geoOutcome { value("points" to JArr(PolylineCuts.densifyByLength(input.points.map(::modelPoint), input.maxSegmentLength).map(::geoPointJ))) }
    }
    /**
     * Paths of up to five points: anywhere on the globe (with a maximum of 100 km to 200,000 km, so at most a few
     * hundred pieces a segment) or each point within a few degrees of the last (with Android's default or 1 km to
     * 20,000 km); now and then a maximum of 0, a negative one, NaN or infinity.
     */
    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        val count = when (g.nextInt(10)) {
            0 -> 0
            1 -> 1
            else -> g.nextInt(2, 6)
        }
        val global = g.chance(0.4)
        m["points"] = JArr(if (global) List(count) { if (g.chance(0.8)) g.projectionPoint() else g.geoPoint() } else nearby(g, count))
        when (g.nextInt(10)) {
            0, 1, 2 -> if (global) m["maxSegmentLength"] = JDouble.ofInput((1 + g.nextDouble() * 199) * 1000000.0) // else Android's default, 10000.0
            3 -> m["maxSegmentLength"] = JDouble.ofInput(g.pick(listOf(0.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, 1e9, 1e-300)))
            else -> m["maxSegmentLength"] = JDouble.ofInput((1 + g.nextDouble() * 199) * g.pick(if (global) listOf(100000.0, 1000000.0) else listOf(1000.0, 10000.0, 100000.0)))
        }
        return JObj(m)
    }
    /** A path of [count] points each within a few degrees of the last (a few segments of tens to hundreds of km). */
    private fun nearby(g: Gen, count: Int): List<J> {
        var lat = (g.nextDouble() * 2 - 1) * 70
        var lng = (g.nextDouble() * 2 - 1) * 180
        return List(count) {
            val p = jobj("lat" to JDouble.ofInput(lat), "lng" to JDouble.ofInput(lng))
            lat = Spherical.coerceIn(lat + (g.nextDouble() * 2 - 1) * 3, -85.0, 85.0)
            lng += (g.nextDouble() * 2 - 1) * 3
            p
        }
    }
    /**
     * §22.1: a count is decided by the libms' last bits only where s / maxSegmentLength is within ULPs of an integer
     * or a segment's Vincenty iteration could end otherwise (§13.6): such inputs are drawn again, and so are paths
     * of more than 3000 points (the file stays small; an infinite count is kept: it is a not-portable case).
     */
    override fun acceptRandom(input: JObj): Boolean {
        val points = try { arr(input["points"]!!, "points").map { pointOf(it) } } catch (e: RuntimeException) { return true }
        val max = input["maxSegmentLength"]?.let { f64(it, "maxSegmentLength") } ?: 10000.0
        val quotients = points.zipWithNext().map { (a, b) -> VincentyLines.distance(a, b) / max }
        if (quotients.filter { it.isFinite() }.sum() > 3000) return false
        return points.zipWithNext().all { (a, b) -> VincentyConditioning.countIsClear(a, b, max) }
    }
    override fun subjectInput(f: Fields) =
        DensifyPath(f.points("points"), f.opt("maxSegmentLength")?.let { f64(it, f.path("maxSegmentLength")) } ?: 10000.0)
    override fun subjectOutcome(answer: List<Point>) = value("points" to JArr(answer.map(::subjectPointJ)))
    override fun oracleAnswer(input: DensifyPath, revision: ContractRevision): List<Point> =
        rejecting { PolylineCuts.densifyByLength(input.points.map(::modelPoint), input.maxSegmentLength).map(::plainPoint) }
}

/** `densify.linear` until 1569cc5: [points] densified at [fractionStep] (Android's default 0.01). */
data class DensifyInput(val points: List<Point>, val fractionStep: Double)

object LinearDensifySuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(DensifyLinear)
    override val revisionShapes: List<Suite<*, *>> = listOf(DensifyLinearByLength)
    override val mutants = listOf(
        JvmMutant(DensifyByDistance::class.java, DensifyLinearByLength, "/points"),
        JvmMutant(DensifyByLengthThroughTheEnd::class.java, DensifyLinearByLength, "/points")
    )
}

/**
 * The iOS core's densify: pieces of the haversine distance along the segment, the k-th point at k / pieces
 * (Tokyo→Osaka: 41 points at 10 km). Until 1569cc5 Android cuts every segment at the fixed fraction step (this
 * uses 10 km); from 1569cc5 Android cuts by maxSegmentLength too, but counts on Vincenty's distance and
 * accumulates its fractions while below 1.0 (this uses the case's maximum).
 */
class DensifyByDistance(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(DensifyLinearByLength) { input ->
            if (input.points.size < 2 || !(input.maxSegmentLength > 0.0)) oracle(DensifyLinearByLength, input)
            else {
                val out = arrayListOf(input.points[0])
                for ((a, b) in input.points.zipWithNext()) {
                    val from = modelPoint(a)
                    val to = modelPoint(b)
                    val pieces = Math.max(1.0, Math.floor(Spherical.distance(from, to) / input.maxSegmentLength))
                    if (pieces.isNaN() || pieces > 100000) return@on oracle(DensifyLinearByLength, input)
                    for (k in 1 until pieces.toInt()) out.add(plainPoint(Spherical.linearInterpolate(from, to, k / pieces)))
                    out.add(b)
                }
                out
            }
        }
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

/**
 * The linear densify by length with the loop of the fraction-step densify, `while (f <= 1.0)` instead of `< 1.0`:
 * where the accumulated fraction lands on 1.0 or a hair below it (10 pieces: 0.9999999999999999) the segment's end
 * is interpolated once more before it is appended.
 */
class DensifyByLengthThroughTheEnd(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(DensifyLinearByLength) { input ->
            val points = input.points.map(::modelPoint)
            if (points.isEmpty()) oracle(DensifyLinearByLength, input)
            else {
                val counts = rejecting { GeodesicModel.segmentCounts(points, input.maxSegmentLength, "s") { a, b -> VincentyLines.distance(a, b) } }
                val out = arrayListOf(input.points[0])
                for (i in 1 until points.size) {
                    val step = 1.0 / counts[i - 1]
                    var f = step
                    while (f <= 1.0) {
                        out.add(plainPoint(Spherical.linearInterpolate(points[i - 1], points[i], f)))
                        f += step
                    }
                    out.add(input.points[i])
                }
                out
            }
        }
    }
}
