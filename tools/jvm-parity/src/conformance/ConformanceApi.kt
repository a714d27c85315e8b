// The conformance runner as a library, for test frameworks (the JUnit 5 entry, an SDK's own harness): every
// vector case as a named check of a ParitySubject. `oracle conformance` is the same engine on the command line.
package com.mapconductor.parity

/** What one case of the corpus gave for a subject. */
class CaseVerdict(
    /**
     * passed, diverged, not-portable, not-run (the subject lacks the suite), vector-error, known-divergence (a
     * diverging case the known-divergence list names), run-error (a case the list names that now passes),
     * subject-error (the subject threw an Error: a LinkageError, StackOverflowError, OutOfMemoryError, ...),
     * timed-out (no answer within the case timeout).
     */
    val outcome: String,
    /** One paragraph for a test report: each field with expected and actual, the ULP error, the input, the file. */
    val message: String
)

/** One vector case, ready to run against the subject it was made for. */
class ConformanceCase(val suite: String, val id: String, val file: String, private val judge: () -> CaseVerdict) {
    /** Runs the subject on this case and compares (docs/vector-format.md "Comparison"). */
    fun run(): CaseVerdict = judge()
}

/** The corpus as one subject will see it: its digest, the cases that hold for [contract], and what did not load. */
class ConformanceCorpus(
    val digest: String,
    val contract: String,
    val cases: List<ConformanceCase>,
    /** One message per vector file that did not load (a run with any is not trustworthy). */
    val defects: List<String>,
    /**
     * What is wrong with the known-divergence list, found before any case runs: it does not load, an entry has
     * expired or matches no case (a run with any is not trustworthy). Empty without a list.
     */
    val knownDivergenceErrors: List<String> = emptyList()
)

/** One selected vector file's cases for one subject, in file order; [suite] is the file's suite, [file] its path. */
class ConformanceFile(val suite: String, val file: String, val cases: List<ConformanceCase>)

/**
 * The corpus as one subject will see it, one vector file at a time, each loaded when it is asked for (a few files
 * ahead, on other cores): what a run holds follows a few files, not the corpus. [defects] and
 * [knownDivergenceErrors] are complete only once [hasNext] said false; [close] a stream left before its end.
 */
class ConformanceStream internal constructor(
    private val selected: SelectedFiles<Unit>,
    val contract: String,
    private val judge: (SelectedFile, VectorCase) -> ConformanceResult,
    private val gate: KnownDivergenceGate?,
    listLoadErrors: List<String>,
    /** The probe of another locale (`locale` of [ParityConformance.stream]), or null: its findings once every case ran. */
    val localeProbe: LocaleProbe? = null
) : Iterator<ConformanceFile>, AutoCloseable {
    private var ahead: ConformanceFile? = null
    private var ended = false
    private val listErrors = ArrayList(listLoadErrors)
    private val listed = gate?.let { ListedCases(it) }
    private val causes = CauseGroups<Unit>()
    private var untrusted = false

    /** Suites the caller lets the subject lack: their cases are no cause of the run's failure. */
    var allowedMissing: Set<String> = emptySet()

    /** One case run: the list applied, its cause noted. */
    private fun verdict(result: ConformanceResult): CaseVerdict {
        val (r, error) = listed?.judgeCase(result) ?: Pair(result, null)
        r.cause(allowedMissing)?.let { causes.add(it, Unit) }
        if (r.outcome in listOf("vector-error", "subject-error", "timed-out") || (r.outcome == "not-run" && r.suite !in allowedMissing)) untrusted = true
        return if (error != null) CaseVerdict("run-error", error) else CaseVerdict(r.outcome, r.details())
    }

    /** The cases run so far that did not pass, grouped by cause, the largest first (docs/report-format.md, "Causes"). */
    val causeGroups: List<CauseGroups.Group<Unit>> get() = causes.groups()

    /**
     * Whether every case ran and none failed in a way no list entry can excuse (a vector error, a subject error, a
     * time-out, a suite not run): what a baseline needs to be written from.
     */
    val baselineable: Boolean get() = ended && !untrusted && selected.selection().defects.isEmpty() && caseCount > 0

    override fun hasNext(): Boolean {
        if (ahead == null && !ended) {
            val next = selected.next()
            if (next == null) {
                ended = true
                if (listed != null) listErrors.addAll(listed.listErrors())
                if (listed != null) staleEntries = { listed.staleCauseEntries() }
            } else {
                val s = next.first
                listed?.see(s.file)
                ahead = ConformanceFile(s.file.suite.name, s.located.relative, s.file.cases.map { c ->
                    ConformanceCase(s.file.suite.name, c.id, s.located.relative) { verdict(judge(s, c)) }
                })
            }
        }
        return ahead != null
    }

    override fun next(): ConformanceFile {
        if (!hasNext()) throw NoSuchElementException("the corpus has no further file")
        val file = ahead!!
        ahead = null
        return file
    }

    /**
     * The corpus's digest (`sha256:...`, parity-check's). Once [hasNext] said false it is built from the hashes the
     * loading threads took of the bytes they read; asked earlier, it reads the files not loaded yet.
     */
    val digest: String get() = selected.selection().digest.value()?.let { "sha256:$it" } ?: "none (a vector file could not be read)"

    /** Number of cases handed out so far. */
    val caseCount: Int get() = selected.selection().caseCount

    /** One message per vector file that did not load (a run with any is not trustworthy). */
    val defects: List<String> get() = selected.selection().defects

    private var staleEntries: () -> List<String> = { emptyList() }

    /**
     * What is wrong with the known-divergence list (see [ConformanceCorpus.knownDivergenceErrors]); once every case
     * ran, also its cause entries that excused none of the cases they match.
     */
    val knownDivergenceErrors: List<String> get() = listErrors + staleEntries()

    override fun close() = selected.close()
}

object ParityConformance {
    /**
     * The cases of the vector files under [paths] (files or folders) for [subject], checking android-sdk-core
     * [contract] (null: the newest revision the oracle knows), with the known-divergence list [knownDivergences]
     * (docs/known-divergences.md; null: none) applied for [platform]. Throws IllegalArgumentException for a
     * missing path or an unknown revision.
     */
    fun corpus(paths: List<String>, subject: ParitySubject, contract: String? = null, knownDivergences: String? = null,
               platform: String = "android", caseTimeoutSeconds: Double = SubjectCalls.DEFAULT_TIMEOUT_SECONDS,
               askNotPortable: Boolean = false): ConformanceCorpus =
        ConformanceEngine.corpus(paths, subject, contract, knownDivergences, platform, Math.round(caseTimeoutSeconds * 1000), askNotPortable)

    /**
     * As [corpus], one vector file at a time (the JUnit 5 entry): memory follows a few files, not the corpus.
     * [caseTimeoutSeconds]: each case's limit (0: none; a case past it is "timed-out" and its thread abandoned);
     * [askNotPortable]: send not-portable cases to the subject, which must answer ParityNotPortable there. Every
     * case runs under the default locale Locale.ROOT; [locale] (a language tag such as "de-DE") also asks it under
     * that locale, and [ConformanceStream.localeProbe] names the suites whose answer changed.
     */
    fun stream(paths: List<String>, subject: ParitySubject, contract: String? = null, knownDivergences: String? = null,
               platform: String = "android", caseTimeoutSeconds: Double = SubjectCalls.DEFAULT_TIMEOUT_SECONDS,
               askNotPortable: Boolean = false, locale: String? = null): ConformanceStream {
        val probe = try { locale?.let { LocaleProbe(SubjectLocale.parse(it, "locale")) } } catch (e: UsageError) { throw IllegalArgumentException(e.message) }
        return ConformanceEngine.stream(paths, subject, contract, knownDivergences, platform, Math.round(caseTimeoutSeconds * 1000), askNotPortable, probe)
    }
}
