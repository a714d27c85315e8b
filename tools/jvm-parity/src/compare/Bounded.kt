// Values in a divergence are shown up to a fixed size, never whole: a subject that answers a million points where
// Android rejects the input must not make a 100 MB report. The same rules as the web runner's
// js/src/bounded.js: a long list as its length with its first and last elements, a long string as its start, end
// and length, at most 10 differing elements of a list and a count of the rest, any value cut at 400 characters.

package com.mapconductor.parity

object Bounded {
    /** Characters of one value's preview, at most (a little more with the note saying it was cut). */
    const val PREVIEW_CHARACTERS = 400
    /** A list longer than this is shown as its length, first and last elements. */
    const val LIST_ELEMENTS = 6
    /** A string longer than this (in UTF-16 units) is shown as its length, start and end. */
    const val STRING_UNITS = 120
    /** Differing elements of one list shown in a divergence; the others are counted. */
    const val ELEMENT_DIVERGENCES = 10
    /** Nesting shown before `{...}` / `[...]` stands for the rest. */
    private const val DEPTH = 8

    /** A compact rendering of [value], as JsonOut.compact writes it while it is small, bounded when it is not. */
    fun preview(value: J): String {
        val sb = StringBuilder()
        render(sb, value, 0)
        return cut(sb.toString())
    }

    /** Any text a report quotes (an exception's message, a subject's reason), cut at [PREVIEW_CHARACTERS]. */
    fun cut(text: String): String =
        if (text.length <= PREVIEW_CHARACTERS) text else "${text.substring(0, PREVIEW_CHARACTERS)}... (cut at $PREVIEW_CHARACTERS characters)"

    /** A list's length with its first and last elements. */
    fun listSummary(items: List<J>): String = when (items.size) {
        0 -> "0 elements"
        1 -> "1 element: ${preview(items[0])}"
        else -> "${items.size} elements, first ${preview(items[0])}, last ${preview(items[items.size - 1])}"
    }

    /** Two differing strings, each bounded, and where they first differ when either is long: (expected, actual, note). */
    fun stringPair(expected: String, actual: String): Triple<String, String, String?> {
        if (expected.length <= STRING_UNITS && actual.length <= STRING_UNITS) {
            return Triple(JsonOut.compact(JStr(expected)), JsonOut.compact(JStr(actual)), null)
        }
        var index = 0
        while (index < expected.length && index < actual.length && expected[index] == actual[index]) index++
        return Triple(boundedString(expected), boundedString(actual), "first difference at character $index")
    }

    private fun boundedString(text: String): String =
        if (text.length <= STRING_UNITS) JsonOut.compact(JStr(text))
        else "${JsonOut.compact(JStr(text.substring(0, 80)))}...${JsonOut.compact(JStr(text.substring(text.length - 20)))} (${text.length} characters)"

    private fun render(sb: StringBuilder, value: J, depth: Int) {
        // Stop early: a preview past its limit is cut anyway, and a huge value must not be walked whole.
        if (sb.length > PREVIEW_CHARACTERS) return
        when (value) {
            is JStr -> sb.append(boundedString(value.value))
            is JArr -> {
                if (depth >= DEPTH) { sb.append("[...]"); return }
                val items = value.items
                sb.append('[')
                if (items.size <= LIST_ELEMENTS) {
                    for ((i, item) in items.withIndex()) { if (i > 0) sb.append(", "); render(sb, item, depth + 1) }
                } else {
                    render(sb, items[0], depth + 1); sb.append(", "); render(sb, items[1], depth + 1)
                    sb.append(", ... (${items.size} elements) ..., ")
                    render(sb, items[items.size - 1], depth + 1)
                }
                sb.append(']')
            }
            is JObj -> {
                if (depth >= DEPTH) { sb.append("{...}"); return }
                sb.append('{')
                var shown = 0
                for ((k, v) in value.fields) {
                    if (shown == LIST_ELEMENTS) break
                    if (shown > 0) sb.append(", ")
                    sb.append(boundedString(k)).append(": ")
                    render(sb, v, depth + 1)
                    shown++
                }
                if (value.fields.size > LIST_ELEMENTS) sb.append(", ... (${value.fields.size} fields)")
                sb.append('}')
            }
            else -> JsonOut.write(sb, value)
        }
    }
}
