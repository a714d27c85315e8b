// The oracle's JSON tree, its strict reader (Gson's streaming JsonReader) and its canonical writer.
//
// The tree keeps what a vector file needs to survive a round trip byte for byte: object key order, the exact
// text of every number that was read, and typed leaves for the numbers the oracle writes itself (Int, Long,
// Double and Float, the latter two by their IEEE bits so NaN payloads survive).

package com.mapconductor.parity

import com.google.gson.stream.JsonReader
import com.google.gson.stream.JsonToken
import java.io.Reader
import java.io.StringReader

/**
 * A vector file or an input is wrong: exit code 2 for `check`/`generate`, a `failure` line for `serve`. A fault
 * of the JSON text carries its 1-based [line] and [column] (0 when the fault has no place in the text).
 */
class VectorError(message: String, val line: Int = 0, val column: Int = 0) : Exception(message) {
    /** `PATH:LINE:COL` when the fault has a place, else `PATH`. */
    fun at(path: String): String = if (line > 0) "$path:$line:$column" else path
}

sealed class J

/** A number as read from a file: its text, verbatim. */
class JNum(val text: String) : J()

/** A number the oracle writes: a Java `int`. */
class JInt(val value: Int) : J()

/** A Java `long`, written as a decimal string. */
class JLong(val value: Long) : J()

/** A Java `double`, kept as its raw IEEE bits. */
class JDouble(val bits: Long) : J() {
    val value: Double get() = java.lang.Double.longBitsToDouble(bits)

    companion object {
        /** Any NaN becomes the canonical NaN: outputs never depend on the CPU's NaN payloads. */
        fun ofResult(d: Double): JDouble =
            JDouble(if (d.isNaN()) CANONICAL_DOUBLE_NAN else java.lang.Double.doubleToRawLongBits(d))

        fun ofInput(d: Double): JDouble = JDouble(java.lang.Double.doubleToRawLongBits(d))
    }
}

/** A Java `float`, kept as its raw IEEE bits. */
class JFloat(val bits: Int) : J() {
    val value: Float get() = java.lang.Float.intBitsToFloat(bits)
}

class JStr(val value: String) : J()
class JBool(val value: Boolean) : J()
object JNull : J()
class JArr(val items: List<J>) : J()
class JObj(val fields: LinkedHashMap<String, J>) : J() {
    operator fun get(key: String): J? = fields[key]
}

const val CANONICAL_DOUBLE_NAN = 0x7ff8000000000000L
const val CANONICAL_FLOAT_NAN = 0x7fc00000
const val MAX_DEPTH = 256

fun jobj(vararg pairs: Pair<String, J>): JObj {
    val m = LinkedHashMap<String, J>()
    for ((k, v) in pairs) m[k] = v
    return JObj(m)
}

fun jarr(items: List<J>): JArr = JArr(items)

// MARK: - Reading

object JsonIn {
    /**
     * Parses one JSON object text strictly: [StrictScan]'s rules (the same as parity-check's), then Gson's strict
     * reader. When both find a fault, the earlier one is reported. [asciiOnly]: also reject characters beyond
     * ASCII and surrogate escapes (a vector file under `check`; `generate` and `serve` take them). A text
     * [StrictTreeReader] takes is read in its one pass, to the same tree; any other takes the passes below.
     */
    fun parse(text: String, asciiOnly: Boolean = false): J =
        StrictTreeReader.read(text, surrogatesAllowed = !asciiOnly) ?: parseInPasses(text, asciiOnly)

    /** [parse] without the one pass: StrictScan, then Gson and our tree. */
    internal fun parseInPasses(text: String, asciiOnly: Boolean): J {
        val finding = StrictScan.firstFinding(text, surrogatesAllowed = !asciiOnly)
        val parsed = try {
            parse(StringReader(text))
        } catch (e: VectorError) {
            if (finding == null) throw e
            val (line, column) = StrictScan.lineAndColumn(text, finding.offset)
            if (e.line > 0 && (e.line < line || (e.line == line && e.column < column))) throw e
            null
        }
        if (finding != null) {
            val (line, column) = StrictScan.lineAndColumn(text, finding.offset)
            throw VectorError(finding.message, line, column)
        }
        return parsed!!
    }

    private val GSON_PLACE = Regex("at line ([0-9]+) column ([0-9]+)")

    fun parse(reader: Reader): J {
        val r = JsonReader(reader)
        r.isLenient = false
        val value = try {
            read(r, 0)
        } catch (e: VectorError) {
            throw e
        } catch (e: Exception) {
            val message = (e.message ?: e.javaClass.simpleName).replace("Use JsonReader.setLenient(true) to accept malformed JSON", "malformed JSON")
            val place = GSON_PLACE.find(message)
            throw VectorError("not valid JSON: $message", place?.groupValues?.get(1)?.toInt() ?: 0, place?.groupValues?.get(2)?.toInt() ?: 0)
        }
        val trailing = try { r.peek() } catch (e: Exception) { null }
        if (trailing != JsonToken.END_DOCUMENT) throw VectorError("not valid JSON: text after the top-level value")
        return value
    }

    private fun read(r: JsonReader, depth: Int): J {
        if (depth > MAX_DEPTH) throw VectorError("nesting deeper than $MAX_DEPTH levels")
        return when (r.peek()) {
            JsonToken.BEGIN_OBJECT -> {
                r.beginObject()
                val m = LinkedHashMap<String, J>()
                while (r.hasNext()) {
                    val k = r.nextName()
                    if (m.containsKey(k)) throw VectorError("duplicate key \"$k\" at ${r.path}")
                    m[k] = read(r, depth + 1)
                }
                r.endObject()
                JObj(m)
            }
            JsonToken.BEGIN_ARRAY -> {
                r.beginArray()
                val items = ArrayList<J>()
                while (r.hasNext()) items.add(read(r, depth + 1))
                r.endArray()
                JArr(items)
            }
            JsonToken.STRING -> JStr(r.nextString())
            JsonToken.NUMBER -> JNum(r.nextString())
            JsonToken.BOOLEAN -> JBool(r.nextBoolean())
            JsonToken.NULL -> { r.nextNull(); JNull }
            else -> throw VectorError("unexpected JSON token at ${r.path}")
        }
    }
}

fun codeUnit(c: Char): Int = c - '\u0000'

/**
 * True when the string holds any surrogate code unit, paired or not. Such strings are written as
 * `{"utf16": [...]}`: json-c reads lone surrogate escapes, and json-c 0.16 even some valid pairs, as U+FFFD
 * (docs/vector-format.md), so no surrogate escape may appear in a JSON string.
 */
fun hasSurrogate(s: String): Boolean {
    for (c in s) if (Character.isSurrogate(c)) return true
    return false
}

// MARK: - Writing

/**
 * The canonical compact JSON text of a value: `": "` after keys, `", "` between items, `{}`/`[]` when empty,
 * ASCII only (`\u00e9`, lower-case hex), strings holding any surrogate (an astral character or a lone
 * surrogate) as `{"utf16": [...]}`, numbers by the rules of docs/vector-format.md.
 */
object JsonOut {
    fun compact(j: J): String {
        val sb = StringBuilder()
        write(sb, j)
        return sb.toString()
    }

    fun write(sb: StringBuilder, j: J) {
        when (j) {
            is JNum -> sb.append(j.text)
            is JInt -> sb.append(j.value)
            is JLong -> sb.append('"').append(j.value).append('"')
            is JDouble -> writeDoubleBits(sb, j.bits)
            is JFloat -> writeFloatBits(sb, j.bits)
            is JStr -> writeString(sb, j.value)
            is JBool -> sb.append(if (j.value) "true" else "false")
            is JNull -> sb.append("null")
            is JArr -> {
                sb.append('[')
                for ((i, item) in j.items.withIndex()) {
                    if (i > 0) sb.append(", ")
                    write(sb, item)
                }
                sb.append(']')
            }
            is JObj -> {
                sb.append('{')
                var first = true
                for ((k, v) in j.fields) {
                    if (!first) sb.append(", ")
                    first = false
                    quote(sb, k)
                    sb.append(": ")
                    write(sb, v)
                }
                sb.append('}')
            }
        }
    }

    fun writeString(sb: StringBuilder, s: String) {
        if (hasSurrogate(s)) {
            sb.append("{\"utf16\": [")
            for (i in 0 until s.length) {
                if (i > 0) sb.append(", ")
                sb.append(codeUnit(s[i]))
            }
            sb.append("]}")
        } else {
            quote(sb, s)
        }
    }

    private const val HEX = "0123456789abcdef"

    fun quote(sb: StringBuilder, s: String) {
        sb.append('"')
        for (c in s) {
            val u = codeUnit(c)
            when {
                c == '"' -> sb.append("\\\"")
                c == '\\' -> sb.append("\\\\")
                c == '\n' -> sb.append("\\n")
                c == '\r' -> sb.append("\\r")
                c == '\t' -> sb.append("\\t")
                c == '\b' -> sb.append("\\b")
                u == 0x0c -> sb.append("\\f")
                u < 0x20 || u > 0x7e -> {
                    sb.append("\\u")
                    sb.append(HEX[(u shr 12) and 15]).append(HEX[(u shr 8) and 15])
                    sb.append(HEX[(u shr 4) and 15]).append(HEX[u and 15])
                }
                else -> sb.append(c)
            }
        }
        sb.append('"')
    }

    fun doubleText(bits: Long): String {
        val sb = StringBuilder()
        writeDoubleBits(sb, bits)
        return sb.toString()
    }

    fun writeDoubleBits(sb: StringBuilder, bits: Long) {
        val d = java.lang.Double.longBitsToDouble(bits)
        when {
            d.isNaN() ->
                if (bits == CANONICAL_DOUBLE_NAN) sb.append("\"NaN\"")
                else sb.append('"').append(String.format(java.util.Locale.ROOT, "0x%016x", bits)).append('"')
            d == Double.POSITIVE_INFINITY -> sb.append("\"Infinity\"")
            d == Double.NEGATIVE_INFINITY -> sb.append("\"-Infinity\"")
            else -> sb.append(JavaDoubleText.format(d))
        }
    }

    fun writeFloatBits(sb: StringBuilder, bits: Int) {
        val f = java.lang.Float.intBitsToFloat(bits)
        when {
            f.isNaN() ->
                if (bits == CANONICAL_FLOAT_NAN) sb.append("\"NaN\"")
                else sb.append('"').append(String.format(java.util.Locale.ROOT, "0x%08x", bits)).append('"')
            f == Float.POSITIVE_INFINITY -> sb.append("\"Infinity\"")
            f == Float.NEGATIVE_INFINITY -> sb.append("\"-Infinity\"")
            else -> sb.append(JavaDoubleText.format(f.toDouble()))
        }
    }
}
