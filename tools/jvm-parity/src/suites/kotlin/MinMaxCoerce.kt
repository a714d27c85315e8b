// kotlin.minMax and kotlin.coerceIn (docs/contracts.md section 15): Kotlin's minOf, maxOf and coerceIn on
// doubles as the JVM evaluates them, where NaN wins and -0.0 is below 0.0. Each suite: the oracle's answer (the
// standard library itself), random inputs, the plain input an adapter gets and the answer it returns; then the
// group with its JVM mutant.

package com.mapconductor.parity

object KotlinMinMax : Suite<DoublePair, MinAndMax>("kotlin.minMax", "minOf(a, b) and maxOf(a, b) on doubles (Math.min/Math.max): NaN if either is NaN; -0.0 < 0.0 (docs/contracts.md section 15).") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("a", "f64", JNum("35.0")), FieldSpec("b", "f64", JDouble.ofInput(Double.NaN)))
    override fun compute(f: Fields): Outcome = oracleAnswer(subjectInput(f), f.revision).let {
        value("minOf" to JDouble.ofResult(it.minOf), "maxOf" to JDouble.ofResult(it.maxOf))
    }
    override fun randomInput(g: Gen): JObj {
        val a = g.operand()
        val b = if (g.chance(0.2)) JDouble.ofInput(-a.value) else g.operand() // +-0.0 and x/-x pairs come up often
        return jobj("a" to a, "b" to b)
    }
    override fun subjectInput(f: Fields) = DoublePair(f.double("a"), f.double("b"))
    override fun subjectOutcome(answer: MinAndMax) = value("minOf" to subjectDouble(answer.minOf), "maxOf" to subjectDouble(answer.maxOf))
    override fun oracleAnswer(input: DoublePair, revision: ContractRevision) = MinAndMax(minOf(input.a, input.b), maxOf(input.a, input.b))
}

object KotlinCoerceIn : Suite<CoerceRange, Double>("kotlin.coerceIn", "value.coerceIn(min, max) on doubles: emptyRange when min > max; else min if value < min, max if value > max, else value (NaN and -0.0 kept) (docs/contracts.md section 15).") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("value", "f64", JDouble.ofInput(Double.NaN)), FieldSpec("min", "f64", JNum("-90.0")), FieldSpec("max", "f64", JNum("90.0")))
    override fun compute(f: Fields): Outcome = subjectInput(f).let { input ->
        geoOutcome { value("value" to JDouble.ofResult(coerce(input))) }
    }
    override fun randomInput(g: Gen): JObj {
        var bounds = listOf(g.operand(), g.operand()).sortedBy { it.value }
        if (g.chance(0.1)) bounds = bounds.reversed() // an empty range
        if (g.chance(0.3)) bounds = g.pick(listOf(-90.0 to 90.0, -180.0 to 180.0, 0.0 to 1.0, -0.0 to 0.0, 0.0 to -0.0))
            .let { listOf(JDouble.ofInput(it.first), JDouble.ofInput(it.second)) }
        return jobj("value" to g.operand(), "min" to bounds[0], "max" to bounds[1])
    }
    override fun subjectInput(f: Fields) = CoerceRange(f.double("value"), f.double("min"), f.double("max"))
    override fun subjectOutcome(answer: Double) = value("value" to subjectDouble(answer))
    override fun oracleAnswer(input: CoerceRange, revision: ContractRevision): Double = rejecting { coerce(input) }

    /** Kotlin's own coerceIn; its IllegalArgumentException for an empty range is the contract's emptyRange. */
    private fun coerce(input: CoerceRange): Double = try {
        input.value.coerceIn(input.min, input.max)
    } catch (e: IllegalArgumentException) {
        throw GeoContractError("emptyRange")
    }
}

/** An operand: the values where ports differ (NaN, +-0.0, +-inf), coordinates, or any double. */
private fun Gen.operand(): JDouble = when (nextInt(10)) {
    0, 1, 2 -> JDouble.ofInput(pick(listOf(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 35.0, -35.0, 90.0, -90.0, 180.0, -180.0, 1e-7)))
    3, 4, 5 -> double()
    else -> JDouble.ofInput(Math.round((nextDouble() * 2 - 1) * 180 * 1e6) / 1e6)
}

/** `kotlin.minMax`: the two operands. */
data class DoublePair(val a: Double, val b: Double)

/** `kotlin.minMax`: `minOf(a, b)` and `maxOf(a, b)`. */
data class MinAndMax(val minOf: Double, val maxOf: Double)

/** `kotlin.coerceIn`: the value and the range's bounds. */
data class CoerceRange(val value: Double, val min: Double, val max: Double)

object KotlinPrimitiveSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(KotlinMinMax, KotlinCoerceIn)
    override val mutants = listOf(JvmMutant(MinOfDropsNaN::class.java, KotlinMinMax, "/minOf"))
}

/** minOf written as `if (a < b) a else b` (Swift's min): min(35, NaN) is 35, min(0.0, -0.0) is 0.0. */
class MinOfDropsNaN(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(KotlinMinMax) { input ->
            val right = oracle(KotlinMinMax, input)
            right.copy(minOf = if (input.b < input.a) input.b else input.a)
        }
    }
}
