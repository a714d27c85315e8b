// The pool's own check (tools/jvm-parity/tests/run): results in item order on several threads, the first failure
// in item order rethrown whichever thread failed first, a part bounded by time the first items in order, a short
// list on the calling thread.

package com.mapconductor.parity

import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** Prints one "ok"/"FAIL" line a property; exits 1 when one fails. */
object InOrderPoolCheck {
    @JvmStatic
    fun main(args: Array<String>) {
        var failures = 0
        fun report(ok: Boolean, what: String) {
            println("${if (ok) "ok  " else "FAIL"} InOrderPool: $what")
            if (!ok) failures++
        }
        val pool = InOrderPool.withThreads(4, "pool-check")
        try {
            val count = 100 * InOrderPool.ITEMS_PER_TAKE + 7
            val got = pool.inOrder(count) { it * 3 }
            report(got == List(count) { it * 3 }, "$count items on four threads come back in item order")

            // Item 3, on whichever thread took it, fails only after item 100 has failed: a one-thread run stops
            // at item 3, and so must the pool. (At most a minute's wait, should item 100 never run.)
            val laterFailed = CountDownLatch(1)
            val thrown = try {
                pool.inOrder(4 * InOrderPool.ITEMS_PER_TAKE) { index ->
                    if (index == 100) { laterFailed.countDown(); throw IllegalStateException("item 100") }
                    if (index == 3) { laterFailed.await(1, TimeUnit.MINUTES); throw IllegalStateException("item 3") }
                    index
                }
                null
            } catch (e: IllegalStateException) {
                e.message
            }
            report(thrown == "item 3", "the first failure in item order is rethrown (got ${thrown ?: "no failure"})")

            // A deadline already past: the calling thread still takes its first items, and what comes back is
            // the first k items' results in order.
            val past = pool.inOrder(count, System.nanoTime() - 1) { it * 3 }
            report(past.isNotEmpty() && past.size < count && past == List(past.size) { it * 3 },
                   "past its deadline the pool returns the first items done, at least one take (got ${past.size} of $count)")
            val shortPast = pool.inOrder(5, System.nanoTime() - 1) { it }
            report(shortPast == listOf(0), "a short list past its deadline still gets its first item (got $shortPast)")

            // Items of 2 ms each, 0.05 s allowed: the first part comes back after a few takes, not all 100 (0.1 s a
            // take on four threads).
            val started = System.nanoTime()
            val part = pool.inOrder(100 * InOrderPool.ITEMS_PER_TAKE, started + 50_000_000L) { Thread.sleep(2); it }
            val seconds = (System.nanoTime() - started) / 1e9
            report(part.isNotEmpty() && part.size < 100 * InOrderPool.ITEMS_PER_TAKE && part == List(part.size) { it } && seconds < 2.0,
                   "a part bounded by time is the first items in order, returned after about a take (${part.size} items in ${"%.2f".format(seconds)} s)")
            val whole = pool.inOrder(count, System.nanoTime() + 60_000_000_000L) { it * 3 }
            report(whole == List(count) { it * 3 }, "with time to spare a bounded call does every item")

            val caller = Thread.currentThread()
            val threads = pool.inOrder(2 * InOrderPool.ITEMS_PER_TAKE - 1) { Thread.currentThread() }
            report(threads.all { it === caller }, "a list shorter than two takes is done on the calling thread")
        } finally {
            pool.close()
        }
        System.exit(if (failures == 0) 0 else 1)
    }
}
