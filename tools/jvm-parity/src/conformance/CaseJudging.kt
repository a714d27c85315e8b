// Who calls the subject: the calling thread, one case after the other (every subject unless it says otherwise),
// or, for a subject that declared itself thread-safe (ParitySubject.threadSafe), a pool of one thread per core
// working through a file's cases in chunks. Either way a file's results come back in case order, so the report is
// the one-thread run's, byte for byte.

package com.mapconductor.parity

import java.util.concurrent.Callable
import java.util.concurrent.ExecutionException
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.Future

class CaseJudging private constructor(private val pool: ExecutorService?, private val threads: Int) : AutoCloseable {
    /**
     * [judge] of the cases 0 until [count], in case order. What a call throws is rethrown here, and the one rethrown
     * is the first case's in order (the case a one-thread run would have stopped at); no result is kept then.
     */
    fun <T> inOrder(count: Int, judge: (Int) -> T): List<T> {
        if (pool == null || count < 2) return List(count) { judge(it) }
        // A few chunks per thread, so a thread that finishes early takes another instead of idling at the end of
        // the file; each chunk keeps its cases in order.
        val size = Math.max(1, (count + threads * CHUNKS_PER_THREAD - 1) / (threads * CHUNKS_PER_THREAD))
        val chunks = ArrayList<Future<List<T>>>()
        for (from in 0 until count step size) {
            val to = Math.min(count, from + size)
            chunks.add(pool.submit(Callable { (from until to).map(judge) }))
        }
        val results = ArrayList<T>(count)
        try {
            for (chunk in chunks) {
                try {
                    results.addAll(chunk.get())
                } catch (e: ExecutionException) {
                    throw e.cause ?: e
                }
            }
        } finally {
            for (chunk in chunks) chunk.cancel(false)  // after a failure, chunks not yet started never start
        }
        return results
    }

    /** Stops the pool (only a pool's threads, never the caller's). */
    override fun close() { pool?.shutdownNow() }

    companion object {
        private const val CHUNKS_PER_THREAD = 4

        /**
         * The calling thread for a subject that is not thread-safe, or when the JVM has one processor; else a pool
         * of one daemon thread per processor (`-XX:ActiveProcessorCount=N` sets N).
         */
        fun forSubject(subject: ParitySubject): CaseJudging {
            val threads = Runtime.getRuntime().availableProcessors()
            if (!subject.threadSafe || threads < 2) return CaseJudging(null, 1)
            val pool = Executors.newFixedThreadPool(threads) { task -> Thread(task, "case-judge").apply { isDaemon = true } }
            return CaseJudging(pool, threads)
        }
    }
}
