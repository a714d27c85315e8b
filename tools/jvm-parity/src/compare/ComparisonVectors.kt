// `oracle comparison-vectors [FILE]`: the JVM comparison (Compare) judged by Tests/Fixtures/comparison-vectors.json
// (format parity-comparison/1), the file the Swift (ComparisonVectorsTests) and web (js/test/comparison-vectors.test.js)
// runners judge too: an expected value, a typed actual value and a tolerance, with the verdict every runner must reach.

package com.mapconductor.parity

import java.io.File

object ComparisonVectors {
    const val DEFAULT_FILE = "Tests/Fixtures/comparison-vectors.json"

    /** What one runner concluded for a pair: pass, diverge (the fields, the ULP error of a single field) or vectorError. */
    data class Verdict(val verdict: String, val fields: List<String>, val ulps: String?) {
        override fun toString() = "$verdict $fields" + (if (ulps != null) " ulps $ulps" else "")
    }

    fun run(args: List<String>): Int {
        if (args.size > 1) throw UsageError("comparison-vectors [FILE] (default $DEFAULT_FILE)")
        val file = File(args.firstOrNull() ?: DEFAULT_FILE)
        if (!file.isFile) throw UsageError("no such file: ${file.path}")
        val cases = try {
            val root = obj(JsonIn.parse(file.readText(Charsets.UTF_8)), "comparison vectors")
            val format = root["format"]
            if (format !is JStr || format.value != "parity-comparison/1") throw VectorError("format: expected \"parity-comparison/1\"")
            arr(root["cases"] ?: JNull, "cases")
        } catch (e: VectorError) {
            System.err.println("error: ${file.path}: ${e.message}")
            return EXIT_BAD
        }
        if (cases.isEmpty()) { System.err.println("error: ${file.path}: no cases"); return EXIT_BAD }
        var disagree = 0
        val seen = HashSet<String>()
        for ((i, node) in cases.withIndex()) {
            val case = try { obj(node, "cases/$i") } catch (e: VectorError) { System.err.println("error: ${e.message}"); return EXIT_BAD }
            val id = (case["id"] as? JStr)?.value ?: "cases/$i"
            val (wanted, got) = try {
                Pair(wanted(case), judge(case))
            } catch (e: VectorError) {
                System.err.println("error: ${file.path}: $id: ${e.message}")
                return EXIT_BAD
            }
            if (wanted != got) {
                disagree++
                println("DISAGREE $id: the file wants $wanted, the JVM comparison gives $got")
            }
            seen.add(got.verdict)
        }
        if (seen != setOf("pass", "diverge", "vectorError")) {
            println("DISAGREE the vectors must show every verdict (pass, diverge, vectorError); the JVM reached only $seen")
            disagree++
        }
        val notPortable = try { notPortableOutcomes(root(file)) } catch (e: VectorError) {
            System.err.println("error: ${file.path}: notPortableOutcomes: ${e.message}")
            return EXIT_BAD
        }
        for (line in notPortable) { disagree++; println(line) }
        println(if (disagree == 0) "${cases.size} comparison vectors agree\n${notPortableCount(root(file))} not-portable outcomes agree"
            else "$disagree of ${cases.size} comparison vectors and ${notPortableCount(root(file))} not-portable outcomes disagree")
        return if (disagree == 0) EXIT_OK else EXIT_DIVERGED
    }

    private fun root(file: File): JObj = obj(JsonIn.parse(file.readText(Charsets.UTF_8)), "comparison vectors")

    private fun notPortableCount(root: JObj): Int = (obj(root["notPortableOutcomes"] ?: JNull, "notPortableOutcomes")["cases"] as? JArr)?.items?.size ?: 0

    /**
     * The section "notPortableOutcomes": each case's expected `{"notPortable": ...}`, what a subject would answer
     * and whether the run asks it, judged by the runner's own ConformanceEngine.judgeNotPortable; the file says
     * whether the subject is called and the verdict. One DISAGREE line per case the JVM judges otherwise.
     */
    fun notPortableOutcomes(root: JObj): List<String> {
        val section = obj(root["notPortableOutcomes"] ?: throw VectorError("missing (every runner must judge it)"), "notPortableOutcomes")
        val cases = arr(section["cases"] ?: JNull, "notPortableOutcomes/cases")
        if (cases.isEmpty()) throw VectorError("no cases")
        val disagreements = ArrayList<String>()
        for ((i, node) in cases.withIndex()) {
            val case = obj(node, "notPortableOutcomes/cases/$i")
            val id = str(case["id"] ?: JNull, "id", false)
            val expected = case["expected"] ?: throw VectorError("$id: no expected")
            val answer = case["subject"] ?: throw VectorError("$id: no subject")
            val ask = bool(case["askNotPortable"] ?: JNull, "$id/askNotPortable")
            var called = false
            val (outcome, divergences) = ConformanceEngine.judgeNotPortable(expected, ask) {
                called = true
                subjectAnswer(answer, id)
            }
            val verdict = if (outcome == "not-portable") "notPortable" else "diverge"
            val got = "subjectCalled ${called}, $verdict ${fieldList(divergences.map { it.pointer })}"
            val wantedFields = (case["fields"] as? JArr)?.items?.map { str(it, "fields", false) } ?: emptyList()
            val want = "subjectCalled ${bool(case["subjectCalled"] ?: JNull, "$id/subjectCalled")}, ${str(case["verdict"] ?: JNull, "$id/verdict", false)} ${fieldList(wantedFields)}"
            if (got != want) disagreements.add("DISAGREE notPortableOutcomes/$id: the file wants $want, the JVM runner gives $got")
        }
        return disagreements
    }

    /** Fields as a report names them: the whole value is "(whole value)". */
    private fun fieldList(fields: List<String>): String = fields.joinToString(", ", "[", "]") { if (it.isEmpty()) "\"(whole value)\"" else "\"$it\"" }

    /** What the fixture's subject does: answers a value, rejects, answers not portable, or throws. */
    private fun subjectAnswer(answer: J, id: String): J {
        if (answer is JStr && answer.value == "throws") throw IllegalStateException("the fixture's subject throws")
        val o = obj(answer, "$id/subject")
        o["value"]?.let { return it }
        o["rejection"]?.let { return Outcome.Error(str(it, "$id/subject/rejection", false)).toJ() }
        o["notPortable"]?.let { throw NotPortable(str(it, "$id/subject/notPortable", false)) }
        throw VectorError("$id/subject: expected value, rejection, notPortable or \"throws\"")
    }

    private fun wanted(case: JObj): Verdict = Verdict(
        str(case["verdict"] ?: JNull, "verdict", false),
        (case["fields"] as? JArr)?.items?.map { str(it, "fields", false) } ?: emptyList(),
        (case["ulps"] as? JStr)?.value
    )

    /** The JVM comparison's verdict on one pair (a VectorError from reading `actual`/`type` is a broken fixture). */
    fun judge(case: JObj): Verdict {
        val type = case["type"] ?: throw VectorError("no type")
        val actual = typed(case["actual"] ?: throw VectorError("no actual"), type)
        val tolerance = case["tolerance"]?.let { Tolerance.parse(it, "tolerance") } ?: Tolerance.EXACT
        val expected = case["expected"] ?: throw VectorError("no expected")
        val found = try {
            Compare.outcome(expected, actual, tolerance)
        } catch (e: VectorError) {
            return Verdict("vectorError", emptyList(), null)
        }
        if (found.isEmpty()) return Verdict("pass", emptyList(), null)
        val ulps = if (case["ulps"] != null && found.size == 1) found[0].ulps?.toString() else null
        return Verdict("diverge", found.map { it.pointer }, ulps)
    }

    /** The actual value as a subject returns it, typed by the notation: "i32"..."string", {"array": T}, {"object": {...}}. */
    fun typed(node: J, type: J): J {
        if (node is JNull) return JNull
        if (type is JStr) return when (type.value) {
            "i32" -> JInt(i32(node, "actual"))
            "i64" -> JLong(i64(node, "actual"))
            "f64" -> JDouble(f64Bits(node, "actual"))
            "f32" -> JFloat(f32Bits(node, "actual"))
            "bool" -> JBool(bool(node, "actual"))
            "string" -> JStr(str(node, "actual", false))
            else -> throw VectorError("unknown type \"${type.value}\"")
        }
        val t = obj(type, "type")
        t["array"]?.let { element -> return JArr(arr(node, "actual").map { typed(it, element) }) }
        val fields = obj(t["object"] ?: throw VectorError("unknown type ${describe(type)}"), "type/object")
        val o = obj(node, "actual")
        val m = LinkedHashMap<String, J>()
        for ((name, fieldType) in fields.fields) m[name] = typed(o[name] ?: throw VectorError("actual lacks \"$name\""), fieldType)
        return JObj(m)
    }
}
