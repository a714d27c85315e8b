// The simpler variants of a fuzz input that the in-process shrinker tries, most simplifying first: the same
// moves as parity-check fuzz's shrinker (Sources/ParityFuzzing/ShrinkCandidates.swift), over the input as a
// vector file holds it (numbers as their text, strings beyond ASCII as {"utf16": [...]}). Candidates need not
// be valid inputs: the shrinker drops those the oracle cannot decode.

package com.mapconductor.parity

import java.math.BigInteger
import java.util.Locale

object ShrinkEdits {
    /** One candidate: [replacement] at [path] (each step a member index of an object or an element index of an array). */
    class Edit(val path: List<Int>, val replacement: J)

    private val javaValueTypes = setOf("int", "long", "float", "double", "boolean", "string", "list", "map", "dataClass")
    private val integerText = Regex("-?[0-9]+")

    /** Every candidate edit of [root]: structural edits (pre-order) before leaf edits (pre-order). */
    fun edits(root: J): List<Edit> {
        val structural = ArrayList<Edit>()
        val leaves = ArrayList<Edit>()
        collect(root, emptyList(), structural, leaves)
        return structural + leaves
    }

    /** [root] with [edit] applied. */
    fun apply(edit: Edit, root: J): J = replacing(root, edit.path, 0, edit.replacement)

    private fun replacing(value: J, path: List<Int>, at: Int, replacement: J): J {
        if (at == path.size) return replacement
        val step = path[at]
        return when (value) {
            is JObj -> {
                val fields = LinkedHashMap<String, J>()
                for ((i, entry) in value.fields.entries.withIndex()) {
                    fields[entry.key] = if (i == step) replacing(entry.value, path, at + 1, replacement) else entry.value
                }
                JObj(fields)
            }
            is JArr -> JArr(value.items.mapIndexed { i, item -> if (i == step) replacing(item, path, at + 1, replacement) else item })
            else -> value
        }
    }

    private fun collect(value: J, path: List<Int>, structural: MutableList<Edit>, leaves: MutableList<Edit>) {
        fun leaf(replacement: J) { leaves.add(Edit(path, replacement)) }
        when (value) {
            is JObj -> {
                val entries = value.fields.entries.toList()
                if (entries.size == 1 && entries[0].key in javaValueTypes) {
                    structural.add(Edit(path, JNull))
                    if (entries[0].key != "int") structural.add(Edit(path, jobj("int" to JNum("0"))))
                    for (child in javaValueChildren(entries[0].key, entries[0].value)) structural.add(Edit(path, child))
                }
                if (entries.size == 1 && entries[0].key == "utf16") {
                    // A string beyond ASCII: the empty string, and the same length in plain letters.
                    val units = (entries[0].value as? JArr)?.items ?: emptyList()
                    structural.add(Edit(path, JStr("")))
                    structural.add(Edit(path, JStr("a".repeat(units.size))))
                }
                for (i in entries.indices) {
                    val fewer = LinkedHashMap<String, J>()
                    for ((j, e) in entries.withIndex()) if (j != i) fewer[e.key] = e.value
                    structural.add(Edit(path, JObj(fewer)))
                }
                for ((i, e) in entries.withIndex()) collect(e.value, path + i, structural, leaves)
            }
            is JArr -> {
                val items = value.items
                if (items.isNotEmpty()) structural.add(Edit(path, JArr(emptyList())))
                if (items.size > 1) {
                    structural.add(Edit(path, JArr(items.subList(0, items.size / 2).toList())))
                    structural.add(Edit(path, JArr(items.subList(items.size / 2, items.size).toList())))
                }
                for (i in spreadIndices(items.size)) structural.add(Edit(path, JArr(items.filterIndexed { j, _ -> j != i })))
                for ((i, item) in items.withIndex()) collect(item, path + i, structural, leaves)
            }
            is JNum -> {
                if (integerText.matches(value.text)) simplerIntegers(BigInteger(value.text)).forEach { leaf(JNum(it.toString())) }
                else value.text.toDoubleOrNull()?.let { x -> simplerDoubles(x).forEach { leaf(JNum(JavaDoubleText.format(it))) } }
            }
            is JStr -> {
                val s = value.value
                if (s.isEmpty()) return
                // A Long is written as a decimal string: shrink it as a number, not as text.
                if (integerText.matches(s)) {
                    simplerIntegers(BigInteger(s)).forEach { leaf(JStr(it.toString())) }
                    return
                }
                leaf(JStr(""))
                if (s.length > 1) {
                    leaf(JStr(s.substring(0, s.length / 2)))
                    leaf(JStr(s.substring(s.length / 2)))
                }
                for (i in spreadIndices(s.length)) leaf(JStr(s.removeRange(i, i + 1)))
                if (s.any { it.toInt() >= 0x80 || it.toInt() < 0x20 }) {
                    leaf(JStr(s.map { if (it.toInt() >= 0x80 || it.toInt() < 0x20) 'a' else it }.joinToString("")))
                }
            }
            else -> Unit
        }
    }

    /** The JavaValues inside a list, data class or map, each a candidate to replace its container. */
    private fun javaValueChildren(kind: String, value: J): List<J> {
        val items = (value as? JArr)?.items ?: return emptyList()
        return when (kind) {
            "list", "dataClass" -> items.take(8)
            "map" -> items.take(4).flatMap { (it as? JArr)?.items ?: emptyList() }
            else -> emptyList()
        }
    }

    /** Up to 16 indices spread over 0 until [count] (the ends first): halving handles long lists. */
    private fun spreadIndices(count: Int): List<Int> {
        if (count <= 0) return emptyList()
        if (count <= 16) return (0 until count).reversed().toList()
        return (0 until 16).map { it * (count - 1) / 15 }.toSortedSet().toList().reversed()
    }

    /** Simpler doubles: 0, 1, -1, the value truncated, then the value with 1, 2, ... significant digits. */
    fun simplerDoubles(x: Double): List<Double> {
        if (x.isNaN() || x.isInfinite()) return emptyList()
        val out = arrayListOf(0.0, 1.0, -1.0, if (x < 0) Math.ceil(x) else Math.floor(x))
        for (digits in 1..16) {
            val shorter = String.format(Locale.ROOT, "%.${digits}g", x).toDoubleOrNull()
            if (shorter != null && !shorter.isInfinite() && !shorter.isNaN()) out.add(shorter)
        }
        val seen = hashSetOf(java.lang.Double.doubleToRawLongBits(x))
        return out.filter { seen.add(java.lang.Double.doubleToRawLongBits(it)) }
    }

    /** Simpler integers: 0, 1, -1, half, a tenth (one digit fewer). */
    fun simplerIntegers(x: BigInteger): List<BigInteger> {
        val ten = BigInteger.TEN
        val seen = hashSetOf(x)
        return listOf(BigInteger.ZERO, BigInteger.ONE, BigInteger.ONE.negate(), x.divide(BigInteger.valueOf(2)), x.divide(ten))
            .filter { seen.add(it) }
    }

    /** How complex an input is: its JSON length, then the sum of its finite magnitudes (a candidate must be less). */
    fun isSimpler(candidate: J, than: J): Boolean {
        val a = JsonOut.compact(candidate).length
        val b = JsonOut.compact(than).length
        return a < b || (a == b && magnitude(candidate) < magnitude(than))
    }

    private fun magnitude(value: J): Double = when (value) {
        is JNum -> value.text.toDoubleOrNull()?.let { if (it.isNaN() || it.isInfinite()) 0.0 else Math.min(Math.abs(it), 1e300) } ?: 0.0
        is JStr -> if (integerText.matches(value.value)) Math.min(Math.abs(value.value.toDouble()), 1e300) else 0.0
        is JArr -> value.items.sumByDouble { magnitude(it) }
        is JObj -> value.fields.values.sumByDouble { magnitude(it) }
        else -> 0.0
    }
}
