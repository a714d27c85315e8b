// bounds.extend, bounds.union, bounds.expandedByDegrees (docs/contracts.md section 18): how Android's
// GeoRectBounds grows and pads a box. Each suite: its oracle computation (the model in src/model/GeoRect.kt),
// random inputs, the plain input an adapter gets and the answer it returns; then the group with its JVM mutant.

package com.mapconductor.parity

object BoundsExtend : Suite<BoxAndPoints, Box>("bounds.extend", "GeoRectBounds.extend(point) for each point in order: the wrapped point (altitude kept) as both corners of an empty box; minOf/maxOf (NaN wins); a crossing box grows on the point's side; longitudes swapped when the box would span more than 180 degrees eastward (docs/contracts.md section 18).") {
    override val suggestedRandomCount = 250
    override val fields = listOf(
        FieldSpec("bounds", "Bounds", jobj()),
        FieldSpec("points", "[GeoPoint]", JArr(listOf(GEOPOINT_EXAMPLE, jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"), "alt" to JNum("0.0")))))
    )
    override fun compute(f: Fields): Outcome = boxOutcome(oracleAnswer(subjectInput(f), f.revision), result = true)
    override fun randomInput(g: Gen): JObj {
        val count = g.pick(listOf(0, 1, 1, 2, 3, 5))
        return jobj("bounds" to g.box(), "points" to JArr(List(count) { g.boundsPoint() }))
    }
    override fun subjectInput(f: Fields) = BoxAndPoints(f.box("bounds"), f.points("points"))
    override fun subjectOutcome(answer: Box) = boxOutcome(answer, result = false)
    override fun oracleAnswer(input: BoxAndPoints, revision: ContractRevision): Box {
        val bounds = modelBox(input.bounds)
        for (p in input.points) bounds.extend(modelPoint(p))
        return plainBox(bounds)
    }
}

object BoundsUnion : Suite<TwoBoxes, Box>("bounds.union", "GeoRectBounds.union(other): the receiver when other is empty; other's corners as stored when the receiver is empty; else a copy of the receiver extended by other's wrapped south-west, then north-east corner (docs/contracts.md section 18).") {
    override val suggestedRandomCount = 200
    override val fields = listOf(FieldSpec("bounds", "Bounds", BOX_EXAMPLE), FieldSpec("other", "Bounds", BOX_EXAMPLE))
    override fun compute(f: Fields): Outcome = boxOutcome(oracleAnswer(subjectInput(f), f.revision), result = true)
    override fun randomInput(g: Gen) = jobj("bounds" to g.box(), "other" to g.box())
    override fun subjectInput(f: Fields) = TwoBoxes(f.box("bounds"), f.box("other"))
    override fun subjectOutcome(answer: Box) = boxOutcome(answer, result = false)
    override fun oracleAnswer(input: TwoBoxes, revision: ContractRevision): Box =
        plainBox(modelBox(input.bounds).union(modelBox(input.other)))
}

object BoundsExpandedByDegrees : Suite<BoxAndPads, Box>("bounds.expandedByDegrees", "GeoRectBounds.expandedByDegrees(latPad, lonPad): the receiver when empty; else on the wrapped corners south - latPad and north + latPad each coerceIn(-90, 90) (NaN kept), west - lonPad and east + lonPad through normalizeLng, then extend's short-way swap (docs/contracts.md section 18).") {
    override val suggestedRandomCount = 200
    override val fields = listOf(FieldSpec("bounds", "Bounds", BOX_EXAMPLE), FieldSpec("latPad", "f64", JNum("1.0")), FieldSpec("lonPad", "f64", JNum("1.0")))
    override fun compute(f: Fields): Outcome = boxOutcome(oracleAnswer(subjectInput(f), f.revision), result = true)
    override fun randomInput(g: Gen) = jobj("bounds" to g.box(), "latPad" to g.pad(), "lonPad" to g.pad())
    override fun subjectInput(f: Fields) = BoxAndPads(f.box("bounds"), f.double("latPad"), f.double("lonPad"))
    override fun subjectOutcome(answer: Box) = boxOutcome(answer, result = false)
    override fun oracleAnswer(input: BoxAndPads, revision: ContractRevision): Box =
        plainBox(modelBox(input.bounds).expandedByDegrees(input.latPad, input.lonPad))
}

/** A padding in degrees: small, zero, negative (beyond the box), huge, or anything. */
private fun Gen.pad(): J = when (nextInt(10)) {
    0 -> double()
    1 -> JDouble.ofInput(pick(listOf(0.0, -0.0, -1.0, -10.0, -100.0, 90.0, 180.0, 360.0, Double.NaN, Double.POSITIVE_INFINITY)))
    2 -> JDouble.ofInput(-nextDouble() * 30)
    else -> JDouble.ofInput(nextDouble() * pick(listOf(0.01, 1.0, 10.0, 100.0)))
}

/** `bounds.extend`: a box and the points to extend it by, in order. */
data class BoxAndPoints(val bounds: Box, val points: List<Point>)

/** `bounds.union`: the receiver and the other box. */
data class TwoBoxes(val bounds: Box, val other: Box)

/** `bounds.expandedByDegrees`: a box and its paddings in degrees. */
data class BoxAndPads(val bounds: Box, val latPad: Double, val lonPad: Double)

object RectBoundsSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(
        BoundsContains, BoundsCenterAndSpan, BoundsToUrlValue, BoundsExtend, BoundsUnion, BoundsExpandedByDegrees
    )
    override val mutants = listOf(JvmMutant(ExpandOneSidedClamp::class.java, BoundsExpandedByDegrees, "/southWest/lat"))
}

/**
 * The iOS core's expandedByDegrees (ios-sdk-core 13d4e50): south = max(-90, south - pad), north = min(90, north + pad)
 * with Swift's max and min, which return the first operand against NaN, so a NaN edge becomes -90 or 90 and a pad
 * beyond a pole leaves south above 90.
 */
class ExpandOneSidedClamp(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(BoundsExpandedByDegrees) { input ->
            val expanded = oracle(BoundsExpandedByDegrees, input)
            val sw = input.bounds.southWest?.let { modelPoint(it).wrap() }
            val ne = input.bounds.northEast?.let { modelPoint(it).wrap() }
            if (sw == null || ne == null || expanded.southWest == null || expanded.northEast == null) expanded
            else Box(
                expanded.southWest.copy(latitude = swiftMax(-90.0, sw.latitude - input.latPad)),
                expanded.northEast.copy(latitude = swiftMin(90.0, ne.latitude + input.latPad))
            )
        }
    }

    private fun swiftMax(x: Double, y: Double): Double = if (y >= x) y else x
    private fun swiftMin(x: Double, y: Double): Double = if (y < x) y else x
}
