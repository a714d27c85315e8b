// The reference subject: the oracle's own model (src/model/) behind the subject interface, every suite of the
// registry bound to its `oracleAnswer`. `oracle conformance --subject OracleSubject vectors/` must pass every case,
// with the same counts and digest as `oracle check` and `parity-check`: the interface, the input reading and the
// comparison are then shown to lose nothing. The JVM mutants (declared in the suite files) extend it and rebind
// one suite each.

package com.mapconductor.parity

open class OracleSubject(revisionId: String) : ParitySubject {
    constructor() : this(ContractRevision.newest.id)

    /** The android-sdk-core revision this subject computes (the runner passes `--contract`). */
    protected val revision: ContractRevision = ContractRevision.byId(revisionId)
        ?: throw IllegalArgumentException("unknown contract revision \"$revisionId\" (known: ${ContractRevision.known(insteadOf = revisionId)})")

    /** "oracle" for the reference subject; a mutant is named by its class. */
    override val name: String get() = if (javaClass == OracleSubject::class.java) "oracle" else javaClass.simpleName

    /**
     * The model is pure functions of the input, and GeographicLib asks its server from any thread: the runner may
     * judge on every core. The mutants, each one pure mistake over this model, inherit it.
     */
    override val threadSafe: Boolean get() = true

    override fun bind(on: SubjectBindings) {
        for (suite in Suites.all) suite.bindOracle(on, revision)
    }

    /** The oracle's answer to [suite] for [input]: what a mutant starts from before making its one mistake. */
    protected fun <I, O> oracle(suite: Suite<I, O>, input: I): O = suite.oracleAnswer(input, revision)
}
