// bounds.radius (docs/contracts.md section 11): the radius of south-west/north-east bounds. The suite: its
// oracle computation, random inputs, the plain input an adapter gets and answer it returns; then the JVM mutant.

package com.mapconductor.parity

object BoundsRadius : Suite<Bounds, Double>("bounds.radius", "Distance in km from the center of south-west/north-east bounds (possibly across the antimeridian) to the farthest corner (docs/contracts.md section 11).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = listOf(
        FieldSpec("southWest", "GeoPoint", jobj("lat" to JNum("35.6"), "lng" to JNum("139.7"), "alt" to JNum("0.0"))),
        FieldSpec("northEast", "GeoPoint", jobj("lat" to JNum("35.7"), "lng" to JNum("139.8"), "alt" to JNum("0.0")))
    )
    override fun compute(f: Fields): Outcome {
        val sw = f.geoPoint("southWest")
        val ne = f.geoPoint("northEast")
        return geoOutcome { kmOutcome(Regions.boundsRadiusKm(sw, ne)) }
    }
    override fun randomInput(g: Gen): JObj {
        val sw = g.geoPoint(latRange = 92.0, lngRange = 182.0)
        if (g.chance(0.3)) return jobj("southWest" to sw, "northEast" to g.geoPoint(latRange = 92.0, lngRange = 182.0))
        val lat = (sw["lat"] as JDouble).value + g.nextDouble() * g.pick(listOf(0.01, 1.0, 30.0))
        val lng = Spherical.normalizeLng((sw["lng"] as JDouble).value + g.nextDouble() * g.pick(listOf(0.01, 1.0, 60.0)))
        return jobj("southWest" to sw, "northEast" to jobj("lat" to JDouble.ofInput(lat), "lng" to JDouble.ofInput(lng)))
    }
    override fun acceptRandom(input: JObj): Boolean {
        val km = doubleOf(tryRun(input), "km") ?: return true
        return km < ANTIPODE_KM - 50
    }
    override fun conditioningTolerance(input: JObj): Tolerance? = cornerConditioning {
        Regions.boundsCorners(pointOf(input["southWest"]!!), pointOf(input["northEast"]!!))
    }
    override fun subjectInput(f: Fields) = Bounds(f.point("southWest"), f.point("northEast"))
    override fun subjectOutcome(answer: Double) = subjectKm(answer)
    override fun oracleAnswer(input: Bounds, revision: ContractRevision): Double =
        rejecting { Regions.boundsRadiusKm(modelPoint(input.southWest), modelPoint(input.northEast)) }
}

/** `bounds.radius`: bounds by their south-west and north-east corners (possibly across the antimeridian). */
data class Bounds(val southWest: Point, val northEast: Point)

object BoundsSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(BoundsRadius)
    override val mutants = listOf(JvmMutant(BoundsFromSouthWest::class.java, BoundsRadius, "/km"))
}

/** The radius measured from the south-west corner instead of the centre. */
class BoundsFromSouthWest(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(BoundsRadius) { bounds ->
            oracle(BoundsRadius, bounds) // the contract's rejections stay right
            oracle(SphericalDistance, FromTo(bounds.southWest, bounds.northEast)) / 1000
        }
    }
}
