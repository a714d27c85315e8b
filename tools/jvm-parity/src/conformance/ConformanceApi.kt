// The conformance runner as a library, for test frameworks (the JUnit 5 entry, an SDK's own harness): every
// vector case as a named check of a ParitySubject. `oracle conformance` is the same engine on the command line.
package com.mapconductor.parity

/** What one case of the corpus gave for a subject. */
class CaseVerdict(
    /**
     * passed, diverged, not-portable, not-run (the subject lacks the suite), vector-error, known-divergence (a
     * diverging case the known-divergence list names), run-error (a case the list names that now passes).
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

object ParityConformance {
    /**
     * The cases of the vector files under [paths] (files or folders) for [subject], checking android-sdk-core
     * [contract] (null: the newest revision the oracle knows), with the known-divergence list [knownDivergences]
     * (docs/known-divergences.md; null: none) applied for [platform]. Throws IllegalArgumentException for a
     * missing path or an unknown revision.
     */
    fun corpus(paths: List<String>, subject: ParitySubject, contract: String? = null, knownDivergences: String? = null,
               platform: String = "android"): ConformanceCorpus =
        ConformanceEngine.corpus(paths, subject, contract, knownDivergences, platform)
}
