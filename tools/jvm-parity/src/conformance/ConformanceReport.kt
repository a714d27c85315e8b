// The three reports of `oracle conformance`, kept as the run goes: the text parity-check prints (the same table,
// not-portable summary, verdict line and digest), JUnit XML (docs/schemas/junit.xsd) and parity-report/1
// (docs/schemas/parity-report-1.schema.json). docs/report-format.md.
// A run's memory does not follow its number of cases: a passing case is a counter, the text
// keeps the lines of the cases it lists (those that did not pass), and each case's JUnit and JSON entry goes to a
// temporary file beside its report as the case is judged (ReportFiles.Pending: exclusive, random name, removed on
// every failure path), copied into the report, after its summary, when the run ends.

package com.mapconductor.parity

import java.io.IOException
import java.nio.ByteBuffer
import java.nio.channels.FileChannel
import java.nio.charset.StandardCharsets
import java.nio.file.StandardOpenOption

class ConformanceReport(
    private val subject: String,
    private val contract: ContractRevision,
    /** Suites the caller allows the subject to lack (`--allow-missing`): listed and counted, not failing the run. */
    private val allowedMissing: Set<String>,
    /** Where the JUnit entries wait for the report (beside the JUnit report), or null when none is written. */
    private val junitEntries: ReportFiles.Pending? = null,
    /** Where the JSON results wait for the report (beside the JSON report), or null when none is written. */
    private val jsonEntries: ReportFiles.Pending? = null,
    /** `--verbose`: the text lists every not-portable case, as parity-check's and the web runner's do. */
    private val verbose: Boolean = false,
    /** `--suite` or `--case` narrowed the run: a run that selects nothing says so. */
    private val narrowed: Boolean = false
) {
    class Counts(val name: String) {
        var cases = 0; var passed = 0; var diverged = 0; var notPortable = 0; var known = 0; var errors = 0
        fun add(r: ConformanceResult) {
            cases++
            when (r.outcome) {
                "passed" -> passed++
                "diverged" -> diverged++
                "not-portable" -> notPortable++
                "known-divergence" -> known++
                else -> errors++
            }
        }
        fun json(key: String) = "{${jsonQuote(key)}: ${jsonQuote(name)}, \"cases\": $cases, \"passed\": $passed, \"diverged\": $diverged, " +
            "\"notPortable\": $notPortable, \"known\": $known, \"errors\": $errors}"
        fun totalJson() = "{\"cases\": $cases, \"passed\": $passed, \"diverged\": $diverged, \"notPortable\": $notPortable, \"known\": $known, \"errors\": $errors}"
    }

    /** `--sdk-source`: how the SDK's checkout differs from the revision's modelled files (SdkDrift), or null. */
    var sdkDrift: SdkDriftReport? = null
    /** `--locale`: the suites whose answer changed under another locale (LocaleProbe), or null. */
    var localeProbe: LocaleProbe? = null

    companion object {
        /** The end of the JSON message of a case whose suite the run lets the subject lack (tools/validate-report knows it). */
        const val ALLOWED_MISSING = ", allowed by --allow-missing"
    }

    private val suites = java.util.TreeMap<String, Counts>()
    private val total = Counts("total")
    /** Suites the subject did not run and the run does not allow it to lack, in path order, each with its number of cases. */
    private val notRun = LinkedHashMap<String, Int>()
    /**
     * Suites the run allows the subject to lack (--allow-missing) that it did not run, each with its number of
     * cases: "not run", counted apart from the table and outside the reports' results, as the web runner counts them.
     */
    private val allowedNotRun = java.util.TreeMap<String, Int>()
    /** Not-portable cases by "suite: reason", in the order met. */
    private val notPortable = LinkedHashMap<String, Int>()
    /** The text's lines for each case that did not pass, in case order (the cases the text lists). */
    private val listed = ArrayList<String>()
    private var vectorErrors = 0
    private var subjectErrors = 0
    private var timedOut = 0
    /** The cases that did not pass, grouped by cause, each group keeping the results of its smallest cases. */
    private val causes = CauseGroups<ConformanceResult>()
    private var groups: List<CauseGroups.Group<ConformanceResult>>? = null
    /** The results taken so far (the report's "selected"). */
    private var resultCount = 0
    /** Each suite's JUnit entries in [junitEntries]: byte ranges (start, end), in case order. */
    private val junitRanges = HashMap<String, ArrayList<LongArray>>()
    private var junitWritten = 0L

    // Set by [finish], once the run's files were all taken.
    private var selection: RevisionSelection? = null
    private var runErrors: List<String> = emptyList()
    private var digest: String? = null

    /** Takes one judged case (known divergences already applied): counted, and its report entries written. */
    fun add(r: ConformanceResult) {
        if (r.outcome == "not-run" && r.suite in allowedMissing) {
            allowedNotRun[r.suite] = (allowedNotRun[r.suite] ?: 0) + 1
            return
        }
        resultCount++
        suites.getOrPut(r.suite) { Counts(r.suite) }.add(r)
        total.add(r)
        when (r.outcome) {
            "not-run" -> notRun[r.suite] = (notRun[r.suite] ?: 0) + 1
            "not-portable" -> "${r.suite}: ${r.reason}".let { notPortable[it] = (notPortable[it] ?: 0) + 1 }
            "vector-error" -> vectorErrors++
            "subject-error" -> subjectErrors++
            "timed-out" -> timedOut++
        }
        if (r.outcome == "diverged" || r.outcome == "vector-error" || r.outcome == "known-divergence" ||
            r.outcome == "subject-error" || r.outcome == "timed-out" || (verbose && r.outcome == "not-portable")) listed.addAll(textLines(r))
        r.cause(allowedMissing)?.let { causes.add(it, r) }
        junitEntries?.let { spool ->
            // Entries are ASCII (xmlText, jsonQuote escape what is not; the report's writer is US-ASCII): one char, one byte.
            val entry = junitEntry(r)
            val ranges = junitRanges.getOrPut(r.suite) { ArrayList() }
            val last = ranges.lastOrNull()
            if (last != null && last[1] == junitWritten) last[1] += entry.length.toLong()
            else ranges.add(longArrayOf(junitWritten, junitWritten + entry.length))
            spool.write(entry)
            junitWritten += entry.length
        }
        jsonEntries?.write((if (resultCount == 1) "    " else ",\n    ") + resultJson(r))
    }

    /** Ends the run: [selection] its files (defects, digest, case count), [runErrors] what the known-divergence list found wrong with itself (expired, matching nothing, listing a pass): exit 2. */
    fun finish(selection: RevisionSelection, runErrors: List<String>) {
        this.selection = selection
        this.runErrors = runErrors
        digest = if (selection.defects.isEmpty()) selection.digest.value()?.let { "sha256:$it" } else null
    }

    private fun finished(): RevisionSelection = selection ?: throw IllegalStateException("the report is read before the run ended")

    /** The cases that did not pass grouped by cause, the largest first (docs/report-format.md, "Causes"). */
    fun causeGroups(): List<CauseGroups.Group<ConformanceResult>> {
        finished()
        return groups ?: causes.groups().also { groups = it }
    }

    /** Why no baseline can be written from this run (its groups are not the corpus's), or null. */
    fun baselineProblem(): String? = when {
        finished().defects.isNotEmpty() -> "the vectors did not load"
        resultCount == 0 -> "the run judged no corpus"
        else -> null
    }

    /** One block per cause group, the largest first: its cause in words, its count and suites, its representative in full, a few other cases. */
    private fun causeBlocks(): List<String> {
        val groups = causeGroups()
        if (groups.isEmpty()) return emptyList()
        val lines = ArrayList<String>()
        lines.add("")
        lines.add("CAUSES: ${plural(causes.count, "case")} that did not pass, in ${plural(groups.size, "group")}, the largest first")
        for ((index, group) in groups.withIndex()) {
            lines.add("")
            lines.add(terminal("GROUP ${index + 1} of ${groups.size} [${group.id}]: ${plural(group.cases.size, "case")} in ${plural(group.suites.size, "suite")}"))
            lines.add("  cause:     " + terminal(group.signature.words))
            lines.add("  suites:    " + terminal(group.suites.joinToString(", ")))
            val shown = textLines(group.representative.second).drop(1)
            lines.add("  smallest:  " + shown[0])
            for (line in shown.drop(1)) lines.add("  $line")
            val others = group.examples.map { it.name }
            if (others.isNotEmpty()) {
                val more = group.cases.size - 1 - others.size
                lines.add("  also:      " + terminal(others.joinToString(", ")) + (if (more > 0) " and $more more" else ""))
            }
        }
        return lines
    }

    /** Why the run cannot be trusted (exit 2), or null. */
    private fun untrusted(): String? = when {
        finished().defects.isNotEmpty() -> "the vectors did not load"
        resultCount == 0 -> if (narrowed) "no case matches the selection (--suite, --case): nothing was checked" else "no cases selected"
        vectorErrors > 0 -> "a vector error"
        subjectErrors > 0 || timedOut > 0 ->
            "the subject failed on $subjectErrors case(s) and timed out on $timedOut (see SUBJECT-ERROR and TIMED-OUT above)"
        notRun.keys.any { it !in allowedMissing } ->
            "suites not run by this subject: ${notRun.keys.filter { it !in allowedMissing }.joinToString(", ")} (implement them, or name them in --allow-missing)"
        else -> null
    }

    fun exitCode(): Int = when {
        untrusted() != null || runErrors.isNotEmpty() -> EXIT_BAD
        total.diverged > 0 -> EXIT_DIVERGED
        else -> EXIT_OK
    }

    /** The text's lines for a case that did not pass. */
    private fun textLines(r: ConformanceResult): List<String> {
        val lines = ArrayList<String>()
        lines.add("")
        lines.add(terminal("${r.outcome.toUpperCase(java.util.Locale.ROOT)} ${r.suite}/${r.id}  (${r.file})"))
        if (r.outcome == "diverged") {
            for (d in r.divergences) {
                lines.add("  at ${terminal(if (d.pointer.isEmpty()) "(whole value)" else d.pointer)}")
                lines.add("    Kotlin (expected): ${terminal(d.expected)}")
                lines.add("    subject:           ${terminal(d.actual)}")
                if (d.detail != null) lines.add("    ${terminal(d.detail)}")
            }
        } else {
            lines.add("  ${terminal(r.message())}")
        }
        lines.add("  input:     ${terminal(describeInput(r.input))}")
        return lines
    }

    fun text(): String {
        val selection = finished()
        val lines = ArrayList<String>()
        if (selection.defects.isNotEmpty()) {
            for (d in selection.defects) lines.add("vector error: ${terminal(d)}")
            lines.add("")
            lines.add("ERROR (the vectors did not load): ${selection.defects.size} error(s) in ${plural(selection.files.size, "file")}; no case was judged from them and no digest is printed")
            return lines.joinToString("\n") + "\n"
        }
        lines.add("oracle conformance: subject ${terminal(subject)}, ${plural(selection.files.size, "file")}, ${plural(selection.caseCount - allowedNotRun.values.sum(), "case")} selected")
        lines.add("contract: android-sdk-core ${contract.id}; ${contract.toolchain}")
        lines.add("digest: $digest")
        lines.add("")
        lines.add(row("suite", "cases", "passed", "diverged", "not portable", "known", "errors"))
        for (c in suites.values + total) lines.add(row(terminal(c.name), "${c.cases}", "${c.passed}", "${c.diverged}", "${c.notPortable}", "${c.known}", "${c.errors}"))
        if (allowedNotRun.isNotEmpty()) {
            lines.add("")
            lines.add(notRunLine())
        }
        lines.addAll(listed)
        if (notPortable.isNotEmpty() && !verbose) {
            lines.add("")
            for ((key, n) in notPortable) {
                val colon = key.indexOf(':')
                lines.add(terminal("NOT-PORTABLE ${key.substring(0, colon)}: ${plural(n, "case")} (${key.substring(colon + 2)})"))
            }
            lines.add("  (--verbose lists every not-portable case)")
        }
        if (notRun.isNotEmpty()) {
            lines.add("")
            for ((suite, n) in notRun) lines.add("NOT-RUN $suite: ${plural(n, "case")} (not run by this subject)")
        }
        sdkDrift?.let { lines.add(""); lines.addAll(it.textLines()) }
        localeProbe?.let { lines.add(""); lines.addAll(it.textLines()) }
        lines.addAll(causeBlocks())
        for (error in runErrors) { lines.add(""); lines.add("error: ${terminal(error)}") }
        untrusted()?.let { lines.add(""); lines.add("error: $it") }
        lines.add("")
        val verdict = when (exitCode()) { EXIT_OK -> "PASS"; EXIT_DIVERGED -> "FAIL (divergences)"; else -> "ERROR (the run is not trustworthy)" }
        lines.add("$verdict: ${total.passed} passed, ${total.diverged} diverged, ${total.notPortable} not portable, ${total.known} known, ${total.errors} errors" +
            "${notRunCount()}; digest $digest")
        return lines.joinToString("\n") + "\n"
    }

    /** The verdict line's count of the cases not run (allowed), as every runner writes it: empty when there are none. */
    private fun notRunCount(): String = allowedNotRun.values.sum().let { if (it == 0) "" else ", $it not run" }

    /** The suites the subject lacks with the run's leave, in the web runner's words. */
    private fun notRunLine(): String {
        val cases = allowedNotRun.values.sum()
        return "NOT RUN by this subject (allowed by --allow-not-run): ${plural(allowedNotRun.size, "suite")}, ${plural(cases, "case")}: " +
            allowedNotRun.entries.joinToString(", ") { "${it.key} (${it.value})" }
    }

    private fun junitEntry(r: ConformanceResult): String {
        val open = "    <testcase classname=${xmlAttr(r.suite)} name=${xmlAttr(r.id)}"
        return when (r.outcome) {
            "passed" -> "$open/>\n"
            "diverged" -> "$open><failure message=${xmlAttr(r.message())}>${xmlText(r.details())}</failure></testcase>\n"
            "not-portable" -> "$open><skipped message=${xmlAttr(r.reason ?: "not portable")}/></testcase>\n"
            "known-divergence" -> "$open><skipped message=${xmlAttr(r.message())}/></testcase>\n"
            else -> "$open><error message=${xmlAttr(r.message())}>${xmlText(r.details())}</error></testcase>\n"
        }
    }

    /**
     * JUnit XML into [out] (the report file's writer): one testsuite per suite, one testcase per case, the cases
     * copied from [junitEntries]; the root's tests equals the testcases.
     */
    fun junit(out: Appendable) {
        val selection = finished()
        val entries = junitEntries ?: throw IllegalStateException("no JUnit entries were kept (the report was not asked for)")
        val untrustedRun = if (untrusted() != null && resultCount > 0 && selection.defects.isEmpty()) 1 else 0
        val outside = selection.defects.size + untrustedRun + runErrors.size
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.append("<testsuites name=\"oracle conformance\" tests=\"${total.cases + outside}\" failures=\"${total.diverged}\" errors=\"${total.errors + outside}\">\n")
        val digestText = digest ?: "none (the vectors did not load)"
        closeEntries(entries)
        FileChannel.open(entries.temporary, StandardOpenOption.READ).use { channel ->
            for (c in suites.values) {
                out.append("  <testsuite name=${xmlAttr(c.name)} tests=\"${c.cases}\" failures=\"${c.diverged}\" errors=\"${c.errors}\" skipped=\"${c.notPortable + c.known}\">\n")
                out.append("    <properties><property name=\"digest\" value=${xmlAttr(digestText)}/><property name=\"subject\" value=${xmlAttr(subject)}/>${suiteProperties(c.name)}</properties>\n")
                for (range in junitRanges[c.name] ?: emptyList<LongArray>()) copy(channel, range[0], range[1], out)
                out.append("  </testsuite>\n")
            }
        }
        if (outside > 0) {
            out.append("  <testsuite name=\"vector-files\" tests=\"$outside\" failures=\"0\" errors=\"$outside\" skipped=\"0\">\n")
            for (d in selection.defects) out.append("    <testcase classname=\"vector-files\" name=${xmlAttr(d.substringBefore(": "))}><error message=${xmlAttr(d)}/></testcase>\n")
            if (untrustedRun > 0) out.append("    <testcase classname=\"vector-files\" name=\"run\"><error message=${xmlAttr(untrusted()!!)}/></testcase>\n")
            for (error in runErrors) out.append("    <testcase classname=\"vector-files\" name=\"run\"><error message=${xmlAttr(error)}/></testcase>\n")
            out.append("  </testsuite>\n")
        }
        out.append("</testsuites>\n")
    }

    /** parity-report/1 into [out] (the report file's writer): the schema parity-check and `oracle check --json` write. */
    fun json(out: Appendable) {
        val selection = finished()
        val entries = jsonEntries ?: throw IllegalStateException("no JSON results were kept (the report was not asked for)")
        out.append("{\n  \"format\": \"parity-report/1\",\n  \"runner\": \"oracle conformance\",\n")
        out.append("  \"subject\": ${jsonQuote(subject)},\n  \"contract\": ${jsonQuote(contract.id)},\n")
        out.append("  \"digest\": ${if (digest == null) "null" else jsonQuote(digest!!)},\n  \"partial\": false,\n")
        out.append("  \"exitCode\": ${exitCode()},\n  \"files\": ${selection.files.size},\n  \"selected\": $resultCount,\n")
        out.append("  \"summary\": ${total.totalJson()},\n  \"suites\": [\n")
        val drifted = sdkDrift?.suites?.toSet() ?: emptySet()
        // A suite fed by a file of the SDK's checkout that differs from the revision's is marked (`sdkDrift`).
        out.append(suites.values.joinToString(",\n") { "    " + it.json("suite").let { s -> if (it.name in drifted) s.dropLast(1) + ", \"sdkDrift\": true}" else s } })
        out.append("\n  ],\n  \"tags\": [],\n  \"results\": [\n")
        closeEntries(entries)
        FileChannel.open(entries.temporary, StandardOpenOption.READ).use { channel -> copy(channel, 0, channel.size(), out) }
        out.append("\n  ],\n  \"groups\": [\n")
        out.append(causeGroups().joinToString(",\n") { "    " + it.json() })
        out.append("\n  ],\n  \"defects\": [\n")
        out.append(selection.defects.joinToString(",\n") {
            "    {\"file\": ${jsonQuote(it.substringBefore(": "))}, \"line\": 0, \"column\": 0, \"pointer\": \"\", \"message\": ${jsonQuote(it)}, \"help\": \"fix the file, or regenerate it with tools/jvm-parity/oracle generate\"}"
        })
        out.append("\n  ],\n  \"runErrors\": [")
        val untrustedRun = if (selection.defects.isEmpty()) untrusted() else null
        out.append((runErrors + listOfNotNull(untrustedRun)).joinToString(", ") { jsonQuote(it) })
        out.append("]")
        sdkDrift?.let { out.append(",\n  \"sdkDrift\": ${it.json()}") }
        localeProbe?.let { out.append(",\n  \"localeDependence\": ${it.json()}") }
        out.append("\n}\n")
    }

    /** The JUnit testsuite's properties beyond digest and subject: its SDK drift and its locale dependence, if any. */
    private fun suiteProperties(suite: String): String {
        val sb = StringBuilder()
        sdkDrift?.let { drift ->
            val files = drift.drifted.filter { suite in it.suites }
            if (files.isNotEmpty()) sb.append("<property name=\"sdkDrift\" value=${xmlAttr("checked against another android-sdk-core than ${drift.source}'s: " +
                files.joinToString(", ") { "${it.path} ${it.status} (revision ${drift.revision} models ${it.modelledCommit.take(7)})" })}/>")
        }
        localeProbe?.dependent()?.firstOrNull { it.suite == suite }?.let { f ->
            sb.append("<property name=\"localeDependent\" value=${xmlAttr("${f.changed} of ${f.asked} cases answer otherwise under ${SubjectLocale.describe(localeProbe!!.locale)}; " +
                "first ${f.exampleId}: ${f.pinnedAnswer} under ${SubjectLocale.describe(SubjectLocale.PINNED)}, ${f.otherAnswer}")}/>")
        }
        return sb.toString()
    }

    /** Flushes and closes the entries' writer (a write fault is the report's: exit 2). */
    private fun closeEntries(entries: ReportFiles.Pending) {
        try { entries.out.close() } catch (e: IOException) { throw ReportFiles.ReportWriteError(entries.target, e) }
    }

    /** Copies bytes [start, end) of [channel] (ASCII) into [out], a block at a time. */
    private fun copy(channel: FileChannel, start: Long, end: Long, out: Appendable) {
        val buffer = ByteBuffer.allocate(1 shl 16)
        var at = start
        while (at < end) {
            buffer.clear()
            buffer.limit(Math.min(buffer.capacity().toLong(), end - at).toInt())
            val n = channel.read(buffer, at)
            if (n < 0) throw IOException("the report's entries ended before byte $end (the temporary file was cut short)")
            buffer.flip()
            out.append(StandardCharsets.US_ASCII.decode(buffer))
            at += n
        }
    }

    private fun resultJson(r: ConformanceResult): String {
        val sb = StringBuilder("{\"suite\": ${jsonQuote(r.suite)}, \"id\": ${jsonQuote(r.id)}")
        val outcome = when (r.outcome) { "not-run", "subject-error", "timed-out" -> "run-error"; else -> r.outcome }
        sb.append(", \"outcome\": ${jsonQuote(outcome)}")
        if (r.outcome == "passed") return sb.append("}").toString()
        sb.append(", \"file\": ${jsonQuote(r.file)}, \"line\": 0, \"column\": 0, \"input\": ${jsonQuote(compactInput(r.input))}")
        when (r.outcome) {
            "diverged" -> sb.append(", \"divergences\": [").append(r.divergences.joinToString(", ") { d ->
                "{\"field\": ${jsonQuote(d.pointer)}, \"kind\": ${jsonQuote(d.reportKind)}, \"expected\": ${jsonQuote(d.expected)}, \"actual\": ${jsonQuote(d.actual)}" +
                    (if (d.absoluteError != null) ", \"absoluteError\": ${if (d.absoluteError.isNaN()) "\"nan\"" else if (d.absoluteError.isInfinite()) "\"inf\"" else JavaDoubleText.format(d.absoluteError)}" else "") +
                    (if (d.ulps != null) ", \"ulps\": ${d.ulps}" else "") +
                    (if (d.tolerance != null) ", \"tolerance\": ${jsonQuote(d.tolerance.describe())}" else "") +
                    (if (d.detail != null) ", \"note\": ${jsonQuote(d.detail)}" else "") + "}"
            }).append("]")
            "not-portable" -> sb.append(", \"reason\": ${jsonQuote(r.reason ?: "not portable")}")
            "known-divergence" -> sb.append(", \"entry\": ${jsonQuote(r.known!!.entry)}, \"details\": ${jsonQuote(r.known.details)}")
            "vector-error" -> sb.append(", \"defect\": {\"file\": ${jsonQuote(r.file)}, \"line\": 0, \"column\": 0, \"pointer\": \"\", \"message\": ${jsonQuote(r.reason ?: "")}, \"help\": \"fix the case, or regenerate the file with tools/jvm-parity/oracle generate\"}")
            else -> {
                // A suite the caller lets the subject lack is said so: no cause of the run's failure, in no group.
                val allowed = if (r.outcome == "not-run" && r.suite in allowedMissing) ALLOWED_MISSING else ""
                sb.append(", \"message\": ${jsonQuote((r.reason ?: r.outcome) + allowed)}")
                r.crash?.frame?.let { sb.append(", \"frame\": ${it.json()}") }
            }
        }
        return sb.append("}").toString()
    }

    private fun row(name: String, vararg columns: String): String {
        val padded = if (name.length >= 32) "$name " else name.padEnd(32)
        return padded + columns.joinToString(" ") { it.padStart(9) }
    }
}

private fun plural(n: Int, word: String) = "$n $word${if (n == 1) "" else "s"}"

/**
 * One line of terminal text, as parity-check and the web gate write it: control characters (C0, DEL, C1), the
 * characters that reorder or break what a reader sees (the bidirectional embeddings, overrides and isolates
 * U+202A-U+202E and U+2066-U+2069, the line and paragraph separators U+2028 and U+2029) and lone surrogates as
 * visible `\n`, `\t`, `\r`, `\u001b`, `\u202e` text, so what a vector file wrote never drives the terminal (an ESC or
 * OSC sequence, a BEL), forges a line of the report (a newline) nor turns a line around.
 */
fun terminal(text: String): String {
    if (text.none { it < ' ' || it in '\u007f'..'\u009f' || isReordering(it) || Character.isSurrogate(it) }) return text
    val sb = StringBuilder()
    for ((i, c) in text.withIndex()) when {
        c == '\n' -> sb.append("\\n")
        c == '\t' -> sb.append("\\t")
        c == '\r' -> sb.append("\\r")
        c < ' ' || c in '\u007f'..'\u009f' || isReordering(c) || isLoneSurrogate(text, i) ->
            sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", c.toInt()))
        else -> sb.append(c)
    }
    return sb.toString()
}

/** A bidirectional control (U+202A-U+202E, U+2066-U+2069) or a line or paragraph separator (U+2028, U+2029). */
private fun isReordering(c: Char): Boolean = c in '\u2028'..'\u202e' || c in '\u2066'..'\u2069'

private fun isLoneSurrogate(text: String, i: Int): Boolean {
    val c = text[i]
    return when {
        Character.isHighSurrogate(c) -> i + 1 >= text.length || !Character.isLowSurrogate(text[i + 1])
        Character.isLowSurrogate(c) -> i == 0 || !Character.isHighSurrogate(text[i - 1])
        else -> false
    }
}

fun jsonQuote(text: String): String = StringBuilder().also { JsonOut.quote(it, text) }.toString()

/** XML 1.0 text: markup escaped, characters XML cannot hold as visible `\u0001` text. */
fun xmlText(text: String): String {
    val sb = StringBuilder()
    for (c in text) when {
        c == '&' -> sb.append("&amp;")
        c == '<' -> sb.append("&lt;")
        c == '>' -> sb.append("&gt;")
        c == '"' -> sb.append("&quot;")
        c == '\n' || c == '\t' -> sb.append(c)
        c < ' ' || c == '\uFFFE' || c == '\uFFFF' || Character.isSurrogate(c) -> sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", c.toInt()))
        else -> sb.append(c)
    }
    return sb.toString()
}

fun xmlAttr(text: String): String = "\"" + xmlText(text).replace("\n", "&#10;").replace("\t", "&#9;") + "\""
