// One fuzz input judged in process, exactly as `oracle conformance` would judge a vector case holding it: the
// oracle computes `expected` (and the input's conditioning tolerance) as `generate` writes them, both are read back
// from their vector-file text, and ConformanceEngine.judge runs the subject with the runner's guards (the case
// timeout, Errors as subject errors, the exit guard) and compares under the suite's tolerance. A finding that
// reaches a vector file is then judged there as it was here.

package com.mapconductor.parity

import java.io.File

/**
 * What one input gave: [outcome] is ConformanceEngine.judge's (passed, diverged, subject-error, timed-out,
 * vector-error, not-run), or "rejected" (the oracle cannot decode the input: a shrink candidate that is no input of
 * the suite), "not-portable" (Android's value is not reproducible: nothing to compare), "oracle-failed" (the oracle
 * threw: its own bug). [signature] names what differs (see [FuzzProbe.signatureOf]).
 */
class FuzzVerdict(
    val outcome: String,
    val signature: List<String>,
    val expected: J? = null,
    val tolerance: J? = null,
    val result: ConformanceResult? = null,
    val failure: String? = null
) {
    /** A finding: the subject did not give Android's outcome. */
    val isFinding: Boolean get() = outcome in FINDING_OUTCOMES

    companion object {
        val FINDING_OUTCOMES = setOf("diverged", "subject-error", "timed-out", "vector-error")
    }
}

class FuzzProbe(
    val suite: Suite<*, *>,
    private val subject: ParitySubject,
    private val bindings: SubjectBindings,
    private val revision: ContractRevision,
    private val calls: SubjectCalls
) {
    private val selected = SelectedFile(
        Located(File("fuzz/${suite.name}.json"), "fuzz:${suite.name}"),
        VectorFile(File("fuzz/${suite.name}.json"), suite, suite.description, JObj(LinkedHashMap()), suite.defaults, emptyList())
    )

    /**
     * [input] as a vector file holds it (numbers as text, strings beyond ASCII as utf16): see [asFileHolds].
     * [label]: the name the exit guard gives the running input ("suite/LABEL"): the seed and draw that reproduce it.
     */
    fun judge(input: J, label: String): FuzzVerdict {
        val outcome = try {
            suite.run(input, allowLoneEscape = false, revision = revision)
        } catch (e: VectorError) {
            return FuzzVerdict("rejected", emptyList())
        } catch (e: ContractRejection) {
            return FuzzVerdict("rejected", emptyList())
        } catch (e: Exception) {
            return FuzzVerdict("oracle-failed", emptyList(), failure = "the oracle threw $e")
        }
        if (outcome is Outcome.NotPortableValue) return FuzzVerdict("not-portable", emptyList())
        val expected = asFileHolds(outcome.toJ())
        val tolerance = (input as? JObj)?.let { suite.conditioningTolerance(it, revision) }?.let { asFileHolds(it.toJ()) }
        val fields = LinkedHashMap<String, J>()
        fields["id"] = JStr(label)
        fields["input"] = input
        fields["expected"] = expected
        if (tolerance != null) fields["tolerance"] = tolerance
        val result = ConformanceEngine.judge(selected, VectorCase(label, fields), subject, bindings, revision, calls = calls)
        return FuzzVerdict(result.outcome, signatureOf(result), expected, tolerance, result)
    }

    companion object {
        /** [value] as a vector file's text gives it back: the form every runner reads. */
        fun asFileHolds(value: J): J = JsonIn.parse(JsonOut.compact(value))

        /**
         * What differs, as a shrunk input must keep it: the diverging fields with array indices as `*` (shrinking
         * a list moves `/markers/7/km` to `/markers/1/km`, still the same divergence), sorted, a length
         * difference marked; or the failure itself. The same signature as parity-check fuzz's.
         */
        fun signatureOf(result: ConformanceResult): List<String> = when (result.outcome) {
            "diverged" -> result.divergences.map { d ->
                val field = d.pointer.split("/").joinToString("/") { if (it.isNotEmpty() && it.all { c -> c in '0'..'9' }) "*" else it }
                (if (field.isEmpty()) "/" else field) + (if (d.detail == "length") " (length)" else "")
            }.toSortedSet().toList()
            "subject-error" -> listOf("(subject error)")
            "timed-out" -> listOf("(timed out)")
            "vector-error" -> listOf("(vector error)")
            else -> emptyList()
        }
    }
}
