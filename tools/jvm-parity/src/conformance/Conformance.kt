// `oracle conformance --subject CLASS [--classpath PATH] [--allow-missing SUITE,...] [--contract REV]
//  [--junit-report FILE] [--json-report FILE] [PATH...]`: the vector corpus run against any ParitySubject (an
// Android SDK's adapter, the reference OracleSubject, a mutant), judged by the one JVM comparison (Compare.kt),
// with parity-check's summary table and digest, JUnit XML and a parity-report/1 file. docs/jvm-runner.md.

package com.mapconductor.parity

import java.io.File
import java.net.URLClassLoader

/** What a passed result keeps of its input: nothing (reports show no input for a case that passed). */
val PASSED_INPUT: J = JObj(LinkedHashMap())

/**
 * One case as the subject answered it. [outcome]: passed, diverged, not-portable, not-run, vector-error, or
 * known-divergence (a diverging case the known-divergence list names; [known] says which entry).
 */
class ConformanceResult(
    val suite: String, val id: String, val file: String, val input: J, val outcome: String,
    val divergences: List<Divergence> = emptyList(),
    /** The not-portable reason, the vector error, or why the case did not run. */
    val reason: String? = null,
    val known: KnownDivergenceGate.Known? = null,
    /** What the subject threw instead of answering (an exception where Android answers, or an Error), and where. */
    val crash: SubjectCrash? = null
) {
    /** This failing case as a known divergence. */
    fun asKnown(entry: KnownDivergenceGate.Known) = ConformanceResult(suite, id, file, input, "known-divergence", divergences, reason, entry, crash)

    /** parity-check's lines for a divergence (field, note, Kotlin's value, the subject's), as a known divergence quotes them. */
    fun detailLines(): List<String> = divergences.flatMap { d ->
        listOfNotNull("field:     ${if (d.pointer.isEmpty()) "(whole value)" else d.pointer}", d.detail?.let { "note:      $it" },
            "Kotlin:    ${d.expected}", "subject:   ${d.actual}")
    }

    /** What a report shows for a case that did not pass: each field with expected, actual and the ULP error. */
    fun message(): String = when (outcome) {
        "diverged" -> divergences.joinToString("; ") { d ->
            // The count of a list's differing elements beyond those shown has no values of its own: its note says it.
            if (d.kind == Divergence.ELIDED) return@joinToString "${if (d.pointer.isEmpty()) "(whole value)" else d.pointer}: ${d.detail}"
            "${if (d.pointer.isEmpty()) "(whole value)" else d.pointer}: expected ${d.expected}, actual ${d.actual}" +
                (if (d.ulps != null) ", ${d.ulps} ulps" else "") +
                (if (d.absoluteError != null) ", abs error ${JavaDoubleText.formatAny(d.absoluteError)}" else "") +
                (if (d.tolerance != null) ", tolerance ${d.tolerance.describe()}" else "") +
                (if (d.detail != null && d.tolerance == null) " (${d.detail})" else "")
        }
        "known-divergence" -> "known divergence (${known!!.entry}): ${known.details}"
        else -> reason ?: outcome
    }

    /** The message with the case's input and file, for a failure body. */
    fun details(): String = "$suite/$id: ${message()}\ninput: ${describeInput(input)}\nat $file"
}

object ConformanceEngine {
    /** The library entry (ParityConformance.corpus): each case judged lazily, when a test framework runs it. */
    fun corpus(paths: List<String>, subject: ParitySubject, contract: String?, knownDivergences: String?,
               platform: String, caseTimeoutMillis: Long, askNotPortable: Boolean): ConformanceCorpus {
        val stream = stream(paths, subject, contract, knownDivergences, platform, caseTimeoutMillis, askNotPortable)
        val cases = ArrayList<ConformanceCase>()
        for (file in stream) cases.addAll(file.cases)
        return ConformanceCorpus(stream.digest, stream.contract, cases, stream.defects, stream.knownDivergenceErrors)
    }

    /** The library's streaming entry (ParityConformance.stream): files loaded as they are asked for, cases judged when run. */
    fun stream(paths: List<String>, subject: ParitySubject, contract: String?, knownDivergences: String?,
               platform: String, caseTimeoutMillis: Long, askNotPortable: Boolean,
               localeProbe: LocaleProbe? = null): ConformanceStream {
        val revision = if (contract == null) ContractRevision.newest else ContractRevision.byId(contract)
            ?: throw IllegalArgumentException("unknown contract revision \"$contract\" (known: ${ContractRevision.known(insteadOf = contract)})")
        val selected = try { SelectedFiles(paths, revision, { Unit }) } catch (e: UsageError) { throw IllegalArgumentException(e.message) }
        try {
            // A list that does not load fails the run as a test of its own (its cases then run without it).
            val listErrors = ArrayList<String>()
            val gate = if (knownDivergences == null) null else try {
                KnownDivergenceGate(KnownDivergenceList.load(knownDivergences), platform, AliasMap.forRun(null, paths.firstOrNull() ?: "vectors"))
            } catch (e: UsageError) {
                listErrors.add(e.message ?: knownDivergences)
                null
            }
            val bindings = SubjectBindings.of(subject)
            val calls = SubjectCalls(caseTimeoutMillis)
            return ConformanceStream(selected, revision.id, { s, c ->
                // Each case under the pinned locale, the test JVM's own restored after it (docs/jvm-runner.md "Locale").
                SubjectLocale.with(SubjectLocale.PINNED) {
                    judge(s, c, subject, bindings, revision, calls = calls, askNotPortable = askNotPortable, localeProbe = localeProbe)
                }
            }, gate, listErrors, localeProbe)
        } catch (e: Throwable) {
            selected.close()  // its loading threads, already started
            throw e
        }
    }

    /**
     * One case: the subject's outcome (by the functions it bound) compared with `expected` under the case's tolerance.
     * A not-portable case is not sent to the subject unless [askNotPortable]: the subject must then answer
     * NotPortable too. Every failure of the subject is this case's verdict: an exception where Android answers is a
     * divergence; an Error (a LinkageError such as NoSuchMethodError, StackOverflowError, OutOfMemoryError,
     * ExceptionInInitializerError) is a subject-error, and no answer within [calls]' limit is timed-out.
     */
    fun judge(selected: SelectedFile, c: VectorCase, subject: ParitySubject, bindings: SubjectBindings,
              revision: ContractRevision, decoded: SubjectInput? = null, calls: SubjectCalls = SubjectCalls(0),
              askNotPortable: Boolean = false, localeProbe: LocaleProbe? = null): ConformanceResult {
        val vf = selected.file
        val suite = vf.suite.name
        val file = selected.located.relative
        // A passed case's input is never shown (as in parity-check's reports): not kept, so a run holds no
        // input tree of the cases that passed.
        fun result(outcome: String, divergences: List<Divergence> = emptyList(), reason: String? = null, crash: SubjectCrash? = null) =
            ConformanceResult(suite, c.id, file, if (outcome == "passed") PASSED_INPUT else c.input, outcome, divergences, reason, crash = crash)
        val expected = c.expected ?: return result("vector-error", reason = "missing \"expected\" (run tools/jvm-parity/oracle generate)")
        // Android's own value is not reproducible (an enum's identity hash): the subject is not asked, unless the run
        // asks it to assert its own determinism there.
        val notPortable = if (Compare.kind(expected) == "notPortable") ((expected as JObj)["notPortable"] as? JStr)?.value ?: "not portable" else null
        if (notPortable != null && !askNotPortable) return result("not-portable", reason = notPortable)
        return try {
            val defaultTol = vf.defaults?.get("tolerance")?.let { Tolerance.parse(it, "defaults/tolerance") } ?: Tolerance.EXACT
            val tol = c.tolerance?.let { Tolerance.parse(it, "${c.id}/tolerance") } ?: defaultTol
            val input = decoded ?: vf.suite.decodeForSubject(c.input, revision)
            // The oracle failing to decode an input is its own fault, not the subject's answer (a divergence) nor
            // the file's (a vector error): the run stops as any internal fault does (exit 2, the file named).
            input.failure?.let { failure ->
                if (failure !is VectorError && failure !is ContractRejection) throw IllegalStateException("decoding the input of $suite/${c.id}: $failure", failure)
            }
            fun ask(): J {
                ExitGuard.running("$suite/${c.id}")
                try { return calls.call { vf.suite.runSubject(input, bindings) }.toJ() } finally { ExitGuard.ended() }
            }
            try {
                if (notPortable != null) {
                    val (outcome, divergences) = judgeNotPortable(expected, askNotPortable) { ask() }
                    return result(outcome, divergences, if (outcome == "not-portable") notPortable else null)
                }
                val actual = try { ask() } catch (e: NotPortable) {
                    return result("diverged", listOf(Divergence("", Bounded.preview(expected), "the subject answered not portable (${Bounded.cut(e.reason)})", "a not-portable answer where Android's value is portable", kind = Divergence.PORTABILITY)))
                }
                // --locale: the same call again under the probed locale; a different answer is a finding, not this verdict.
                localeProbe?.compare(suite, c.id, c.input, actual) { ask() }
                val found = Compare.outcome(expected, actual, tol)
                if (found.isEmpty()) result("passed") else result("diverged", found)
            } catch (e: NotRunBySubject) {
                val what = if (e.key == keyNameOf(e.suite)) "it" else "ParitySuite.${e.key}, its shape at android-sdk-core ${revision.id}"
                result("not-run", reason = "$suite is not run by this subject (${subject.javaClass.name} does not bind $what)")
            } catch (e: VectorError) {
                throw e
            } catch (e: SubjectCallTimedOut) {
                result("timed-out", reason = "timed out: the subject did not answer within ${e.seconds} s (the case timeout; its thread was abandoned)")
            } catch (e: Exception) {
                // A subject that throws where Android answers (or rejects with another exception) diverges; the
                // exception is the JVM's trap, and its cause says where the subject's own code threw it.
                val crash = SubjectCrash.of(e)
                result("diverged", listOf(Divergence("", Bounded.preview(expected), "the subject threw ${Bounded.cut(e.toString())}${thrownIn(crash)}",
                    "an exception instead of an outcome", kind = Divergence.THREW)), crash = crash)
            } catch (e: Throwable) {
                val crash = SubjectCrash.of(e)
                result("subject-error", reason = subjectErrorReason(e) + thrownIn(crash), crash = crash)
            }
        } catch (e: VectorError) {
            result("vector-error", reason = placed(selected, c, e))
        }
    }

    /**
     * [e]'s message after the place of the case's value it names (`input/...`, `/expected/...`, else the case), as
     * `file:line:col`, where `oracle check` and the other gates place it.
     */
    private fun placed(selected: SelectedFile, c: VectorCase, e: VectorError): String {
        val message = e.message ?: ""
        if (e.line > 0) return "${selected.located.relative}:${e.line}:${e.column}: $message"
        val vf = selected.file
        val index = vf.cases.indexOfFirst { it === c }
        if (index < 0 || vf.text.isEmpty()) return message
        val member = when {
            message.startsWith("input") -> "input"
            message.startsWith("/expected") || message.startsWith("expected") -> "expected"
            message.startsWith("${c.id}/tolerance") -> "tolerance"
            else -> null
        }
        val (line, column) = if (member != null && c.fields.containsKey(member)) vf.place("cases", index, member) else vf.place("cases", index)
        return "${selected.located.relative}:$line:$column: $message"
    }

    /**
     * The outcome of a case whose expected value is not portable ([expected] is `{"notPortable": reason}`): without
     * [askNotPortable], "not-portable" and the subject is not asked; asked ([answer] calls it), "not-portable" when
     * it answers NotPortable too, else "diverged" at the whole value, whatever it answered or rejected or threw
     * (Tests/Fixtures/comparison-vectors.json "notPortableOutcomes"). An Error, a timeout or a suite not bound pass
     * to the caller.
     */
    fun judgeNotPortable(expected: J, askNotPortable: Boolean, answer: () -> J): Pair<String, List<Divergence>> {
        if (!askNotPortable) return Pair("not-portable", emptyList())
        val actual = try { answer() } catch (e: NotPortable) {
            return Pair("not-portable", emptyList())
        } catch (e: NotRunBySubject) {
            throw e
        } catch (e: SubjectCallTimedOut) {
            throw e
        } catch (e: VectorError) {
            throw e
        } catch (e: Exception) {
            return Pair("diverged", listOf(Divergence("", Bounded.preview(expected), "the subject threw ${Bounded.cut(e.toString())}", "an exception where Android's value is not portable", kind = Divergence.PORTABILITY)))
        }
        return Pair("diverged", listOf(Divergence("", Bounded.preview(expected), Bounded.preview(actual),
            "a value or rejection where Android's value is not portable: a subject asked on a not-portable case answers ParityNotPortable", kind = Divergence.PORTABILITY)))
    }

    /** Where the subject's own code threw, for its verdict: `; thrown in F (File.kt:27)`, or nothing when no frame is its. */
    fun thrownIn(crash: SubjectCrash): String = crash.frame?.let { "; thrown in ${it.describe()}" } ?: ""

    /** What a report says of an Error the subject threw: the error, where it came from, and what to do. */
    fun subjectErrorReason(e: Throwable): String {
        val at = e.stackTrace.firstOrNull()?.let { " at $it" } ?: ""
        val hint = when (e) {
            is LinkageError -> "a class or method the SDK was compiled against is missing or of another version: put the SDK's own jars " +
                "and its kotlin-stdlib on the class path (oracle conformance --classpath; this run's Kotlin stdlib is ${KotlinStdlib.describe()})"
            is StackOverflowError -> "the SDK recursed past the thread's stack (16 MB)"
            is OutOfMemoryError -> "the SDK ran out of memory (ORACLE_JAVA_OPTS=-Xmx... gives the JVM more)"
            else -> "an Error, not an answer"
        }
        return "the subject failed: ${Bounded.cut(e.toString())}$at ($hint)"
    }

    private fun findClass(name: String, loader: ClassLoader): Class<*> = try {
        Class.forName(name, true, loader)
    } catch (e: ClassNotFoundException) {
        if (name.contains('.')) throw e
        Class.forName("com.mapconductor.parity.$name", true, loader)
    }

    /**
     * Creates the subject class [name] from [classpath] (path-separated jars or folders) and the kit's own. The
     * `oracle` script puts the --classpath entries on the JVM's class path, before its fallback Kotlin stdlib, so
     * that kit and SDK share one stdlib, the SDK's (a newer stdlib serves code compiled for an older one, not the
     * other way round): entries already on the class path are loaded by the kit's own loader. Entries that are not
     * (a `java -cp` of one's own) get a loader of their own, whose parent (the kit's loader) is asked first: the
     * kit's ParitySubject and the stdlib must be the one copy both sides link against. SubjectLoadError (exit 2)
     * when the class cannot be found, loaded, linked or created.
     */
    fun loadSubject(name: String, classpath: String?, revision: ContractRevision): ParitySubject {
        val entries = (classpath ?: "").split(File.pathSeparator).filter { it.isNotEmpty() }
        for (entry in entries) if (!File(entry).exists()) throw UsageError("--classpath: no such file or folder: $entry")
        val onClassPath = (System.getProperty("java.class.path") ?: "").split(File.pathSeparator).map { File(it).absoluteFile }.toSet()
        val outside = entries.filter { File(it).absoluteFile !in onClassPath }
        val loader = if (outside.isEmpty()) javaClass.classLoader
            else URLClassLoader(outside.map { File(it).toURI().toURL() }.toTypedArray(), javaClass.classLoader)
        fun fix() = "\n  the class path: ${System.getProperty("java.class.path")}${if (outside.isEmpty()) "" else File.pathSeparator + outside.joinToString(File.pathSeparator)}" +
            "\n  the Kotlin stdlib: ${KotlinStdlib.describe()}" +
            "\n  give the adapter's and the SDK's jars, and the SDK's own kotlin-stdlib, with --classpath (docs/jvm-runner.md \"Class path\")"
        // A bare name is also looked for in this package: `--subject OracleSubject`.
        val type = try { findClass(name, loader) } catch (e: ClassNotFoundException) {
            throw SubjectLoadError("--subject: class \"$name\" not found${if (classpath == null) " (give its jar with --classpath)" else " on --classpath $classpath"}${fix()}")
        } catch (e: Throwable) {
            throw SubjectLoadError("--subject: class \"$name\" cannot be loaded: $e${fix()}")
        }
        warnOfAnOlderStdlib(name, type)
        if (!ParitySubject::class.java.isAssignableFrom(type)) {
            throw SubjectLoadError("--subject: $name does not implement com.mapconductor.parity.ParitySubject" +
                (if (type.interfaces.any { it.name == ParitySubject::class.java.name }) " as loaded by the kit (a second copy of the kit's jar is on --classpath: remove it)" else "") + fix())
        }
        val instance = try {
            val withRevision = type.constructors.firstOrNull { it.parameterTypes.size == 1 && it.parameterTypes[0] == String::class.java }
            if (withRevision != null) withRevision.newInstance(revision.id)
            else type.getConstructor().newInstance()
        } catch (e: NoSuchMethodException) {
            throw SubjectLoadError("--subject: $name needs a public constructor taking no argument (or the contract revision as a String)")
        } catch (e: java.lang.reflect.InvocationTargetException) {
            throw SubjectLoadError("--subject: creating $name failed: ${e.targetException}${fix()}")
        } catch (e: Throwable) {
            throw SubjectLoadError("--subject: cannot create $name: $e${fix()}")
        }
        return instance as ParitySubject
    }
}

/**
 * A subject compiled by a newer major Kotlin than the stdlib the run has (a Kotlin 2 SDK on Kotlin 1.3's) fails wherever its
 * code reaches newer stdlib code (its property delegates: NoSuchMethodError): said on stderr before the run, with
 * what to fix. The class's @Metadata names the compiler's metadata version, which follows the language version
 * from Kotlin 1.4 on (1.3's classes say 1.1.x).
 */
private fun warnOfAnOlderStdlib(name: String, type: Class<*>) {
    val version = type.getAnnotation(Metadata::class.java)?.metadataVersion ?: return
    val stdlib = KotlinVersion.CURRENT
    // Major versions only: a compiler a minor version ahead of its stdlib is common (a pre-release compiler) and works.
    if (version.size >= 2 && version[0] > stdlib.major) {
        System.err.println("warning: $name was compiled by Kotlin ${version[0]}.${version[1]}, and this run's Kotlin stdlib is " +
            "${KotlinStdlib.describe()}: give the SDK's own kotlin-stdlib with --classpath (it comes before the fallback), " +
            "or its cases will fail where they reach newer stdlib code")
    }
}

/** A subject that cannot be loaded or created: exit 2, with the reason and the class path to fix (no usage text). */
class SubjectLoadError(message: String) : Exception(message)

/** How many cases share one guard of the case timeout in `conformance` (a chunk of a file). */
private const val CASES_PER_GUARD = 1024

/** The command. Exit 0 every case passes, 1 a divergence, 2 bad vectors, usage, I/O, zero cases, a suite not run. */
fun conformance(args: List<String>): Int {
    if ("--fuzz" in args) return fuzzConformance(args)  // src/fuzz/FuzzCommand.kt
    val (contract, afterContract) = takeContractOption(args)
    val (knownDivergences, afterList) = KnownDivergenceGate.takeOptions(afterContract)
    val (baseline, afterBaseline) = KnownDivergenceBaseline.takeOptions(afterList, platformOf(afterContract))
    val (filter, rest) = CaseFilter.takeOptions(afterBaseline)
    val options = HashMap<String, String>()
    val paths = ArrayList<String>()
    var i = 0
    while (i < rest.size) {
        val a = rest[i]
        if (a == "--ask-not-portable" || a == "--ceiling" || a == "--fail-on-sdk-drift" || a == "--verbose") {
            if (options.put(a, "") != null) throw UsageError("$a is given twice")
            i++
        } else if (a in listOf("--subject", "--classpath", "--allow-missing", "--allow-not-run", "--junit-report", "--json-report", "--case-timeout",
                "--sdk-source", "--sdk-manifest", "--locale")) {
            if (i + 1 >= rest.size || rest[i + 1].startsWith("--")) throw UsageError("$a needs a value")
            // --allow-not-run is the web runner's name for --allow-missing: one option, either spelling.
            val key = if (a == "--allow-not-run") "--allow-missing" else a
            if (options.put(key, rest[i + 1]) != null) throw UsageError("$a is given twice")
            i += 2
        } else if (a.startsWith("--")) {
            throw UsageError("conformance: unknown option $a")
        } else {
            paths.add(a); i++
        }
    }
    val subjectName = options["--subject"] ?: throw UsageError("conformance needs --subject CLASS (the reference subject is OracleSubject)")
    val junit = options["--junit-report"]
    val json = options["--json-report"]
    if (junit != null && json != null && File(junit).absoluteFile == File(json).absoluteFile) {
        throw UsageError("--junit-report and --json-report name the same file $junit")
    }
    if (baseline != null) {
        val list = afterContract.indexOf("--known-divergences").let { if (it >= 0 && it + 1 < afterContract.size) afterContract[it + 1] else null }
        if (listOfNotNull(junit, json, list).any { File(it).absoluteFile == File(baseline.path).absoluteFile }) {
            throw UsageError("--write-known-divergences must name a file of its own (not a report, nor the --known-divergences list it would replace)")
        }
    }
    val allowed = (options["--allow-missing"] ?: "").split(",").map { it.trim() }.filter { it.isNotEmpty() }
    for (s in allowed) if (Suites.byName(s) == null) throw UsageError("--allow-missing: unknown suite \"$s\"${Suites.suggest(s)}")
    val verbose = "--verbose" in options
    // No earlier report survives this run: `run` removed them before anything else (ReportFiles.removeEarlier).
    val roots = paths.ifEmpty { listOf("vectors/") }
    requireVectorPaths(roots)
    // The list is read before the run: a missing or malformed one is a usage error, not a late surprise.
    val gate = knownDivergences(roots.first())
    val calls = SubjectCalls(SubjectCalls.timeoutMillis(options["--case-timeout"] ?: "${SubjectCalls.DEFAULT_TIMEOUT_SECONDS}", "--case-timeout"))
    val askNotPortable = "--ask-not-portable" in options
    // The SDK checkout against the corpus's revision manifest, before any case runs (a manifest that does not load is
    // a usage error): the suites its changed files feed are named in the report (SdkDrift).
    val sdkDrift = options["--sdk-source"]?.let { source ->
        val manifest = options["--sdk-manifest"]?.let { File(it) } ?: SdkDrift.manifestBeside(roots.first(), "--sdk-source")
        SdkDrift.check(source, RevisionManifest.load(manifest), contract.id)
    }
    for (needs in listOf("--sdk-manifest", "--fail-on-sdk-drift")) {
        if (needs in options && sdkDrift == null) throw UsageError("$needs needs --sdk-source DIR (the SDK's android-sdk-core checkout)")
    }
    val localeProbe = options["--locale"]?.let { LocaleProbe(SubjectLocale.parse(it, "--locale")) }
    // The subject runs under the pinned locale, set before its classes load (docs/jvm-runner.md "Locale").
    SubjectLocale.setDefault(SubjectLocale.PINNED)
    ExitGuard.install()
    val subject = ConformanceEngine.loadSubject(subjectName, options["--classpath"], contract)
    val bindings = try { SubjectBindings.of(subject) } catch (e: Throwable) {
        throw SubjectLoadError("--subject: $subjectName failed to bind its suites: $e")
    }
    // The least a JVM runner could take on these files, for tools/bench (h): no verdict (ConformanceCeiling).
    if ("--ceiling" in options) return ConformanceCeiling.run(roots, subject, bindings, contract)
    // Each file is judged as it is loaded and then dropped, as parity-check streams: memory follows a few files.
    // The next files are loaded, and their inputs decoded, on other cores while this one's cases are judged. The
    // subject is called from this thread only, one case after the other, in file order, unless it declared itself
    // thread-safe: then a file's cases are judged on every core (InOrderPool), and its results still come in case order.
    // A passing case is a counter, and each case's report entries go to temporary files beside the reports as it
    // is judged (ConformanceReport): the run keeps no record per case.
    val junitEntries = junit?.let { ReportFiles.Pending(File(it)) }
    val jsonEntries = try { json?.let { ReportFiles.Pending(File(it)) } } catch (e: Throwable) { junitEntries?.abandon(); throw e }
    try {
        val report = ConformanceReport(subject.name, contract, allowed.toSet(), junitEntries, jsonEntries, verbose, !filter.takesEverything)
        report.sdkDrift = sdkDrift
        report.localeProbe = localeProbe
        val listed = gate?.let { ListedCases(it) }
        // The known-divergence list judges each case as it comes; its errors come in ListedCases.errors' order.
        // A locale probe changes the JVM's default locale around its calls: its cases are judged one at a time.
        fun newPool() = if (subject.threadSafe && localeProbe == null) InOrderPool.onEveryProcessor("case-judge") else InOrderPool.callingThreadOnly()
        var judging = newPool()
        // Up to CASES_PER_GUARD cases run under one guard of the case timeout, each subject call made directly: one
        // thread handoff per chunk instead of two per case (about 1 CPU s of the stress corpus's 11). A chunk that runs
        // past the limit (a case hangs, or the chunk is that slow) is judged again case by case, each call under its
        // own guard, on this thread: the verdicts are those of a run that guarded every call (the pool's threads may be
        // stuck in the hanging call, so the pool is replaced).
        val direct = SubjectCalls(0)
        val chunkGuard = SubjectCalls(calls.timeoutMillis)
        val selection = try {
            streamForRevision(roots, contract, { vf -> vf.cases.map { vf.suite.decodeForSubject(it.input, contract) } }, filter,
                    listed?.let { cases -> { whole: VectorFile -> cases.see(whole) } }) { s, decoded ->
                val cases = s.file.cases
                fun judgeRange(from: Int, to: Int, guarded: SubjectCalls): List<ConformanceResult> = judging.inOrder(to - from) { i ->
                    ConformanceEngine.judge(s, cases[from + i], subject, bindings, contract, decoded[from + i], guarded, askNotPortable, localeProbe)
                }
                var from = 0
                while (from < cases.size) {
                    val to = Math.min(cases.size, from + CASES_PER_GUARD)
                    val chunk = if (calls.timeoutMillis <= 0) judgeRange(from, to, direct) else try {
                        chunkGuard.call { judgeRange(from, to, direct) }
                    } catch (e: SubjectCallTimedOut) {
                        judging.close()
                        judging = newPool()
                        (from until to).map { i -> ConformanceEngine.judge(s, cases[i], subject, bindings, contract, decoded[i], calls, askNotPortable, localeProbe) }
                    }
                    for (judged in chunk) report.add(listed?.judge(judged) ?: judged)
                    from = to
                }
            }
        } finally {
            judging.close()
        }
        val driftErrors = if ("--fail-on-sdk-drift" in options && sdkDrift!!.hasDrift) listOf(sdkDrift.runError()) else emptyList()
        report.finish(selection, (listed?.errors() ?: emptyList()) + driftErrors)
        print(report.text())
        val exit = report.exitCode()
        if (baseline != null) {
            val problem = report.baselineProblem()
            if (problem != null) {
                System.err.println("error: --write-known-divergences: $problem; no list was written to ${baseline.path}")
                return EXIT_BAD
            }
            try {
                val written = baseline.write(report.causeGroups())
                System.err.println("oracle conformance: wrote ${written.entries} known-divergence entr${if (written.entries == 1) "y" else "ies"} for " +
                    "${written.groups} cause group${if (written.groups == 1) "" else "s"} to ${baseline.path} (they expire on ${baseline.expires})")
                if (written.leftOut.isNotEmpty()) {
                    System.err.println("oracle conformance: left out of ${baseline.path}: ${written.leftOut.size} group${if (written.leftOut.size == 1) "" else "s"} no entry can excuse " +
                        "(the subject did not answer; fix them first): ${written.leftOut.joinToString("; ")}")
                }
            } catch (e: java.io.IOException) {
                System.err.println("error: --write-known-divergences: cannot write ${baseline.path}: ${e.message}")
                return EXIT_BAD
            }
        }
        val targets = listOfNotNull(junit, json).map { File(it) }
        if (targets.isEmpty()) return exit
        val set = ReportFiles.ReportSet(targets)
        try {
            // Each report is streamed into its temporary file (ReportFiles), and the set renamed into place when whole.
            for (r in set.reports) {
                try {
                    if (r.target.path == junit) report.junit(r.out) else report.json(r.out)
                } catch (e: java.io.IOException) {
                    throw ReportFiles.ReportWriteError(r.target, e)
                }
            }
            set.commit()
        } finally {
            set.abandon()
        }
        return exit
    } finally {
        junitEntries?.abandon()
        jsonEntries?.abandon()
    }
}
