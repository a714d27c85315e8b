// Which vector file a gate command is on, so that a crash of the oracle itself (an error nobody foresaw) names
// the file in its message instead of ending in a bare stack trace.

package com.mapconductor.parity

object GateProgress {
    @Volatile private var file: String? = null

    /** The file the command now reads, judges or writes; null between files. */
    fun at(path: String?) { file = path }

    fun current(): String? = file

    /**
     * What main prints for an uncaught error, exit 2: the error, the file, and what to do. A crash is never a
     * verdict on the vectors (exit 1) and never a stack trace alone.
     */
    fun crashMessage(e: Throwable): String {
        val where = file?.let { " while on ${terminal(it)}" } ?: ""
        val todo = when (e) {
            is OutOfMemoryError -> "the JVM ran out of memory: give it more (ORACLE_JAVA_OPTS=-Xmx4g tools/jvm-parity/oracle ...), or split the file"
            is StackOverflowError -> "the JVM's stack overflowed (a value nested too deep?): check the file, or give a larger stack (ORACLE_JAVA_OPTS=-Xss64m)"
            is java.io.IOException -> "check that the file is there and readable (permissions, a disk or network error), then run the command again"
            else -> "this is a fault of the oracle, not a verdict on the vectors: run the command again; if it fails the same way, " +
                "report it with this message and the stack trace below (tools/jvm-parity)"
        }
        return "error: the oracle failed$where: ${Bounded.cut(terminal(e.toString()))}\n  what to do: $todo"
    }
}
