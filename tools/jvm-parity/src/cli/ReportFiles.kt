// The report files of `oracle check --json` and `oracle conformance --junit-report/--json-report`:
// an earlier run's reports are removed before anything else happens, and each new one is streamed into a temporary
// file of its own, created exclusively under a random name in the target's folder (a link planted at a guessable
// name is never written through), renamed into place only when every report of the set is complete, and removed
// on every failure path (a SIGTERM too, by the shutdown hook). A kill at any time leaves no report that reads as green.

package com.mapconductor.parity

import java.io.BufferedWriter
import java.io.File
import java.io.IOException
import java.io.OutputStreamWriter
import java.nio.channels.Channels
import java.nio.channels.FileChannel
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.LinkOption
import java.nio.file.Path
import java.nio.file.StandardCopyOption
import java.nio.file.StandardOpenOption
import java.nio.file.attribute.PosixFilePermissions

object ReportFiles {
    /** The options of every command that name a report file. */
    val REPORT_OPTIONS = listOf("--json", "--json-report", "--junit-report")

    private val pending = LinkedHashSet<Path>()
    /** Set once the run ends (or is terminated): a temporary file created after it is removed at once. */
    private var ended = false
    /** The reports renamed into place by this run, and whether the run then came to its own end ([complete]). */
    private val committed = ArrayList<Path>()
    @Volatile private var completed = false

    init {
        // A SIGTERM (or System.exit on a failure path) runs the hooks: no temporary report outlives the run, and a
        // run stopped after its reports were put in place, before its end, takes them with it (a stopped run has
        // no verdict: its exit status says so, and a report left would say otherwise).
        val hook = Thread {
            removePending()
            if (!completed) {
                val written = synchronized(pending) { ArrayList(committed) }
                for (path in written) try { Files.deleteIfExists(path) } catch (e: IOException) { }
            }
        }
        // First used during the shutdown itself (ExitGuard's hook, in a JUnit run that wrote no report): no hook then.
        try { Runtime.getRuntime().addShutdownHook(hook) } catch (e: IllegalStateException) { }
    }

    /** The run came to its own end (main, before it exits with the run's code): its reports stay. */
    fun complete() { completed = true }

    /**
     * The list the `oracle` script named (-Doracle.reportTemporaries): each temporary file's path, NUL-terminated,
     * written before the file is made. A JVM that a subject halts runs no hook; the script removes what it lists.
     */
    private val listed: java.io.FileOutputStream? = System.getProperty("oracle.reportTemporaries")?.takeIf { it.isNotEmpty() }?.let {
        try { java.io.FileOutputStream(it, true) } catch (e: IOException) { null }
    }
    private val random = java.security.SecureRandom()

    /**
     * A new empty file `.NAME.<random>.tmp` in [folder], created exclusively (O_CREAT|O_EXCL: a link or file already
     * at the name makes it fail, never written through), its path listed first. Called under the lock on [pending].
     */
    private fun createListed(folder: Path, name: String): Path {
        for (attempt in 0 until 100) {
            val candidate = folder.resolve(".$name.${java.lang.Long.toUnsignedString(random.nextLong())}.tmp")
            listed?.let { list ->
                // An unbuffered write: in the kernel's hands before the file exists, whatever ends the process after.
                list.write((candidate.toAbsolutePath().toString() + "\u0000").toByteArray(StandardCharsets.UTF_8))
            }
            try {
                return Files.createFile(candidate)
            } catch (e: java.nio.file.FileAlreadyExistsException) {
                continue
            }
        }
        throw IOException("no free temporary name beside $name in $folder")
    }

    /** Removes the temporary files not renamed into place (a run that ends on an error, or is terminated). */
    fun removePending() {
        val paths = synchronized(pending) { ended = true; ArrayList(pending).also { pending.clear() } }
        for (path in paths) try { Files.deleteIfExists(path) } catch (e: IOException) { /* already gone or unreachable */ }
    }

    /**
     * Removes the report files [args] name, before the command is even parsed further: a run that then stops on a
     * usage error, a bad vector or a kill never leaves an earlier run's report in place. A link at the target's
     * place is removed, not followed. Throws [UsageError] when a target exists and cannot be removed.
     */
    fun removeEarlier(args: List<String>) {
        for ((i, a) in args.withIndex()) {
            if (a !in REPORT_OPTIONS || i + 1 >= args.size || args[i + 1].startsWith("--")) continue
            val target = File(args[i + 1]).toPath()
            if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) throw UsageError("$a ${args[i + 1]} is a folder: give the path of a file")
            try {
                Files.deleteIfExists(target)
            } catch (e: IOException) {
                throw UsageError("cannot remove the earlier report ${args[i + 1]} ($e): remove it, or give another path")
            }
        }
    }

    /** One report being written: a temporary file beside [target], streamed through [out]. */
    class Pending(val target: File) {
        val temporary: Path
        val out: BufferedWriter

        init {
            val folder = target.absoluteFile.parentFile.toPath()
            try {
                // Exclusive and random (createListed). Created and registered under the lock the shutdown hook takes:
                // a SIGTERM's hook either removes it or ran before it (then none is made), never misses one the JVM
                // halts with; a halt that runs no hook leaves it to the script, which has its path.
                temporary = synchronized(pending) {
                    if (ended) throw IOException("the run is ending (terminated)")
                    createListed(folder, target.name).also { pending.add(it) }
                }
                try { Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-r--r--")) } catch (e: UnsupportedOperationException) { }
                val channel = FileChannel.open(temporary, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)
                out = BufferedWriter(OutputStreamWriter(Channels.newOutputStream(channel), StandardCharsets.US_ASCII), 1 shl 16)
            } catch (e: IOException) {
                throw UsageError("cannot write the report $target: $e (is its folder there and writable?)")
            }
        }

        fun write(text: String) {
            try { out.write(text) } catch (e: IOException) { throw ReportWriteError(target, e) }
        }

        fun abandon() {
            try { out.close() } catch (e: IOException) { }
            try { Files.deleteIfExists(temporary) } catch (e: IOException) { }
            synchronized(pending) { pending.remove(temporary) }
        }
    }

    /** A report that could not be written: exit 2, no report left (ReportSet removes the set). */
    class ReportWriteError(val target: File, cause: IOException) :
        Exception("cannot write the report $target: ${cause.message ?: cause} (is the disk full or the folder read-only?)", cause)

    /**
     * A set of reports written together: [commit] renames every one into place once all were written whole (flushed
     * and closed without error); [abandon] (and any failure in [commit]) removes every temporary file, and every
     * report of the set already renamed.
     */
    class ReportSet(targets: List<File>) {
        val reports = ArrayList<Pending>()

        init {
            try { for (t in targets) reports.add(Pending(t)) } catch (e: Throwable) { abandon(); throw e }
        }

        fun commit() {
            val moved = ArrayList<Path>()
            try {
                for (r in reports) r.out.close()
                // The set is renamed under the lock a stop takes (a SIGTERM's hook, the script's death): the stop
                // comes before (nothing is renamed) or after (the whole set was), never between two renames.
                synchronized(pending) {
                    if (ended) throw IOException("the run was stopped before its reports were put in place")
                    if (!LauncherWatch.launcherAlive()) throw IOException("the oracle script that ran this JVM has ended (killed?)")
                    for (r in reports) {
                        val target = r.target.absoluteFile.toPath()
                        Files.move(r.temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE)
                        pending.remove(r.temporary)
                        moved.add(target)
                    }
                    committed.addAll(moved)
                }
            } catch (e: IOException) {
                abandon()
                for (m in moved) try { Files.deleteIfExists(m) } catch (x: IOException) { }
                throw ReportWriteError(reports.firstOrNull { it.temporary !in moved }?.target ?: reports.last().target, e)
            }
        }

        fun abandon() { for (r in reports) r.abandon() }
    }
}
