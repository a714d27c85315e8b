// Where a value of a JSON text starts, by its path (`cases`, 3, `expected`): the oracle's reader keeps no
// positions once a value is read, so a fault found in a case is placed by a second, plain scan of the text, as
// parity-check's SourceIndex does. It runs only when a fault is reported, on text the reader has accepted.

package com.mapconductor.parity

object SourcePlaces {
    /** The 1-based line and column where the value at [path] starts, or its deepest existing ancestor. */
    fun lineAndColumn(text: String, path: List<Any>): Pair<Int, Int> = StrictScan.lineAndColumn(text, offset(text, path))

    /**
     * The 1-based line and column of the key of the member at [path] (its last step a key), as parity-check places
     * an unknown field: at its name, not its value. The value's parent (or its deepest existing ancestor) when the
     * key is not found.
     */
    fun keyLineAndColumn(text: String, path: List<Any>): Pair<Int, Int> {
        val s = Scanner(text)
        s.skipWhitespace()
        for (token in path.dropLast(1)) {
            val start = s.i
            val found = if (token is Int) s.enterElement(token) else s.enterMember(token.toString())
            if (!found) return StrictScan.lineAndColumn(text, start)
        }
        val start = s.i
        s.keyStart = -1
        s.enterMember(path.last().toString())
        return StrictScan.lineAndColumn(text, s.keyStart.takeIf { it >= 0 } ?: start)
    }

    fun offset(text: String, path: List<Any>): Int {
        val s = Scanner(text)
        s.skipWhitespace()
        for (token in path) {
            val start = s.i
            val found = if (token is Int) s.enterElement(token) else s.enterMember(token.toString())
            if (!found) return start
        }
        return s.i
    }

    private class Scanner(val t: String) {
        var i = 0
        /** Where the key of the member [enterMember] last found starts (-1: none found). */
        var keyStart = -1
        fun current(): Char? = if (i < t.length) t[i] else null
        fun skipWhitespace() { while (i < t.length && (t[i] == ' ' || t[i] == '\n' || t[i] == '\r' || t[i] == '\t')) i++ }

        fun enterMember(key: String): Boolean {
            val start = i
            if (current() != '{') return false
            i++
            skipWhitespace()
            while (current() == '"') {
                val at = i
                val name = readString()
                skipWhitespace()
                i++ // ':'
                skipWhitespace()
                if (name == key) { keyStart = at; return true }
                skipValue()
                skipWhitespace()
                if (current() == ',') { i++; skipWhitespace() }
            }
            i = start
            return false
        }

        fun enterElement(index: Int): Boolean {
            val start = i
            if (current() != '[') return false
            i++
            skipWhitespace()
            var remaining = index
            while (current() != null && current() != ']') {
                if (remaining == 0) return true
                skipValue()
                skipWhitespace()
                if (current() == ',') { i++; skipWhitespace() }
                remaining--
            }
            i = start
            return false
        }

        fun readString(): String {
            val sb = StringBuilder()
            i++
            while (i < t.length && t[i] != '"') {
                if (t[i] == '\\' && i + 1 < t.length) {
                    val e = t[i + 1]
                    if (e == 'u' && i + 5 < t.length) {
                        val unit = t.substring(i + 2, i + 6).toIntOrNull(16)
                        if (unit != null) { sb.append(unit.toChar()); i += 6; continue }
                    }
                    sb.append(when (e) { 'n' -> '\n'; 't' -> '\t'; 'r' -> '\r'; 'b' -> '\b'; 'f' -> '\u000c'; else -> e })
                    i += 2
                    continue
                }
                sb.append(t[i])
                i++
            }
            i++
            return sb.toString()
        }

        fun skipString() {
            i++
            while (i < t.length && t[i] != '"') i += if (t[i] == '\\') 2 else 1
            i++
        }

        fun skipValue() {
            val c = current() ?: return
            if (c == '"') { skipString(); return }
            if (c == '{' || c == '[') {
                var depth = 0
                while (i < t.length) {
                    val d = t[i]
                    if (d == '"') { skipString(); continue }
                    if (d == '{' || d == '[') depth++
                    if (d == '}' || d == ']') {
                        depth--
                        if (depth == 0) { i++; return }
                    }
                    i++
                }
                return
            }
            while (i < t.length && t[i] != ',' && t[i] != '}' && t[i] != ']' && t[i] != ' ' && t[i] != '\n' && t[i] != '\r' && t[i] != '\t') i++
        }
    }
}
