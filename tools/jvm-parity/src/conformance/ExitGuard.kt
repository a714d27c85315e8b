// A subject that ends the process (System.exit, Runtime.halt) during a case must not end the run with its own exit
// code: a System.exit(0) would read as a passing run. `oracle conformance` records, in a small file the `oracle`
// script names (-Doracle.runRecord), the case it is running and, at its end, its own exit code. A System.exit
// during a case (or a stop signal) runs this guard's shutdown hook, which says so, records "stopped" and halts with
// 2 (halt: the subject's code never becomes the process's); Runtime.halt runs no hook, so the script reads the
// record, finds no exit code in it and reports the case it names (docs/jvm-runner.md "When the subject fails").
// Either way the script removes the run's reports: a run that did not reach its end has none.

package com.mapconductor.parity

import java.io.RandomAccessFile
import java.nio.MappedByteBuffer
import java.nio.channels.FileChannel
import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicInteger

object ExitGuard {
    @Volatile private var finished = false
    @Volatile private var current: String? = null
    private val installed = AtomicBoolean()
    private val inCase = AtomicInteger()
    /** True: the whole process is the run (oracle conformance); false: a test framework's, guarded during cases only. */
    @Volatile private var wholeProcess = false
    private var record: MappedByteBuffer? = null
    private const val RECORD_SIZE = 4096

    /** The stop signal the JVM was sent (TERM, INT, HUP), if one was: the end is then not the subject's doing. */
    @Volatile private var signalled: String? = null

    /**
     * Watches the rest of the process: from now on only [finish] ends it with a code of the runner's. A stop signal
     * is noted before the JVM's own handler starts the shutdown; the script that waits for this JVM is watched
     * (LauncherWatch).
     */
    fun install() {
        wholeProcess = true
        installOnce()
        for (name in listOf("TERM", "INT", "HUP")) noteSignal(name)
        LauncherWatch.start()
    }

    private fun noteSignal(name: String) {
        try {
            val signal = sun.misc.Signal(name)
            var previous: sun.misc.SignalHandler? = null
            previous = sun.misc.Signal.handle(signal) { s ->
                signalled = name
                val next = previous
                if (next != null && next != sun.misc.SignalHandler.SIG_DFL && next != sun.misc.SignalHandler.SIG_IGN) next.handle(s)
                else System.exit(128 + s.number)
            }
        } catch (e: Throwable) {
            // A signal the JVM may not handle here (ignored at its start, or reserved): it keeps its own handling.
        }
    }

    /**
     * For a test framework's process (the JUnit 5 entry): a System.exit while a case runs halts the process with 2
     * and the message; an exit between cases (the framework's own) passes.
     */
    fun installForCases() = installOnce()

    private fun installOnce() {
        if (!installed.compareAndSet(false, true)) return
        if (openRecord()) write("running\n")
        Runtime.getRuntime().addShutdownHook(Thread {
            if (if (wholeProcess) !finished else inCase.get() > 0) {
                val during = current?.let { "during case $it" } ?: "before its first case"
                val by = signalled
                System.err.println(if (by != null) "error: the run was stopped by SIG$by $during: it did not finish and wrote no report; exit 2"
                    else "error: the subject ended the process $during (System.exit, or a signal): the run did not finish and wrote no report; exit 2")
                System.err.flush()
                // The hooks run at once and this one halts: the temporary reports go first, not left to a race.
                ReportFiles.removePending()
                write("stopped 2\n")
                Runtime.getRuntime().halt(EXIT_BAD)
            }
        })
    }

    /** The case about to call the subject ("suite/id"); [ended] follows when the call returned or was abandoned. */
    fun running(case: String) {
        current = case
        inCase.incrementAndGet()
        if (record != null) write("case $case\n")
    }

    fun ended() {
        inCase.decrementAndGet()
    }

    /** The run stopped from outside (LauncherWatch): the record says it did not reach its end. */
    fun stoppedOutside() {
        if (openRecord()) write("stopped 2\n")
    }

    /** The runner's own end: [code] is the exit code, and the shutdown hook lets it pass. */
    fun finish(code: Int) {
        finished = true
        openRecord()
        write("exit $code\n")
    }

    /** Maps the record the oracle script named (-Doracle.runRecord), once; false without one. */
    @Synchronized private fun openRecord(): Boolean {
        if (record != null) return true
        val path = System.getProperty("oracle.runRecord") ?: return false
        if (path.isEmpty()) return false
        // Mapped memory: a write is a copy into the page cache, which outlives the process however it ends.
        RandomAccessFile(path, "rw").use { file -> record = file.channel.map(FileChannel.MapMode.READ_WRITE, 0, RECORD_SIZE.toLong()) }
        return true
    }

    @Synchronized private fun write(line: String) {
        val buffer = record ?: return
        val bytes = line.toByteArray(Charsets.UTF_8)
        val n = minOf(bytes.size, RECORD_SIZE)
        buffer.position(0)
        buffer.put(bytes, 0, n)
        for (i in n until RECORD_SIZE) { if (buffer.get(i) == 0.toByte()) break; buffer.put(i, 0) }
    }
}
