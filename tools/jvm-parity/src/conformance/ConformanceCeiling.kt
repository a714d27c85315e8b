// `oracle conformance --ceiling --subject CLASS [PATH...]`: the least a JVM runner could take on a corpus, so that
// tools/bench (h) shows whether the reader or the runner is the limit, as the json-c ceiling
// lines do for parity-check: the JVM's start, a plain Gson parse of every file on every core (no strict scan, no
// tree of our own, no checks), and the subject's evaluate phase (its bound functions on every case's decoded
// input, on every core when it is thread-safe). Loading and decoding the files for the evaluate phase is not
// counted. No verdict: the line is a measurement, exit 0 unless the corpus cannot be read.

package com.mapconductor.parity

import com.google.gson.JsonParser
import java.io.InputStreamReader
import java.lang.management.ManagementFactory
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger

object ConformanceCeiling {
    /** Prints the ceiling line for [roots] and returns 0; UsageError when a root does not exist. */
    fun run(roots: List<String>, subject: ParitySubject, bindings: SubjectBindings, revision: ContractRevision): Int {
        val start = ManagementFactory.getRuntimeMXBean().uptime / 1000.0
        val files = discover(roots).files
        val threads = Runtime.getRuntime().availableProcessors()

        val parse = Phase.measure { gsonParse(files, threads) }
        var cases = 0
        val evaluate = Phase()
        val judging = if (subject.threadSafe) InOrderPool.onEveryProcessor("ceiling-evaluate") else InOrderPool.callingThreadOnly()
        try {
            for (loc in files) {
                val vf = try { VectorFile.load(loc.file, forGenerate = false) } catch (e: VectorError) { continue }
                if (!vf.holds(revision)) continue
                // The cases the runner asks the subject: those with a portable expected value.
                val asked = vf.cases.filter { c -> c.expected.let { it != null && Compare.kind(it) != "notPortable" } }
                val inputs = asked.map { vf.suite.decodeForSubject(it.input, revision) }
                cases += inputs.size
                evaluate.add {
                    judging.inOrder(inputs.size) { i ->
                        try { vf.suite.runSubject(inputs[i], bindings).toJ() } catch (e: Exception) { null }
                    }
                }
            }
        } finally {
            judging.close()
        }
        println(String.format(java.util.Locale.ROOT,
            "ceiling: JVM start %.2f s, Gson parse %.2f s (%.2f CPU s, %d files, %d threads), evaluate %.2f s (%.2f CPU s, %d cases, %s): %.2f s",
            start, parse.wall, parse.cpu, files.size, threads, evaluate.wall, evaluate.cpu, cases,
            if (subject.threadSafe) "$threads threads" else "1 thread", start + parse.wall + evaluate.wall))
        return 0
    }

    /** Each file read and parsed by Gson into its own tree, [threads] files at a time. */
    private fun gsonParse(files: List<Located>, threads: Int) {
        val next = AtomicInteger(0)
        val pool = Executors.newFixedThreadPool(threads)
        try {
            val workers = (0 until threads).map {
                pool.submit {
                    while (true) {
                        val index = next.getAndIncrement()
                        if (index >= files.size) break
                        try {
                            InputStreamReader(files[index].file.inputStream(), Charsets.UTF_8).use { JsonParser().parse(it) }
                        } catch (e: Exception) {
                            // A file Gson cannot read still costs what was read of it; the runner makes it a defect.
                        }
                    }
                }
            }
            for (w in workers) w.get()
        } finally {
            pool.shutdownNow()
        }
    }

    /** Wall and CPU seconds (the whole process's CPU: every thread, the JIT's and the collector's too) summed over calls. */
    private class Phase {
        var wall = 0.0
        var cpu = 0.0

        fun add(work: () -> Unit) {
            val os = ManagementFactory.getOperatingSystemMXBean() as com.sun.management.OperatingSystemMXBean
            val cpu0 = os.processCpuTime
            val wall0 = System.nanoTime()
            work()
            wall += (System.nanoTime() - wall0) / 1e9
            cpu += (os.processCpuTime - cpu0) / 1e9
        }

        companion object {
            fun measure(work: () -> Unit): Phase = Phase().also { it.add(work) }
        }
    }
}
