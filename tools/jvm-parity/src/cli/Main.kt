// tools/jvm-parity/oracle <command>: generate | check | serve | scaffold | selftest | list | conformance |
// sdk-drift | revision-diff | comparison-vectors | not-portable-reasons | cause-groups | known-divergence-rules. The
// commands and generate; check, serve and scaffold are in their own files.

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
                        --findings DIR: add the fuzz findings written there as cases (docs/fuzzing.md)
  check [PATH...] [--contract REV] [--suite GLOB[,GLOB...]] [--case GLOB] [--verbose] [--json FILE]
        [--known-divergences FILE [--platform P] [--aliases FILE]]
                        recompute and compare with the committed expected values of revision REV
                        (default: the newest); prints the digest. --suite: only suites matching one of
                        the globs; --case: only cases whose id matches; --verbose: list every
                        not-portable case
                        (exit 0 all pass, 1 a divergence, 2 bad vectors, usage, I/O or a stale list entry)
  serve                 one JSON request per stdin line: {"suite": "...", "input": {...}}
                        -> {"expected": ...} or {"failure": "..."} per stdout line
  scaffold SUITE ID     print a case skeleton with the suite's input fields and defaults
  list                  print every suite the oracle knows, with its description
  selftest              compare the JVM with independently known values (exit 1 on a mismatch)
  conformance --subject CLASS [--classpath PATH] [--allow-missing SUITE,...] [--contract REV]
              [--suite GLOB[,GLOB...]] [--case GLOB] [--verbose]
              [--junit-report FILE] [--json-report FILE] [--case-timeout SECONDS] [--ask-not-portable]
              [--known-divergences FILE [--platform android|ios] [--aliases FILE]]
              [--sdk-source DIR [--sdk-manifest FILE] [--fail-on-sdk-drift]] [--locale TAG]
              [--write-known-divergences FILE --expires YYYY-MM-DD [--issue URL]] [PATH...]
                        run the vectors (default vectors/) against a ParitySubject class (the reference
                        subject: OracleSubject); parity-check's summary and digest. The subject runs under
                        the default locale Locale.ROOT; --locale TAG asks each case again under TAG and
                        reports the suites whose answer changes (LOCALE-DEPENDENT). --sdk-source: the SDK's
                        android-sdk-core checkout, compared with the corpus's revision manifest (default:
                        android-revisions.json in the first PATH); the suites its changed files feed are
                        named (SDK-DRIFT), and fail the run only with --fail-on-sdk-drift (exit 2).
                        --classpath: the adapter's and SDK's jars with the SDK's own kotlin-stdlib (they
                        come before the oracle script's fallback stdlib); --case-timeout: each case's
                        limit (default 60, 0 none); --ask-not-portable: send not-portable cases to the
                        subject, which must answer ParityNotPortable
                        --suite: only suites matching one of the globs; --case: only cases whose id
                        matches; --verbose: list every not-portable case; --allow-not-run: the
                        web runner's name for --allow-missing (their cases are "not run", not errors)
                        --write-known-divergences: write a list with one entry per cause group of
                        this run, each expiring on --expires (a baseline: docs/known-divergences.md)
                        (exit 0 all pass, 1 a divergence, 2 bad vectors, usage, I/O, a suite not run, a
                        subject that fails, hangs, ends the process or cannot be loaded, a stale
                        known-divergence entry: docs/known-divergences.md)
  conformance --ceiling --subject CLASS [PATH...]
                        no verdict: the JVM's start, a plain Gson parse of the files and the subject's
                        evaluate phase, each timed: the least a JVM runner could take (tools/bench (h))
  conformance --fuzz N [--seed S] [--suite GLOB,...] --subject CLASS [--classpath PATH] [--contract REV]
              [--allow-missing SUITE,...] [--case-timeout SECONDS] [--write-findings DIR] [--vectors DIR]
                        fuzz the subject against the oracle in this JVM: N random inputs per suite, each
                        divergence shrunk and printed as the vector case to add (docs/fuzzing.md); --vectors:
                        the corpus whose inputs a finding never ends on (default vectors/ when present)
                        (exit 0 no finding, 1 divergences, 2 a subject that fails, hangs or lacks a suite)
  sdk-drift DIR [--contract REV] [--manifest FILE]
                        compare an android-sdk-core checkout (its root or its src/main/java) with revision REV
                        (default: the newest) of the revision manifest (default: vectors/android-revisions.json):
                        each modelled file that differs or is missing, with the suites it feeds
                        (exit 0 none differs, 1 one does, 2 usage or a manifest that does not load)
  revision-diff FROM TO [PATH...]
                        per suite, how many cases change between two android-sdk-core revisions, and how
                        many are added or removed (parity-check revision-diff's counts)
  comparison-vectors [FILE]
                        judge Tests/Fixtures/comparison-vectors.json with the JVM comparison
                        (exit 0 every verdict as the file says, 1 a disagreement, 2 a broken file)
  not-portable-reasons [FILE]
                        judge Tests/Fixtures/not-portable-reasons.json with the suites' declared reasons
                        and the loader (exit 0 all as the file says, 1 a disagreement, 2 a broken file)
  cause-groups [FILE]   group the cases of Tests/Fixtures/cause-groups.json as conformance does
                        (exit 0 every group as the file says, 1 a disagreement, 2 a broken file)
  known-divergence-rules [FILE]
                        apply the lists of Tests/Fixtures/known-divergences/rules.json as conformance does
                        (exit 0 every verdict as the file says, 1 a disagreement, 2 a broken file)
""".trimIndent()

fun main(args: Array<String>) {
    val code = try {
        run(args)
    } catch (e: UsageError) {
        System.err.println("error: ${terminal(e.message ?: "")}")
        System.err.println(USAGE)
        EXIT_BAD
    } catch (e: SubjectLoadError) {
        System.err.println("error: ${terminal(e.message ?: "")}")
        EXIT_BAD
    } catch (e: ReportFiles.ReportWriteError) {
        System.err.println("error: ${e.message}")
        EXIT_BAD
    } catch (e: Throwable) {
        // Exit 1 means divergences: anything the runner did not foresee is a run that cannot be trusted (exit 2),
        // said with the file it was on and what to do, the stack trace after it for a report.
        try {
            System.err.println(GateProgress.crashMessage(e))
            if (e !is OutOfMemoryError) e.printStackTrace()
        } catch (printing: Throwable) { /* the exit code still says it */ }
        EXIT_BAD
    }
    // A temporary report not renamed into place (a run that failed) is removed: no half report stays behind.
    ReportFiles.removePending()
    ReportFiles.complete()
    // PrintStream keeps a failed write to itself: a report lost on a full disk must not end in success.
    if (System.out.checkError()) {
        System.err.println("error: cannot write to standard output")
        ExitGuard.finish(EXIT_BAD)
        System.exit(EXIT_BAD)
    }
    ExitGuard.finish(code)
    System.exit(code)
}

fun run(args: Array<String>): Int {
    if (args.isEmpty()) throw UsageError("missing command")
    val rest = args.drop(1)
    // The reports of an earlier run go first, before the arguments are even checked: whatever stops this run
    // (a usage error, bad vectors, a kill) leaves no earlier report that reads as this run's verdict.
    if (args[0] == "check" || args[0] == "conformance") ReportFiles.removeEarlier(rest)
    return when (args[0]) {
        "generate" -> {
            // `--contract REV` rewrites only the files that hold for REV (each still computed under all it names).
            val only = if (rest.contains("--contract")) takeContractOption(rest) else null
            // `--findings DIR` adds written fuzz findings as cases (src/fuzz/FindingsIntake.kt).
            val (findings, paths) = FindingsIntake.takeOption(only?.second ?: rest)
            generate(paths.ifEmpty { listOf("vectors/") }, only?.first, findings)
        }
        "check" -> {
            val (contract, afterContract) = takeContractOption(rest)
            val (knownDivergences, afterList) = KnownDivergenceGate.takeOptions(afterContract)
            val (filter, afterFilter) = CaseFilter.takeOptions(afterList)
            val verbose = "--verbose" in afterFilter
            val args = afterFilter.filter { it != "--verbose" }
            // `--json FILE` also writes a parity-report/1 file, for `parity-check pairwise`.
            val at = args.indexOf("--json")
            if (at >= 0 && (at + 1 >= args.size || args[at + 1].startsWith("--"))) {
                throw UsageError("--json needs the path of the report to write")
            }
            val jsonPath = if (at >= 0) args[at + 1] else null
            val paths = args.filterIndexed { i, _ -> at < 0 || (i != at && i != at + 1) }
            for (a in paths) if (a.startsWith("--")) throw UsageError("check: unknown option $a")
            val roots = paths.ifEmpty { listOf("vectors/") }
            requireVectorPaths(roots)
            check(roots, jsonPath, contract, knownDivergences(roots.first()), filter, verbose)
        }
        "serve" -> { if (rest.isNotEmpty()) throw UsageError("serve takes no arguments"); serve() }
        "scaffold" -> { if (rest.size != 2) throw UsageError("scaffold SUITE ID"); scaffold(rest[0], rest[1]) }
        "list" -> { for (s in Suites.all) println("${s.name.padEnd(32)} ${s.at(ContractRevision.newest).description}"); EXIT_OK }
        "selftest" -> SelfTest.run()
        "comparison-vectors" -> ComparisonVectors.run(rest)
        "revision-diff" -> RevisionDiff.run(rest)
        "not-portable-reasons" -> NotPortableReasonsFixture.run(rest)
        "cause-groups" -> CauseFixtures.groups(rest)
        "known-divergence-rules" -> CauseFixtures.rules(rest)
        "conformance" -> conformance(rest)
        "sdk-drift" -> SdkDrift.command(rest)
        "-h", "--help", "help" -> { println(USAGE); EXIT_OK }
        else -> throw UsageError("unknown command \"${args[0]}\"")
    }
}

// MARK: - generate

fun generate(roots: List<String>, only: ContractRevision? = null, findings: FindingsIntake? = null): Int {
    requireVectorPaths(roots)
    var bad = 0
    var cases = 0
    var written = 0
    var found = 0
    for (root in roots) {
        val rootPath = File(root).toPath()
        TreeSwap.recover(File(root))
        // A folder is regenerated as a whole (TreeSwap): every file new, or none. A file given alone is replaced alone.
        val swap = if (Files.isDirectory(rootPath, java.nio.file.LinkOption.NOFOLLOW_LINKS)) TreeSwap(File(root)) else null
        try {
            val discovery = discover(listOf(root))
            found += discovery.files.size + discovery.defects.size
            for (defect in discovery.defects) System.err.println("vector error: ${terminal(defect)}")
            var badHere = discovery.defects.size
            val changed = ArrayList<String>()
            for (loc in discovery.files) {
                GateProgress.at(loc.file.path)
                try {
                    val loaded = VectorFile.load(loc.file, forGenerate = true)
                    if (only != null && !loaded.holds(only)) continue
                    val vf = (findings?.mergeInto(loaded) ?: loaded).regenerated()
                    val new = vf.canonicalText().toByteArray(StandardCharsets.US_ASCII)
                    if (!loc.file.readBytes().contentEquals(new)) {
                        if (swap != null) {
                            swap.write(loc.file, new)
                        } else {
                            val tmp = Files.createTempFile(loc.file.absoluteFile.parentFile.toPath(), ".${loc.file.name}.", ".oracle-tmp")
                            try {
                                Files.write(tmp, new)
                                Files.move(tmp, loc.file.toPath(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
                            } finally {
                                Files.deleteIfExists(tmp)
                            }
                        }
                        changed.add("wrote ${terminal(loc.file.path)}: ${vf.cases.size} cases")
                    } else {
                        changed.add("unchanged ${terminal(loc.file.path)}: ${vf.cases.size} cases")
                    }
                    cases += vf.cases.size
                    written++
                } catch (e: VectorError) {
                    badHere++
                    System.err.println("vector error: ${terminal(e.at(loc.file.path))}: ${terminal(e.message ?: "")}")
                }
            }
            GateProgress.at(null)
            if (swap != null && badHere > 0) {
                // Nothing of a tree with a broken file is written: all old, never a mix.
                swap.abandon()
                val would = changed.count { it.startsWith("wrote") }
                System.err.println("error: ${terminal(root)} not rewritten ($badHere file(s) with errors; $would file(s) would have changed): fix the errors above and run generate again")
                written -= changed.size
            } else {
                swap?.commit()
                for (line in changed) println(line)
            }
            bad += badHere
        } catch (e: Throwable) {
            swap?.abandon()
            throw e
        }
    }
    if (found == 0) throw UsageError("no vector files under ${roots.joinToString(" ")}")
    findings?.checkAllMerged(roots)
    if (only != null && written == 0 && bad == 0) throw UsageError("no vector file under ${roots.joinToString(" ")} holds for android-sdk-core ${only.id}")
    println("generated $written file(s), $cases case(s)" + if (bad > 0) ", $bad file(s) not written" else "")
    return if (bad > 0) EXIT_BAD else EXIT_OK
}
