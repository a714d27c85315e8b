// One way to spread a list's work over every processor and still get the results in list order: `oracle serve`
// answers the requests already waiting with it, `oracle conformance` judges a file's cases with it.

package com.mapconductor.parity

import java.util.concurrent.ExecutionException
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.atomic.AtomicInteger
import java.util.concurrent.atomic.AtomicReference

/**
 * Does the work of items 0 until count on the calling thread and the pool's daemon helper threads, and returns
 * the results in item order: the one-thread results, so long as the work is a pure function of the item.
 *
 * Every thread, the calling one included, takes the next [ITEMS_PER_TAKE] items until none is left, so a thread
 * slowed down (by another process on its core) holds nothing up: the others take what it would have done. A list
 * shorter than two takes is done on the calling thread alone: handing it over costs more than it saves.
 */
class InOrderPool private constructor(private val helpers: ExecutorService?, private val threads: Int) : AutoCloseable {
    /**
     * [work] of the items 0 until [count], in item order. What [work] throws is rethrown here, and the one
     * rethrown is the first item's in order (the item a one-thread run would have stopped at); no result is kept
     * then. After a throw no thread takes further items; the items already taken are finished first.
     */
    fun <T> inOrder(count: Int, work: (Int) -> T): List<T> = firstDone(count, 0L, false, work)

    /**
     * [work] of the items 0 until k, in item order, where k is [count] or fewer: no thread takes further items
     * once [System.nanoTime] has passed [until] (the calling thread takes its first items whatever the time), and
     * the items taken before are finished. Items are taken in order, so the items done are always the first k:
     * the caller answers them and asks again for the rest, never waiting much beyond [until] for a result (one
     * take of the slowest items) however many items were asked for.
     */
    fun <T> inOrder(count: Int, until: Long, work: (Int) -> T): List<T> = firstDone(count, until, true, work)

    private fun <T> firstDone(count: Int, until: Long, bounded: Boolean, work: (Int) -> T): List<T> {
        // (Times are compared by their difference: nanoTime may wrap.)
        fun pastDeadline() = bounded && System.nanoTime() - until >= 0
        if (helpers == null || count < 2 * ITEMS_PER_TAKE) {
            val done = ArrayList<T>(count)
            while (done.size < count && (done.isEmpty() || !pastDeadline())) done.add(work(done.size))
            return done
        }
        val results = arrayOfNulls<Any?>(count)
        val next = AtomicInteger(0)
        val firstFailure = AtomicReference<Failure?>(null)
        val callingThread = Thread.currentThread()
        val taker = Runnable {
            // The calling thread's first take is made whatever the time, so every call does some items.
            var mayStop = Thread.currentThread() !== callingThread
            while (firstFailure.get() == null) {
                if (mayStop && pastDeadline()) break
                mayStop = true
                val from = next.getAndAdd(ITEMS_PER_TAKE)
                if (from >= count) break
                for (index in from until Math.min(count, from + ITEMS_PER_TAKE)) {
                    try {
                        results[index] = work(index)
                    } catch (e: Throwable) {
                        keepEarlier(firstFailure, Failure(index, e))
                        return@Runnable
                    }
                }
            }
        }
        val started = (1 until threads).map { helpers.submit(taker) }
        taker.run()
        for (helper in started) {
            try {
                helper.get()  // also makes the helper's results visible here
            } catch (e: ExecutionException) {
                throw e.cause ?: e
            }
        }
        // Every item before the first failing one was taken (items are taken in order) and finished, so the
        // earliest failure kept is the first in item order.
        firstFailure.get()?.let { throw it.thrown }
        // The takes handed out were 0 until next, each finished; a take past count handed out nothing.
        val done = Math.min(count, next.get())
        @Suppress("UNCHECKED_CAST")
        return (if (done == count) results.asList() else results.asList().subList(0, done)) as List<T>
    }

    /** Stops the helper threads (never the caller's). */
    override fun close() { helpers?.shutdownNow() }

    private class Failure(val index: Int, val thrown: Throwable)

    /** Keeps [failure] unless one of an earlier item is kept already. */
    private fun keepEarlier(kept: AtomicReference<Failure?>, failure: Failure) {
        while (true) {
            val seen = kept.get()
            if (seen != null && seen.index < failure.index) return
            if (kept.compareAndSet(seen, failure)) return
        }
    }

    companion object {
        /** How many items a thread takes at a time: enough that taking costs little, few enough to share. */
        const val ITEMS_PER_TAKE = 32

        /** The calling thread alone, one item after the other (a subject that is not thread-safe). */
        fun callingThreadOnly(): InOrderPool = InOrderPool(null, 1)

        /**
         * The calling thread and one daemon helper, named [threadName], per further processor the JVM sees
         * (`-XX:ActiveProcessorCount=N` sets N; with 1, the calling thread alone).
         */
        fun onEveryProcessor(threadName: String): InOrderPool = withThreads(Runtime.getRuntime().availableProcessors(), threadName)

        /** The calling thread and [threads] - 1 helpers, whatever the machine has (the pool's own check). */
        fun withThreads(threads: Int, threadName: String): InOrderPool {
            if (threads < 2) return callingThreadOnly()
            val helpers = Executors.newFixedThreadPool(threads - 1) { task -> Thread(task, threadName).apply { isDaemon = true } }
            return InOrderPool(helpers, threads)
        }
    }
}
