// How the runner calls a subject's bound function: on a worker thread of the calling thread's own, with a time
// limit per case (docs/jvm-runner.md "When the subject fails"). A function that does not return in time is
// abandoned on its thread (the JVM cannot stop it safely); the case is reported timed out and the next case gets a
// fresh worker. Whatever the function throws, Errors included (a LinkageError, StackOverflowError,
// OutOfMemoryError, ExceptionInInitializerError), comes back to the caller as thrown, to become that case's verdict.

package com.mapconductor.parity

import java.util.concurrent.Callable
import java.util.concurrent.ExecutionException
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.ThreadFactory
import java.util.concurrent.TimeUnit
import java.util.concurrent.TimeoutException
import java.util.concurrent.atomic.AtomicInteger

/** Thrown to the runner when a bound function did not answer within the case timeout. */
class SubjectCallTimedOut(val seconds: Double) : RuntimeException("the subject did not answer within $seconds s")

class SubjectCalls(
    /** The time limit of one case, in milliseconds; 0: none (the function runs on the calling thread). */
    val timeoutMillis: Long
) {
    private val workers = ThreadLocal<ExecutorService>()

    /** [task]'s answer, or what it threw; SubjectCallTimedOut when it ran past the limit. */
    fun <T> call(task: () -> T): T {
        if (timeoutMillis <= 0) return task()
        val worker = workers.get() ?: newWorker().also { workers.set(it) }
        val future = worker.submit(Callable { task() })
        try {
            return future.get(timeoutMillis, TimeUnit.MILLISECONDS)
        } catch (e: TimeoutException) {
            // The stuck thread is left to itself (a daemon: it never keeps the JVM alive); later cases get a new one.
            future.cancel(true)
            worker.shutdownNow()
            workers.remove()
            throw SubjectCallTimedOut(timeoutMillis / 1000.0)
        } catch (e: ExecutionException) {
            throw e.cause ?: e
        }
    }

    private fun newWorker(): ExecutorService = Executors.newSingleThreadExecutor(ThreadFactory { runnable ->
        // The stack of the runner's own main thread (the oracle script's -Xss16m): a deep but finite recursion
        // in the SDK runs as it would on the calling thread.
        Thread(null, runnable, "parity-subject-${counter.incrementAndGet()}", 16L shl 20).apply { isDaemon = true }
    })

    companion object {
        private val counter = AtomicInteger()

        /** The default time limit of one case: generous, so that only a hang reaches it. */
        const val DEFAULT_TIMEOUT_SECONDS = 60.0

        /** [seconds] as a limit in milliseconds (0: none); UsageError for a negative or unreadable value. */
        fun timeoutMillis(seconds: String, option: String): Long {
            val value = seconds.toDoubleOrNull()
            if (value == null || value.isNaN() || value < 0) throw UsageError("$option: \"$seconds\" is not a number of seconds (0: no limit)")
            return Math.round(value * 1000)
        }
    }
}
