// javaHash.* (android-semantics.md section 1): the JVM's own hashes, as the SDK's Kotlin sees them. Every hash
// is the JVM's own method on a real JVM value. Each suite: its oracle computation, random inputs, the plain input
// an adapter gets and answer it returns; then the family's JVM mutants.

package com.mapconductor.parity

object JavaHashString : Suite<String, Int>("javaHash.string", "String.hashCode() over the UTF-16 code units of a Java string, lone surrogates included.") {
    override val suggestedRandomCount = 400
    override val fields = listOf(FieldSpec("s", "str", JStr("polygenelubricants")))
    override fun randomInput(g: Gen) = jobj("s" to JStr(g.string()))
    override fun subjectInput(f: Fields): String = str(f.req("s"), f.path("s"), f.allowLoneEscape)
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: String, revision: ContractRevision): Int = input.hashCode()
}

object JavaHashInt : Suite<Int, Int>("javaHash.int", "Integer.hashCode(value): the value itself.") {
    override val suggestedRandomCount = 150
    override val fields = listOf(FieldSpec("value", "i32", JInt(-1)))
    override fun randomInput(g: Gen) = jobj("value" to JInt(g.int()))
    override fun subjectInput(f: Fields): Int = i32(f.req("value"), f.path("value"))
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Int, revision: ContractRevision): Int = input.hashCode()
}

object JavaHashLong : Suite<Long, Int>("javaHash.long", "java.lang.Long.hashCode(value): (int)(v ^ (v >>> 32)).") {
    override val suggestedRandomCount = 250
    override val fields = listOf(FieldSpec("value", "i64", JLong(-1L)))
    override fun randomInput(g: Gen) = jobj("value" to JLong(g.long()))
    override fun subjectInput(f: Fields): Long = i64(f.req("value"), f.path("value"))
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Long, revision: ContractRevision): Int = input.hashCode()
}

object JavaHashFloat : Suite<Float, Int>("javaHash.float", "java.lang.Float.hashCode(value) = floatToIntBits: every NaN hashes as 0x7fc00000.") {
    override val suggestedRandomCount = 300
    override val fields = listOf(FieldSpec("value", "f32", JFloat(java.lang.Float.floatToRawIntBits(1.5f))))
    override fun randomInput(g: Gen) = jobj("value" to JFloat(g.floatBits()))
    override fun subjectInput(f: Fields): Float = f32(f.req("value"), f.path("value"))
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Float, revision: ContractRevision): Int = input.hashCode()
}

object JavaHashDouble : Suite<Double, DoubleHash>("javaHash.double", "java.lang.Double.hashCode(value) and doubleToLongBits(value): NaN canonical, -0.0 distinct.") {
    override val suggestedRandomCount = 400
    override val fields = listOf(FieldSpec("value", "f64", JNum("0.1")))
    override fun randomInput(g: Gen) = jobj("value" to g.double())
    override fun subjectInput(f: Fields): Double = f64(f.req("value"), f.path("value"))
    override fun subjectOutcome(answer: DoubleHash) = value("hash" to JInt(answer.hash), "bits" to JLong(answer.bits))
    override fun oracleAnswer(input: Double, revision: ContractRevision) =
        DoubleHash(input.hashCode(), java.lang.Double.doubleToLongBits(input))
}

object JavaHashBoolean : Suite<Boolean, Int>("javaHash.boolean", "java.lang.Boolean.hashCode(value): true 1231, false 1237.") {
    override val suggestedRandomCount = 0
    override val fields = listOf(FieldSpec("value", "bool", JBool(true)))
    override fun randomInput(g: Gen) = jobj("value" to JBool(g.nextBoolean()))
    override fun subjectInput(f: Fields): Boolean = bool(f.req("value"), f.path("value"))
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Boolean, revision: ContractRevision): Int = input.hashCode()
}

object JavaHashValue : Suite<Any?, Int>("javaHash.value", "hashCode() of a typed JVM value: boxed primitives, String, java.util.List (seed 1), java.util.Map, Kotlin data classes, null.") {
    override val suggestedRandomCount = 500
    override val fields = listOf(FieldSpec("value", "JavaValue", jobj("list" to JArr(listOf(jobj("int" to JInt(1)), JNull)))))
    override fun randomInput(g: Gen) = jobj("value" to g.javaValue())
    override fun subjectInput(f: Fields): Any? = JavaValues.decode(f.req("value"), f.path("value"), f.allowLoneEscape)
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Any?, revision: ContractRevision): Int = input?.hashCode() ?: 0
}

object JavaHashFold : Suite<FoldInput, Int>("javaHash.fold", "h31(seed, elements): r = seed; r = 31 * r + x for each element, with Int wrap-around.") {
    override val suggestedRandomCount = 200
    override val fields = listOf(
        FieldSpec("seed", "i32", JInt(1)),
        FieldSpec("elements", "[i32]", JArr(listOf(JInt(1), JInt(2))))
    )
    override fun randomInput(g: Gen): JObj {
        val n = if (g.chance(0.1)) 0 else if (g.chance(0.1)) g.nextInt(30, 200) else g.nextInt(1, 10)
        return jobj("seed" to JInt(if (g.chance(0.6)) g.pick(listOf(0, 1)) else g.int()), "elements" to JArr(List(n) { JInt(g.int()) }))
    }
    override fun subjectInput(f: Fields) = FoldInput(i32(f.req("seed"), f.path("seed")), elements(f))
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: FoldInput, revision: ContractRevision): Int = h31(input.seed, input.elements)

    private fun elements(f: Fields): List<Int> =
        arr(f.req("elements"), f.path("elements")).mapIndexed { i, e -> i32(e, "${f.path("elements")}/$i") }
}

object JavaHashColor : Suite<ColorInput, ColorHash>("javaHash.color", "Compose sRGB Color from an ARGB int, Color(red, green, blue, alpha) ints or floats: its ARGB value and hashCode().") {
    override val suggestedRandomCount = 250
    override val fields = listOf(
        FieldSpec("argb", "i32 (exactly one of argb, rgba, rgbaFloat)", JInt(-65536), optional = true),
        FieldSpec("rgba", "[i32 x4]", JArr(listOf(JInt(255), JInt(0), JInt(0), JInt(255))), optional = true),
        FieldSpec("rgbaFloat", "[f32 x4]", JArr(listOf(JNum("1.0"), JNum("1.0"), JNum("1.0"), JNum("0.5"))), optional = true)
    )
    override fun randomInput(g: Gen): JObj = when (g.nextInt(3)) {
        0 -> jobj("argb" to JInt(g.argb()))
        1 -> jobj("rgba" to JArr(List(4) { JInt(if (g.chance(0.8)) g.nextInt(0, 256) else g.int()) }))
        else -> jobj("rgbaFloat" to JArr(List(4) {
            JFloat(
                when (g.nextInt(10)) {
                    0 -> g.floatBits()
                    1 -> java.lang.Float.floatToRawIntBits(g.nextInt(0, 256) / 255.0f)
                    2 -> java.lang.Float.floatToRawIntBits((g.nextInt(0, 256) + 0.5f) / 255.0f)
                    else -> java.lang.Float.floatToRawIntBits(g.nextFloat())
                }
            )
        }))
    }
    override fun subjectInput(f: Fields): ColorInput {
        val given = listOf("argb", "rgba", "rgbaFloat").filter { f.has(it) }
        if (given.size != 1) throw VectorError("input: exactly one of argb, rgba, rgbaFloat, got ${given.size}")
        fun four(key: String): List<J> = arr(f.req(key), f.path(key)).also {
            if (it.size != 4) throw VectorError("${f.path(key)}: four channels [red, green, blue, alpha]")
        }
        return when (given[0]) {
            "argb" -> ColorInput.Argb(i32(f.req("argb"), f.path("argb")))
            "rgba" -> four("rgba").mapIndexed { i, x -> i32(x, "${f.path("rgba")}/$i") }.let { ColorInput.Ints(it[0], it[1], it[2], it[3]) }
            else -> four("rgbaFloat").mapIndexed { i, x -> f32(x, "${f.path("rgbaFloat")}/$i") }.let { ColorInput.Floats(it[0], it[1], it[2], it[3]) }
        }
    }
    override fun subjectOutcome(answer: ColorHash) = value("argb" to JInt(answer.argb), "hash" to JInt(answer.hash))
    override fun oracleAnswer(input: ColorInput, revision: ContractRevision): ColorHash {
        val argb = when (input) {
            is ColorInput.Argb -> ComposeColor(input.argb).argb
            is ColorInput.Ints -> ComposeColor.ofInts(input.red, input.green, input.blue, input.alpha).argb
            is ColorInput.Floats -> ComposeColor.ofFloats(input.red, input.green, input.blue, input.alpha).argb
        }
        return ColorHash(argb, ComposeColor(argb).hashCode())
    }
}

object JavaHashDp : Suite<Float, Int>("javaHash.dp", "Compose Dp (a value class over Float): hashCode() = floatToIntBits(dp).") {
    override val suggestedRandomCount = 150
    override val fields = listOf(FieldSpec("dp", "f32", JNum("1.0")))
    override fun randomInput(g: Gen) = jobj("dp" to JFloat(g.widthBits()))
    override fun subjectInput(f: Fields): Float = f32(f.req("dp"), f.path("dp"))
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: Float, revision: ContractRevision): Int = Dp(input).hashCode()
}

// MARK: - The plain types an adapter gets and returns

/** `javaHash.double`: `value.hashCode()` and `java.lang.Double.doubleToLongBits(value)`. */
data class DoubleHash(val hash: Int, val bits: Long)

/** `javaHash.fold`: `r = seed; for (x in elements) r = 31 * r + x`. */
data class FoldInput(val seed: Int, val elements: List<Int>)

/** The three ways `javaHash.color` builds a Compose `Color`. */
sealed class ColorInput {
    /** `Color(argb: Int)`. */
    data class Argb(val argb: Int) : ColorInput()
    /** `Color(red: Int, green: Int, blue: Int, alpha: Int)`. */
    data class Ints(val red: Int, val green: Int, val blue: Int, val alpha: Int) : ColorInput()
    /** `Color(red: Float, green: Float, blue: Float, alpha: Float)`. */
    data class Floats(val red: Float, val green: Float, val blue: Float, val alpha: Float) : ColorInput()
}

/** `javaHash.color`: the built `Color` as `toArgb()`, and `Color(argb).hashCode()`. */
data class ColorHash(val argb: Int, val hash: Int)

object JavaHashSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(
        JavaHashString, JavaHashInt, JavaHashLong, JavaHashFloat, JavaHashDouble, JavaHashBoolean,
        JavaHashValue, JavaHashFold, JavaHashColor, JavaHashDp
    )
    override val mutants = listOf(
        JvmMutant(FloatHashedAsDouble::class.java, JavaHashFloat, "/hash"),
        JvmMutant(ListSeedZero::class.java, JavaHashValue, "/hash"),
        JvmMutant(NaNNotCanonical::class.java, JavaHashDouble, "/bits")
    )
}

// MARK: - JVM mutants

/** A Float hashed as the Double it widens to. */
class FloatHashedAsDouble(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(JavaHashFloat) { value -> value.toDouble().hashCode() }
    }
}

/** java.util.List hashed with seed 0 (the SDK's private point fold) instead of List.hashCode's 1. */
class ListSeedZero(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(JavaHashValue) { value -> hash(value) }
    }

    private fun hash(v: Any?): Int = when (v) {
        is List<*> -> h31(0, v.map { hash(it) })
        is Map<*, *> -> v.entries.fold(0) { sum, e -> sum + (hash(e.key) xor hash(e.value)) }
        else -> v?.hashCode() ?: 0
    }
}

/** doubleToRawLongBits where Android's doubleToLongBits makes every NaN canonical. */
class NaNNotCanonical(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(JavaHashDouble) { value -> oracle(JavaHashDouble, value).copy(bits = java.lang.Double.doubleToRawLongBits(value)) }
    }
}
