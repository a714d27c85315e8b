// The JUnit 5 entry: every vector case as a DynamicTest for a given ParitySubject, so an Android repository runs
// the corpus inside its own unit tests (`./gradlew test`) and sees a red build when its code drifts:
//
//     class ParityTest {
//         @TestFactory fun parity() = ParityDynamicTests.forSubject(MySdkSubject(), "parity-vectors/vectors")
//     }
//
// One DynamicContainer per suite, one DynamicTest per case (named by the case id). A divergence fails with the
// field, expected and actual value and the ULP error; a not-portable case is aborted (skipped) with its reason; a
// suite the subject does not implement fails unless [allowMissing] names it (then its cases are skipped); a vector
// file that does not load, or a corpus without cases, is a failing test of its own. With a known-divergence list
// (docs/known-divergences.md), a listed case that diverges is aborted (skipped) naming its entry; a listed case that
// passes fails; a list that does not load, an expired entry or one matching no case fails the test "known-divergence
// list". docs/jvm-runner.md.
package com.mapconductor.parity.junit5

import com.mapconductor.parity.ParityConformance
import com.mapconductor.parity.ParitySubject
import org.junit.jupiter.api.Assertions
import org.junit.jupiter.api.Assumptions
import org.junit.jupiter.api.DynamicContainer
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest

object ParityDynamicTests {
    /**
     * The dynamic tests of the vector files under [vectors] (a folder or file; default the system property
     * `parity.vectors`, else `vectors`) for [subject], checking android-sdk-core [contract] (null: the newest),
     * with the known-divergence list [knownDivergences] (null: none) applied for [platform].
     */
    @JvmStatic
    @JvmOverloads
    fun forSubject(
        subject: ParitySubject,
        vectors: String = System.getProperty("parity.vectors") ?: "vectors",
        contract: String? = null,
        allowMissing: Set<String> = emptySet(),
        knownDivergences: String? = null,
        platform: String = "android"
    ): List<DynamicNode> {
        val corpus = ParityConformance.corpus(listOf(vectors), subject, contract, knownDivergences, platform)
        val nodes = ArrayList<DynamicNode>()
        // The corpus itself: it loaded, and it is not empty (a run of nothing must not pass).
        nodes.add(DynamicTest.dynamicTest("vector files ($vectors, ${corpus.digest}, android-sdk-core ${corpus.contract})") {
            if (corpus.defects.isNotEmpty()) Assertions.fail<Unit>("the vectors did not load:\n" + corpus.defects.joinToString("\n"))
            if (corpus.cases.isEmpty()) Assertions.fail<Unit>("no vector cases under $vectors")
        })
        if (knownDivergences != null) {
            nodes.add(DynamicTest.dynamicTest("known-divergence list ($knownDivergences, $platform)") {
                if (corpus.knownDivergenceErrors.isNotEmpty()) Assertions.fail<Unit>(corpus.knownDivergenceErrors.joinToString("\n"))
            })
        }
        for ((suite, cases) in corpus.cases.groupBy { it.suite }) {
            nodes.add(DynamicContainer.dynamicContainer(suite, cases.map { case ->
                DynamicTest.dynamicTest(case.id) {
                    val verdict = case.run()
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
            }))
        }
        return nodes
    }
}
