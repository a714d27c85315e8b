// Subjects for the runner's tests of who calls a subject (tools/jvm-parity/tests/run): the reference answers
// behind a probe that fails a case whose call starts while another call is still running. A subject that is not
// thread-safe must never see that; one that opted in (ParitySubject.threadSafe) must, or the opt-in does nothing.

package com.mapconductor.parity

import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/** The reference answers as a subject that is not thread-safe: its run passes only if no two calls overlapped. */
open class ConcurrentCallDetector(revision: String) : OracleSubject(revision) {
    override val threadSafe: Boolean get() = false

    private val running = AtomicInteger()

    override fun bind(on: SubjectBindings) {
        @Suppress("UNCHECKED_CAST")
        for (suite in Suites.shapes) probe(on, suite as Suite<Any?, Any?>)
    }

    private fun probe(on: SubjectBindings, suite: Suite<Any?, Any?>) {
        on(suite) { input ->
            val others = running.getAndIncrement()
            try {
                entered()
                if (others > 0) throw IllegalStateException("called from two threads at once")
                Thread.yield()  // a wider window for an overlapping call to be seen in
                oracle(suite, input)
            } finally {
                running.decrementAndGet()
            }
        }
    }

    /** Called as each call starts, before the check. */
    protected open fun entered() {}
}

/**
 * The same probe declaring itself thread-safe: the runner then calls it from several threads, and cases fail.
 * Its first call waits for a second call to start (at most a minute, so a runner that never overlaps calls
 * ends, with the run passing where the test wants it to fail), which makes the overlap certain, not likely.
 */
class ConcurrentCallDetectorOptedIn(revision: String) : ConcurrentCallDetector(revision) {
    override val threadSafe: Boolean get() = true

    private val company = CountDownLatch(2)

    override fun entered() {
        company.countDown()
        company.await(1, TimeUnit.MINUTES)
    }
}
