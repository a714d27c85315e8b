// The JUnit 5 entry's own tests, run by tools/jvm-parity/tests/junit5-test with Debian's junit-platform-console-standalone:
// the reference subject's dynamic tests all pass, and for every JVM mutant the dynamic tests fail exactly in the
// mutant's suite, naming its field (asserted here, not merely printed); the corpus is streamed, a file read only
// when JUnit comes to its suite. PARITY_VECTORS: the corpus folder.

import com.mapconductor.parity.*
import com.mapconductor.parity.junit5.ParityDynamicTests
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicContainer
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import java.util.stream.Stream
import org.opentest4j.AssertionFailedError
import org.opentest4j.TestAbortedException

private val vectors: String = System.getenv("PARITY_VECTORS") ?: "vectors"

/** Runs [body] on a copy of the corpus in a new temporary folder, which is removed afterwards. */
private fun withCorpusCopy(prefix: String, body: (java.io.File) -> Unit) {
    val copy = java.nio.file.Files.createTempDirectory(prefix).toFile()
    try {
        java.io.File(vectors).copyRecursively(copy)
        body(copy)
    } finally {
        copy.deleteRecursively()
    }
}

/** What an Android repository writes: the corpus as dynamic tests of its subject (here the reference). */
class ReferenceSubjectParityTest {
    @TestFactory
    fun parity(): Stream<DynamicNode> = ParityDynamicTests.forSubject(OracleSubject(), vectors)
}

class MutantsAreCaughtTest {
    /** Runs every dynamic test of [nodes]; the failures' messages by container (suite) name. */
    private fun failures(nodes: Stream<out DynamicNode>, container: String = ""): Map<String, List<String>> {
        val out = LinkedHashMap<String, MutableList<String>>()
        for (node in nodes.iterator()) when (node) {
            is DynamicContainer -> for ((k, v) in failures(node.children, node.displayName)) out.getOrPut(k) { ArrayList() }.addAll(v)
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
        for (m in Suites.mutants) {
            val (name, suite, field) = Triple(m.name, m.suite.name, m.field)
            val mutant = m.create("221a949+clickable")
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

/** A mutant's dynamic tests, run by tools/jvm-parity/tests/junit5-test alone: the launcher must report them red. */
class FloatHashedAsDoubleParityTest {
    @TestFactory
    fun parity(): Stream<DynamicNode> = ParityDynamicTests.forSubject(FloatHashedAsDouble("221a949+clickable"), vectors)
}

/** The shared known-divergence fixture (Tests/Fixtures/known-divergences/nan-bits.json), beside the corpus. */
private val nanBitsList: String = System.getenv("PARITY_KNOWN_DIVERGENCES") ?: "Tests/Fixtures/known-divergences/nan-bits.json"

/** The NaN mutant with the shared list, as an SDK repository would run it: the launcher must report it green. */
class NaNNotCanonicalKnownParityTest {
    @TestFactory
    fun parity(): Stream<DynamicNode> =
        ParityDynamicTests.forSubject(NaNNotCanonical("221a949+clickable"), vectors, knownDivergences = nanBitsList)
}

/** The known-divergence list in the JUnit 5 entry: each rule of docs/known-divergences.md, asserted. */
class KnownDivergencesInJUnitTest {
    /** What one dynamic test did: "passed", "aborted" or "failed", with its message. */
    private class Ran(val path: String, val outcome: String, val message: String)

    private fun runAll(nodes: Stream<out DynamicNode>, container: String = ""): List<Ran> = nodes.iterator().asSequence().toList().flatMap { node ->
        when (node) {
            is DynamicContainer -> runAll(node.children, node.displayName)
            is DynamicTest -> listOf(try {
                node.executable.execute()
                Ran("$container/${node.displayName}", "passed", "")
            } catch (e: TestAbortedException) {
                Ran("$container/${node.displayName}", "aborted", e.message ?: "")
            } catch (e: AssertionFailedError) {
                Ran("$container/${node.displayName}", "failed", e.message ?: "")
            })
            else -> emptyList()
        }
    }

    private fun list(vararg entries: String): String {
        val file = java.io.File.createTempFile("known-divergences", ".json")
        file.deleteOnExit()
        file.writeText("{\"format\": \"parity-known-divergences/1\", \"entries\": [${entries.joinToString(", ")}]}")
        return file.path
    }

    private fun entry(pattern: String, platform: String = "android", expires: String = "2099-12-31") =
        "{\"pattern\": \"$pattern\", \"platform\": \"$platform\", \"reason\": \"a test\", \"issue\": \"https://example.org/issues/7\", \"expires\": \"$expires\"}"

    private val doubles = "$vectors/javaHash/double.json"
    private fun mutant() = NaNNotCanonical("221a949+clickable")

    @Test
    fun listedDivergencesAreSkippedWithTheirEntry() {
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), vectors, knownDivergences = nanBitsList))
        assertEquals(emptyList<String>(), ran.filter { it.outcome == "failed" }.map { "${it.path}: ${it.message}" })
        val known = ran.filter { it.outcome == "aborted" && it.message.contains("known divergence (javaHash.double/") }
        assertEquals(16, known.size, "the 16 NaN cases are known divergences")
        assertTrue(known.all { it.path.startsWith("javaHash.double/") && it.message.contains("[android]: fixture:") })
        assertTrue(ran.any { it.path.startsWith("/known-divergence list") && it.outcome == "passed" }, "the list itself is judged")
    }

    @Test
    fun withoutTheListTheMutantFails() {
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), doubles))
        assertEquals(16, ran.count { it.outcome == "failed" })
    }

    @Test
    fun aListedCaseThatPassesFails() {
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = list(entry("javaHash.double/nan-*"), entry("javaHash.double/zero"))))
        val failed = ran.filter { it.outcome == "failed" }
        assertTrue(failed.any { it.path == "javaHash.double/zero" && it.message.contains("lists javaHash.double/zero, which now passes; remove the entry") }, "$failed")
    }

    @Test
    fun anEntryMatchingNoCaseFailsTheListTest() {
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = list(entry("javaHash.double/no-such-case"))))
        val listTest = ran.single { it.path.startsWith("/known-divergence list") }
        assertEquals("failed", listTest.outcome)
        assertTrue(listTest.message.contains("known divergence javaHash.double/no-such-case [android]") && listTest.message.contains("matches no case"), listTest.message)
    }

    @Test
    fun anExpiredEntryFailsNamingItsIssue() {
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = list(entry("javaHash.double/nan-*", expires = "2020-01-31"))))
        val listTest = ran.single { it.path.startsWith("/known-divergence list") }
        assertEquals("failed", listTest.outcome)
        assertTrue(listTest.message.contains("expired on 2020-01-31; fix https://example.org/issues/7"), listTest.message)
    }

    @Test
    fun entriesOfAnotherPlatformDoNotApply() {
        val iosOnly = list(entry("javaHash.double/nan-*", "ios"), entry("javaHash.double/no-such-case", "ios"))
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = iosOnly))
        assertEquals("passed", ran.single { it.path.startsWith("/known-divergence list") }.outcome, "stale ios entries do not fail android")
        assertTrue(ran.filter { it.path.startsWith("javaHash.double/nan-") }.all { it.outcome == "failed" }, "ios entries do not excuse android")
        val asIos = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = iosOnly, platform = "ios"))
        assertEquals("failed", asIos.single { it.path.startsWith("/known-divergence list") }.outcome)
    }

    @Test
    fun aMissingOrMalformedListFailsNamingTheFile() {
        val missing = "/no/such/known-divergences.json"
        val ran = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = missing))
        val listTest = ran.single { it.path.startsWith("/known-divergence list") }
        assertEquals("failed", listTest.outcome)
        assertTrue(listTest.message.contains("$missing: no such file"), listTest.message)
        val malformed = java.io.File.createTempFile("known-divergences", ".json")
        malformed.deleteOnExit()
        malformed.writeText("{\"format\": \"parity-known-divergences/1\", \"entries\": [")
        val bad = runAll(ParityDynamicTests.forSubject(mutant(), doubles, knownDivergences = malformed.path))
        val badTest = bad.single { it.path.startsWith("/known-divergence list") }
        assertEquals("failed", badTest.outcome)
        assertTrue(badTest.message.contains(malformed.path), badTest.message)
    }
}

/**
 * The entry streams the corpus: the first suite is handed to JUnit before the later files are read. After the
 * first container, every other file of a copy of the corpus is broken; an entry that had loaded the corpus up front
 * would not notice, a streaming one reports most of them. tools/jvm-parity/tests/junit5-test runs it with
 * -XX:ActiveProcessorCount=2, so at most a few files load ahead of JUnit (one per core).
 */
class CorpusIsStreamedTest {
    @Test
    fun filesAreReadOnlyWhenJUnitComesToThem() = withCorpusCopy("parity-streamed") { copy ->
        val files = copy.walk().filter { it.isFile && it.name.endsWith(".json") && !it.name.endsWith(".schema.json") && it.name != "aliases.json" }.toList()
        val nodes = ParityDynamicTests.forSubject(OracleSubject(), copy.path).iterator()
        val first = nodes.next()
        assertTrue(first is DynamicContainer, "the first node is a suite: ${first.displayName}")
        for (f in files) f.writeText("{")
        val rest = nodes.asSequence().toList()
        val corpusTest = rest.last { it.displayName.startsWith("vector files") } as DynamicTest
        val failed = try { corpusTest.executable.execute(); null } catch (e: AssertionFailedError) { e.message }
        assertTrue(failed != null && failed.contains("the vectors did not load"), "files broken after the first suite must be reported: $failed")
        val broken = failed!!.lines().count { it.contains(".json") }
        assertTrue(broken >= files.size / 2, "only $broken of ${files.size} files were read after the first suite")
    }
}

/**
 * The corpus digest is taken from the bytes the loading threads read: once the stream has handed out every file,
 * the digest reads none again (here the files are gone by then), and it equals the digest of a stream asked before
 * any file loaded, which reads each file for it.
 */
class DigestNeedsNoSecondReadTest {
    @Test
    fun theDigestComesFromTheLoadedBytes() = withCorpusCopy("parity-digest") { copy ->
        val unread = ParityConformance.stream(listOf(copy.path), OracleSubject())
        val read = try { unread.digest } finally { unread.close() }
        val corpus = ParityConformance.stream(listOf(copy.path), OracleSubject())
        var files = 0
        while (corpus.hasNext()) { corpus.next(); files++ }
        assertTrue(files > 1, "the corpus has $files files")
        copy.walk().filter { it.isFile }.forEach { it.delete() }
        val loaded = try { corpus.digest } catch (e: java.io.IOException) { "a second read: $e" }
        assertEquals(read, loaded, "the digest of the loaded bytes")
    }
}
