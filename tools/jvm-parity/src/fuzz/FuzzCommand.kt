// `oracle conformance --fuzz N [--seed S] [--suite GLOB,...] --subject CLASS [--classpath PATH] [--contract REV]
//  [--allow-missing SUITE,...] [--case-timeout SECONDS] [--write-findings DIR] [--max-shrink-tries N] [--vectors DIR]`:
// differential fuzzing of a ParitySubject against the oracle model in one JVM (docs/fuzzing.md). Each finding is
// printed as the vector case to add, and written with --write-findings.

package com.mapconductor.parity

import java.io.File

private val FUZZ_VALUE_OPTIONS = listOf("--fuzz", "--seed", "--suite", "--subject", "--classpath", "--allow-missing",
    "--case-timeout", "--write-findings", "--max-shrink-tries", "--vectors")

/**
 * Exit 0 no finding; 1 findings, every one a divergence; 2 usage, a subject that cannot be loaded, a selected
 * suite it does not bind (unless --allow-missing names it), a finding that is a subject error, hang or vector
 * error, an oracle failure, findings that cannot be written. A subject that ends the process ends the run with 2
 * (the exit guard names the seed and draw).
 */
fun fuzzConformance(args: List<String>): Int {
    val (contract, rest) = takeContractOption(args)
    val options = HashMap<String, String>()
    var i = 0
    while (i < rest.size) {
        val a = rest[i]
        if (a !in FUZZ_VALUE_OPTIONS) {
            throw UsageError(if (a.startsWith("--")) "conformance --fuzz: unknown or unsupported option $a"
                else "conformance --fuzz draws its own inputs and reads no vector files: remove \"$a\"")
        }
        if (i + 1 >= rest.size || rest[i + 1].startsWith("--")) throw UsageError("$a needs a value")
        if (options.put(a, rest[i + 1]) != null) throw UsageError("$a is given twice")
        i += 2
    }
    val count = positive(options["--fuzz"]!!, "--fuzz")
    val seed = options["--seed"]?.let { it.toLongOrNull() ?: throw UsageError("--seed: \"$it\" is not a 64-bit integer") } ?: 1L
    val maxShrinkTries = options["--max-shrink-tries"]?.let { positive(it, "--max-shrink-tries") } ?: 4000
    val subjectName = options["--subject"] ?: throw UsageError("conformance --fuzz needs --subject CLASS (the reference subject is OracleSubject)")
    val patterns = (options["--suite"] ?: "*").split(",").map { it.trim() }.filter { it.isNotEmpty() }
    val suites = Suites.all.filter { s -> patterns.any { Glob.matches(it, s.name) } }
    for (p in patterns) if (Suites.all.none { Glob.matches(p, it.name) }) throw UsageError("--suite: \"$p\" names no suite${Suites.suggest(p)}")
    val allowed = (options["--allow-missing"] ?: "").split(",").map { it.trim() }.filter { it.isNotEmpty() }
    for (s in allowed) if (Suites.byName(s) == null) throw UsageError("--allow-missing: unknown suite \"$s\"${Suites.suggest(s)}")
    val findingsDir = options["--write-findings"]?.let { File(it) }
    val calls = SubjectCalls(SubjectCalls.timeoutMillis(options["--case-timeout"] ?: "10", "--case-timeout"))
    // The subject runs under the pinned locale, as in a conformance run (docs/jvm-runner.md "Locale").
    SubjectLocale.setDefault(SubjectLocale.PINNED)
    ExitGuard.install()
    val subject = ConformanceEngine.loadSubject(subjectName, options["--classpath"], contract)
    // The corpus whose inputs a finding must not end on: --vectors, else vectors/ where it is (parity-check fuzz's
    // and the web fuzzer's default), so that no route ends on an input the corpus already holds.
    val corpus = options["--vectors"] ?: "vectors/".takeIf { java.io.File(it).isDirectory }
    val known = corpus?.let { KnownInputs.load(it, suites) } ?: emptyMap()
    val campaign = try { FuzzCampaign(subject, contract, calls, seed, maxShrinkTries, known) } catch (e: Throwable) {
        throw SubjectLoadError("--subject: $subjectName failed to bind its suites: $e")
    }
    println("oracle conformance --fuzz: subject ${subject.name}, seed $seed, $count inputs per suite, ${suites.size} suite(s), android-sdk-core ${contract.id}" +
        (corpus?.let { ", corpus $it (${known.values.sumBy { it.size }} inputs not to end on)" } ?: " (no --vectors and no vectors/ here: a finding may be an input the corpus already has)"))
    val runs = ArrayList<SuiteFuzzRun>()
    try {
        for (suite in suites) {
            val run = campaign.run(suite, count)
            runs.add(run)
            println(FuzzText.suiteLine(run, suite.name in allowed))
            for (f in run.findings) println(FuzzText.finding(f, seed, subject.name))
        }
    } finally {
        campaign.close()
    }
    var writeFailed = false
    if (findingsDir != null) {
        for ((suite, run) in suites.zip(runs)) {
            if (run.notRun) continue
            try {
                val file = FindingFiles.write(findingsDir, suite, run.findings, seed, subject.name, contract)
                if (run.findings.isNotEmpty()) println("wrote ${file.path}: ${run.findings.size} finding(s)")
            } catch (e: Exception) {
                System.err.println("error: cannot write the findings of ${suite.name} under $findingsDir: $e")
                writeFailed = true
            }
        }
    }
    val (summary, exit) = FuzzText.summary(runs, allowed.toSet())
    println(summary)
    return if (writeFailed) EXIT_BAD else exit
}

private fun positive(text: String, option: String): Int {
    val n = text.toIntOrNull()
    if (n == null || n <= 0) throw UsageError("$option: \"$text\" is not a positive number")
    return n
}

/** What the fuzz command prints (the JUnit 5 entry prints the same findings). */
object FuzzText {
    fun suiteLine(run: SuiteFuzzRun, allowed: Boolean): String {
        if (run.notRun) return "${run.suite.padEnd(32)} not run by this subject" + (if (allowed) " (allowed)" else "")
        val kinds = run.findings.size
        return "${run.suite.padEnd(32)} ${run.drawn} inputs: ${run.agreed} agreed, ${run.notPortable} not portable, " +
            "${run.diverged} diverged ($kinds kind${if (kinds == 1) "" else "s"})" +
            (if (run.oracleFailures.isEmpty()) "" else ", ${run.oracleFailures.size} oracle failures") +
            String.format(java.util.Locale.ROOT, "; %.0f inputs/s", run.rate)
    }

    /** A finding: what differs, where it was found, and the vector case to add, ready to paste. */
    fun finding(f: FuzzFinding, seed: Long, subjectName: String): String {
        val sb = StringBuilder()
        sb.append("FINDING ${f.suite} ${f.signature.joinToString(", ")}: ${f.outcome} (first at draw ${f.firstDraw} of seed $seed; " +
            "${f.draws} draw${if (f.draws == 1) "" else "s"} diverged so; shrunk in ${f.steps} steps, ${f.tries} tries)\n")
        sb.append("  ${f.message}\n")
        sb.append("  drawn:  ${describeInput(f.original)}\n")
        if (f.inCorpus) sb.append("  the corpus already has this input: the committed vectors catch it\n")
        sb.append("  the case to add to ${FindingFiles.path(File("vectors"), f.suite).path} (or: oracle generate --findings DIR):\n")
        sb.append("    ").append(JsonOut.compact(f.case(seed, subjectName)))
        return sb.toString()
    }

    /** The last line and the exit code: 0 no finding, 1 divergences only, 2 anything that is not a divergence. */
    fun summary(runs: List<SuiteFuzzRun>, allowed: Set<String>): Pair<String, Int> {
        val findings = runs.flatMap { it.findings }
        val inputs = runs.sumBy { it.drawn }
        val notRun = runs.filter { it.notRun && it.suite !in allowed }.map { it.suite }
        val failures = findings.filter { it.outcome != "diverged" }
        val oracle = runs.flatMap { it.oracleFailures }
        val problems = ArrayList<String>()
        if (notRun.isNotEmpty()) problems.add("not run by this subject: ${notRun.joinToString(",")} (bind them, or name them with --allow-missing, or narrow --suite)")
        if (failures.isNotEmpty()) problems.add("${failures.size} finding(s) where the subject failed (${failures.map { it.outcome }.toSortedSet().joinToString(", ")}): fix the subject, then fuzz again")
        if (oracle.isNotEmpty()) problems.add("the oracle failed on ${oracle.size} input(s), a bug of the oracle to report: ${oracle.take(3).joinToString("; ")}")
        if (inputs == 0 && notRun.isEmpty()) problems.add("no input was judged (every selected suite is unbound)")
        val counts = "$inputs inputs in ${runs.count { !it.notRun }} suite(s), ${findings.size} finding(s)"
        return when {
            problems.isNotEmpty() -> Pair("ERROR: $counts; " + problems.joinToString("; ") + "; exit 2", EXIT_BAD)
            findings.isNotEmpty() -> Pair("FAIL: $counts in ${findings.map { it.suite }.toSortedSet().joinToString(", ")}", EXIT_DIVERGED)
            else -> Pair("PASS: $counts", EXIT_OK)
        }
    }
}
