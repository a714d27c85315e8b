// geoPoint.* (android-semantics.md section 2): GeoPoint's hashCode, equals, wrap, normalize and isValid. Each
// suite: its oracle computation, random inputs, the plain input an adapter gets and answer it returns; then the
// family's JVM mutant.

package com.mapconductor.parity

object GeoPointHash : Suite<Point, Int>("geoPoint.hash", "GeoPoint.hashCode(): Long hashes of (x * 1e7).toLong() (truncating, saturating, NaN -> 0), folded with 31.") {
    override val suggestedRandomCount = 400
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint())
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Point, revision: ContractRevision): Int = modelPoint(input).hashCode()
}

object GeoPointEquals : Suite<Pair<Point, Point>, Boolean>("geoPoint.equals", "GeoPoint.equals: every coordinate within 1e-7 (strictly less), NaN never equal.") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("a", "GeoPoint", GEOPOINT_EXAMPLE), FieldSpec("b", "GeoPoint", GEOPOINT_EXAMPLE))

    override fun randomInput(g: Gen): JObj {
        val a = g.geoPoint()
        if (g.chance(0.3)) return jobj("a" to a, "b" to g.geoPoint())
        // b close to a: offsets around the 1e-7 threshold
        val m = LinkedHashMap<String, J>()
        for ((k, v) in a.fields) {
            val x = (v as JDouble).value
            val offset = if (g.chance(0.5)) 0.0 else g.pick(listOf(1e-7, -1e-7, 0.99e-7, 1.01e-7, 5e-8, 1e-8, 2e-7)) * (if (g.chance(0.5)) 1 else -1)
            m[k] = JDouble.ofInput(x + offset)
        }
        return jobj("a" to a, "b" to JObj(m))
    }
    override fun subjectInput(f: Fields) = Pair(f.point("a"), f.point("b"))
    override fun subjectOutcome(answer: Boolean) = value("equal" to JBool(answer))
    override fun oracleAnswer(input: Pair<Point, Point>, revision: ContractRevision): Boolean =
        modelPoint(input.first) == modelPoint(input.second)
}

object GeoPointWrap : Suite<Point, Point>("geoPoint.wrap", "GeoPoint.wrap(): one pass of lat > 90 / lat < -90 folding (lat -+ 180, lng + 180), then normalizeLng.") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("point", "GeoPoint", jobj("lat" to JNum("95.0"), "lng" to JNum("10.0"), "alt" to JNum("0.0"))))
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(f.geoPoint("point").wrap()))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint(latRange = 400.0, lngRange = 720.0))
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: Point, revision: ContractRevision): Point = plainPoint(modelPoint(input).wrap())
}

object GeoPointNormalizeLng : Suite<Double, Double>("geoPoint.normalizeLng", "normalizeLng(x) = ((x + 180) % 360 + 360) % 360 - 180 with Java's (fmod) remainder; 180 -> -180.") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("lng", "f64", JNum("180.0")))
    override fun compute(f: Fields): Outcome =
        value("lng" to JDouble.ofResult(GeoPoint.normalizeLng(f64(f.req("lng"), f.path("lng")))))
    override fun randomInput(g: Gen) = jobj("lng" to JDouble(if (g.chance(0.7)) g.coordinateBits(1000.0) else g.doubleBits()))
    override fun subjectInput(f: Fields): Double = f.double("lng")
    override fun subjectOutcome(answer: Double) = value("lng" to subjectDouble(answer))
    override fun oracleAnswer(input: Double, revision: ContractRevision): Double = GeoPoint.normalizeLng(input)
}

object GeoPointNormalize : Suite<Point, Point>("geoPoint.normalize", "GeoPoint.normalize(): latitude coerceIn [-90, 90] (NaN stays NaN), longitude normalizeLng, altitude kept.") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("point", "GeoPoint", jobj("lat" to JNum("95.0"), "lng" to JNum("190.0"), "alt" to JNum("0.0"))))
    override fun compute(f: Fields): Outcome = value("point" to geoPointJ(f.geoPoint("point").normalize()))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint(latRange = 200.0, lngRange = 720.0))
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: Point, revision: ContractRevision): Point = plainPoint(modelPoint(input).normalize())
}

object GeoPointIsValid : Suite<Point, Boolean>("geoPoint.isValid", "GeoPoint.isValid(): lat in -90..90 and lng in -180..180, inclusive; NaN invalid.") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE))
    override fun randomInput(g: Gen) = jobj("point" to g.geoPoint(latRange = 100.0, lngRange = 200.0))
    override fun subjectInput(f: Fields): Point = f.point("point")
    override fun subjectOutcome(answer: Boolean) = value("valid" to JBool(answer))
    override fun oracleAnswer(input: Point, revision: ContractRevision): Boolean = modelPoint(input).isValid()
}

object GeoPointSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(
        GeoPointHash, GeoPointEquals, GeoPointWrap, GeoPointNormalizeLng, GeoPointNormalize, GeoPointIsValid
    )
    override val mutants = listOf(JvmMutant(WrappingToLong::class.java, GeoPointHash, "/hash"))
}

// MARK: - JVM mutant

/** `(x * 1e7).toLong()` wrapping modulo 2^64 beyond the Long range, where Kotlin's toLong saturates. */
class WrappingToLong(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeoPointHash) { point ->
            var result = java.lang.Long.hashCode(wrapped(point.latitude * 1e7))
            result = 31 * result + java.lang.Long.hashCode(wrapped(point.longitude * 1e7))
            31 * result + java.lang.Long.hashCode(wrapped(point.altitude * 1e7))
        }
    }

    private fun wrapped(x: Double): Long =
        if (x.isNaN() || x.isInfinite()) x.toLong() else java.math.BigDecimal(x).toBigInteger().toLong()
}
