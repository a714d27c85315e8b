// spherical.* (docs/contracts.md sections 1-5): distance, heading, the two interpolations and the ground
// resolution, computed by the model's Spherical (src/model/GeoMath.kt). Each suite: its oracle computation (Double
// outputs written canonical), random inputs and conditioning, the plain input an adapter gets and answer it
// returns; then the family's JVM mutant.

package com.mapconductor.parity

object SphericalDistance : Suite<FromTo, Double>("spherical.distance", "Haversine distance in metres, R = 6378137 (docs/contracts.md section 1). Tolerance: 8 ULPs or 1 micrometre.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-6")))
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome = value("meters" to JDouble.ofResult(Spherical.distance(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b) }
    override fun acceptRandom(input: JObj) = wellConditionedPair(pointOf(input["from"]!!), pointOf(input["to"]!!), -1.0)
    override fun conditioningTolerance(input: JObj): Tolerance? = try {
        val from = pointOf(input["from"]!!)
        val to = pointOf(input["to"]!!)
        antipodalConditioning(listOf(Spherical.haversineA(from, to)), 1.0)
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) = FromTo(f.point("from"), f.point("to"))
    override fun subjectOutcome(answer: Double) = value("meters" to subjectDouble(answer))
    override fun oracleAnswer(input: FromTo, revision: ContractRevision): Double =
        Spherical.distance(modelPoint(input.from), modelPoint(input.to))
}

object SphericalHeading : Suite<FromTo, Double>("spherical.heading", "Initial bearing in degrees, normalised to (-180, 180] (docs/contracts.md section 2).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = FROM_TO
    override fun compute(f: Fields): Outcome = value("degrees" to JDouble.ofResult(Spherical.heading(f.geoPoint("from"), f.geoPoint("to"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b) }
    override fun acceptRandom(input: JObj) = wellConditionedPair(pointOf(input["from"]!!), pointOf(input["to"]!!), 1.0)
    override fun subjectInput(f: Fields) = FromTo(f.point("from"), f.point("to"))
    override fun subjectOutcome(answer: Double) = value("degrees" to subjectDouble(answer))
    override fun oracleAnswer(input: FromTo, revision: ContractRevision): Double =
        Spherical.heading(modelPoint(input.from), modelPoint(input.to))
}

object SphericalLinearInterpolate : Suite<Interpolation, Point>("spherical.linearInterpolate", "Android's linearInterpolate: lerp of latitude and altitude, longitude the short way across +-180 then normalizeLng (docs/contracts.md section 3). Exact.") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(0)))
    override val fields = FROM_TO + FieldSpec("fraction", "f64", JNum("0.5"))
    override fun compute(f: Fields): Outcome =
        value("point" to geoPointJ(Spherical.linearInterpolate(f.geoPoint("from"), f.geoPoint("to"), f.double("fraction"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b, "fraction" to g.fraction()) }
    override fun subjectInput(f: Fields) = Interpolation(f.point("from"), f.point("to"), f.double("fraction"))
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: Interpolation, revision: ContractRevision): Point =
        plainPoint(Spherical.linearInterpolate(modelPoint(input.from), modelPoint(input.to), input.fraction))
}

object SphericalSphericalInterpolate : Suite<Interpolation, Point>("spherical.sphericalInterpolate", "Great-circle interpolation (slerp) with the small-angle fallback and asin(z) unclamped, as on Android (docs/contracts.md section 4).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(8), "abs" to JNum("1.0E-9")))
    override val fields = FROM_TO + FieldSpec("fraction", "f64", JNum("0.5"))
    override fun compute(f: Fields): Outcome =
        value("point" to geoPointJ(Spherical.sphericalInterpolate(f.geoPoint("from"), f.geoPoint("to"), f.double("fraction"))))
    override fun randomInput(g: Gen): JObj { val (a, b) = g.pointPair(); return jobj("from" to a, "to" to b, "fraction" to g.fraction()) }
    override fun acceptRandom(input: JObj): Boolean {
        val from = pointOf(input["from"]!!)
        val to = pointOf(input["to"]!!)
        if (!wellConditionedPair(from, to, 1.0)) return false
        // the result must stay away from the poles, where its longitude is ill-conditioned
        val p = Spherical.sphericalInterpolate(from, to, f64(input["fraction"]!!, "fraction"))
        return p.latitude.isNaN() || Math.abs(p.latitude) < 89.9
    }
    /**
     * contracts.md "Conditioning": between near-antipodes the great circle is undefined (weights ~ 1/sin theta), and
     * a fraction beyond 1000 multiplies acos's last bit into the angle: nothing is checked but the result's shape
     * (the weights can even push z past 1, so NaN or not is the last bit's choice too). Near a pole, asin and atan2
     * amplify the last bits: the case gets the spread they can cause, and NaN against a number where z can round
     * past 1.
     */
    override fun conditioningTolerance(input: JObj): Tolerance? = try {
        val from = pointOf(input["from"]!!)
        val to = pointOf(input["to"]!!)
        val f = f64(input["fraction"]!!, "fraction")
        val d = Spherical.distance(from, to)
        if ((!d.isNaN() && d > Spherical.R * (Math.PI - 1e-4)) || Math.abs(f) > 1000) {
            Tolerance.ofAbs(360.0, nanMatchesNumber = true)
        } else {
            val spread = Spherical.sphericalInterpolateSpread(from, to, f)
            if (spread == null || !(spread.degrees > 1e-9)) null
            else Tolerance.ofAbs(spread.degrees, nanMatchesNumber = spread.nanPossible)
        }
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) = Interpolation(f.point("from"), f.point("to"), f.double("fraction"))
    override fun subjectOutcome(answer: Point) = value("point" to subjectPointJ(answer))
    override fun oracleAnswer(input: Interpolation, revision: ContractRevision): Point =
        plainPoint(Spherical.sphericalInterpolate(modelPoint(input.from), modelPoint(input.to), input.fraction))
}

object SphericalMetersPerPixel : Suite<GroundResolution, Double>("spherical.metersPerPixel", "Ground resolution C / tileSize / 2^zoom * cos(|latitude| * DEG) in metres, C = 40075016.686 at 221a949 and 2 * PI * 6378137.0 from 1569cc5 (docs/contracts.md section 5).") {
    override val defaults = jobj("tolerance" to jobj("ulps" to JInt(4)))
    override val fields = listOf(
        FieldSpec("latitude", "f64", JNum("35.681236")), FieldSpec("zoom", "f64", JNum("15.0")),
        FieldSpec("tileSize", "i32", JInt(256), optional = true)
    )
    override fun compute(f: Fields): Outcome {
        val latitude = f.double("latitude")
        val zoom = f.double("zoom")
        val tileSize = f.optI32("tileSize", 256)
        return value("meters" to JDouble.ofResult(Spherical.metersPerPixel(latitude, zoom, tileSize, f.revision)))
    }

    /**
     * Android computes `Math.toRadians(|lat|)`: `|lat| * (PI/180)` on current JDKs, but `|lat| / 180.0 * PI` in the
     * libcore of older Android releases (the SDK's minSdk 26 runs on both). The two radians differ by up to one
     * ULP, which cos amplifies near the poles (about 1e7 ULPs of the result at latitude 89.99999). A case where the
     * two Android results are further apart than the suite's 4 ULPs gets a tolerance of exactly their distance plus
     * those 4 ULPs: derived from both formulas on the JVM, so either device passes and nothing else does.
     */
    override fun conditioningTolerance(input: JObj, revision: ContractRevision): Tolerance? = try {
        val f = Fields(input, "input", false)
        val latitude = f.double("latitude")
        val zoom = f.double("zoom")
        val tileSize = f.optI32("tileSize", 256)
        val current = Spherical.metersPerPixel(latitude, zoom, tileSize, revision)
        val older = Spherical.metersPerPixelOlderToRadians(latitude, zoom, tileSize, revision)
        val apart = Compare.ulpDistance(current, older)
        if (current.isNaN() || older.isNaN() || apart <= java.math.BigInteger.valueOf(4)) null
        else Tolerance.ofUlps(apart.add(java.math.BigInteger.valueOf(4)).min(java.math.BigInteger.valueOf(Int.MAX_VALUE.toLong())).toLong())
    } catch (e: Exception) { null }

    override fun conditioningTolerance(input: JObj): Tolerance? = conditioningTolerance(input, ContractRevision.newest)

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["latitude"] = JDouble(if (g.chance(0.9)) g.bitsOf((g.nextDouble() * 2 - 1) * 89.0) else g.doubleBits())
        m["zoom"] = JDouble(if (g.chance(0.5)) g.bitsOf(g.nextInt(0, 23).toDouble()) else if (g.chance(0.8)) g.bitsOf(g.nextDouble() * 22) else g.doubleBits())
        if (g.chance(0.3)) m["tileSize"] = JInt(g.pick(listOf(256, 512, 128, 1, 0, -256, 1024)))
        return JObj(m)
    }
    override fun subjectInput(f: Fields) =
        GroundResolution(f.double("latitude"), f.double("zoom"), f.optI32("tileSize", 256))
    override fun subjectOutcome(answer: Double) = value("meters" to subjectDouble(answer))
    override fun oracleAnswer(input: GroundResolution, revision: ContractRevision): Double =
        Spherical.metersPerPixel(input.latitude, input.zoom, input.tileSize, revision)
}

/** `spherical.distance` and `.heading`: two points. */
data class FromTo(val from: Point, val to: Point)

/** `spherical.linearInterpolate` and `.sphericalInterpolate`: the point [fraction] of the way from [from] to [to]. */
data class Interpolation(val from: Point, val to: Point, val fraction: Double)

/** `spherical.metersPerPixel`: metres per pixel at [latitude] and [zoom] for tiles of [tileSize] pixels (default 256). */
data class GroundResolution(val latitude: Double, val zoom: Double, val tileSize: Int)

object SphericalSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(
        SphericalDistance, SphericalHeading, SphericalLinearInterpolate, SphericalSphericalInterpolate, SphericalMetersPerPixel
    )
    override val mutants = listOf(
        JvmMutant(MetersPerPixelUlpsOff::class.java, SphericalMetersPerPixel, "/meters"),
        JvmMutant(MetersPerPixelOtherCircumference::class.java, SphericalMetersPerPixel, "/meters")
    )
}

/**
 * The other revision's circumference: 40075016.686 where 1569cc5 has 2 pi a (a port of the SDK before f350035),
 * 2 pi a where the earlier revisions have 40075016.686; 3.6e-11 apart, thousands of ULPs of the result.
 */
class MetersPerPixelOtherCircumference(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        val other = if (revision.atLeast(ContractRevision.SDK_1569CC5)) ContractRevision.SDK_221A949_CLICKABLE else ContractRevision.newest
        on(SphericalMetersPerPixel) { input -> Spherical.metersPerPixel(input.latitude, input.zoom, input.tileSize, other) }
    }
}

/** A libm whose cos is off by a few ULPs: the result 5 ULPs off, beyond the suite's 4. */
class MetersPerPixelUlpsOff(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(SphericalMetersPerPixel) { input ->
            var m = oracle(SphericalMetersPerPixel, input)
            if (!(m.isNaN() || m.isInfinite() || m == 0.0)) repeat(5) { m = Math.nextUp(m) }
            m
        }
    }
}
