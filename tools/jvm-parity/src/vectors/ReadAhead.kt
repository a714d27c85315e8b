// Loading the next vector files on other cores while the caller works through the current one: parsing and
// checking a file costs about as much as judging its cases, so the two overlap instead of taking turns.

package com.mapconductor.parity

import java.util.concurrent.ExecutionException
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.Future

/**
 * [load] applied to each of [items], in order, [ahead] items ahead of the one [next] hands out, on a pool of one
 * thread per core. Memory is bounded by [ahead] + 1 loaded items, whatever the number of items. [load] must
 * not depend on the caller's thread; what it throws is rethrown by [next] for its item, as if it had run there.
 * [close] stops the pool (loads in flight are abandoned).
 */
class ReadAhead<A, T>(private val items: List<A>, private val load: (A) -> T,
                      threads: Int = Runtime.getRuntime().availableProcessors(),
                      /** An item's weight (a file's bytes) and the most the items in flight may weigh together. */
                      private val weight: (A) -> Long = { 0L }, private val budget: Long = Long.MAX_VALUE) : AutoCloseable {
    private val ahead = Math.max(1, threads)
    private val pool: ExecutorService = Executors.newFixedThreadPool(ahead) { task ->
        Thread(task, "vector-loader").apply { isDaemon = true }
    }
    private val pending = java.util.ArrayDeque<Future<T>>()
    private val pendingWeights = java.util.ArrayDeque<Long>()
    private var submitted = 0
    private var taken = 0
    /** The weight of the items loading or loaded and not taken, and of the one the caller holds (until [next]). */
    private var inFlight = 0L
    private var held = 0L

    init { fill() }

    // Memory follows the weight in flight, not the number of items: with a budget set by the largest file's size, a
    // large file loads alone and small ones several at a time, so a run holds about one largest file's parse
    // whatever the corpus. One item always loads when nothing else is in flight.
    private fun fill() {
        while (submitted < items.size && pending.size < ahead) {
            val item = items[submitted]
            val w = weight(item)
            if ((pending.isNotEmpty() || held > 0) && inFlight + held + w > budget) break
            submitted++
            inFlight += w
            pendingWeights.addLast(w)
            pending.addLast(pool.submit(java.util.concurrent.Callable { load(item) }))
        }
    }

    fun hasNext(): Boolean = taken < items.size

    /** The next item's loaded value (waiting for it), or what its load threw. */
    fun next(): T {
        held = 0  // the caller is done with the item it held
        if (pending.isEmpty()) fill()
        val future = pending.removeFirst()
        held = pendingWeights.removeFirst()
        inFlight -= held
        taken++
        fill()
        try {
            return future.get()
        } catch (e: ExecutionException) {
            throw e.cause ?: e
        }
    }

    override fun close() { pool.shutdownNow() }
}
