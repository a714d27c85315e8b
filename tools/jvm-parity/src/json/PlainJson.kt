// The common case read in one pass: a vector file that is plain, well-formed ASCII JSON within every rule of the
// strict gate. Most files are, and for them the gate's two passes (StrictScan, then Gson) cost most of a run's
// loading. Anything out of the ordinary makes this reader give up, and the full gate reads the text instead, so
// every fault is still found, placed and worded by the gate alone.

package com.mapconductor.parity

object PlainJson {
    /**
     * The tree of [text] exactly as [JsonIn.parse] builds it (key order, each number's text), or null when the
     * text holds anything this reader does not vouch for: a fault, a character beyond printable ASCII, a
     * surrogate escape, a duplicate key, an integer beyond 18 digits, -0, a number near the double's limits, or
     * nesting deeper than [DEPTH].
     */
    fun parse(text: String): J? = try {
        Reader(text).document()
    } catch (e: GiveUp) {
        null
    }

    private const val DEPTH = 200

    /** Thrown to leave the reader at any depth; no stack trace, as it is a branch, not an error. */
    private object GiveUp : RuntimeException() {
        override fun fillInStackTrace(): Throwable = this
    }

    private class Reader(val s: String) {
        var i = 0
        val sb = StringBuilder()

        fun document(): J {
            skipWhitespace()
            if (i >= s.length || s[i] != '{') throw GiveUp
            val root = value(0)
            skipWhitespace()
            if (i != s.length) throw GiveUp
            return root
        }

        fun skipWhitespace() {
            while (i < s.length) {
                val c = s[i]
                if (c == ' ' || c == '\n' || c == '\r' || c == '\t') i++ else return
            }
        }

        fun value(depth: Int): J {
            if (depth > DEPTH || i >= s.length) throw GiveUp
            return when (s[i]) {
                '{' -> obj(depth)
                '[' -> arr(depth)
                '"' -> JStr(string())
                't' -> literal("true", JBool(true))
                'f' -> literal("false", JBool(false))
                'n' -> literal("null", JNull)
                else -> number()
            }
        }

        fun literal(word: String, value: J): J {
            if (!s.startsWith(word, i)) throw GiveUp
            i += word.length
            return value
        }

        fun obj(depth: Int): J {
            i++
            val fields = LinkedHashMap<String, J>()
            skipWhitespace()
            if (i < s.length && s[i] == '}') { i++; return JObj(fields) }
            while (true) {
                skipWhitespace()
                if (i >= s.length || s[i] != '"') throw GiveUp
                val key = string()
                skipWhitespace()
                if (i >= s.length || s[i] != ':') throw GiveUp
                i++
                skipWhitespace()
                if (fields.put(key, value(depth + 1)) != null) throw GiveUp
                skipWhitespace()
                if (i >= s.length) throw GiveUp
                when (s[i]) {
                    ',' -> i++
                    '}' -> { i++; return JObj(fields) }
                    else -> throw GiveUp
                }
            }
        }

        fun arr(depth: Int): J {
            i++
            val items = ArrayList<J>()
            skipWhitespace()
            if (i < s.length && s[i] == ']') { i++; return JArr(items) }
            while (true) {
                skipWhitespace()
                items.add(value(depth + 1))
                skipWhitespace()
                if (i >= s.length) throw GiveUp
                when (s[i]) {
                    ',' -> i++
                    ']' -> { i++; return JArr(items) }
                    else -> throw GiveUp
                }
            }
        }

        /** A string's decoded text; [i] is at its opening quote. */
        fun string(): String {
            val start = ++i
            while (i < s.length) {
                val c = s[i]
                if (c == '"') return s.substring(start, i++)
                if (c == '\\') break
                if (c < ' ' || c > '~') throw GiveUp
                i++
            }
            // An escape: decode from here on.
            sb.setLength(0)
            sb.append(s, start, i)
            while (i < s.length) {
                val c = s[i]
                when {
                    c == '"' -> { i++; return sb.toString() }
                    c == '\\' -> {
                        if (i + 1 >= s.length) throw GiveUp
                        when (s[i + 1]) {
                            '"' -> sb.append('"')
                            '\\' -> sb.append('\\')
                            '/' -> sb.append('/')
                            'b' -> sb.append('\b')
                            'f' -> sb.append('\u000c')
                            'n' -> sb.append('\n')
                            'r' -> sb.append('\r')
                            't' -> sb.append('\t')
                            'u' -> {
                                if (i + 6 > s.length) throw GiveUp
                                var unit = 0
                                for (k in i + 2 until i + 6) {
                                    val h = s[k]
                                    val d = when (h) {
                                        in '0'..'9' -> h - '0'
                                        in 'a'..'f' -> h - 'a' + 10
                                        in 'A'..'F' -> h - 'A' + 10
                                        else -> throw GiveUp
                                    }
                                    unit = unit * 16 + d
                                }
                                if (unit in 0xD800..0xDFFF) throw GiveUp
                                sb.append(unit.toChar())
                                i += 4
                            }
                            else -> throw GiveUp
                        }
                        i += 2
                    }
                    c < ' ' || c > '~' -> throw GiveUp
                    else -> { sb.append(c); i++ }
                }
            }
            throw GiveUp
        }

        /** -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, kept as its text, within the bounds of [parse]. */
        fun number(): J {
            val start = i
            if (i < s.length && s[i] == '-') i++
            val integerStart = i
            if (i < s.length && s[i] == '0') i++ else while (i < s.length && s[i] in '0'..'9') i++
            val integerDigits = i - integerStart
            if (integerDigits == 0) throw GiveUp
            var fractionDigits = 0
            if (i < s.length && s[i] == '.') {
                i++
                while (i < s.length && s[i] in '0'..'9') { i++; fractionDigits++ }
                if (fractionDigits == 0) throw GiveUp
            }
            var hasExponent = false
            var exponent = 0
            if (i < s.length && (s[i] == 'e' || s[i] == 'E')) {
                i++
                val negative = i < s.length && s[i] == '-'
                if (i < s.length && (s[i] == '+' || s[i] == '-')) i++
                val digitsStart = i
                var magnitude = 0
                while (i < s.length && s[i] in '0'..'9') { if (magnitude < 100000) magnitude = magnitude * 10 + (s[i] - '0'); i++ }
                if (i == digitsStart) throw GiveUp
                exponent = if (negative) -magnitude else magnitude
                hasExponent = true
            }
            if (fractionDigits == 0 && !hasExponent) {
                if (integerDigits > 18) throw GiveUp
                if (s[start] == '-' && s[integerStart] == '0') throw GiveUp
            } else if (integerDigits + fractionDigits > 40 || exponent !in -250..250) {
                // As StrictScan: within those bounds a number is a finite double, not zero unless its digits are;
                // beyond them it is read to see that it is neither infinity nor a non-zero number read as 0.0.
                val d = s.substring(start, i).toDouble()
                val digits = s.substring(integerStart, integerStart + integerDigits + if (fractionDigits > 0) fractionDigits + 1 else 0)
                if (d.isInfinite() || (d == 0.0 && digits.any { it in '1'..'9' })) throw GiveUp
            }
            // A number ends where JSON allows it to: anything else (1true, 1-2) is left to the full gate.
            if (i < s.length) {
                val c = s[i]
                if (!(c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\r' || c == '\t')) throw GiveUp
            }
            return JNum(s.substring(start, i))
        }
    }
}
