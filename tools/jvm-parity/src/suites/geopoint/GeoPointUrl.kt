// geoPoint.toUrlValue (docs/contracts.md sections 16-17): Android's GeoPoint.toUrlValue(precision), each
// coordinate's exact binary value cut toward zero. The suite: its oracle computation (GeoText.toFixed in
// src/model/GeoText.kt), random inputs, the plain input an adapter gets and the answer it returns; then the
// group with its JVM mutant.

package com.mapconductor.parity

object GeoPointToUrlValue : Suite<PointAndPrecision, String>("geoPoint.toUrlValue", "GeoPoint.toUrlValue(precision): \"<lat>,<lng>\", each BigDecimal(x).setScale(precision, DOWN).toPlainString() (the exact binary value cut toward zero, no '-' on zero); NaN/Infinity -> nonFiniteDecimal (docs/contracts.md sections 16-17).") {
    override val notPortableReasons = listOf(NotPortableReasons.PRECISION)
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("point", "GeoPoint", GEOPOINT_EXAMPLE), FieldSpec("precision", "i32", JInt(6), optional = true))
    override fun compute(f: Fields): Outcome = subjectInput(f).let { input ->
        geoOutcome { subjectOutcome(urlValue(input)) }
    }
    override fun randomInput(g: Gen): JObj {
        val point = if (g.chance(0.5)) g.geoPoint(withAlt = 0.1) else g.geoPoint(latRange = 1000.0, lngRange = 1000.0)
        return g.precision()?.let { jobj("point" to point, "precision" to JInt(it)) } ?: jobj("point" to point)
    }
    override fun subjectInput(f: Fields) = PointAndPrecision(f.point("point"), f.optI32("precision", 6))
    override fun subjectOutcome(answer: String) = value("url" to JStr(answer))
    override fun oracleAnswer(input: PointAndPrecision, revision: ContractRevision): String = rejecting { urlValue(input) }

    /** Android: `"${latitude.toFixed(p)},${longitude.toFixed(p)}"`; the latitude is written (and fails) first. */
    private fun urlValue(input: PointAndPrecision): String =
        GeoText.toFixed(input.point.latitude, input.precision) + "," + GeoText.toFixed(input.point.longitude, input.precision)
}

/** `geoPoint.toUrlValue`: a point and the number of decimals (negative: integer digits cut). */
data class PointAndPrecision(val point: Point, val precision: Int)

object GeoPointUrlSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(GeoPointToUrlValue)
    override val mutants = listOf(JvmMutant(UrlValueRounds::class.java, GeoPointToUrlValue, "/url"))
}

/** Rounds each coordinate half-up (the iOS core's %.6f) instead of cutting the binary value toward zero. */
class UrlValueRounds(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GeoPointToUrlValue) { input ->
            oracle(GeoPointToUrlValue, input) // the contract's rejections stay right
            listOf(input.point.latitude, input.point.longitude).joinToString(",") {
                java.math.BigDecimal(it).setScale(input.precision, java.math.RoundingMode.HALF_UP).toPlainString()
            }
        }
    }
}
