// The JUnit 5 entry's sdkSource and locale (docs/jvm-runner.md "Is the corpus behind your SDK?" and "Locale"),
// asserted inside JUnit by tools/jvm-parity/tests/junit5-test: under a German default locale a subject that formats
// with the JVM's default locale (as Android's GeoRectBounds.toUrlValue does) still passes, because every case runs
// under Locale.ROOT, and the test JVM's locale is restored afterwards; locale = "de-DE" names bounds.toUrlValue in the
// test "locale dependence"; a synthetic android-sdk-core checkout with one changed file makes the test "android-sdk-core
// source" name that file and its suite (skipped, or failed with failOnSdkDrift), and passes when nothing changed.

import com.mapconductor.parity.*
import com.mapconductor.parity.junit5.ParityDynamicTests
import com.mapconductor.parity.subject.ParitySuite
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicContainer
import org.junit.jupiter.api.DynamicNode
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import java.io.File
import java.util.Locale
import java.util.stream.Stream
import org.opentest4j.AssertionFailedError
import org.opentest4j.TestAbortedException

private val corpus: String = System.getenv("PARITY_VECTORS") ?: "vectors"

/** bounds.toUrlValue written as Android writes it: "%.<p>f" of the wrapped corners in the JVM's default locale. */
private class DefaultLocaleUrlValue : ParitySubject {
    override val name: String get() = "default-locale toUrlValue"

    override fun bind(on: SubjectBindings) {
        on(ParitySuite.BoundsToUrlValue) { input ->
            val sw = input.bounds.southWest
            val ne = input.bounds.northEast
            if (sw == null || ne == null) "1.0,180.0,-1.0,-180.0" else {
                val a = GeoPoint(sw.latitude, sw.longitude).wrap()
                val b = GeoPoint(ne.latitude, ne.longitude).wrap()
                try {
                    listOf(a.latitude, a.longitude, b.latitude, b.longitude).joinToString(",") { "%.${input.precision}f".format(it) }
                } catch (e: java.util.IllegalFormatException) {
                    throw ContractRejection("invalidFormatPrecision")
                }
            }
        }
    }
}

class SdkSourceAndLocaleInJUnitTest {
    /** What one dynamic test did: "passed", "aborted" or "failed", with its message, by display name. */
    private class Ran(val name: String, val outcome: String, val message: String)

    private fun runAll(nodes: Stream<out DynamicNode>): List<Ran> = nodes.iterator().asSequence().toList().flatMap { node ->
        when (node) {
            is DynamicContainer -> runAll(node.children)
            is DynamicTest -> listOf(try {
                node.executable.execute()
                Ran(node.displayName, "passed", "")
            } catch (e: TestAbortedException) {
                Ran(node.displayName, "aborted", e.message ?: "")
            } catch (e: AssertionFailedError) {
                Ran(node.displayName, "failed", e.message ?: "")
            })
            else -> emptyList()
        }
    }

    @Test
    fun aGermanJvmPassesAndTheProbeNamesTheSuite() {
        val before = Locale.getDefault()
        Locale.setDefault(Locale.GERMANY)
        try {
            val ran = runAll(ParityDynamicTests.forSubject(DefaultLocaleUrlValue(), "$corpus/bounds/toUrlValue.json", locale = "de-DE"))
            assertEquals(emptyList<String>(), ran.filter { it.outcome == "failed" }.map { "${it.name}: ${it.message}" }, "every case passes under the pinned locale")
            assertTrue(ran.count { it.outcome == "passed" } > 100, "the cases ran: ${ran.size}")
            val probe = ran.single { it.name == "locale dependence (de-DE)" }
            assertEquals("aborted", probe.outcome, probe.message)
            assertTrue(probe.message.startsWith("LOCALE-DEPENDENT bounds.toUrlValue: ") && probe.message.contains("de-DE {\"url\": \"0,000001,"), probe.message)
            assertEquals(Locale.GERMANY, Locale.getDefault(), "the test JVM's locale is restored after each case")
        } finally {
            Locale.setDefault(before)
        }
    }

    @Test
    fun withoutTheProbeThereIsNoLocaleTest() {
        val ran = runAll(ParityDynamicTests.forSubject(DefaultLocaleUrlValue(), "$corpus/bounds/toUrlValue.json", locale = null))
        assertTrue(ran.none { it.name.startsWith("locale dependence") }, ran.map { it.name }.takeLast(3).toString())
    }

    @Test
    fun theSdkSourceTestNamesAChangedFileAndItsSuite() {
        val dir = java.nio.file.Files.createTempDirectory("parity-sdk-source").toFile()
        try {
            val mathExt = File(dir, "checkout/src/main/java/com/mapconductor/core/MathExt.kt")
            mathExt.parentFile.mkdirs()
            mathExt.writeText("package com.mapconductor.core\n")
            val path = "src/main/java/com/mapconductor/core/MathExt.kt"
            val suites = Suites.all.joinToString(", ") { s ->
                if (s.name == "geoPoint.toUrlValue") "\"${s.name}\": {\"paths\": [\"$path\"]}" else "\"${s.name}\": {\"paths\": [], \"note\": \"test\"}"
            }
            val manifest = File(dir, "manifest.json")
            manifest.writeText("{\"format\": \"${RevisionManifest.FORMAT}\", \"revisions\": [{\"id\": \"${ContractRevision.newest.id}\", " +
                "\"files\": [{\"path\": \"$path\", \"commit\": \"${"a".repeat(40)}\", \"sha256\": \"${ContentFingerprint.of(mathExt.readBytes())}\"}], " +
                "\"suites\": {$suites}}]}")
            fun sdkTest(failOnSdkDrift: Boolean = false): Ran = runAll(ParityDynamicTests.forSubject(OracleSubject(), "$corpus/geoPoint/toUrlValue.json",
                sdkSource = File(dir, "checkout").path, sdkManifest = manifest.path, failOnSdkDrift = failOnSdkDrift))
                .single { it.name.startsWith("android-sdk-core source") }

            assertEquals("passed", sdkTest().outcome, "an unchanged checkout")
            mathExt.appendText("fun changed() = 1\n")
            val skipped = sdkTest()
            assertEquals("aborted", skipped.outcome, skipped.message)
            assertTrue(skipped.message.contains("SDK-DRIFT $path: changed in ") && skipped.message.contains("feeds geoPoint.toUrlValue\n"), skipped.message)
            val failed = sdkTest(failOnSdkDrift = true)
            assertEquals("failed", failed.outcome, failed.message)
            val broken = runAll(ParityDynamicTests.forSubject(OracleSubject(), "$corpus/geoPoint/toUrlValue.json",
                sdkSource = File(dir, "checkout").path, sdkManifest = File(dir, "absent.json").path)).single { it.name.startsWith("android-sdk-core source") }
            assertEquals("failed", broken.outcome, "a manifest that cannot be read fails the test")
            assertTrue(broken.message.contains("absent.json"), broken.message)
        } finally {
            dir.deleteRecursively()
        }
    }
}
