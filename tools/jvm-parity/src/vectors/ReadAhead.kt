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
                      threads: Int = Runtime.getRuntime().availableProcessors()) : AutoCloseable {
    private val ahead = Math.max(1, threads)
    private val pool: ExecutorService = Executors.newFixedThreadPool(ahead) { task ->
        Thread(task, "vector-loader").apply { isDaemon = true }
    }
    private val pending = java.util.ArrayDeque<Future<T>>()
    private var submitted = 0
    private var taken = 0

    init { fill() }

    private fun fill() {
        while (submitted < items.size && pending.size < ahead) {
            val item = items[submitted++]
            pending.addLast(pool.submit(java.util.concurrent.Callable { load(item) }))
        }
    }

    fun hasNext(): Boolean = taken < items.size

    /** The next item's loaded value (waiting for it), or what its load threw. */
    fun next(): T {
        val future = pending.removeFirst()
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
