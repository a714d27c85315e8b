// The one-pass reader's own check (tools/jvm-parity/tests/run): a text it takes is one the three passes take, read
// to the same tree, and it takes the texts a vector file and a request are made of (else it saves nothing).

package com.mapconductor.parity

/** Prints one "ok"/"FAIL" line a property; exits 1 when one fails. */
object StrictTreeReaderCheck {
    private val taken = listOf(
        "{}",
        " \n\t{\r\n\"a\" : [ ] , \"b\":{}}\n",
        "{\"suite\": \"javaHash.string\", \"input\": {\"s\": \"caf\\u00e9 \\\"q\\\" \\\\ \\/ \\b\\f\\n\\r\\t\"}}",
        "{\"n\": [0, -1, 123456789012345678, -0.0, 1.5e3, 2E-3, 1e+300, -1.0E-300, 4.9E-324, 1.7976931348623157E308], \"t\": true, \"f\": false, \"z\": null}",
        "{\"\": \"\", \"nested\": [[[{\"a\": [1, {\"b\": null}]}]]]}"
    )
    private val surrogateTexts = listOf("{\"s\": \"\\ud83d\\ude00\"}", "{\"s\": \"\\udc00\"}", "{\"s\": \"caf\u00e9\"}")

    // One fault each, of StrictScan's rules or Gson's, in a value of the last well-formed text.
    private val faults = listOf("-0", "1e400", "-1e-400", "0.5e-99999", "12345678901234567890", "01", "1.", ".5", "+1", "1.5.3",
        "1x", "NaN", "-Infinity", "TRUE", "truex", "nul", "[1,]", "[1 2]", "{\"b\": 1, \"b\": 2}", "\"\\q\"", "\"\\u12\"",
        "\"\\u12G4\"", "\"a\tb\"", "\"a\u0000b\"", "1 /* c */", "'s'", "\"\\ud800\"", "\"\u00e9\"", "[".repeat(300) + "]".repeat(300))

    // Characters that change a JSON text's meaning or validity, for the random edits.
    private const val EDITS = "{}[]\":,\\/ \n\t0123456789-+.eEtrufalsn'#\u0000\u0001\u00e9\ud800xu"

    @JvmStatic
    fun main(args: Array<String>) {
        var failures = 0
        fun report(ok: Boolean, what: String) {
            println("${if (ok) "ok  " else "FAIL"} StrictTreeReader: $what")
            if (!ok) failures++
        }
        report(taken.all { agrees(it, asciiOnly = true, mustTake = true) } &&
            surrogateTexts.all { agrees(it, asciiOnly = false, mustTake = true) && agrees(it, asciiOnly = true, mustTake = false) },
            "takes well-formed texts, to the tree of the three passes")
        val template = taken.last()
        report(faults.all { StrictTreeReader.read(template.replace("null}", "$it}"), surrogatesAllowed = false) == null } &&
            listOf("[{}]", "{} x", "\uFEFF{}", "{}\u0000").all { StrictTreeReader.read(it, surrogatesAllowed = true) == null },
            "declines ${faults.size + 4} texts with one fault each")
        val random = java.util.Random(34)
        var edited = 0
        var agreeing = 0
        for (round in 0 until 20_000) {
            val sb = StringBuilder(taken[round % taken.size])
            repeat(1 + random.nextInt(3)) {
                val at = random.nextInt(sb.length + 1)
                when (random.nextInt(3)) {
                    0 -> sb.insert(at, EDITS[random.nextInt(EDITS.length)])
                    1 -> if (at < sb.length) sb.deleteCharAt(at)
                    else -> if (at < sb.length) sb.setCharAt(at, EDITS[random.nextInt(EDITS.length)])
                }
            }
            for (asciiOnly in listOf(true, false)) {
                edited++
                if (agrees(sb.toString(), asciiOnly, mustTake = false)) agreeing++ else println("  differs (asciiOnly $asciiOnly): $sb")
            }
        }
        report(agreeing == edited, "agrees with the three passes on $edited randomly edited texts")
        report(readsLongTextsKeyed(), "reads a long text's keys as one String per name, to the tree of the three passes")
        if (failures > 0) System.exit(1)
    }

    /**
     * A text long enough for the reader's key table (ObjectKeys): repeated keys, keys with escapes, and more distinct
     * keys than the table holds. Its tree is the three passes', a repeated key is one String, the literal's.
     */
    private fun readsLongTextsKeyed(): Boolean {
        val cases = (0 until 2_000).joinToString(", ") { k ->
            "{\"id\": \"c$k\", \"input\": {\"lat\": $k.5, \"k$k\": [1, 2], \"caf\\u00e9\": \"x\", \"a\\\"b\": null}}"
        }
        val text = "{\"suite\": \"s\", \"cases\": [$cases]}"
        if (text.length < 16 shl 10 || !agrees(text, asciiOnly = true, mustTake = true)) return false
        val read = StrictTreeReader.read(text, surrogatesAllowed = false) ?: return false
        val inputs = (read["cases"] as JArr).items.map { ((it as JObj)["input"] as JObj).fields.keys.toList() }
        return inputs.all { it[0] === "lat" } && inputs.first()[2] !== inputs.last()[2] && inputs.first()[2] == inputs.last()[2]
    }

    /**
     * True when the one pass declines [text] (and [mustTake] is false) or reads it to the tree the three passes
     * read, compared by its compact text, which keeps key order and every number's text.
     */
    private fun agrees(text: String, asciiOnly: Boolean, mustTake: Boolean): Boolean {
        val one = StrictTreeReader.read(text, surrogatesAllowed = !asciiOnly) ?: return !mustTake
        val passes = try { JsonIn.parseInPasses(text, asciiOnly) } catch (e: VectorError) { return false }
        return JsonOut.compact(one) == JsonOut.compact(passes)
    }
}
