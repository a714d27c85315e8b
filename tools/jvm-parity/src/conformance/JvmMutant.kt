// JVM mutants: deliberately wrong subjects, one realistic porting mistake each, declared beside the suite they
// break (src/suites/...) and listed by the registry (Suites.mutants). tools/jvm-parity/tests/conformance-test
// asserts that `oracle conformance --subject NAME` reports each with exit 1 at its suite and field, and the JUnit 5
// entry's test (tools/jvm-parity/junit5/tests) asserts the same through dynamic tests.

package com.mapconductor.parity

/** A mutant subject [type], the one suite it must be caught in, and a field the report must name. */
class JvmMutant(val type: Class<out OracleSubject>, val suite: Suite<*, *>, val field: String) {
    val name: String get() = type.simpleName

    /** The mutant for android-sdk-core [revision]. */
    fun create(revision: String): OracleSubject = type.getConstructor(String::class.java).newInstance(revision)
}

/** Prints Suites.mutants, one "class suite field" line each, for the shell tests. */
object JvmMutantList {
    @JvmStatic
    fun main(args: Array<String>) {
        for (m in Suites.mutants) println("${m.name} ${m.suite.name} ${m.field}")
    }
}

/** A subject that binds one suite only: every other suite is "not run by this subject" (the runner's tests). */
class StringHashOnly : ParitySubject {
    override val name: String get() = "string-hash-only"
    override fun bind(on: SubjectBindings) {
        on(JavaHashString) { s -> s.hashCode() }
    }
}
