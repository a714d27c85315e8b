// `oracle check`: every committed expected value recomputed and compared under the file's tolerances, with
// per-suite counts, the digest, and the parity-report/1 JSON that parity-check's pairwise classification reads.

package com.mapconductor.parity

import java.io.BufferedReader
import java.io.BufferedWriter
import java.io.File
import java.io.InputStreamReader
import java.io.OutputStreamWriter
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.StandardCopyOption

// MARK: - check

class SuiteCount(var passed: Int = 0, var diverged: Int = 0, var notPortable: Int = 0, var known: Int = 0)

fun check(roots: List<String>, jsonPath: String? = null, contract: ContractRevision = ContractRevision.newest,
          gate: KnownDivergenceGate? = null, filter: CaseFilter = CaseFilter.EVERYTHING, verbose: Boolean = false): Int {
    // The JSON report is streamed: its results go to a temporary file of their own as the cases are judged, and the
    // report (whose summary comes first) is put together at the end. A passing case is a counter and a line in
    // that file, never a record in memory: the run's memory does not follow the number of cases.
    val body = jsonPath?.let { ReportFiles.Pending(File(it)) }
    val report = try { jsonPath?.let { ReportFiles.ReportSet(listOf(File(it))) } } catch (e: Throwable) { body?.abandon(); throw e }
    try {
        val exit = checkStreaming(roots, contract, gate, body, report, filter, verbose)
        report?.commit()
        return exit
    } finally {
        body?.abandon()
        report?.abandon()
    }
}

private fun checkStreaming(roots: List<String>, contract: ContractRevision, gate: KnownDivergenceGate?,
                           body: ReportFiles.Pending?, report: ReportFiles.ReportSet?, filter: CaseFilter, verbose: Boolean): Int {
    val counts = java.util.TreeMap<String, SuiteCount>()
    var bad = 0
    var divergences = 0
    var results = 0
    val listed = gate?.let { ListedCases(it) }
    fun result(line: String) {
        if (body == null) return
        body.write(if (results == 0) line else ",\n$line")
        results++
    }
    val selection = streamForRevision(roots, contract, filter, listed?.let { cases -> { whole: VectorFile -> cases.see(whole) } }) { selected ->
        val loc = selected.located
        val vf = selected.file
        GateProgress.at(loc.file.path)
        val count = counts.getOrPut(vf.suite.name) { SuiteCount() }
        val defaultTol = vf.defaults?.get("tolerance")?.let { Tolerance.parse(it, "defaults/tolerance") } ?: Tolerance.EXACT
        for ((index, c) in vf.cases.withIndex()) {
            // A fault of one case is placed at the case's input or expected value (file:line:col).
            fun place(member: String): String = vf.place("cases", index, member).let { "${loc.relative}:${it.first}:${it.second}" }
            val tol = c.tolerance?.let { Tolerance.parse(it, "${c.id}/tolerance") } ?: defaultTol
            val actual = try {
                vf.suite.run(c.input, allowLoneEscape = false, revision = contract).toJ()
            } catch (e: VectorError) {
                bad++
                System.err.println("vector error: ${place("input")}: ${vf.suite.name}/${c.id}: ${terminal(e.message ?: "")}")
                continue
            }
            val expected = c.expected!!
            // An expected value not written as its type requires is a defect of the file (exit 2), not a divergence.
            val diffs = try {
                Compare.outcome(expected, actual, tol)
            } catch (e: VectorError) {
                bad++
                System.err.println("vector error: ${place("expected")}: ${vf.suite.name}/${c.id}: ${terminal(e.message ?: "")}")
                continue
            }
            val outcome = when {
                diffs.isNotEmpty() -> "diverged"
                Compare.kind(actual) == "notPortable" -> "not-portable"
                else -> "passed"
            }
            val name = "${vf.suite.name}/${c.id}"
            val judged = listed?.judge(ConformanceResult(vf.suite.name, c.id, loc.relative, c.input, outcome, diffs))
            if (judged != null && judged.outcome == "known-divergence") {
                // A listed divergence: reported with its entry, not failing the run (docs/known-divergences.md).
                val known = judged.known!!
                count.known++
                result(reportLine(vf.suite.name, c.id, "known-divergence", emptyList(), loc.relative, c.input, actual, known))
                println("KNOWN-DIVERGENCE $name")
                println("  known divergence (${terminal(known.entry)}): ${terminal(known.details)}")
                continue
            }
            result(reportLine(vf.suite.name, c.id, outcome, diffs, loc.relative, c.input, actual))
            if (diffs.isEmpty()) {
                if (outcome == "not-portable") count.notPortable++ else count.passed++
                if (outcome == "not-portable" && verbose) println("NOT-PORTABLE $name")
            } else {
                count.diverged++
                divergences++
                for (d in diffs) {
                    println("DIVERGED ${vf.suite.name}/${c.id} at ${if (d.pointer.isEmpty()) "(whole value)" else terminal(d.pointer)}")
                    println("  input:    ${describeInput(c.input)}")
                    println("  expected: ${d.expected}")
                    println("  JVM:      ${d.actual}")
                    if (d.detail != null) println("  (${d.detail})")
                }
            }
        }
    }
    GateProgress.at(null)
    val files = selection.files
    bad += selection.defects.size
    for (defect in selection.defects) System.err.println("vector error: ${terminal(defect)}")
    val runErrors = ArrayList(listed?.errors() ?: emptyList())
    var total = 0
    for ((name, c) in counts) {
        println("${name.padEnd(32)} ${c.passed} passed, ${c.diverged} diverged, ${c.notPortable} not portable" +
            if (c.known > 0) ", ${c.known} known" else "")
        total += c.passed + c.diverged + c.notPortable + c.known
    }
    var passed = 0
    var notPortable = 0
    var known = 0
    for (c in counts.values) { passed += c.passed; notPortable += c.notPortable; known += c.known }
    println("total: ${counts.size} suites, $total cases: $passed passed, $divergences diverged, $notPortable not portable" +
        (if (gate != null) ", $known known" else "") + if (bad > 0) ", $bad vector error(s)" else "")
    for (error in runErrors) println("error: ${terminal(error)}")
    val digestText = selection.digest.value()?.let { "sha256:$it" }
    for (f in files) if (f.linkTarget != null) println("symbolic link: ${terminal(f.file.path)} -> ${terminal(f.linkTarget)}")
    println("contract: android-sdk-core ${contract.id}; ${contract.toolchain}")
    // As parity-check and the web runner: no digest of a corpus whose files could not all be read.
    if (digestText != null) println("digest: $digestText") else println("no digest: a vector file could not be read")
    if (body != null && report != null) {
        val exit = if (bad > 0 || total == 0 || runErrors.isNotEmpty()) EXIT_BAD else if (divergences > 0) EXIT_DIVERGED else EXIT_OK
        writeJsonReport(report.reports[0], body, counts, results, if (bad > 0) null else digestText, exit, files.size, contract, runErrors)
    }
    if (total == 0 && bad == 0) {
        System.err.println(if (filter.takesEverything) "error: no cases under ${roots.joinToString(" ")}"
            else "error: no case matches the selection (--suite, --case): nothing was checked")
        return EXIT_BAD
    }
    return when {
        bad > 0 || runErrors.isNotEmpty() -> EXIT_BAD
        divergences > 0 -> EXIT_DIVERGED
        else -> EXIT_OK
    }
}

/** The parity-report/1 file (docs/report-format.md), the same schema `parity-check --format json` writes: the summary,
 *  then the results streamed from [body]. */
private fun writeJsonReport(out: ReportFiles.Pending, body: ReportFiles.Pending, counts: Map<String, SuiteCount>, results: Int,
                            digest: String?, exit: Int, files: Int, contract: ContractRevision, runErrors: List<String>) {
    fun countsJson(c: SuiteCount) = "\"cases\": ${c.passed + c.diverged + c.notPortable + c.known}, \"passed\": ${c.passed}, " +
        "\"diverged\": ${c.diverged}, \"notPortable\": ${c.notPortable}, \"known\": ${c.known}, \"errors\": 0"
    val total = SuiteCount()
    for (c in counts.values) { total.passed += c.passed; total.diverged += c.diverged; total.notPortable += c.notPortable; total.known += c.known }
    val sb = StringBuilder("{\n  \"format\": \"parity-report/1\",\n  \"runner\": \"oracle\",\n  \"subject\": \"jvm\",\n")
    sb.append("  \"contract\": ${jsonString(contract.id)},\n")
    sb.append("  \"digest\": ${if (digest == null) "null" else jsonString(digest)},\n  \"partial\": false,\n")
    sb.append("  \"exitCode\": $exit,\n  \"files\": $files,\n  \"selected\": $results,\n")
    sb.append("  \"summary\": {${countsJson(total)}},\n  \"suites\": [\n")
    sb.append(counts.entries.joinToString(",\n") { "    {\"suite\": ${jsonString(it.key)}, ${countsJson(it.value)}}" })
    sb.append("\n  ],\n  \"tags\": [],\n  \"results\": [\n")
    out.write(sb.toString())
    try {
        body.out.close()
        java.io.InputStreamReader(java.nio.file.Files.newInputStream(body.temporary), StandardCharsets.US_ASCII).use { reader ->
            val buffer = CharArray(1 shl 16)
            while (true) {
                val n = reader.read(buffer)
                if (n < 0) break
                out.out.write(buffer, 0, n)
            }
        }
    } catch (e: java.io.IOException) {
        throw ReportFiles.ReportWriteError(out.target, e)
    }
    out.write("\n  ],\n  \"defects\": [],\n  \"runErrors\": [${runErrors.joinToString(", ") { jsonString(it) }}]\n}\n")
}

/** One result of a parity-report/1 file: the same fields `parity-check --format json` writes. */
private fun reportLine(suite: String, id: String, outcome: String, diffs: List<Divergence>, file: String, input: J,
                       actual: J, known: KnownDivergenceGate.Known? = null): String {
    val sb = StringBuilder("    {\"suite\": ${jsonString(suite)}, \"id\": ${jsonString(id)}, \"outcome\": ${jsonString(outcome)}")
    if (outcome != "passed") {
        // The JVM reader does not track positions: line and column 0 mean "in this file".
        sb.append(", \"file\": ${jsonString(file)}, \"line\": 0, \"column\": 0, \"input\": ${jsonString(JsonOut.compact(input))}")
    }
    if (diffs.isNotEmpty()) {
        sb.append(", \"divergences\": [")
        sb.append(diffs.joinToString(", ") {
            "{\"field\": ${jsonString(it.pointer)}, \"expected\": ${jsonString(it.expected)}, \"actual\": ${jsonString(it.actual)}" +
                (if (it.detail != null) ", \"note\": ${jsonString(it.detail)}" else "") + "}"
        })
        sb.append("]")
    } else if (known != null) {
        sb.append(", \"entry\": ${jsonString(known.entry)}, \"details\": ${jsonString(known.details)}")
    } else if (outcome == "not-portable") {
        val reason = (actual as? JObj)?.get("notPortable")
        sb.append(", \"reason\": ${jsonString(if (reason is JStr) reason.value else "not portable")}")
    }
    return sb.append("}").toString()
}

/** A JSON string literal, ASCII only, by the corpus writer's own rules. */
private fun jsonString(text: String): String = StringBuilder().also { JsonOut.quote(it, text) }.toString()

fun describeInput(j: J): String = JsonOut.compact(j).let { if (it.length > 400) it.substring(0, 397) + "..." else it }

