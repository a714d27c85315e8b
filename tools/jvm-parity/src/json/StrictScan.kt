// One pass over a JSON text, before Gson reads it, that finds what a vector file may not hold though a JSON
// reader might take it: the same rules, in the same order, as parity-check's scan (Sources/VectorJSON/
// FidelityScan.swift), with the same messages in substance, so both gates reject the same files for the same
// reason (docs/vector-format.md, "What both gates reject"). Gson's strict mode rejects comments, single quotes
// and bare NaN too, but only as "malformed JSON"; it accepts raw control characters in strings, `1e400`
// (infinity), `1e-400` (0.0) and integers beyond 64 bits, which parity-check's json-c would read differently.

package com.mapconductor.parity

/** A fault found by [StrictScan], at a 1-based line and column (characters, which equal bytes in ASCII). */
class ScanFinding(val message: String, val offset: Int)

object StrictScan {
    /**
     * The first fault of [text], or null. [surrogatesAllowed]: `generate` reads lone surrogate escapes and
     * non-ASCII characters (it rewrites them canonically); `check` rejects them.
     */
    fun firstFinding(text: String, surrogatesAllowed: Boolean): ScanFinding? = Scanner(text, surrogatesAllowed).run()

    /** "line L column C" of [offset] in [text]. */
    fun lineAndColumn(text: String, offset: Int): Pair<Int, Int> {
        var line = 1
        var lineStart = 0
        val end = Math.min(Math.max(offset, 0), text.length)
        for (i in 0 until end) if (text[i] == '\n') { line++; lineStart = i + 1 }
        return Pair(line, end - lineStart + 1)
    }

    private class Container(val isObject: Boolean) {
        var expectingName = isObject

        // The object's keys so far: none for an array, a short list for the usual few keys (a set per object cost
        // more to build than its look-ups save: the fuzzer's oracle scans every request), a set beyond a few.
        private var few: ArrayList<String>? = null
        private var many: HashSet<String>? = null

        /** Adds [key]; false when the object already has it. */
        fun addName(key: String): Boolean {
            many?.let { return it.add(key) }
            val list = few ?: ArrayList<String>(4).also { few = it }
            if (key in list) return false
            list.add(key)
            if (list.size > 8) {
                many = HashSet(list)
                few = null
            }
            return true
        }
    }

    private class Scanner(val s: String, val surrogatesAllowed: Boolean) {
        // Read by index from an array: String.charAt, under C1 alone, cost about as much as the rest of the scan.
        val t: CharArray = s.toCharArray()
        val n = t.size
        var i = 0
        val containers = ArrayList<Container>()

        fun run(): ScanFinding? {
            utf16Finding()?.let { return it }
            topLevelFinding()?.let { return it }
            scan@ while (i < n) {
                val c = t[i]
                charFinding(c, i)?.let { return it }
                when (c) {
                    '"' -> { string()?.let { return it }; continue@scan }
                    '{' -> containers.add(Container(true))
                    '[' -> containers.add(Container(false))
                    '}', ']' -> if (containers.isNotEmpty()) containers.removeAt(containers.size - 1)
                    ',' -> {
                        val next = nextSignificant(i)
                        if (next == '}' || next == ']') return ScanFinding("a trailing comma before '$next'", i)
                        containers.lastOrNull()?.let { if (it.isObject) it.expectingName = true }
                    }
                    ':' -> containers.lastOrNull()?.let { it.expectingName = false }
                    '/' -> return ScanFinding("a comment (JSON has no comments)", i)
                    '\'' -> return ScanFinding("a single-quoted string (JSON strings are in double quotes)", i)
                    else -> {
                        if (c == '-' || c in '0'..'9') { number()?.let { return it }; continue@scan }
                        if (isLetter(c)) { word(i)?.let { return it }; continue@scan }
                    }
                }
                i++
            }
            return null
        }

        fun charFinding(c: Char, at: Int): ScanFinding? {
            if (c == '\u0000') return ScanFinding("a NUL byte (0x00): a vector file is ASCII text", at)
            if (c.toInt() > 0x7F && !surrogatesAllowed) {
                return ScanFinding("a character beyond ASCII (U+${hex4(c.toInt())}): vector files are pure ASCII; write it as a \\u escape", at)
            }
            return null
        }

        /** A byte-order mark (as decoded from UTF-8: U+FFFD), or a NUL beside the first character. */
        fun utf16Finding(): ScanFinding? {
            if (n < 2) return null
            val a = t[0]
            val b = t[1]
            val bom = (a == '\uFFFD' && b == '\uFFFD') || a == '\uFEFF' || a == '\uFFFE'
            if (bom || ((a == '\u0000') != (b == '\u0000'))) {
                return ScanFinding("the file is UTF-16: a vector file must be UTF-8 (pure ASCII)", 0)
            }
            return null
        }

        fun topLevelFinding(): ScanFinding? {
            var start = 0
            while (start < n && isWhitespace(t[start])) start++
            if (start >= n) return ScanFinding("the top-level value is nothing (the file is empty): the file must be one JSON object", start)
            val found = when (val c = t[start]) {
                '{' -> return null
                '[' -> "an array"
                '"' -> "a string"
                else -> {
                    if (c == '-' || c in '0'..'9') "a number" else {
                        var end = start
                        while (end < n && end - start < 16 && isLetter(t[end])) end++
                        if (end == start) return null
                        s.substring(start, end)
                    }
                }
            }
            return ScanFinding("the top-level value is $found: the file must be one JSON object", start)
        }

        fun nextSignificant(at: Int): Char? {
            var k = at + 1
            while (k < n && isWhitespace(t[k])) k++
            return if (k < n) t[k] else null
        }

        fun string(): ScanFinding? {
            val start = i
            val top = containers.lastOrNull()
            val isName = top != null && top.isObject && top.expectingName
            // Only a key's decoded text is needed (for the duplicate check); a value's is skipped. A key without
            // escapes is its slice of the text: its builder starts at its first escape.
            var name: StringBuilder? = null
            i++
            while (i < n) {
                val c = t[i]
                charFinding(c, i)?.let { return it }
                if (c == '"') {
                    i++
                    if (isName) {
                        val key = name?.toString() ?: s.substring(start + 1, i - 1)
                        if (!top!!.addName(key)) {
                            return ScanFinding("duplicate key \"$key\" in one object (two values for one field make the vector ambiguous)", start)
                        }
                        top.expectingName = false
                    }
                    return null
                }
                if (c.toInt() < 0x20) return ScanFinding("raw control character 0x${hex2(c.toInt())} in a string", i)
                if (c == '\\') {
                    if (i + 1 >= n) break
                    if (isName && name == null) name = StringBuilder().append(s, start + 1, i)
                    val e = t[i + 1]
                    if (e == 'u') {
                        // A short \u escape is placed at its first character that is no hex digit, as parity-check does.
                        val unit = hexUnit(i + 2) ?: return ScanFinding("invalid string sequence (\\u takes four hex digits, as \\u00e9)",
                            (i + 2 until Math.min(i + 6, n)).firstOrNull { Character.digit(t[it], 16) < 0 || t[it].toInt() > 0x7F } ?: Math.min(i + 6, n))
                        if (unit in 0xD800..0xDFFF && !surrogatesAllowed) {
                            return ScanFinding("surrogate escape \\u${s.substring(i + 2, i + 6)} in a JSON string (json-c reads lone surrogates, and some pairs, as U+FFFD); write the string as {\"utf16\": [code units...]}", i)
                        }
                        name?.append(unit.toChar())
                        i += 6
                        continue
                    }
                    // Placed at the character after the backslash, as parity-check and the web gate place it (Gson:
                    // one column later).
                    if (e !in "\"\\/bfnrt") return ScanFinding("invalid string sequence (\\$e is no JSON escape)", i + 1)
                    name?.append(when (e) { 'n' -> '\n'; 't' -> '\t'; 'r' -> '\r'; 'b' -> '\b'; 'f' -> '\u000c'; else -> e })
                    i += 2
                    continue
                }
                name?.append(c)
                i++
            }
            return null
        }

        fun number(): ScanFinding? {
            val start = i
            if (t[start] == '-' && start + 1 < n && isLetter(t[start + 1])) return word(start)
            var end = start
            while (end < n && isNumberChar(t[end])) end++
            i = end
            // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? by hand: every number of a file passes here.
            var p = start
            if (t[p] == '-') p++
            val integerStart = p
            if (p < end && t[p] == '0') p++ else while (p < end && t[p] in '0'..'9') p++
            val integerDigits = p - integerStart
            var fractionDigits = 0
            if (p < end && t[p] == '.') {
                p++
                while (p < end && t[p] in '0'..'9') { p++; fractionDigits++ }
                if (fractionDigits == 0) p = -1
            }
            var exponent: Int? = null
            if (p in 0 until end && (t[p] == 'e' || t[p] == 'E')) {
                p++
                val negative = p < end && t[p] == '-'
                if (p < end && (t[p] == '+' || t[p] == '-')) p++
                val digitsStart = p
                var magnitude = 0
                while (p < end && t[p] in '0'..'9') { if (magnitude < 100000) magnitude = magnitude * 10 + (t[p] - '0'); p++ }
                if (p == digitsStart) p = -1 else exponent = if (negative) -magnitude else magnitude
            }
            if (integerDigits == 0 || p != end) return ScanFinding("malformed number ${s.substring(start, end)}", start)
            if (fractionDigits == 0 && exponent == null) {
                if (integerDigits > 18) {
                    val text = s.substring(start, end)
                    if (text.toLongOrNull() == null) return ScanFinding("the integer $text is beyond the 64-bit range (json-c would clamp it)", start)
                } else if (integerDigits == 1 && t[integerStart] == '0' && t[start] == '-') {
                    return ScanFinding("the number -0 (json-c reads it as the integer 0 and drops the sign); write -0.0", start)
                }
                return null
            }
            // At most 40 digits times 10^-250...10^250 is a finite double, and not zero unless its digits are:
            // only numbers outside that are parsed to see whether they read as infinity or 0.0.
            if (integerDigits + fractionDigits <= 40 && (exponent == null || exponent in -250..250)) return null
            val text = s.substring(start, end)
            val d = text.toDouble()
            if (d.isInfinite()) return ScanFinding("the number $text is beyond the range of a double (it would read as infinity)", start)
            val nonZero = s.substring(integerStart, integerStart + integerDigits + if (fractionDigits > 0) fractionDigits + 1 else 0).any { it in '1'..'9' }
            if (d == 0.0 && nonZero) return ScanFinding("the number $text is not zero but below the smallest double (it would read as 0.0)", start)
            return null
        }

        fun word(start: Int): ScanFinding? {
            var end = start + if (t[start] == '-') 1 else 0
            while (end < n && isLetter(t[end])) end++
            i = end
            val text = s.substring(start, end)
            val bare = text.removePrefix("-").toLowerCaseAscii()
            if (bare == "nan" || bare == "infinity" || bare == "inf") {
                return ScanFinding("bare $text is not JSON; write NaN and the infinities as strings: \"NaN\", \"Infinity\", \"-Infinity\"", start)
            }
            return null
        }

        fun hexUnit(at: Int): Int? {
            if (at + 4 > n) return null
            var v = 0
            for (k in 0 until 4) {
                val d = Character.digit(t[at + k], 16)
                if (d < 0 || t[at + k].toInt() > 0x7F) return null
                v = v * 16 + d
            }
            return v
        }
    }

    private fun isWhitespace(c: Char) = c == ' ' || c == '\n' || c == '\r' || c == '\t'
    private fun isLetter(c: Char) = c in 'a'..'z' || c in 'A'..'Z'
    private fun isNumberChar(c: Char) = c in '0'..'9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
    private fun hex2(v: Int) = String.format(java.util.Locale.ROOT, "%02X", v)
    private fun hex4(v: Int) = String.format(java.util.Locale.ROOT, "%04X", v)
}
