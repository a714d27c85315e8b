// tools/jvm-parity/oracle <command>: generate | check | serve | scaffold | selftest | list

package com.mapconductor.parity

import java.io.BufferedReader
import java.io.BufferedWriter
import java.io.File
import java.io.InputStreamReader
import java.io.OutputStreamWriter
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.security.MessageDigest

const val EXIT_OK = 0
const val EXIT_DIVERGED = 1
const val EXIT_BAD = 2

val USAGE = """
Usage: tools/jvm-parity/oracle <command> [arguments]

  generate [PATH...] [--contract REV]
                        recompute every expected value on the JVM and rewrite the files canonically
                        (default PATH: vectors/); random cases are recreated from source.random;
                        --contract: only the files that hold for android-sdk-core REV
  check [PATH...] [--contract REV] [--json FILE] [--known-divergences FILE [--platform P] [--aliases FILE]]
                        recompute and compare with the committed expected values of revision REV
                        (default: the newest); prints the digest
                        (exit 0 all pass, 1 a divergence, 2 bad vectors, usage, I/O or a stale list entry)
  serve                 one JSON request per stdin line: {"suite": "...", "input": {...}}
                        -> {"expected": ...} or {"failure": "..."} per stdout line
  scaffold SUITE ID     print a case skeleton with the suite's input fields and defaults
  list                  print every suite the oracle knows, with its description
  selftest              compare the JVM with independently known values (exit 1 on a mismatch)
  conformance --subject CLASS [--classpath PATH] [--allow-missing SUITE,...] [--contract REV]
              [--junit-report FILE] [--json-report FILE]
              [--known-divergences FILE [--platform android|ios] [--aliases FILE]] [PATH...]
                        run the vectors (default vectors/) against a ParitySubject class (the reference
                        subject: OracleSubject); parity-check's summary and digest
                        (exit 0 all pass, 1 a divergence, 2 bad vectors, usage, I/O, a suite not run,
                        a stale known-divergence entry: docs/known-divergences.md)
  comparison-vectors [FILE]
                        judge Tests/Fixtures/comparison-vectors.json with the JVM comparison
                        (exit 0 every verdict as the file says, 1 a disagreement, 2 a broken file)
""".trimIndent()

fun main(args: Array<String>) {
    val code = try {
        run(args)
    } catch (e: UsageError) {
        System.err.println("error: ${e.message}")
        System.err.println(USAGE)
        EXIT_BAD
    }
    System.out.flush()
    System.exit(code)
}

fun run(args: Array<String>): Int {
    if (args.isEmpty()) throw UsageError("missing command")
    val rest = args.drop(1)
    return when (args[0]) {
        "generate" -> {
            // `--contract REV` rewrites only the files that hold for REV (each still computed under all it names).
            val only = if (rest.contains("--contract")) takeContractOption(rest) else null
            generate((only?.second ?: rest).ifEmpty { listOf("vectors/") }, only?.first)
        }
        "check" -> {
            val (contract, afterContract) = takeContractOption(rest)
            val (knownDivergences, args) = KnownDivergenceGate.takeOptions(afterContract)
            // `--json FILE` also writes a parity-report/1 file, for `parity-check pairwise`.
            val at = args.indexOf("--json")
            if (at >= 0 && (at + 1 >= args.size || args[at + 1].startsWith("--"))) {
                throw UsageError("--json needs the path of the report to write")
            }
            val jsonPath = if (at >= 0) args[at + 1] else null
            val paths = args.filterIndexed { i, _ -> at < 0 || (i != at && i != at + 1) }
            val roots = paths.ifEmpty { listOf("vectors/") }
            check(roots, jsonPath, contract, knownDivergences?.invoke(roots.first()))
        }
        "serve" -> { if (rest.isNotEmpty()) throw UsageError("serve takes no arguments"); serve() }
        "scaffold" -> { if (rest.size != 2) throw UsageError("scaffold SUITE ID"); scaffold(rest[0], rest[1]) }
        "list" -> { for (s in Suites.all) println("${s.name.padEnd(32)} ${s.description}"); EXIT_OK }
        "selftest" -> SelfTest.run()
        "comparison-vectors" -> ComparisonVectors.run(rest)
        "conformance" -> conformance(rest)
        "-h", "--help", "help" -> { println(USAGE); EXIT_OK }
        else -> throw UsageError("unknown command \"${args[0]}\"")
    }
}

// MARK: - generate

fun generate(roots: List<String>, only: ContractRevision? = null): Int {
    val discovery = discover(roots)
    val files = discovery.files
    for (defect in discovery.defects) System.err.println("vector error: $defect")
    if (files.isEmpty() && discovery.defects.isEmpty()) throw UsageError("no vector files under ${roots.joinToString(" ")}")
    var bad = discovery.defects.size
    var cases = 0
    var written = 0
    for (loc in files) {
        try {
            val loaded = VectorFile.load(loc.file, forGenerate = true)
            if (only != null && !loaded.holds(only)) continue
            val vf = loaded.regenerated()
            val text = vf.canonicalText()
            val old = loc.file.readBytes()
            val new = text.toByteArray(StandardCharsets.US_ASCII)
            if (!old.contentEquals(new)) {
                val tmp = File(loc.file.parentFile, ".${loc.file.name}.oracle-tmp")
                tmp.writeBytes(new)
                Files.move(tmp.toPath(), loc.file.toPath(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
                println("wrote ${loc.file.path}: ${vf.cases.size} cases")
            } else {
                println("unchanged ${loc.file.path}: ${vf.cases.size} cases")
            }
            cases += vf.cases.size
            written++
        } catch (e: VectorError) {
            bad++
            System.err.println("vector error: ${e.at(loc.file.path)}: ${e.message}")
        }
    }
    if (only != null && written == 0 && bad == 0) throw UsageError("no vector file under ${roots.joinToString(" ")} holds for android-sdk-core ${only.id}")
    println("generated $written file(s), $cases case(s)" + if (bad > 0) ", $bad file(s) not written" else "")
    return if (bad > 0) EXIT_BAD else EXIT_OK
}

// MARK: - check

class SuiteCount(var passed: Int = 0, var diverged: Int = 0, var notPortable: Int = 0, var known: Int = 0)

fun check(roots: List<String>, jsonPath: String? = null, contract: ContractRevision = ContractRevision.newest,
          gate: KnownDivergenceGate? = null): Int {
    val selection = selectForRevision(roots, contract)
    val files = selection.files
    val results = ArrayList<String>()
    val counts = java.util.TreeMap<String, SuiteCount>()
    var bad = selection.defects.size
    for (defect in selection.defects) System.err.println("vector error: $defect")
    var divergences = 0
    val runErrors = ArrayList(gate?.listErrors(selection.caseNames()) ?: emptyList())
    for (selected in selection.selected) {
        val loc = selected.located
        val vf = selected.file
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
                System.err.println("vector error: ${place("input")}: ${vf.suite.name}/${c.id}: ${e.message}")
                continue
            }
            val expected = c.expected!!
            // An expected value not written as its type requires is a defect of the file (exit 2), not a divergence.
            val diffs = try {
                Compare.outcome(expected, actual, tol)
            } catch (e: VectorError) {
                bad++
                System.err.println("vector error: ${place("expected")}: ${vf.suite.name}/${c.id}: ${e.message}")
                continue
            }
            val outcome = when {
                diffs.isNotEmpty() -> "diverged"
                Compare.kind(actual) == "notPortable" -> "not-portable"
                else -> "passed"
            }
            val name = "${vf.suite.name}/${c.id}"
            val entry = gate?.entryFor(name)
            if (entry != null && outcome == "passed") runErrors.add(gate.nowPasses(entry, name))
            if (entry != null && outcome == "diverged") {
                // A listed divergence: reported with its entry, not failing the run (docs/known-divergences.md).
                val known = gate.known(entry, ConformanceResult(vf.suite.name, c.id, loc.relative, c.input, outcome, diffs).detailLines())
                count.known++
                results.add(reportLine(vf.suite.name, c.id, "known-divergence", emptyList(), loc.relative, c.input, actual, known))
                println("KNOWN-DIVERGENCE $name")
                println("  known divergence (${known.entry}): ${known.details}")
                continue
            }
            results.add(reportLine(vf.suite.name, c.id, outcome, diffs, loc.relative, c.input, actual))
            if (diffs.isEmpty()) {
                if (Compare.kind(actual) == "notPortable") count.notPortable++ else count.passed++
            } else {
                count.diverged++
                divergences++
                for (d in diffs) {
                    println("DIVERGED ${vf.suite.name}/${c.id} at ${if (d.pointer.isEmpty()) "(whole value)" else d.pointer}")
                    println("  input:    ${describeInput(c.input)}")
                    println("  expected: ${d.expected}")
                    println("  JVM:      ${d.actual}")
                    if (d.detail != null) println("  (${d.detail})")
                }
            }
        }
    }
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
    val digestText = "sha256:${digest(files)}"
    for (f in files) if (f.linkTarget != null) println("symbolic link: ${f.file.path} -> ${f.linkTarget}")
    println("contract: android-sdk-core ${contract.id}; Kotlin ${ContractRevision.KOTLIN}, Compose BOM ${ContractRevision.COMPOSE_BOM} (ui-graphics ${ContractRevision.COMPOSE_UI_GRAPHICS})")
    println("digest: $digestText")
    if (jsonPath != null) {
        val exit = if (bad > 0 || total == 0 || runErrors.isNotEmpty()) EXIT_BAD else if (divergences > 0) EXIT_DIVERGED else EXIT_OK
        writeAtomically(java.io.File(jsonPath), jsonReport(counts, results, if (bad > 0) null else digestText, exit, files.size, contract, runErrors))
    }
    if (total == 0 && bad == 0) {
        System.err.println("error: no cases under ${roots.joinToString(" ")}")
        return EXIT_BAD
    }
    return when {
        bad > 0 || runErrors.isNotEmpty() -> EXIT_BAD
        divergences > 0 -> EXIT_DIVERGED
        else -> EXIT_OK
    }
}

/** The parity-report/1 file (docs/report-format.md), the same schema `parity-check --format json` writes. */
private fun jsonReport(counts: Map<String, SuiteCount>, results: List<String>, digest: String?, exit: Int, files: Int,
                       contract: ContractRevision, runErrors: List<String>): String {
    fun countsJson(c: SuiteCount) = "\"cases\": ${c.passed + c.diverged + c.notPortable + c.known}, \"passed\": ${c.passed}, " +
        "\"diverged\": ${c.diverged}, \"notPortable\": ${c.notPortable}, \"known\": ${c.known}, \"errors\": 0"
    val total = SuiteCount()
    for (c in counts.values) { total.passed += c.passed; total.diverged += c.diverged; total.notPortable += c.notPortable; total.known += c.known }
    val sb = StringBuilder("{\n  \"format\": \"parity-report/1\",\n  \"runner\": \"oracle\",\n  \"subject\": \"jvm\",\n")
    sb.append("  \"contract\": ${jsonString(contract.id)},\n")
    sb.append("  \"digest\": ${if (digest == null) "null" else jsonString(digest)},\n  \"partial\": false,\n")
    sb.append("  \"exitCode\": $exit,\n  \"files\": $files,\n  \"selected\": ${results.size},\n")
    sb.append("  \"summary\": {${countsJson(total)}},\n  \"suites\": [\n")
    sb.append(counts.entries.joinToString(",\n") { "    {\"suite\": ${jsonString(it.key)}, ${countsJson(it.value)}}" })
    sb.append("\n  ],\n  \"tags\": [],\n  \"results\": [\n")
    sb.append(results.joinToString(",\n"))
    sb.append("\n  ],\n  \"defects\": [],\n  \"runErrors\": [${runErrors.joinToString(", ") { jsonString(it) }}]\n}\n")
    return sb.toString()
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

/** Writes [text] beside [target] and renames it into place: a reader never finds half a report. */
fun writeAtomically(target: java.io.File, text: String) {
    val absolute = target.absoluteFile
    val temporary = java.io.File(absolute.parentFile, ".${absolute.name}.tmp")
    try {
        temporary.writeText(text, StandardCharsets.US_ASCII)
        java.nio.file.Files.move(temporary.toPath(), absolute.toPath(), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
            java.nio.file.StandardCopyOption.ATOMIC_MOVE)
    } catch (e: java.io.IOException) {
        temporary.delete()
        throw UsageError("cannot write the report $target: ${e.message}")
    }
}

/** A JSON string literal, ASCII only, by the corpus writer's own rules. */
private fun jsonString(text: String): String = StringBuilder().also { JsonOut.quote(it, text) }.toString()

fun describeInput(j: J): String = JsonOut.compact(j).let { if (it.length > 400) it.substring(0, 397) + "..." else it }

private fun hex(bytes: ByteArray): String {
    val sb = StringBuilder()
    for (b in bytes) sb.append(String.format(java.util.Locale.ROOT, "%02x", b.toInt() and 0xFF))
    return sb.toString()
}

/** SHA-256 over `<sha256 of the file's bytes>  <path relative to its root>\n`, sorted by path (bytes). */
fun digest(files: List<Located>): String {
    val all = MessageDigest.getInstance("SHA-256")
    for (loc in files) {
        val one = hex(MessageDigest.getInstance("SHA-256").digest(loc.file.readBytes()))
        all.update("$one  ${loc.relative}\n".toByteArray(StandardCharsets.UTF_8))
    }
    return hex(all.digest())
}

// MARK: - serve

fun serve(): Int {
    val input = BufferedReader(InputStreamReader(System.`in`, StandardCharsets.UTF_8), 1 shl 16)
    val output = BufferedWriter(OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 shl 16)
    val sb = StringBuilder()
    while (true) {
        val line = input.readLine() ?: break
        if (line.isBlank()) continue
        sb.setLength(0)
        try {
            val req = obj(JsonIn.parse(line), "request")
            val f = Fields(req, "request", false)
            val name = (f.req("suite") as? JStr)?.value ?: throw VectorError("request/suite: a string")
            val inputJ = f.req("input")
            f.done()
            val suite = Suites.byName(name) ?: throw VectorError("unknown suite \"$name\"${Suites.suggest(name)}")
            val outcome = suite.run(inputJ, allowLoneEscape = false)
            sb.append("{\"expected\": ")
            JsonOut.write(sb, outcome.toJ())
            (inputJ as? JObj)?.let { suite.conditioningTolerance(it) }?.let {
                sb.append(", \"tolerance\": ")
                JsonOut.write(sb, it)
            }
            sb.append('}')
        } catch (e: VectorError) {
            sb.setLength(0)
            sb.append("{\"failure\": ")
            JsonOut.quote(sb, e.message ?: "bad request")
            sb.append('}')
        } catch (e: RuntimeException) {
            sb.setLength(0)
            sb.append("{\"failure\": ")
            JsonOut.quote(sb, "oracle error: $e")
            sb.append('}')
        }
        sb.append('\n')
        output.write(sb.toString())
        // Flush whenever no further request is already waiting: a lock-step client gets every answer at once,
        // a pipelining client (the million-request fuzzer) gets them in large writes.
        if (!input.ready()) output.flush()
    }
    output.flush()
    return EXIT_OK
}

// MARK: - scaffold

fun scaffold(suiteName: String, id: String): Int {
    val suite = Suites.byName(suiteName) ?: throw UsageError("unknown suite \"$suiteName\"${Suites.suggest(suiteName)}")
    // A case id is unique in its suite: refuse one the suite's committed file already has.
    val existing = File("vectors/${suite.name.replace('.', '/')}.json")
    if (existing.isFile) {
        val ids = try { VectorFile.load(existing, forGenerate = true).cases.map { it.id } } catch (e: VectorError) { emptyList<String>() }
        if (id in ids) {
            System.err.println("error: ${existing.path} already has a case \"$id\"; case ids are never reused: choose another id")
            return EXIT_BAD
        }
    }
    val input = LinkedHashMap<String, J>()
    for (f in suite.fields) input[f.name] = f.example
    val case = jobj("id" to JStr(id), "tags" to JArr(emptyList()), "comment" to JStr("why this case exists"), "input" to JObj(input))
    println("// ${suite.name}: ${suite.description}")
    println("// input fields (optional ones may be left out and take Android's default shown here):")
    for (f in suite.fields) println("//   ${f.name}: ${f.type}${if (f.optional) " = " + JsonOut.compact(f.example) else ""}")
    if (suite.defaults != null) println("// a new file of this suite declares \"defaults\": ${JsonOut.compact(suite.defaults!!)}")
    println("// paste this line into \"cases\" of vectors/${suite.name.replace('.', '/')}.json (delete the comment lines),")
    println("// then run: tools/jvm-parity/oracle generate vectors/${suite.name.replace('.', '/')}.json")
    println(JsonOut.compact(case))
    return EXIT_OK
}
