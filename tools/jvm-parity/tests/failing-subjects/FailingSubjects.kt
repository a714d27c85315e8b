// Subjects that fail the way real SDKs do, each on the case `javaHash.boolean/true` (the case `false` answers),
// for tools/jvm-parity/tests/subject-failure-test: every failure must be that case's verdict, and the run must go on
// (or, for a subject that ends the process, end with exit 2 naming the case). Compiled by a Kotlin 2 compiler, run
// on its stdlib, as an SDK's adapter is.

import com.example.missing.MissingAtRunTime
import com.example.missing.MissingBase
import com.mapconductor.parity.junit5.ParityDynamicTests
import com.mapconductor.parity.subject.*
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.TestFactory
import java.util.stream.Stream

/** Binds javaHash.boolean: the right hash for `false`, [failure] for `true`. */
abstract class FailsOnTrue : ParitySubject {
    abstract fun failure(): Int
    override fun bind(on: SubjectBindings) {
        on(ParitySuite.JavaHashBoolean) { value -> if (value) failure() else 1237 }
    }
}

/** A class of the SDK missing at run time: NoClassDefFoundError. */
class LinkageErrorSubject : FailsOnTrue() {
    override fun failure() = MissingAtRunTime.hash(true)
}

/** Unbounded recursion: StackOverflowError. */
class StackOverflowSubject : FailsOnTrue() {
    private fun deeper(n: Int): Int = deeper(n + 1) + 1
    override fun failure() = deeper(0)
}

/** Memory that grows until the heap is full: OutOfMemoryError (the test gives the JVM a small heap). */
class OutOfMemorySubject : FailsOnTrue() {
    override fun failure(): Int {
        val hoard = ArrayList<LongArray>()
        while (true) hoard.add(LongArray(1 shl 20))
    }
}

object ExplodingConstants {
    val value: Int = throw IllegalStateException("the SDK's static initializer failed")
}

/** A static initializer that throws: ExceptionInInitializerError. */
class InitializerSubject : FailsOnTrue() {
    override fun failure() = ExplodingConstants.value
}

/** A subject that never answers (and ignores interrupts): the case times out, the run goes on. */
class HangingSubject : FailsOnTrue() {
    override fun failure(): Int {
        while (true) {
            try { Thread.sleep(10_000) } catch (e: InterruptedException) { /* a stuck SDK does not listen */ }
        }
    }
}

/** System.exit(0) during a case. */
class ExitingSubject : FailsOnTrue() {
    override fun failure(): Int { System.exit(0); return 0 }
}

/** Runtime.halt(0) during a case: no shutdown hook runs. */
class HaltingSubject : FailsOnTrue() {
    override fun failure(): Int { Runtime.getRuntime().halt(0); return 0 }
}

/** A subject whose own class cannot be loaded: its superclass is missing. */
class UnloadableSubject : MissingBase(), ParitySubject {
    override fun bind(on: SubjectBindings) {}
}

/** A subject whose constructor throws an Error. */
class ThrowingConstructorSubject : ParitySubject {
    init { throw NoSuchMethodError("com.example.Sdk.init()") }
    override fun bind(on: SubjectBindings) {}
}

// The same subjects through the JUnit 5 entry (vectors: the system property parity.vectors, one file).
private fun cases(subject: ParitySubject): Stream<DynamicNode> = ParityDynamicTests.forSubject(subject, caseTimeoutSeconds = 2.0)

class LinkageErrorParityTest { @TestFactory fun parity() = cases(LinkageErrorSubject()) }
class StackOverflowParityTest { @TestFactory fun parity() = cases(StackOverflowSubject()) }
class InitializerParityTest { @TestFactory fun parity() = cases(InitializerSubject()) }
class HangingParityTest { @TestFactory fun parity() = cases(HangingSubject()) }
class ExitingParityTest { @TestFactory fun parity() = cases(ExitingSubject()) }
class HaltingParityTest { @TestFactory fun parity() = cases(HaltingSubject()) }

// Not-portable cases (docs/jvm-runner.md): a subject that answers every marker.id, also where Android's id folds an
// enum's identity hash. A default run does not ask it there (not portable); a run that asks takes its answer as a
// divergence of the whole value. The reference subject, asked, answers ParityNotPortable (its model throws it).
class AnswersEveryMarkerId : ParitySubject {
    override fun bind(on: SubjectBindings) {
        on(ParitySuite.MarkerId) { marker -> marker.id ?: "an id of our own" }
    }
}

class AskedNotPortableParityTest {
    @TestFactory fun reference() = ParityDynamicTests.forSubject(com.mapconductor.parity.OracleSubject(), askNotPortable = true)
    @TestFactory fun answersEverything() = ParityDynamicTests.forSubject(AnswersEveryMarkerId(), askNotPortable = true)
}

// A subject that answers far too much (tools/jvm-parity/tests/report-files-test): 200,000 points
// for every densify.linear case (where Android rejects the input too) and a 100,000-character id for every marker.id
// case. Its reports show each value bounded (a length, first and last elements, at most 10 differing elements).
class HugeAnswerSubject : ParitySubject {
    override fun bind(on: SubjectBindings) {
        on(ParitySuite.DensifyLinear) { _ -> List(200_000) { i -> ParityPoint(i * 1e-4, i * 1e-4) } }
        on(ParitySuite.MarkerId) { _ -> "x".repeat(100_000) }
    }
}
