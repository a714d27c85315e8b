// Differential fuzzing of a ParitySubject against the oracle model, in one JVM: each suite's own seeded generator
// (the one that makes the corpus's random cases) draws inputs, each is judged as a vector case (FuzzProbe), and the
// first input of each kind of divergence is shrunk to a minimal input that still diverges the same way. Later
// inputs with a signature already seen are counted, not shrunk again (they mostly shrink to the same input).

package com.mapconductor.parity

import java.security.MessageDigest
import java.util.SplittableRandom

/** A shrunk divergence, ready to become a vector case. */
class FuzzFinding(
    val suite: String,
    val outcome: String,
    /** What differs ([FuzzProbe.signatureOf]). */
    val signature: List<String>,
    /** The shrunk input, as a vector file holds it. */
    val input: J,
    /** The oracle's expected value for [input], and its conditioning tolerance (or null). */
    val expected: J,
    val tolerance: J?,
    /** What the runner says of the shrunk case (fields, expected and actual values). */
    val message: String,
    /** The draw (1-based) that first diverged so, the input drawn there, and how many draws diverged so. */
    val firstDraw: Int,
    val original: J,
    val draws: Int,
    /** Simplifications kept, and candidates judged, while shrinking. */
    val steps: Int,
    val tries: Int,
    /** The committed corpus already has a case with this input (the drawn input was one, and nothing simpler diverges). */
    val inCorpus: Boolean = false
) {
    /** Derived from the input alone: the same finding gets the same id in every run, shard and merge. */
    val id: String get() = findingId(input)

    /** The vector case to add: id, tag fuzz-finding, a comment naming the fields, input, expected (and tolerance). */
    fun case(seed: Long, subjectName: String): JObj {
        val fields = LinkedHashMap<String, J>()
        fields["id"] = JStr(id)
        fields["tags"] = JArr(listOf(JStr(FUZZ_FINDING_TAG)))
        fields["comment"] = JStr(findingComment(seed, subjectName, signature))
        fields["input"] = input
        fields["expected"] = expected
        if (tolerance != null) fields["tolerance"] = tolerance
        return JObj(fields)
    }

    companion object {
        const val FUZZ_FINDING_TAG = "fuzz-finding"

        /** `fuzz-` and the first 12 hex digits of the SHA-256 of the input's compact vector-file text. */
        fun findingId(input: J): String {
            val digest = MessageDigest.getInstance("SHA-256").digest(JsonOut.compact(input).toByteArray(Charsets.UTF_8))
            return "fuzz-" + digest.take(6).joinToString("") { String.format("%02x", it.toInt() and 0xFF) }
        }

        /** parity-check fuzz's comment, which tools/merge-findings reads the fields back from ("... diverges in F1, F2"). */
        fun findingComment(seed: Long, subjectName: String, signature: List<String>): String =
            "fuzz seed $seed: subject ${subjectName.filter { it.toInt() in 0x20..0x7E }} diverges in ${signature.joinToString(", ")}"
    }
}

/** One suite's fuzzing: how many inputs were drawn and what they gave, the findings, the judging rate. */
class SuiteFuzzRun(
    val suite: String,
    val drawn: Int,
    val agreed: Int,
    val notPortable: Int,
    val diverged: Int,
    val findings: List<FuzzFinding>,
    /** The subject does not bind this suite (nothing was judged). */
    val notRun: Boolean,
    /** Wall time of drawing and judging, shrinking excluded. */
    val judgingSeconds: Double,
    val oracleFailures: List<String>
) {
    val rate: Double get() = if (judgingSeconds > 0) drawn / judgingSeconds else 0.0
}

class FuzzCampaign(
    private val subject: ParitySubject,
    private val revision: ContractRevision,
    private val calls: SubjectCalls,
    val seed: Long,
    /** At most this many candidates are judged per shrink. */
    private val maxShrinkTries: Int = 4000,
    /**
     * By suite, the compact inputs the committed corpus already has (KnownInputs): the shrinker does not end on
     * one, so that a finding is a case worth adding rather than one the corpus holds.
     */
    private val known: Map<String, Set<String>> = emptyMap()
) : AutoCloseable {
    private val bindings = SubjectBindings.of(subject)
    private var judging = newPool()
    /** A chunk of inputs runs under one guard of the case timeout (a thread handoff per chunk, not per input). */
    private val chunkGuard = SubjectCalls(calls.timeoutMillis)

    private fun newPool() = if (subject.threadSafe) InOrderPool.onEveryProcessor("fuzz-judge") else InOrderPool.callingThreadOnly()

    /** Lets the judging threads go (a campaign of a thread-safe subject holds one per core). */
    override fun close() = judging.close()

    /**
     * The verdicts of [chunk], in order. The chunk is judged under one guard of the case timeout, each input called
     * directly; when the chunk runs past it (an input hangs, or the subject is that slow), the chunk is judged
     * again input by input, each under its own guard as `oracle conformance` calls a case, on this thread (the
     * pool's threads may be stuck in the hanging call, so the pool is replaced).
     */
    private fun judgeChunk(chunk: List<Pair<Int, J>>, direct: FuzzProbe, guarded: FuzzProbe): List<FuzzVerdict> {
        fun label(i: Int) = "fuzz seed $seed draw ${chunk[i].first}"
        if (calls.timeoutMillis <= 0) return judging.inOrder(chunk.size) { i -> direct.judge(chunk[i].second, label(i)) }
        return try {
            chunkGuard.call { judging.inOrder(chunk.size) { i -> direct.judge(chunk[i].second, label(i)) } }
        } catch (e: SubjectCallTimedOut) {
            judging.close()
            judging = newPool()
            chunk.indices.map { i -> guarded.judge(chunk[i].second, label(i)) }
        }
    }

    fun run(named: Suite<*, *>, count: Int): SuiteFuzzRun {
        val suite = named.at(revision) // the inputs and the answer of the revision's shape
        val probe = FuzzProbe(suite, subject, bindings, revision, calls)
        val direct = FuzzProbe(suite, subject, bindings, revision, SubjectCalls(0))
        val g = Gen(SplittableRandom(suiteSeed(seed, suite.name)))
        // The first input of each signature (in draw order), and how many draws diverged with it.
        val first = LinkedHashMap<String, Triple<Int, J, FuzzVerdict>>()
        val seen = HashMap<String, Int>()
        var agreed = 0
        var notPortable = 0
        var diverged = 0
        val oracleFailures = ArrayList<String>()
        val started = System.nanoTime()
        // Inputs are drawn in order on this thread (the same inputs whatever the threads), then judged in chunks:
        // on every core for a thread-safe subject (results still in draw order), else on this thread alone.
        var next = 1
        while (next <= count) {
            val chunk = (next..Math.min(count, next + CHUNK - 1)).map { Pair(it, FuzzProbe.asFileHolds(draw(suite, g))) }
            next += chunk.size
            val verdicts = judgeChunk(chunk, direct, probe)
            for ((i, verdict) in verdicts.withIndex()) {
                val (draw, input) = chunk[i]
                when {
                    verdict.outcome == "not-run" -> return SuiteFuzzRun(suite.name, 0, 0, 0, 0, emptyList(), true, 0.0, emptyList())
                    verdict.outcome == "passed" -> agreed++
                    verdict.outcome == "not-portable" -> notPortable++
                    verdict.isFinding -> {
                        diverged++
                        val key = verdict.outcome + " " + verdict.signature.joinToString(", ")
                        seen[key] = (seen[key] ?: 0) + 1
                        if (key !in first) first[key] = Triple(draw, input, verdict)
                    }
                    else -> oracleFailures.add("draw $draw: ${verdict.failure ?: verdict.outcome} on ${describeInput(input)}")
                }
            }
        }
        val judgingSeconds = (System.nanoTime() - started) / 1e9
        val findings = first.map { (key, found) ->
            val (draw, input, verdict) = found
            shrink(probe, draw, input, verdict, seen[key] ?: 1)
        }
        return SuiteFuzzRun(suite.name, count, agreed, notPortable, diverged, findings, false, judgingSeconds, oracleFailures)
    }

    /** One input from the suite's generator, drawn again while the suite does not accept it (as generate does). */
    private fun draw(suite: Suite<*, *>, g: Gen): JObj {
        var input = suite.randomInput(g)
        var attempts = 1
        while (!suite.acceptRandom(input)) {
            if (++attempts > 1000) throw IllegalStateException("${suite.name}: no acceptable random input in 1000 draws")
            input = suite.randomInput(g)
        }
        return input
    }

    /**
     * Greedy: judge the candidates of ShrinkEdits in order, keep the first strictly simpler one that diverges with
     * the same outcome and signature, start again from it; stop when none is kept or [maxShrinkTries] is reached.
     * A hang is not shrunk (each try could cost the whole case timeout).
     */
    private fun shrink(probe: FuzzProbe, draw: Int, original: J, verdict: FuzzVerdict, draws: Int): FuzzFinding {
        var current = original
        var currentVerdict = verdict
        var steps = 0
        var tries = 0
        var improving = verdict.outcome != "timed-out"
        val inCorpus = known[probe.suite.name] ?: emptySet<String>()
        while (improving && tries < maxShrinkTries) {
            improving = false
            for (edit in ShrinkEdits.edits(current)) {
                val candidate = ShrinkEdits.apply(edit, current)
                if (!ShrinkEdits.isSimpler(candidate, current) || JsonOut.compact(candidate) in inCorpus) continue
                val v = probe.judge(candidate, "fuzz seed $seed shrinking draw $draw")
                tries++
                if (v.outcome == verdict.outcome && v.signature == verdict.signature) {
                    current = candidate
                    currentVerdict = v
                    steps++
                    improving = true
                    break
                }
                if (tries >= maxShrinkTries) break
            }
        }
        return FuzzFinding(probe.suite.name, verdict.outcome, verdict.signature, current, currentVerdict.expected!!,
            currentVerdict.tolerance, currentVerdict.result?.message() ?: currentVerdict.outcome, draw, original, draws, steps, tries,
            JsonOut.compact(current) in inCorpus)
    }

    companion object {
        /** Inputs drawn, then judged, at a time. */
        private const val CHUNK = 512

        /** Each suite's own stream of the seed: a suite draws the same inputs whichever other suites a run (or shard) has. */
        fun suiteSeed(seed: Long, suite: String): Long = seed * -7046029254386353131L + suite.hashCode().toLong()
    }
}
