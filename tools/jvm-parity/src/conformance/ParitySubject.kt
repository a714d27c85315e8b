// The JVM subject interface: what an Android SDK implements (with a thin adapter over its own classes) so that
// the parity vectors run against ITS code. The adapter binds one plain-Kotlin function per suite it has, keyed by
// the suite itself: `on(Circle.hash) { circle -> circleState(circle).hashCode() }`. Each suite declares its key
// with its plain input and answer types in its own family file (src/suites/...), so a suite added there needs no
// change here. docs/jvm-runner.md.
package com.mapconductor.parity

/**
 * The implementation under test. [bind] binds the suites the SDK has; the runner reports every other suite as
 * "not run by this subject" (counted, listed, and failing the run unless `--allow-missing` names it) — never as
 * a pass.
 *
 * A bound function rejects an input the contract rejects (docs/contracts.md) by throwing [ContractRejection] with
 * the contract's code (and index). Any other exception is a subject failure of that case.
 *
 * The runner creates the class by its public constructor taking the contract revision id (a String such as
 * "221a949"), if it has one, else by its public no-argument constructor.
 */
interface ParitySubject {
    /** A name for reports ("oracle", "my-sdk 1.4.2"). */
    val name: String get() = javaClass.simpleName

    /**
     * Whether the bound functions may be called from several threads at once. False (the default): `oracle
     * conformance` calls them from one thread, one case after the other, so an adapter over stateful SDK objects
     * needs no locking. True: it judges each file's cases on one thread per core; the output, the reports and
     * their order stay those of the one-thread run. Say true only when every bound function is safe to call
     * concurrently (no shared mutable state, or state the subject guards itself).
     */
    val threadSafe: Boolean get() = false

    /** Binds each suite this SDK has: `on(SUITE) { input -> answer }`. */
    fun bind(on: SubjectBindings)
}

/** The functions a subject bound, by suite: what the runner calls for each case. */
class SubjectBindings {
    private val functions = HashMap<String, (Any?) -> Any?>()

    /** Binds [suite] to [function]: the runner calls it with each case's plain input and compares its answer. */
    operator fun <I, O> invoke(suite: Suite<I, O>, function: (I) -> O) {
        @Suppress("UNCHECKED_CAST")
        functions[suite.name] = function as (Any?) -> Any?
    }

    /** The bound function's answer for [input]; NotRunBySubject when the subject did not bind [suite]. */
    fun <I, O> call(suite: Suite<I, O>, input: I): O {
        val function = functions[suite.name] ?: throw NotRunBySubject(suite.name)
        @Suppress("UNCHECKED_CAST")
        return function(input) as O
    }

    companion object {
        /** The bindings [subject] makes. */
        fun of(subject: ParitySubject): SubjectBindings = SubjectBindings().also { subject.bind(it) }
    }
}

/** Thrown for a suite the subject did not bind: the suite is "not run by this subject". */
class NotRunBySubject(val suite: String) : RuntimeException("$suite is not run by this subject")

/** How the subject rejects an input the contract rejects: the contract's error code and, where it names one, the index. */
class ContractRejection(val code: String, val index: Int? = null) : RuntimeException(code + if (index != null) " at $index" else "")

/** A GeoPoint's coordinates, as the vectors give them (`alt` 0.0 when absent): the plain point of every suite. */
data class Point(val latitude: Double, val longitude: Double, val altitude: Double = 0.0)
