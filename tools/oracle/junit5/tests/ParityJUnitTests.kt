// The JUnit 5 entry's own tests, run by tools/oracle/tests/junit5-test with Debian's junit-platform-console-standalone:
// the reference subject's dynamic tests all pass, and for every JVM mutant the dynamic tests fail exactly in the
// mutant's suite, naming its field (asserted here, not merely printed). PARITY_VECTORS: the corpus folder.

import com.mapconductor.parity.junit5.ParityDynamicTests
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicContainer
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import org.opentest4j.AssertionFailedError
import org.opentest4j.TestAbortedException

private val vectors: String = System.getenv("PARITY_VECTORS") ?: "vectors"

/** What an Android repository writes: the corpus as dynamic tests of its subject (here the reference). */
class ReferenceSubjectParityTest {
    @TestFactory
    fun parity(): List<DynamicNode> = ParityDynamicTests.forSubject(OracleSubject(), vectors)
}

class MutantsAreCaughtTest {
    /** Runs every dynamic test of [nodes]; the failures' messages by container (suite) name. */
    private fun failures(nodes: List<DynamicNode>, container: String = ""): Map<String, List<String>> {
        val out = LinkedHashMap<String, MutableList<String>>()
        for (node in nodes) when (node) {
            is DynamicContainer -> for ((k, v) in failures(node.children.iterator().asSequence().toList(), node.displayName)) out.getOrPut(k) { ArrayList() }.addAll(v)
            is DynamicTest -> try {
                node.executable.execute()
            } catch (e: TestAbortedException) {
                // skipped (not portable)
            } catch (e: AssertionFailedError) {
                out.getOrPut(container) { ArrayList() }.add(e.message ?: "")
            }
        }
        return out
    }

    @Test
    fun everyMutantFailsInItsSuiteNamingItsField() {
        for ((name, suite, field) in MUTANTS) {
            val mutant = Class.forName(name).getConstructor(String::class.java).newInstance("07e614f") as OracleSubject
            val failed = failures(ParityDynamicTests.forSubject(mutant, vectors))
            assertEquals(setOf(suite), failed.keys, "$name must fail in $suite only")
            assertTrue(failed.getValue(suite).any { it.contains("$field: expected") }, "$name: no failure names $field: ${failed.getValue(suite).first()}")
        }
    }

    @Test
    fun aSubjectMissingSuitesFailsUnlessAllowed() {
        val failed = failures(ParityDynamicTests.forSubject(StringHashOnly(), vectors))
        assertTrue("javaHash.string" !in failed.keys, "the implemented suite passes")
        assertTrue(failed.keys.containsAll(listOf("marker.id", "spherical.distance")), "missing suites fail: ${failed.keys}")
        assertTrue(failed.getValue("marker.id").all { it.contains("not run by this subject") })
        val all = failures(ParityDynamicTests.forSubject(StringHashOnly(), vectors, allowMissing = Suites.all.map { it.name }.toSet() - "javaHash.string"))
        assertEquals(emptySet<String>(), all.keys, "allowed missing suites are skipped, not failed")
    }

    @Test
    fun anEmptyCorpusFails() {
        val empty = java.nio.file.Files.createTempDirectory("parity-empty").toFile()
        try {
            val failed = failures(ParityDynamicTests.forSubject(OracleSubject(), empty.path))
            assertTrue(failed.values.flatten().any { it.contains("no vector cases") }, "zero cases must fail: $failed")
        } finally {
            empty.deleteRecursively()
        }
    }
}

/** A mutant's dynamic tests, run by tools/oracle/tests/junit5-test alone: the launcher must report them red. */
class FloatHashedAsDoubleParityTest {
    @TestFactory
    fun parity(): List<DynamicNode> = ParityDynamicTests.forSubject(FloatHashedAsDouble("07e614f"), vectors)
}
