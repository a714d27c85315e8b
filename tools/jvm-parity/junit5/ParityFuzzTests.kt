// The JUnit 5 entry of the in-process fuzzer (`oracle conformance --fuzz`, docs/fuzzing.md): one DynamicTest per
// suite the subject binds, which draws [inputs] random inputs of the suite, judges each against the oracle model in
// this JVM and fails with every finding shrunk, as the vector case to add (and writes them to [findingsDir]):
//
//     class ParityFuzzTest {
//         @TestFactory fun fuzz(): Stream<DynamicNode> = ParityFuzzTests.forSubject(MySdkSubject(), inputs = 2000, seed = 1)
//     }
//
// A suite the subject does not bind fails, unless [allowMissing] names it (then it is skipped), as in
// ParityDynamicTests; a finding where the subject threw an Error or hung fails the same way as a divergence.
package com.mapconductor.parity.junit5

import com.mapconductor.parity.ContractRevision
import com.mapconductor.parity.ExitGuard
import com.mapconductor.parity.FindingFiles
import com.mapconductor.parity.FuzzCampaign
import com.mapconductor.parity.FuzzText
import com.mapconductor.parity.Glob
import com.mapconductor.parity.ParitySubject
import com.mapconductor.parity.SubjectCalls
import com.mapconductor.parity.SubjectLocale
import com.mapconductor.parity.Suites
import java.io.File
import java.util.stream.Stream
import org.junit.jupiter.api.Assertions
import org.junit.jupiter.api.Assumptions
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest

object ParityFuzzTests {
    /**
     * One test per suite matching [suites] (comma-separated globs), each fuzzing [subject] with [inputs] inputs from
     * [seed] under android-sdk-core [contract] (null: the newest). [findingsDir]: where each suite's findings are
     * written (docs/fuzzing.md), null for none. [caseTimeoutSeconds]: each input's limit (0: none).
     */
    @JvmStatic
    @JvmOverloads
    fun forSubject(
        subject: ParitySubject,
        inputs: Int = 1000,
        seed: Long = 1L,
        suites: String = "*",
        contract: String? = null,
        allowMissing: Set<String> = emptySet(),
        findingsDir: String? = null,
        caseTimeoutSeconds: Double = 10.0
    ): Stream<DynamicNode> {
        require(inputs > 0) { "inputs must be positive" }
        ExitGuard.installForCases()
        val revision = if (contract == null) ContractRevision.newest else ContractRevision.byId(contract)
            ?: throw IllegalArgumentException("unknown contract revision \"$contract\" (known: ${ContractRevision.known()})")
        val patterns = suites.split(",").map { it.trim() }.filter { it.isNotEmpty() }
        val selected = Suites.all.filter { s -> patterns.any { Glob.matches(it, s.name) } }
        require(selected.isNotEmpty()) { "no suite matches \"$suites\"" }
        val campaign = FuzzCampaign(subject, revision, SubjectCalls(Math.round(caseTimeoutSeconds * 1000)), seed)
        return selected.stream().map { suite ->
            DynamicTest.dynamicTest("${suite.name} ($inputs inputs, seed $seed)") {
                // Under the pinned locale, the test JVM's own restored after it (docs/jvm-runner.md "Locale").
                val run = SubjectLocale.with(SubjectLocale.PINNED) { campaign.run(suite, inputs) }
                if (run.notRun) {
                    if (suite.name in allowMissing) Assumptions.abort<Unit>("not run by this subject (allowed): ${suite.name}")
                    else Assertions.fail<Unit>("not run by this subject: ${suite.name} (bind it, or name it in allowMissing)")
                }
                if (findingsDir != null) FindingFiles.write(File(findingsDir), suite, run.findings, seed, subject.name, revision)
                if (run.oracleFailures.isNotEmpty()) Assertions.fail<Unit>("the oracle failed (its bug, to report): " + run.oracleFailures.joinToString("\n"))
                if (run.findings.isNotEmpty()) {
                    Assertions.fail<Unit>(FuzzText.suiteLine(run, false) + "\n" + run.findings.joinToString("\n") { FuzzText.finding(it, seed, subject.name) })
                }
            } as DynamicNode
        }.onClose { campaign.close() }
    }
}
