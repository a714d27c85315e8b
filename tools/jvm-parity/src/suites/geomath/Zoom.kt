// zoom.interval (docs/contracts.md section 9): the distance-marker interval for a zoom. The suite: its oracle
// computation, random inputs, the plain input an adapter gets and answer it returns; then the JVM mutant.

package com.mapconductor.parity

object ZoomInterval : Suite<Double, Int?>("zoom.interval", "Marker interval in whole km for a zoom, >= boundaries, null below 5 or NaN (docs/contracts.md section 9). Exact.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val fields = listOf(FieldSpec("zoom", "f64", JNum("15.0")))
    override fun compute(f: Fields): Outcome {
        val interval = ZoomIntervals.interval(f.double("zoom"))
        return value("km" to if (interval == null) JNull else JInt(interval))
    }
    override fun randomInput(g: Gen) = jobj("zoom" to g.zoom())
    override fun subjectInput(f: Fields): Double = f.double("zoom")
    override fun subjectOutcome(answer: Int?) = value("km" to (answer?.let { JInt(it) } ?: JNull))
    override fun oracleAnswer(input: Double, revision: ContractRevision): Int? = ZoomIntervals.interval(input)
}

object ZoomSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(ZoomInterval)
    override val mutants = listOf(JvmMutant(ZoomSixteenExclusive::class.java, ZoomInterval, "/km"))
}

/** The 1 km interval from `zoom > 16` where the design says `zoom >= 16`. */
class ZoomSixteenExclusive(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(ZoomInterval) { zoom -> if (zoom == 16.0) 2 else oracle(ZoomInterval, zoom) }
    }
}
