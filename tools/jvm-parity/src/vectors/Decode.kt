// Reading typed values out of a case's `input`, by the number rules of docs/vector-format.md.
// Anything outside those rules is a VectorError (never a silently different value).

package com.mapconductor.parity

import java.math.BigInteger

private val INTEGER_TEXT = Regex("-?(0|[1-9][0-9]*)")
private val HEX16 = Regex("0x[0-9a-fA-F]{16}")
private val HEX8 = Regex("0x[0-9a-fA-F]{8}")

/**
 * A value's place in a case, `input/extra/list/3`, for messages: the readers below take any text as their `what`,
 * and a Place is its parent's text and one more step, joined only when a message reads it: the fuzzer's oracle
 * reads millions of values without fault, and joining a path for each (each code unit of a `utf16` string, each
 * JavaValue) took about 7 % of its steady time on javaHash.string.
 */
class Place(private val parent: CharSequence, private val step: Any) : CharSequence {
    private var text: String? = null

    override fun toString(): String = text ?: "$parent/$step".also { text = it }
    override val length: Int get() = toString().length
    override fun get(index: Int): Char = toString()[index]
    override fun subSequence(startIndex: Int, endIndex: Int): CharSequence = toString().subSequence(startIndex, endIndex)
}

fun describe(j: J): String = JsonOut.compact(j).let { if (it.length > 80) it.substring(0, 77) + "..." else it }

fun i32(j: J, what: CharSequence): Int {
    val text = when (j) {
        is JNum -> j.text
        is JInt -> return j.value
        else -> throw VectorError("$what: expected a 32-bit integer (JSON integer), got ${describe(j)}")
    }
    val short = shortDecimal(text)
    if (short != null) {
        if (short < Int.MIN_VALUE || short > Int.MAX_VALUE) throw VectorError("$what: $text is outside the 32-bit range (a Long is written as a decimal string)")
        return short.toInt()
    }
    if (!INTEGER_TEXT.matches(text)) throw VectorError("$what: expected a JSON integer without fraction or exponent, got $text")
    val v = BigInteger(text)
    if (v.bitLength() > 31) throw VectorError("$what: $text is outside the 32-bit range (a Long is written as a decimal string)")
    return v.toInt()
}

/**
 * The value of [text] when it matches INTEGER_TEXT with at most 18 digits (so it fits a Long exactly), else
 * null (the caller then takes the general path). The fuzzer sends millions of integers; the regex and the
 * BigInteger cost more than the rest of their decoding.
 */
private fun shortDecimal(text: String): Long? {
    val start = if (text.startsWith("-")) 1 else 0
    val digits = text.length - start
    if (digits < 1 || digits > 18 || (text[start] == '0' && digits > 1)) return null
    var v = 0L
    for (i in start until text.length) {
        val c = text[i]
        if (c < '0' || c > '9') return null
        v = v * 10 + (c - '0')
    }
    return if (start == 1) -v else v
}

/**
 * The double of [text] when it is digits with an optional '-' and fraction, at most 15 digits in all, else null
 * (the caller then asks Double.parseDouble). Such a number is an integer below 2^53 over a power of ten up to
 * 10^15, both exact as doubles, so their one IEEE division is the correctly rounded value: parseDouble's, bit for
 * bit (Clinger's fast path). Most numbers of the vectors are that short; under C1 alone parseDouble cost about a
 * tenth of a judging run, mostly in what surrounds this same division.
 */
private fun shortDecimalDouble(text: String): Double? {
    val start = if (text.startsWith("-")) 1 else 0
    var mantissa = 0L
    var digits = 0
    var fractionDigits = -1
    for (i in start until text.length) {
        val c = text[i]
        if (c == '.') {
            if (fractionDigits >= 0 || digits == 0) return null
            fractionDigits = 0
            continue
        }
        if (c < '0' || c > '9') return null
        if (++digits > 15) return null
        mantissa = mantissa * 10 + (c - '0')
        if (fractionDigits >= 0) fractionDigits++
    }
    if (digits == 0 || fractionDigits == 0) return null
    val magnitude = if (fractionDigits > 0) mantissa.toDouble() / EXACT_POWERS_OF_TEN[fractionDigits] else mantissa.toDouble()
    return if (start == 1) -magnitude else magnitude
}

/** 10^0 to 10^15, each exactly a double. */
private val EXACT_POWERS_OF_TEN = DoubleArray(16).also { p -> p[0] = 1.0; for (k in 1 until p.size) p[k] = p[k - 1] * 10.0 }

fun i64(j: J, what: CharSequence): Long {
    val text = when (j) {
        is JStr -> j.value
        is JLong -> return j.value
        is JNum -> throw VectorError("$what: a Long is written as a decimal string (\"${j.text}\"), not a JSON number")
        else -> throw VectorError("$what: expected a Long as a decimal string, got ${describe(j)}")
    }
    // parity-check's rule: the text is the value's own decimal spelling, so "-0" (as "+1" or "01") is not one.
    if (text == "-0") throw VectorError("$what: \"$text\" is not a canonical 64-bit decimal integer (write digits only, with an optional leading '-', no leading zeros or '+')")
    shortDecimal(text)?.let { return it }
    if (!INTEGER_TEXT.matches(text)) throw VectorError("$what: \"$text\" is not a canonical 64-bit decimal integer (write digits only, with an optional leading '-', no leading zeros or '+')")
    val v = BigInteger(text)
    if (v.bitLength() > 63) throw VectorError("$what: \"$text\" is outside the 64-bit range")
    return v.toLong()
}

/** A Double, as its raw IEEE bits (so a NaN payload given in hex is kept). */
fun f64Bits(j: J, what: CharSequence): Long = when (j) {
    is JDouble -> j.bits
    is JNum -> {
        if (j.text == "-0") throw VectorError("$what: write -0.0, not -0 (JSON readers read -0 as the integer 0)")
        val d = shortDecimalDouble(j.text) ?: try { java.lang.Double.parseDouble(j.text) } catch (e: NumberFormatException) {
            throw VectorError("$what: not a number: ${j.text}")
        }
        if (d.isInfinite()) throw VectorError("$what: ${j.text} overflows a double; write \"Infinity\" or \"-Infinity\"")
        java.lang.Double.doubleToRawLongBits(d)
    }
    is JStr -> when {
        j.value == "NaN" -> CANONICAL_DOUBLE_NAN
        j.value == "Infinity" -> java.lang.Double.doubleToRawLongBits(Double.POSITIVE_INFINITY)
        j.value == "-Infinity" -> java.lang.Double.doubleToRawLongBits(Double.NEGATIVE_INFINITY)
        HEX16.matches(j.value) -> java.lang.Long.parseUnsignedLong(j.value.substring(2), 16)
        else -> throw VectorError("$what: expected a double, \"NaN\", \"Infinity\", \"-Infinity\" or \"0x\" + 16 hex digits, got \"${j.value}\"")
    }
    else -> throw VectorError("$what: expected a double, got ${describe(j)}")
}

fun f64(j: J, what: CharSequence): Double = java.lang.Double.longBitsToDouble(f64Bits(j, what))

/** A Float, as its raw IEEE bits. A JSON number must be exactly a float's value. */
fun f32Bits(j: J, what: CharSequence): Int = when (j) {
    is JFloat -> j.bits
    is JNum -> {
        val bits = f64Bits(j, what)
        val d = java.lang.Double.longBitsToDouble(bits)
        val f = d.toFloat()
        // A finite double beyond the largest float (from its midpoint with the next power of two on) becomes an
        // infinite Float: not the value written, and no finite text to suggest.
        if (f.isInfinite()) {
            throw VectorError("$what: ${j.text} is not exactly a float: it is beyond the largest float, ${JavaDoubleText.format(Float.MAX_VALUE.toDouble())}, and rounds to ${if (f < 0) "-" else ""}Infinity; write \"${if (f < 0) "-" else ""}Infinity\" or a float's value")
        }
        if (f.toDouble() != d || (d == 0.0 && bits != java.lang.Double.doubleToRawLongBits(f.toDouble()))) {
            throw VectorError("$what: ${j.text} is not exactly a float; write ${JavaDoubleText.format(f.toDouble())} (the double value of ${f}f)")
        }
        java.lang.Float.floatToRawIntBits(f)
    }
    is JStr -> when {
        j.value == "NaN" -> CANONICAL_FLOAT_NAN
        j.value == "Infinity" -> java.lang.Float.floatToRawIntBits(Float.POSITIVE_INFINITY)
        j.value == "-Infinity" -> java.lang.Float.floatToRawIntBits(Float.NEGATIVE_INFINITY)
        HEX8.matches(j.value) -> java.lang.Long.parseLong(j.value.substring(2), 16).toInt()
        else -> throw VectorError("$what: expected a float, \"NaN\", \"Infinity\", \"-Infinity\" or \"0x\" + 8 hex digits, got \"${j.value}\"")
    }
    else -> throw VectorError("$what: expected a float, got ${describe(j)}")
}

fun f32(j: J, what: CharSequence): Float = java.lang.Float.intBitsToFloat(f32Bits(j, what))

fun bool(j: J, what: CharSequence): Boolean =
    (j as? JBool)?.value ?: throw VectorError("$what: expected true or false, got ${describe(j)}")

/**
 * A Java String: a JSON string, or `{"utf16": [code units]}` for strings that hold any surrogate (an astral
 * character or a lone surrogate). The string is built from UTF-16 code units with `String(CharArray)`, as a Java
 * string may hold any unit sequence. [allowLoneEscape]: `generate` accepts "\ud83d\ude00" or "\ud800" (or the
 * raw character) in a hand-written input and rewrites it as `{"utf16": ...}`; `check` and `serve` reject it
 * (json-c reads lone surrogate escapes, and some valid pairs, as U+FFFD).
 */
fun str(j: J, what: CharSequence, allowLoneEscape: Boolean): String = when (j) {
    is JStr -> {
        if (!allowLoneEscape && hasSurrogate(j.value)) {
            throw VectorError("$what: a surrogate in a JSON string (an astral character or a lone surrogate); write {\"utf16\": [...]} (generate does)")
        }
        j.value
    }
    is JObj -> {
        val units = j["utf16"]
        if (j.fields.size != 1 || units !is JArr) throw VectorError("$what: expected a string or {\"utf16\": [...]}, got ${describe(j)}")
        val chars = CharArray(units.items.size)
        val unitsPlace = Place(what, "utf16")
        for ((i, u) in units.items.withIndex()) {
            val v = i32(u, Place(unitsPlace, i))
            if (v < 0 || v > 0xFFFF) throw VectorError("$what/utf16/$i: $v is not a UTF-16 code unit (0...65535)")
            chars[i] = v.toChar()
        }
        String(chars)
    }
    else -> throw VectorError("$what: expected a string, got ${describe(j)}")
}

fun arr(j: J, what: CharSequence): List<J> =
    (j as? JArr)?.items ?: throw VectorError("$what: expected an array, got ${describe(j)}")

fun obj(j: J, what: CharSequence): JObj =
    j as? JObj ?: throw VectorError("$what: expected an object, got ${describe(j)}")

/** A case input or a nested object: hands out fields by name and rejects the ones nobody asked for. */
class Fields(val o: JObj, val where: CharSequence, val allowLoneEscape: Boolean,
             val revision: ContractRevision = ContractRevision.newest) {
    // The few names asked for (a list: a set per object cost more to build than its look-ups save on the
    // fuzzer's millions of inputs), each once.
    private val used = ArrayList<String>(8)

    private fun use(key: String) {
        if (key !in used) used.add(key)
    }

    fun has(key: String): Boolean = o.fields.containsKey(key)

    fun req(key: String): J {
        use(key)
        return o[key] ?: throw VectorError("$where: missing field \"$key\"")
    }

    /** null when absent (the caller applies the default); JNull when written as null. */
    fun opt(key: String): J? {
        use(key)
        return o[key]
    }

    fun path(key: String): CharSequence = Place(where, key)

    fun done() {
        for (k in o.fields.keys) {
            if (k !in used) throw VectorError("$where: unknown field \"$k\" (known: ${used.sorted().joinToString(", ")})")
        }
    }
}
