// The common case of JsonIn.parse in one pass. A text that StrictScan finds nothing in and Gson's strict reader
// reads (a vector file, a fuzzer's request) went through three passes: the scan, Gson's tokens, and our tree built
// from them. This reader checks the same rules while it builds the same tree, and declines (null) at the first
// character it does not take, without saying why: JsonIn.parse then takes the three-pass path, which words every
// fault and places it, so no message or line:column depends on this reader. It declines more than it must (an
// integer beyond 18 digits, a number far from 1, deep nesting): those texts take the long path, not a wrong one.

package com.mapconductor.parity

internal class StrictTreeReader private constructor(text: String, private val surrogatesAllowed: Boolean) {
    private val n = text.length

    // Read by index from an array (String.charAt costs as much as the rest under C1 alone), with a NUL after the
    // text: a NUL is a fault wherever it stands, so the end needs no bounds check of its own.
    private val t = CharArray(n + 1).also { text.toCharArray(it, 0, 0, n) }
    private var i = 0
    // A vector file repeats its keys in every case; a fuzzer's request is read in microseconds, where the table's
    // own cost would show.
    private val keys = if (n >= KEYED_TEXT_CHARS) ObjectKeys() else null

    private fun document(): JObj? = try {
        skipWhitespace()
        if (t[i] != '{') null else {
            val root = obj(0)
            skipWhitespace()
            if (i == n) root else null
        }
    } catch (e: Declined) {
        null
    }

    private fun value(depth: Int): J {
        if (depth > DEPTH_LIMIT) throw Declined
        return when (val c = t[i]) {
            '{' -> obj(depth)
            '[' -> arr(depth)
            '"' -> JStr(string())
            't' -> { word("true"); JBool(true) }
            'f' -> { word("false"); JBool(false) }
            'n' -> { word("null"); JNull }
            else -> if (c == '-' || c in '0'..'9') number() else throw Declined
        }
    }

    private fun obj(depth: Int): JObj {
        val fields = LinkedHashMap<String, J>()
        i++
        skipWhitespace()
        if (t[i] == '}') { i++; return JObj(fields) }
        while (true) {
            if (t[i] != '"') throw Declined
            val key = key()
            skipWhitespace()
            if (t[i] != ':') throw Declined
            i++
            skipWhitespace()
            if (fields.put(key, value(depth + 1)) != null) throw Declined
            skipWhitespace()
            when (t[i]) {
                ',' -> { i++; skipWhitespace() }
                '}' -> { i++; return JObj(fields) }
                else -> throw Declined
            }
        }
    }

    private fun arr(depth: Int): JArr {
        val items = ArrayList<J>()
        i++
        skipWhitespace()
        if (t[i] == ']') { i++; return JArr(items) }
        while (true) {
            items.add(value(depth + 1))
            skipWhitespace()
            when (t[i]) {
                ',' -> { i++; skipWhitespace() }
                ']' -> { i++; return JArr(items) }
                else -> throw Declined
            }
        }
    }

    /** As [string], for an object's key: one String per key text (ObjectKeys); a key with an escape is decoded anew. */
    private fun key(): String {
        val start = i + 1
        var end = start
        while (true) {
            val c = t[end]
            if (c == '"') break
            if (c == '\\') return string()
            plainChar(c)
            end++
        }
        i = end + 1
        return keys?.key(t, start, end) ?: String(t, start, end - start)
    }

    /** The decoded string that starts at the quote at [i]; [i] ends past its closing quote. */
    private fun string(): String {
        val start = ++i
        while (true) {
            val c = t[i]
            if (c == '"') { i++; return String(t, start, i - 1 - start) }
            if (c == '\\') break
            plainChar(c)
            i++
        }
        // The text from the first escape on is decoded into a builder; a string without escapes is its slice.
        val sb = StringBuilder(i - start + 16).append(t, start, i - start)
        while (true) {
            val c = t[i]
            if (c == '"') { i++; return sb.toString() }
            if (c != '\\') { plainChar(c); sb.append(c); i++; continue }
            when (val e = t[i + 1]) {
                'u' -> {
                    val unit = hexUnit(i + 2)
                    if (unit in 0xD800..0xDFFF && !surrogatesAllowed) throw Declined
                    sb.append(unit.toChar())
                    i += 6
                }
                '"', '\\', '/' -> { sb.append(e); i += 2 }
                'b' -> { sb.append('\b'); i += 2 }
                'f' -> { sb.append('\u000c'); i += 2 }
                'n' -> { sb.append('\n'); i += 2 }
                'r' -> { sb.append('\r'); i += 2 }
                't' -> { sb.append('\t'); i += 2 }
                else -> throw Declined
            }
        }
    }

    /** A character that stands for itself in a string: no control character (the NUL after the text included). */
    private fun plainChar(c: Char) {
        if (c < ' ' || (c > '\u007f' && !surrogatesAllowed)) throw Declined
    }

    /** Four ASCII hex digits from [at] (the NUL after the text stops a short escape). */
    private fun hexUnit(at: Int): Int {
        var unit = 0
        for (k in at until at + 4) {
            val c = t[k]
            val digit = when (c) {
                in '0'..'9' -> c - '0'
                in 'a'..'f' -> c - 'a' + 10
                in 'A'..'F' -> c - 'A' + 10
                else -> throw Declined
            }
            unit = unit * 16 + digit
        }
        return unit
    }

    /**
     * A number of JSON's grammar that StrictScan takes, as its text: an integer of at most 18 digits other than
     * -0, or a decimal that reads as neither infinity nor (when any digit is not 0) zero.
     */
    private fun number(): JNum {
        val start = i
        if (t[i] == '-') i++
        val integerStart = i
        if (t[i] == '0') i++ else while (t[i] in '0'..'9') i++
        val integerDigits = i - integerStart
        if (integerDigits == 0) throw Declined
        var fractionDigits = 0
        if (t[i] == '.') {
            i++
            while (t[i] in '0'..'9') { i++; fractionDigits++ }
            if (fractionDigits == 0) throw Declined
        }
        var hasExponent = false
        var exponentMagnitude = 0
        if (t[i] == 'e' || t[i] == 'E') {
            hasExponent = true
            i++
            if (t[i] == '+' || t[i] == '-') i++
            val digitsStart = i
            while (t[i] in '0'..'9') {
                if (exponentMagnitude <= 250) exponentMagnitude = exponentMagnitude * 10 + (t[i] - '0')
                i++
            }
            if (i == digitsStart) throw Declined
        }
        if (fractionDigits == 0 && !hasExponent) {
            if (integerDigits > 18) throw Declined
            if (t[start] == '-' && t[integerStart] == '0') throw Declined
        } else if (integerDigits + fractionDigits > 40 || exponentMagnitude > 250) {
            // Outside what is surely a finite, non-zero double (StrictScan's bound): parsed, as StrictScan does.
            val d = String(t, start, i - start).toDouble()
            if (d.isInfinite()) throw Declined
            if (d == 0.0 && hasNonZeroDigit(integerStart, i)) throw Declined
        }
        // Gson reads a number within its buffer of 1,024 characters (a longer one is a fault there); only leading
        // zeros of an exponent can make one longer than this.
        if (i - start > MAX_NUMBER_LENGTH) throw Declined
        return JNum(String(t, start, i - start))
    }

    /** True when a digit before the exponent, from [from] (the number's first digit) to [end], is not 0. */
    private fun hasNonZeroDigit(from: Int, end: Int): Boolean {
        for (k in from until end) {
            val c = t[k]
            if (c == 'e' || c == 'E') return false
            if (c in '1'..'9') return true
        }
        return false
    }

    private fun word(text: String) {
        for (k in text.indices) if (t[i + k] != text[k]) throw Declined
        i += text.length
    }

    private fun skipWhitespace() {
        while (true) {
            val c = t[i]
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return
            i++
        }
    }

    /** Thrown to unwind at the first character the reader does not take; one instance, no stack trace. */
    private object Declined : RuntimeException(null, null, false, false)

    companion object {
        /** Well below [MAX_DEPTH]: deeper texts take the long path, which words that fault. */
        private const val DEPTH_LIMIT = 200
        private const val MAX_NUMBER_LENGTH = 64
        private const val KEYED_TEXT_CHARS = 16 shl 10

        /**
         * The tree Gson's strict reader builds from [text] when StrictScan finds nothing in it
         * ([surrogatesAllowed] as there), else null (including some texts that have no fault).
         */
        fun read(text: String, surrogatesAllowed: Boolean): JObj? = StrictTreeReader(text, surrogatesAllowed).document()
    }
}
