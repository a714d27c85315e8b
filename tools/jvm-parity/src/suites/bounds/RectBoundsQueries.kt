// bounds.contains, bounds.centerAndSpan, bounds.toUrlValue (docs/contracts.md section 18): what Android's
// GeoRectBounds answers about a box without changing it. Each suite: its oracle computation (the model in
// src/model/GeoRect.kt), random inputs, the plain input an adapter gets and the answer it returns.

package com.mapconductor.parity

object BoundsContains : Suite<BoxAndPoint, Boolean>("bounds.contains", "GeoRectBounds.contains(point): false when empty; on the wrapped point and corners, south <= lat <= north and west <= lng <= east, or lng >= west || lng <= east across the antimeridian (docs/contracts.md section 18).") {
    override val suggestedRandomCount = 200
    override val fields = listOf(FieldSpec("bounds", "Bounds", BOX_EXAMPLE), FieldSpec("point", "GeoPoint", jobj("lat" to JNum("15.0"), "lng" to JNum("180.0"), "alt" to JNum("0.0"))))
    override fun randomInput(g: Gen) = jobj("bounds" to g.box(), "point" to g.boundsPoint())
    override fun subjectInput(f: Fields) = BoxAndPoint(f.box("bounds"), f.point("point"))
    override fun subjectOutcome(answer: Boolean) = value("contains" to JBool(answer))
    override fun oracleAnswer(input: BoxAndPoint, revision: ContractRevision): Boolean =
        modelBox(input.bounds).contains(modelPoint(input.point))
}

object BoundsCenterAndSpan : Suite<Box, CenterAndSpan>("bounds.centerAndSpan", "GeoRectBounds isEmpty, center and toSpan(): null center and span when empty; on the wrapped corners the mean latitude and longitude (across the antimeridian when west > east), the latitude span and (east - west + 360) % 360 with 0 read as 360 (docs/contracts.md section 18).") {
    override val suggestedRandomCount = 200
    override val fields = listOf(FieldSpec("bounds", "Bounds", BOX_EXAMPLE))
    override fun compute(f: Fields): Outcome = centerAndSpanOutcome(oracleAnswer(subjectInput(f), f.revision), result = true)
    override fun randomInput(g: Gen) = jobj("bounds" to g.box())
    override fun subjectInput(f: Fields) = f.box("bounds")
    override fun subjectOutcome(answer: CenterAndSpan) = centerAndSpanOutcome(answer, result = false)
    override fun oracleAnswer(input: Box, revision: ContractRevision): CenterAndSpan {
        val bounds = modelBox(input)
        return CenterAndSpan(bounds.isEmpty, bounds.center()?.let(::plainPoint), bounds.toSpan()?.let(::plainPoint))
    }

    private fun centerAndSpanOutcome(answer: CenterAndSpan, result: Boolean): Outcome = value(
        "isEmpty" to JBool(answer.isEmpty), "center" to optionalPointJ(answer.center, result), "span" to optionalPointJ(answer.span, result)
    )
}

object BoundsToUrlValue : Suite<BoxAndPrecision, String>("bounds.toUrlValue", "GeoRectBounds.toUrlValue(precision): \"1.0,180.0,-1.0,-180.0\" when empty; else Java \"%.<p>f\" in Locale.ROOT (half-up on Double.toString's digits, '-' on negative zero) of the wrapped south, west, north, east (docs/contracts.md sections 16, 18).") {
    override val notPortableReasons = listOf(NotPortableReasons.PRECISION, NotPortableReasons.JDK_DIGITS)
    override val suggestedRandomCount = 200
    override val fields = listOf(FieldSpec("bounds", "Bounds", BOX_EXAMPLE), FieldSpec("precision", "i32", JInt(6), optional = true))
    override fun compute(f: Fields): Outcome = subjectInput(f).let { input ->
        geoOutcome { subjectOutcome(modelBox(input.bounds).toUrlValue(input.precision)) }
    }
    override fun randomInput(g: Gen): JObj {
        val box = g.box()
        return g.precision()?.let { jobj("bounds" to box, "precision" to JInt(it)) } ?: jobj("bounds" to box)
    }
    override fun subjectInput(f: Fields) = BoxAndPrecision(f.box("bounds"), f.optI32("precision", 6))
    override fun subjectOutcome(answer: String) = value("url" to JStr(answer))
    override fun oracleAnswer(input: BoxAndPrecision, revision: ContractRevision): String =
        rejecting { modelBox(input.bounds).toUrlValue(input.precision) }
}

/** A text precision, or null for the default 6: mostly small, sometimes negative or beyond the contract's limit. */
fun Gen.precision(): Int? = when (nextInt(10)) {
    0, 1, 2, 3 -> null
    4 -> pick(listOf(-1, -2, -3, -1100, -1101, 1100, 1101, Int.MIN_VALUE, Int.MAX_VALUE, 17, 20))
    else -> nextInt(0, 11)
}

/** `bounds.contains`: a box and the point to test. */
data class BoxAndPoint(val bounds: Box, val point: Point)

/** `bounds.centerAndSpan`: Android's `isEmpty`, `center` and `toSpan()` (null when empty). */
data class CenterAndSpan(val isEmpty: Boolean, val center: Point?, val span: Point?)

/** `bounds.toUrlValue`: a box and the number of decimals. */
data class BoxAndPrecision(val bounds: Box, val precision: Int)
