// region.radius (docs/contracts.md section 10): the radius of a region given by its center and spans. The
// suite: its oracle computation, random inputs, the plain input an adapter gets and answer it returns; then the
// JVM mutant.

package com.mapconductor.parity

object RegionRadius : Suite<RegionSpan, Double>("region.radius", "Distance in km from a region's center to its farthest corner, spans clamped, corner latitudes clamped, longitudes normalised (docs/contracts.md section 10).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = listOf(
        FieldSpec("center", "GeoPoint", GEOPOINT_EXAMPLE),
        FieldSpec("latitudeSpan", "f64", JNum("0.1")),
        FieldSpec("longitudeSpan", "f64", JNum("0.1"))
    )
    override fun compute(f: Fields): Outcome {
        val center = f.geoPoint("center")
        val latSpan = f.double("latitudeSpan")
        val lngSpan = f.double("longitudeSpan")
        return geoOutcome { kmOutcome(Regions.regionRadiusKm(center, latSpan, lngSpan)) }
    }
    override fun randomInput(g: Gen): JObj {
        fun span(max: Double): J = when (g.nextInt(20)) {
            0 -> g.double()
            1 -> JNum(g.pick(listOf("0.0", "-0.0", "-1.0", "1000.0")))
            else -> JDouble.ofInput(g.nextDouble() * g.pick(listOf(0.01, 0.1, 1.0, 10.0, max)))
        }
        return jobj("center" to g.geoPoint(latRange = 95.0, lngRange = 185.0), "latitudeSpan" to span(170.0), "longitudeSpan" to span(350.0))
    }
    override fun acceptRandom(input: JObj): Boolean {
        val km = doubleOf(tryRun(input), "km") ?: return true
        return km < ANTIPODE_KM - 50
    }
    override fun conditioningTolerance(input: JObj): Tolerance? = cornerConditioning {
        Regions.regionCorners(pointOf(input["center"]!!), f64(input["latitudeSpan"]!!, "latitudeSpan"), f64(input["longitudeSpan"]!!, "longitudeSpan"))
    }
    override fun subjectInput(f: Fields) = RegionSpan(f.point("center"), f.double("latitudeSpan"), f.double("longitudeSpan"))
    override fun subjectOutcome(answer: Double) = subjectKm(answer)
    override fun oracleAnswer(input: RegionSpan, revision: ContractRevision): Double =
        rejecting { Regions.regionRadiusKm(modelPoint(input.center), input.latitudeSpan, input.longitudeSpan) }
}

/** `region.radius`: a region by its [center] and spans in degrees. */
data class RegionSpan(val center: Point, val latitudeSpan: Double, val longitudeSpan: Double)

object RegionSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(RegionRadius)
    override val mutants = listOf(JvmMutant(RegionWholeSpan::class.java, RegionRadius, "/km"))
}

/** Corners at the centre plus or minus the whole span, not half of it. */
class RegionWholeSpan(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(RegionRadius) { region ->
            oracle(RegionRadius, region) // the contract's rejections stay right
            oracle(RegionRadius, region.copy(latitudeSpan = region.latitudeSpan * 2, longitudeSpan = region.longitudeSpan * 2))
        }
    }
}
