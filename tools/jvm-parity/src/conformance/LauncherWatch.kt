// The `oracle` script runs conformance's JVM as its child and waits for it (only it can tell a subject's
// Runtime.halt from the run's end: ExitGuard), so the process a CI holds, times out and kills is the script. A stop
// signal it passes on; a SIGKILL it cannot. So the JVM watches the script it was started by (-Doracle.launcherPid):
// once that is gone, the run has no one to report to and no verdict, and must not write one later (a green report
// written by an orphan after a CI's timeout reads as a pass). The watch stops the JVM within POLL_MILLIS, and
// ReportFiles asks [launcherAlive] under the lock its renames take, so no report is put in place after the script
// died, however the two race.

package com.mapconductor.parity

object LauncherWatch {
    private const val POLL_MILLIS = 50L

    /** The script's pid, or null in a JVM no script waits for (check, generate: the script execs them; JUnit). */
    private val launcher: Long? = System.getProperty("oracle.launcherPid")?.toLongOrNull()

    /** This process (ProcessHandle.current(), a static interface method Kotlin 1.3's JVM 1.6 target may not call). */
    private val self: ProcessHandle by lazy { Class.forName("java.lang.ProcessHandle").getMethod("current").invoke(null) as ProcessHandle }

    /**
     * True while the script that started this JVM still waits for it (always, without one). The script's death
     * makes this JVM an orphan at once: its parent becomes init, or a subreaper, never the script again.
     */
    fun launcherAlive(): Boolean {
        val pid = launcher ?: return true
        val parent = self.parent()
        return parent.isPresent && parent.get().pid() == pid
    }

    /** Starts watching the script, when there is one. */
    fun start() {
        if (launcher == null) return
        val watch = Thread({
            try {
                while (launcherAlive()) Thread.sleep(POLL_MILLIS)
            } catch (e: InterruptedException) {
                return@Thread
            }
            stop()
        }, "launcher-watch")
        watch.isDaemon = true
        watch.start()
    }

    private fun stop() {
        // No temporary report is renamed into place after this (removePending sets the run's end under the lock).
        ReportFiles.removePending()
        try {
            System.err.println("error: the oracle script (pid $launcher) that ran this JVM has ended (killed?): the run stops here with no verdict and no report; exit 2")
            System.err.flush()
        } catch (e: Throwable) { /* no one may be reading */ }
        ExitGuard.stoppedOutside()
        Runtime.getRuntime().halt(EXIT_BAD)
    }
}
