// The JUnit 5 entry: every vector case as a DynamicTest for a given ParitySubject, so an Android repository runs
// the corpus inside its own unit tests (`./gradlew test`) and sees a red build when its code drifts:
//
//     class ParityTest {
//         @TestFactory fun parity(): Stream<DynamicNode> = ParityDynamicTests.forSubject(MySdkSubject(), "parity-vectors/vectors")
//     }
//
// A lazy stream: one DynamicContainer per suite, one DynamicTest per case (named by the case id), each vector file
// loaded when JUnit comes to it. A divergence fails with the field, expected and actual value and the ULP error; a
// not-portable case is aborted (skipped) with its reason; a suite the subject does not implement fails unless
// [allowMissing] names it (then its cases are skipped); a vector file that does not load, or a corpus without
// cases, fails the test "vector files", which comes after the suites. With a known-divergence list
// (docs/known-divergences.md), a listed case that diverges is aborted (skipped) naming its entry; a listed case that
// passes fails; a list that does not load, an expired entry or one matching no case fails the test "known-divergence
// list". Every failure of the subject is its case's failure: an Error it throws (NoSuchMethodError,
// StackOverflowError, OutOfMemoryError, ...) fails that test, and a case that does not answer within
// [caseTimeoutSeconds] fails as timed out (its thread abandoned; the next case runs on a fresh one). A subject that
// calls System.exit during a case halts the test process with exit 2 and a message naming the case (the test
// framework never reports it green); Runtime.halt cannot be stopped: the build's missing test report shows it.
// Every case runs under the default locale Locale.ROOT (the test JVM's own is restored after it); with [locale], each
// is asked again under that locale and the test "locale dependence" names the suites whose answer changed. With
// [sdkSource] (the SDK's android-sdk-core checkout), the test "android-sdk-core source" names the modelled files that
// differ from the corpus's revision, with the suites they feed: skipped with that message, failed with
// [failOnSdkDrift].
// With [writeKnownDivergences] (or the system property parity.writeKnownDivergences), a last test writes a
// baseline: a known-divergence list with one entry per cause group of the run (docs/known-divergences.md).
// docs/jvm-runner.md.
package com.mapconductor.parity.junit5

import com.mapconductor.parity.ConformanceCase
import com.mapconductor.parity.ConformanceFile
import com.mapconductor.parity.ExitGuard
import com.mapconductor.parity.KnownDivergenceBaseline
import com.mapconductor.parity.UsageError
import com.mapconductor.parity.ParityConformance
import com.mapconductor.parity.ParitySubject
import com.mapconductor.parity.REVISION_MANIFEST
import com.mapconductor.parity.RevisionManifest
import com.mapconductor.parity.SdkDrift
import com.mapconductor.parity.SubjectLocale
import java.util.Spliterator
import java.util.Spliterators
import java.util.concurrent.atomic.AtomicReference
import java.util.stream.Stream
import java.util.stream.StreamSupport
import org.junit.jupiter.api.Assertions
import org.junit.jupiter.api.Assumptions
import org.junit.jupiter.api.DynamicContainer
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest

object ParityDynamicTests {
    /**
     * The dynamic tests of the vector files under [vectors] (a folder or file; default the system property
     * `parity.vectors`, else `vectors`) for [subject], checking android-sdk-core [contract] (null: the newest),
     * with the known-divergence list [knownDivergences] (null: none) applied for [platform]. A lazy stream: each
     * file is loaded when JUnit comes to its suite and let go of once its cases ran, so memory follows a few files,
     * not the corpus. The corpus test and the list's test come last, when every file was seen.
     *
     * Name [contract] (the android-sdk-core revision your SDK is, e.g. "221a949"): without it the newest revision's
     * cases run. [caseTimeoutSeconds]: each case's limit (0: none). [askNotPortable]: send the not-portable cases
     * to the subject, which must answer ParityNotPortable there (by default they are skipped unasked).
     *
     * [sdkSource] (default: the system property `parity.sdkSource`): the SDK's android-sdk-core checkout (its root or
     * its src/main/java), compared with the revision manifest [sdkManifest] (default `parity.sdkManifest`, else
     * android-revisions.json in [vectors]); [failOnSdkDrift]: fail, not skip, the "android-sdk-core source" test when a
     * modelled file differs. [locale] (default `parity.locale`): a language tag each case is also asked under.
     *
     * [writeKnownDivergences]: write a baseline list there, one entry per cause group of the run, each for
     * [platform] and expiring on [knownDivergencesExpires] (`YYYY-MM-DD`), naming [knownDivergencesIssue]; the
     * system properties parity.writeKnownDivergences, parity.knownDivergencesExpires and
     * parity.knownDivergencesIssue give them from a build's command line.
     */
    @JvmStatic
    @JvmOverloads
    fun forSubject(
        subject: ParitySubject,
        vectors: String = System.getProperty("parity.vectors") ?: "vectors",
        contract: String? = null,
        allowMissing: Set<String> = emptySet(),
        knownDivergences: String? = null,
        platform: String = "android",
        caseTimeoutSeconds: Double = 60.0,
        askNotPortable: Boolean = false,
        sdkSource: String? = System.getProperty("parity.sdkSource"),
        sdkManifest: String? = System.getProperty("parity.sdkManifest"),
        failOnSdkDrift: Boolean = false,
        locale: String? = System.getProperty("parity.locale"),
        writeKnownDivergences: String? = System.getProperty("parity.writeKnownDivergences"),
        knownDivergencesExpires: String? = System.getProperty("parity.knownDivergencesExpires"),
        knownDivergencesIssue: String? = System.getProperty("parity.knownDivergencesIssue")
    ): Stream<DynamicNode> {
        ExitGuard.installForCases()
        // A baseline that cannot be written (no expiry, a date passed) is said before any case runs.
        val baseline = writeKnownDivergences?.let {
            try { KnownDivergenceBaseline.of(it, platform, knownDivergencesExpires, knownDivergencesIssue) } catch (e: UsageError) {
                throw IllegalArgumentException(e.message)
            }
        }
        val corpus = ParityConformance.stream(listOf(vectors), subject, contract, knownDivergences, platform, caseTimeoutSeconds, askNotPortable, locale)
        corpus.allowedMissing = allowMissing
        // The SDK checkout is compared before any case runs; what it finds (or why it could not) is a test of its own.
        val sdkTest = sdkSource?.let { source ->
            val compared = try {
                val manifest = sdkManifest?.let { java.io.File(it) } ?: java.io.File(vectors, REVISION_MANIFEST)
                SdkDrift.check(source, RevisionManifest.load(manifest), corpus.contract)
            } catch (e: Exception) {
                e
            }
            DynamicTest.dynamicTest("android-sdk-core source ($source, android-sdk-core ${corpus.contract})") {
                if (compared is Exception) Assertions.fail<Unit>("cannot compare the SDK checkout with the corpus's revision: ${compared.message}")
                val drift = compared as com.mapconductor.parity.SdkDriftReport
                if (drift.hasDrift) {
                    val message = drift.textLines().joinToString("\n")
                    if (failOnSdkDrift) Assertions.fail<Unit>(message) else Assumptions.abort<Unit>(message)
                }
            }
        }
        var last: Iterator<DynamicNode>? = null
        // After the last file: the corpus itself (it loaded, and it is not empty: a run of nothing must not pass),
        // then the known-divergence list.
        fun lastTests(): Iterator<DynamicNode> = last ?: run {
            val defects = corpus.defects
            val cases = corpus.caseCount
            val tests = ArrayList<DynamicNode>()
            tests.add(DynamicTest.dynamicTest("vector files ($vectors, ${corpus.digest}, android-sdk-core ${corpus.contract})") {
                if (defects.isNotEmpty()) Assertions.fail<Unit>("the vectors did not load:\n" + defects.joinToString("\n"))
                if (cases == 0) Assertions.fail<Unit>("no vector cases under $vectors")
            })
            val probe = corpus.localeProbe
            if (probe != null) {
                tests.add(DynamicTest.dynamicTest("locale dependence (${SubjectLocale.describe(probe.locale)})") {
                    // A finding for the SDK's team, not a verdict: the cases ran under the pinned locale.
                    if (probe.dependent().isNotEmpty()) Assumptions.abort<Unit>(probe.textLines().joinToString("\n"))
                })
            }
            if (knownDivergences != null) {
                val errors = corpus.knownDivergenceErrors
                tests.add(DynamicTest.dynamicTest("known-divergence list ($knownDivergences, $platform)") {
                    if (errors.isNotEmpty()) Assertions.fail<Unit>(errors.joinToString("\n"))
                })
            }
            if (baseline != null) {
                tests.add(DynamicTest.dynamicTest("known-divergence baseline (${baseline.path})") {
                    if (!corpus.baselineable) {
                        Assertions.fail<Unit>("no baseline was written to ${baseline.path}: the run did not judge the whole corpus, or a case " +
                            "failed in a way no entry can excuse (a vector error, a subject error, a time-out, a suite not run)")
                    }
                    val written = baseline.write(corpus.causeGroups)
                    println("parity: wrote ${written.entries} known-divergence entries for ${written.groups} cause groups to ${baseline.path} " +
                        "(they expire on ${baseline.expires})")
                })
            }
            tests.iterator().also { last = it }
        }
        var sdkTestGiven = sdkTest == null
        val nodes = object : Iterator<DynamicNode> {
            override fun hasNext(): Boolean = !sdkTestGiven || corpus.hasNext() || lastTests().hasNext()
            override fun next(): DynamicNode = when {
                !sdkTestGiven -> { sdkTestGiven = true; sdkTest!! }
                corpus.hasNext() -> suite(corpus.next(), allowMissing)
                else -> lastTests().next()
            }
        }
        return stream(nodes).onClose { corpus.close() }
    }

    /**
     * One file's suite: a DynamicTest per case, made as JUnit asks for them. JUnit keeps every container and test
     * to the end of the run, so the file's cases are let go of once the last test was made, and each test lets go
     * of its case once it ran.
     */
    private fun suite(file: ConformanceFile, allowMissing: Set<String>): DynamicContainer {
        val suite = file.suite
        val tests = object : Iterator<DynamicNode> {
            private var cases: List<ConformanceCase>? = file.cases
            private var next = 0

            override fun hasNext(): Boolean {
                val all = cases ?: return false
                if (next < all.size) return true
                cases = null
                return false
            }

            override fun next(): DynamicNode {
                if (!hasNext()) throw NoSuchElementException()
                val case = AtomicReference<ConformanceCase?>(cases!![next++])
                return DynamicTest.dynamicTest(case.get()!!.id) {
                    val verdict = (case.getAndSet(null) ?: throw IllegalStateException("a case ran twice")).run()
                    when (verdict.outcome) {
                        "passed" -> Unit
                        "not-portable" -> Assumptions.abort<Unit>("not portable: ${verdict.message}")
                        "known-divergence" -> Assumptions.abort<Unit>(verdict.message)
                        "not-run" ->
                            if (suite in allowMissing) Assumptions.abort<Unit>("not run by this subject (allowed): $suite")
                            else Assertions.fail<Unit>("not run by this subject: ${verdict.message}")
                        else -> Assertions.fail<Unit>(verdict.message)
                    }
                }
            }
        }
        return DynamicContainer.dynamicContainer(suite, stream(tests))
    }

    private fun stream(nodes: Iterator<DynamicNode>): Stream<DynamicNode> =
        StreamSupport.stream(Spliterators.spliteratorUnknownSize(nodes, Spliterator.ORDERED or Spliterator.NONNULL), false)
}
