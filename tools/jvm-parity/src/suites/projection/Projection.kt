// projection.webMercator, geocell.hexId, zIndex.calculate (docs/contracts.md sections 19-21): the Float offset of
// Android's WebMercator, the hex geocell's cell ID and calculateZIndex, computed by the models of
// src/model/GeoProjection.kt. Each suite: its oracle computation, random inputs kept off the borders where one ULP
// of a libm decides, the plain input an adapter gets and the answer it returns; then the family's JVM mutants.

package com.mapconductor.parity

object ProjectionWebMercator : Suite<Point, MercatorOffset>("projection.webMercator", "Android's WebMercator.project: x = lng * 20037508.34 / 180, y = ln(tan((90 + lat) * PI / 360)) * 20037508.34 / PI, each narrowed to Float (a Compose Offset); no clamp, no wrap (docs/contracts.md section 19). Exact after narrowing.") {
    override fun at(revision: ContractRevision): Suite<*, *> =
        if (revision.atLeast(ContractRevision.SDK_1569CC5)) ProjectionWebMercatorProjected else this
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val suggestedRandomCount = 200
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun compute(f: Fields): Outcome {
        val (x, y) = WebMercatorModel.project(f.geoPoint("point"))
        return value("x" to floatResult(x), "y" to floatResult(y))
    }
    override fun randomInput(g: Gen) = jobj("point" to g.projectionPoint())
    override fun acceptRandom(input: JObj) = !Projection.narrowingIsFragile(readGeoPoint(input["point"]!!, "point", true))
    /** Section 19: where a last-bit difference of tan or ln picks another Float for y. */
    override fun conditioningTolerance(input: JObj): Tolerance? = try {
        Projection.narrowingTolerance(readGeoPoint(input["point"]!!, "point", true))
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: MercatorOffset) = value("x" to subjectFloat(answer.x), "y" to subjectFloat(answer.y))
    override fun oracleAnswer(input: Point, revision: ContractRevision): MercatorOffset {
        val (x, y) = WebMercatorModel.project(modelPoint(input))
        return MercatorOffset(x, y)
    }
}

/**
 * `projection.webMercator` from 1569cc5 (WebMercator@6fec889): a Double `ProjectedPoint` of the wrapped point with
 * its latitude clamped to +-85.05112878 and the constant pi * 6378137. The same inputs as the Float shape's.
 */
object ProjectionWebMercatorProjected : Suite<Point, ProjectedPoint>("projection.webMercator", "Android's WebMercator.project from 1569cc5: the point wrapped, its latitude coerced into +-85.05112878, x = lng * EXT / 180, y = ln(tan((90 + lat) * PI / 360)) * EXT / PI with EXT = PI * 6378137.0, two Doubles (a ProjectedPoint) (docs/contracts.md section 19.1). Tolerance: 1e-7 m.") {
    override fun at(revision: ContractRevision): Suite<*, *> = ProjectionWebMercator.at(revision)
    override val keyName: String get() = "ProjectionWebMercatorProjected"
    /** Section 19.1: another libm's tan and ln move y by at most about 2e-8 m; x is exact arithmetic. */
    override val defaults = jobj("tolerance" to jobj("abs" to JNum("1.0E-7")))
    override val suggestedRandomCount = 200
    override val fields = ProjectionWebMercator.fields
    override fun compute(f: Fields): Outcome {
        val (x, y) = WebMercatorModel.projectDoubles(f.geoPoint("point"))
        return value("x" to JDouble.ofResult(x), "y" to JDouble.ofResult(y))
    }
    override fun randomInput(g: Gen) = ProjectionWebMercator.randomInput(g)
    /** The Float shape's rule, so that every revision's file has the same inputs (its tolerance needs none). */
    override fun acceptRandom(input: JObj) = ProjectionWebMercator.acceptRandom(input)
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: ProjectedPoint) = value("x" to subjectDouble(answer.x), "y" to subjectDouble(answer.y))
    override fun oracleAnswer(input: Point, revision: ContractRevision): ProjectedPoint {
        val (x, y) = WebMercatorModel.projectDoubles(modelPoint(input))
        return ProjectedPoint(x, y)
    }
}

object GeocellHexId : Suite<HexCellQuery, String>("geocell.hexId", "The hex geocell's cell ID H<q>_<r>_Z<zoom.toInt()>: the WebMercator offset (221a949: Floats; 1569cc5: the Doubles of the wrapped, clamped point) over the side base / 2^zoom / max(cos(lat), 0.01) of the input's own latitude, cube-rounded with roundToInt (NaN -> roundNaN) and Int wrap-around (docs/contracts.md section 20). Exact.") {
    override val suggestedRandomCount = 200
    override val fields = listOf(
        FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE),
        FieldSpec("zoom", "f64", JNum("20.0"), optional = true),
        FieldSpec("baseSideMeters", "i32", JInt(HexCellModel.DEFAULT_BASE_SIDE), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val query = subjectInput(f)
        return geoOutcome { value("id" to JStr(HexCellModel.cellId(modelPoint(query.point), query.zoom, query.baseSideMeters, f.revision))) }
    }
    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["point"] = g.projectionPoint()
        when (g.nextInt(10)) {
            0, 1, 2, 3, 4 -> {} // the marker manager's zoom, 20
            5 -> m["zoom"] = g.zoom()
            6 -> m["zoom"] = JDouble.ofInput(g.pick(listOf(0.0, 20.7, -3.5, 40.0, 64.0, Double.NaN, Double.POSITIVE_INFINITY)))
            else -> m["zoom"] = JDouble.ofInput(g.nextInt(0, 23).toDouble())
        }
        if (g.chance(0.2)) m["baseSideMeters"] = JInt(if (g.chance(0.7)) g.pick(listOf(100000, 1000, 1, 0, -100000, 50000)) else g.int())
        return JObj(m)
    }
    /** Off the cells' borders under every revision's projection, so that every revision's file has the same inputs. */
    override fun acceptRandom(input: JObj): Boolean {
        val f = Fields(input, "input", true)
        val query = subjectInput(f)
        return ContractRevision.values().none { Projection.hexIsFragile(modelPoint(query.point), query.zoom, query.baseSideMeters, it) }
    }
    override fun subjectInput(f: Fields) = HexCellQuery(
        f.point("point"), f.opt("zoom")?.let { f64(it, f.path("zoom")) } ?: 20.0, f.optI32("baseSideMeters", HexCellModel.DEFAULT_BASE_SIDE)
    )
    override fun subjectOutcome(answer: String) = value("id" to JStr(answer))
    override fun oracleAnswer(input: HexCellQuery, revision: ContractRevision): String =
        rejecting { HexCellModel.cellId(modelPoint(input.point), input.zoom, input.baseSideMeters, revision) }
}

object ZIndexCalculate : Suite<Point, Int>("zIndex.calculate", "calculateZIndex(point) = (-lat * 1_000_000 - lng).roundToInt(): ties toward +infinity, saturating at the Int range, NaN -> roundNaN (docs/contracts.md section 21). Exact.") {
    override val suggestedRandomCount = 150
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun compute(f: Fields): Outcome {
        val p = f.geoPoint("point")
        return geoOutcome { value("zIndex" to JInt(ZIndexModel.calculate(p))) }
    }
    override fun randomInput(g: Gen): JObj = jobj("point" to when (g.nextInt(6)) {
        // a tie: -lat * 1e6 is an integer, lng ends in .5
        0 -> jobj("lat" to JDouble.ofInput(g.nextInt(-90000000, 90000001) / 1e6), "lng" to JDouble.ofInput(g.nextInt(-360, 361) + 0.5))
        1 -> jobj("lat" to JDouble.ofInput(g.pick(listOf(0.0, -0.0, 2147.483647, -2147.483648, 3000.0, -3000.0))),
            "lng" to JDouble.ofInput(g.pick(listOf(0.0, 0.5, -0.5, 2.5, -2.5))))
        2 -> g.geoPoint()
        else -> g.projectionPoint()
    })
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: Int) = value("zIndex" to JInt(answer))
    override fun oracleAnswer(input: Point, revision: ContractRevision): Int = rejecting { ZIndexModel.calculate(modelPoint(input)) }
}

/** `projection.webMercator`'s answer at 221a949: Android's Compose `Offset(x, y)`, in metres. */
data class MercatorOffset(val x: Float, val y: Float)

/** `projection.webMercator`'s answer from 1569cc5: Android's `ProjectedPoint(x, y)`, in metres. */
data class ProjectedPoint(val x: Double, val y: Double)

/** `geocell.hexId`: the cell of [point] at [zoom] for a geocell of side [baseSideMeters] at zoom 0. */
data class HexCellQuery(val point: Point, val zoom: Double, val baseSideMeters: Int)

/** A Float result, NaN written canonical (outputs never depend on the CPU's NaN payloads). */
fun floatResult(f: Float): J = JFloat(if (f.isNaN()) CANONICAL_FLOAT_NAN else java.lang.Float.floatToRawIntBits(f))

/** The subject's Float as it is. */
fun subjectFloat(f: Float): J = JFloat(java.lang.Float.floatToRawIntBits(f))

/** Where one ULP of a libm decides these suites' exact outputs (docs/contracts.md sections 19 and 20). */
object Projection {
    private const val LIBM_ULPS = 2

    /**
     * The Floats y could narrow to on a libm whose tan or ln is off by up to [LIBM_ULPS] ULPs (an exact 0 or a
     * non-finite result is taken as every libm's: tan(0) = 0, ln(0) = -Infinity).
     */
    private fun yCandidates(p: GeoPoint): List<Float> {
        val t = Math.tan((90 + p.latitude) * Math.PI / 360)
        val out = ArrayList<Float>()
        for (tan in neighbours(t)) for (ln in neighbours(Math.log(tan))) out.add((ln * 20037508.34 / Math.PI).toFloat())
        return out
    }

    private fun same(a: Float, b: Float) = a == b || (a.isNaN() && b.isNaN())

    /** True when y's Float could differ on another libm. */
    fun narrowingIsFragile(p: GeoPoint): Boolean {
        val exact = WebMercatorModel.project(p).second
        return yCandidates(p).any { !same(it, exact) }
    }

    /**
     * Section 19's tolerance of a fragile y: one Float step when the double lies next to a midpoint; near the
     * equator, where ln(tan) is about 1e-16 and one ULP of tan moves y by about 7e-10 m (many Float steps of a tiny
     * y), the largest such move in metres. Null when every libm narrows to the same Float.
     */
    fun narrowingTolerance(p: GeoPoint): Tolerance? {
        val exact = WebMercatorModel.project(p).second
        val moved = yCandidates(p).filter { !same(it, exact) }
        if (moved.isEmpty()) return null
        if (moved.all { it == Math.nextUp(exact) || it == Math.nextDown(exact) }) return Tolerance.ofUlps(1)
        return Tolerance.ofAbs(moved.fold(0.0) { m, y -> Math.max(m, Math.abs(y.toDouble() - exact.toDouble())) })
    }

    /**
     * True when the cell ID of [revision] could differ on another libm: at 221a949 the Float offset is fragile; at
     * 1569cc5 a cos, tan or ln moved by up to [LIBM_ULPS] ULPs names another cell; at both, a fractional cube
     * coordinate lies within 1e-6 (relative 1e-13 for large ones) of a rounding border or of a fix-up tie.
     */
    fun hexIsFragile(p: GeoPoint, zoom: Double, base: Int, revision: ContractRevision): Boolean {
        if (revision.atLeast(ContractRevision.SDK_1569CC5)) {
            if (doubleCellIsFragile(p, zoom, base)) return true
        } else if (narrowingIsFragile(p)) return true
        val (q, r, s) = HexCellModel.fractional(p, zoom, base, revision)
        if (listOf(q, r, s).any { it.isNaN() }) return false // roundNaN whatever the libm
        fun window(vararg xs: Double) = Math.max(1e-6, xs.fold(0.0) { m, x -> Math.max(m, Math.abs(x)) } * 1e-13)
        for (v in listOf(q, r, s)) if (v.isFinite() && Math.abs(v - Math.floor(v) - 0.5) < window(v)) return true
        val dq = Math.abs(Math.round(q) - q)
        val dr = Math.abs(Math.round(r) - r)
        val ds = Math.abs(Math.round(s) - s)
        return Math.abs(dq - dr) < window(q, r) || Math.abs(dq - ds) < window(q, s) || Math.abs(dr - ds) < window(r, s)
    }

    /** The 1569cc5 cell named with cos, tan and ln each moved by up to [LIBM_ULPS] ULPs; true when one differs. */
    private fun doubleCellIsFragile(p: GeoPoint, zoom: Double, base: Int): Boolean {
        fun cell(cos: (Double) -> Double, tan: (Double) -> Double, ln: (Double) -> Double): String = try {
            val (q, r) = HexCellModel.round(HexCellModel.fractional(WebMercatorModel.projectDoubles(p, tan, ln), HexCellModel.side(p, zoom, base, cos)))
            "$q $r"
        } catch (e: GeoContractError) {
            e.code
        }
        val exact = cell(Math::cos, Math::tan, Math::log)
        for (dc in -LIBM_ULPS..LIBM_ULPS) for (dt in -LIBM_ULPS..LIBM_ULPS) for (dl in -LIBM_ULPS..LIBM_ULPS) {
            if (dc == 0 && dt == 0 && dl == 0) continue
            if (cell({ moved(Math.cos(it), dc) }, { moved(Math.tan(it), dt) }, { moved(Math.log(it), dl) }) != exact) return true
        }
        return false
    }

    /** [x] moved by [ulps] ULPs (an exact 0 or a non-finite value is every libm's). */
    private fun moved(x: Double, ulps: Int): Double {
        if (x == 0.0 || !x.isFinite()) return x
        var y = x
        repeat(Math.abs(ulps)) { y = if (ulps > 0) Math.nextUp(y) else Math.nextDown(y) }
        return y
    }

    private fun neighbours(x: Double): List<Double> {
        if (x == 0.0 || !x.isFinite()) return listOf(x)
        val out = ArrayList<Double>()
        var down = x
        var up = x
        out.add(x)
        repeat(LIBM_ULPS) {
            down = Math.nextDown(down)
            up = Math.nextUp(up)
            out.add(down)
            out.add(up)
        }
        return out
    }
}

/** A point to project: mostly a valid position with six decimals, sometimes poles, beyond them, or anything. */
fun Gen.projectionPoint(): JObj = if (chance(0.6)) {
    jobj("lat" to JDouble.ofInput(nextInt(-85000000, 85000001) / 1e6), "lng" to JDouble.ofInput(nextInt(-180000000, 180000001) / 1e6))
} else {
    geoPoint(latRange = 100.0, lngRange = 400.0)
}

object ProjectionSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(ProjectionWebMercator, GeocellHexId, ZIndexCalculate)
    override val revisionShapes: List<Suite<*, *>> = listOf(ProjectionWebMercatorProjected)
    override val mutants = listOf(
        JvmMutant(ProjectionNarrowedToFloat::class.java, ProjectionWebMercatorProjected, "/x"),
        JvmMutant(HexIdFromDoubles::class.java, GeocellHexId, "/id"),
        JvmMutant(HexIdFromFloatOffset::class.java, GeocellHexId, "/id"),
        JvmMutant(ZIndexTiesAwayFromZero::class.java, ZIndexCalculate, "/zIndex")
    )
}

/** The Double projection narrowed to Float and back, as WebMercator returned it before 6fec889 (a Compose Offset). */
class ProjectionNarrowedToFloat(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(ProjectionWebMercatorProjected) { p ->
            val exact = oracle(ProjectionWebMercatorProjected, p)
            ProjectedPoint(exact.x.toFloat().toDouble(), exact.y.toFloat().toDouble())
        }
    }
}

/**
 * The 1569cc5 cell ID from the projection narrowed to Float (the hex cells on a Compose Offset, as before 6fec889),
 * at every revision: at 221a949 the wrapped, clamped Double projection's Floats are not Android's either.
 */
class HexIdFromFloatOffset(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeocellHexId) { input ->
            val p = modelPoint(input.point)
            val (x, y) = WebMercatorModel.projectDoubles(p)
            val offset = Pair(x.toFloat().toDouble(), y.toFloat().toDouble())
            val (q, r) = rejecting { HexCellModel.round(HexCellModel.fractional(offset, HexCellModel.side(p, input.zoom, input.baseSideMeters))) }
            HexCellModel.name(q, r, input.zoom)
        }
    }
}

/**
 * The iOS core's cell ID of 221a949's rule: the projection's Doubles, never narrowed to Float, with Android's old
 * constant 20037508.34 and no wrap or clamp; wrong at 1569cc5 too (another constant, a wrapped and clamped point).
 */
class HexIdFromDoubles(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeocellHexId) { input ->
            val p = input.point
            val x = p.longitude * 20037508.34 / 180
            val y = Math.log(Math.tan((90 + p.latitude) * Math.PI / 360)) * 20037508.34 / Math.PI
            val side = input.baseSideMeters * (1.0 / Math.pow(2.0, input.zoom)) / Math.max(Math.cos(p.latitude * Math.PI / 180), 0.01)
            val q = 2.0 / 3.0 * x / side
            val r = (-1.0 / 3.0 * x + Math.sqrt(3.0) / 3.0 * y) / side
            val s = -q - r
            var rq = rejecting { KotlinPrimitives.roundToInt(q) }
            var rr = rejecting { KotlinPrimitives.roundToInt(r) }
            val rs = rejecting { KotlinPrimitives.roundToInt(s) }
            val dq = Math.abs(rq - q)
            val dr = Math.abs(rr - r)
            val ds = Math.abs(rs - s)
            if (dq > dr && dq > ds) rq = -rr - rs else if (dr > ds) rr = -rq - rs
            "H${rq}_${rr}_Z${input.zoom.toInt()}"
        }
    }
}

/** Swift's rounded() (ties away from zero: -2.5 -> -3), as the iOS core rounds, where roundToInt sends ties up. */
class ZIndexTiesAwayFromZero(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(ZIndexCalculate) { p ->
            val v = -p.latitude * 1_000_000 - p.longitude
            val android = oracle(ZIndexCalculate, p)
            // a negative tie (-2.5) goes down, away from zero; every other value rounds as Android's
            if (v < 0 && v > Int.MIN_VALUE && Math.abs(v - Math.rint(v)) == 0.5) android - 1 else android
        }
    }
}
