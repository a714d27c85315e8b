// The pool's own check (tools/jvm-parity/tests/run): results in item order on several threads, the first failure
// in item order rethrown whichever thread failed first, a short list on the calling thread.

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

            val caller = Thread.currentThread()
            val threads = pool.inOrder(2 * InOrderPool.ITEMS_PER_TAKE - 1) { Thread.currentThread() }
            report(threads.all { it === caller }, "a list shorter than two takes is done on the calling thread")
        } finally {
            pool.close()
        }
        System.exit(if (failures == 0) 0 else 1)
    }
}
