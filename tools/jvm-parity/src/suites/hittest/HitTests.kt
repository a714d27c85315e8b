// hitTest.* (docs/contracts.md section 14): the nearest point of a segment to a tap, by the model's HitTestModel
// (straight segment, closest intersection) and GeodesicModel.pointOnSegment (geodesic segment). Each suite: its
// oracle computation, random taps near segments (kept away from the threshold and the discrete boundaries, and
// inside the longitude loops' domain), the tolerance of inputs the contract calls ill-conditioned, the plain input
// an adapter gets and its answer; then the family's JVM mutant.

package com.mapconductor.parity

/** A tap against one segment. */
data class SegmentProbe(val from: Point, val to: Point, val position: Point, val thresholdMeters: Double)

/** The nearest point of a segment and its distance in metres (null when beyond the threshold). */
data class SegmentHit(val point: Point, val meters: Double)

/** `hitTest.closestIntersection`'s input: the tap and the segment a-b. */
data class TapAndSegment(val position: Point, val a: Point, val b: Point)

/** `hitTest.closestIntersection`'s answer. */
data class ClosestIntersectionHit(val radiusMeters: Double, val point: Point, val mode: String)

val PROBE_FIELDS = FROM_TO + listOf(
    FieldSpec("position", "GeoPoint", jobj("lat" to JNum("35.2"), "lng" to JNum("137.6"), "alt" to JNum("0.0"))),
    FieldSpec("thresholdMeters", "f64", JNum("1000.0"))
)

/** §14: metres to a micrometre; the one tolerance of the format holds the point's degrees to it too. */
val HIT_TOLERANCE = jobj("tolerance" to jobj("abs" to JNum("1.0E-6")))

fun Fields.probe() = SegmentProbe(point("from"), point("to"), point("position"), double("thresholdMeters"))

fun hitJ(hit: Pair<GeoPoint, Double>?): Outcome =
    value("hit" to if (hit == null) JNull else jobj("point" to geoPointJ(hit.first), "meters" to JDouble.ofResult(hit.second)))

fun probeOf(input: JObj) = listOf("from", "to", "position").map { pointOf(input[it]!!) }

/** A tap whose distance is within [margin] of the threshold could be a hit on one port and a miss on another. */
fun clearOfThreshold(hit: Pair<GeoPoint, Double>?, input: JObj, margin: Double): Boolean {
    val threshold = f64(input["thresholdMeters"]!!, "thresholdMeters")
    val meters = hit?.second ?: return true
    return !meters.isFinite() || !threshold.isFinite() || Math.abs(meters - threshold) > margin
}

object HitTestLinearSegment : Suite<SegmentProbe, SegmentHit?>("hitTest.linearSegment", "Android's isPointOnLinearLine: the nearest point of the straight segment on a flat map (111132.954 m per degree), t by Kotlin's coerceIn (NaN kept), null beyond the threshold (docs/contracts.md section 14.1). Tolerance: 1e-6.") {
    override val notPortableReasons = listOf(NotPortableReasons.LONGITUDE_WRAP)
    override val defaults = HIT_TOLERANCE
    override val fields = PROBE_FIELDS
    override fun compute(f: Fields): Outcome =
        hitJ(HitTestModel.linearSegment(f.geoPoint("from"), f.geoPoint("to"), f.geoPoint("position"), f.double("thresholdMeters")))
    override fun randomInput(g: Gen): JObj = g.probe()
    override fun acceptRandom(input: JObj): Boolean {
        val (from, to, position) = probeOf(input)
        val hit = try { HitTestModel.linearSegment(from, to, position, Double.POSITIVE_INFINITY) } catch (e: NotPortable) { return false }
        return clearOfThreshold(hit, input, 1e-6)
    }
    /**
     * contracts.md "Conditioning": the point's altitude is `from.alt + t (to.alt - from.alt)`, and `t` carries the
     * last bit of one `cos`; beyond 1e9 m that bit is worth more than the suite's 1e-6 m (max |alt| x 1e-12, as for routes).
     */
    override fun conditioningTolerance(input: JObj): Tolerance? = try {
        val (from, to, _) = probeOf(input)
        altitudeConditioning(maxAbsAltitude(listOf(from, to)), 1e-6)
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) = f.probe()
    override fun subjectOutcome(answer: SegmentHit?) =
        value("hit" to if (answer == null) JNull else jobj("point" to subjectPointJ(answer.point), "meters" to subjectDouble(answer.meters)))
    override fun oracleAnswer(input: SegmentProbe, revision: ContractRevision): SegmentHit? =
        HitTestModel.linearSegment(modelPoint(input.from), modelPoint(input.to), modelPoint(input.position), input.thresholdMeters)
            ?.let { SegmentHit(plainPoint(it.first), it.second) }
}

object HitTestGeodesicSegment : Suite<SegmentProbe, SegmentHit?>("hitTest.geodesicSegment", "Android's pointOnGeodesicSegmentOrNull: a ternary search for the WGS84 geodesic's point nearest the tap, null beyond the threshold (<= for a zero-length segment, > otherwise) (docs/contracts.md section 14.2). Tolerance: 1e-6; 1e-6 + 1e-6 * length where the search's comparisons are within the ports' rounding.") {
    override val defaults = HIT_TOLERANCE
    override val suggestedRandomCount = 60
    override val fields = PROBE_FIELDS
    override fun compute(f: Fields): Outcome =
        hitJ(GeodesicModel.pointOnSegment(f.geoPoint("from"), f.geoPoint("to"), f.geoPoint("position"), f.double("thresholdMeters")))
    override fun randomInput(g: Gen): JObj = g.probe()
    override fun acceptRandom(input: JObj): Boolean {
        val (from, to, position) = probeOf(input)
        if (GeodesicSearch.nearTie(from, to, position) != null) return false
        val hit = GeodesicModel.pointOnSegment(from, to, position, Double.POSITIVE_INFINITY)
        return clearOfThreshold(hit, input, 1e-6 * (1 + GeodesicSearch.length(from, to)))
    }
    /**
     * §14.2: where two probes' distances are within the ports' rounding (the search's tie margin 1e-7 m), the search
     * may take the other third. Near the minimum the distance is flat: over dt it changes by about
     * (length * dt)^2 / (2 m), so t is known only to dt = max(1e-6, sqrt(2 m 1e-7) / length); the point moves by up
     * to length * dt metres and the altitude by |to.alt - from.alt| * dt.
     */
    override fun conditioningTolerance(input: JObj): Tolerance? = try {
        val (from, to, position) = probeOf(input)
        GeodesicSearch.nearTie(from, to, position)?.let { length ->
            val meters = GeodesicModel.pointOnSegment(from, to, position, Double.POSITIVE_INFINITY)?.second ?: 0.0
            val dt = Math.min(1.0, Math.max(1e-6, Math.sqrt(2 * (if (meters.isFinite()) meters else 0.0) * 1e-7) / length))
            val rise = Math.abs(to.altitude - from.altitude).let { if (it.isFinite()) it else 0.0 }
            Tolerance.ofAbs(1e-6 + Math.max(length, rise) * dt)
        }
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) = f.probe()
    override fun subjectOutcome(answer: SegmentHit?) = HitTestLinearSegment.subjectOutcome(answer)
    override fun oracleAnswer(input: SegmentProbe, revision: ContractRevision): SegmentHit? =
        GeodesicModel.pointOnSegment(modelPoint(input.from), modelPoint(input.to), modelPoint(input.position), input.thresholdMeters)
            ?.let { SegmentHit(plainPoint(it.first), it.second) }
}

/** The ternary search of §14.2 replayed to find comparisons the ports' rounding (~2e-8 m) could decide either way. */
object GeodesicSearch {
    fun length(from: GeoPoint, to: GeoPoint): Double =
        GeographicLib.lineLength(from.latitude, from.longitude, to.latitude, to.longitude)

    /** The line's length when some comparison is within 1e-7 m, else null. */
    fun nearTie(from: GeoPoint, to: GeoPoint, position: GeoPoint): Double? {
        val len = length(from, to)
        if (!(len > 0.0) || !len.isFinite()) return null
        fun d(f: Double): Double {
            val p = GeographicLib.linePosition(from.latitude, from.longitude, to.latitude, to.longitude, len * f)
            return GeodesicModel.distance(GeoPoint(p[0], p[1], 0.0), position)
        }
        var left = 0.0
        var right = 1.0
        while (right - left > 1e-6) {
            val m1 = left + (right - left) / 3.0
            val m2 = right - (right - left) / 3.0
            val d1 = d(m1)
            val d2 = d(m2)
            if (Math.abs(d1 - d2) <= 1e-7) return len
            if (d1 > d2) left = m1 else right = m2
        }
        return null
    }
}

object HitTestClosestIntersection : Suite<TapAndSegment, ClosestIntersectionHit>("hitTest.closestIntersection", "Android's GeoNearest.closestIntersection: planar around the tap when the three haversine distances are within 50 km, else on the great circle; Java's min/max keep NaN (docs/contracts.md section 14.3). Tolerance: 1e-6.") {
    override val notPortableReasons = listOf(NotPortableReasons.LONGITUDE_WRAP)
    override val defaults = HIT_TOLERANCE
    override val fields = listOf(
        FieldSpec("position", "GeoPoint", jobj("lat" to JNum("35.2"), "lng" to JNum("137.6"), "alt" to JNum("0.0"))),
        FieldSpec("a", "GeoPoint", GEOPOINT_EXAMPLE), FieldSpec("b", "GeoPoint", FROM_TO[1].example)
    )
    override fun compute(f: Fields): Outcome {
        val hit = HitTestModel.closestIntersection(f.geoPoint("position"), f.geoPoint("a"), f.geoPoint("b"))
        return value("radiusMeters" to JDouble.ofResult(hit.radiusMeters), "point" to geoPointJ(hit.hit), "mode" to JStr(hit.mode))
    }
    override fun randomInput(g: Gen): JObj { val p = g.probe(); return jobj("position" to p["position"]!!, "a" to p["from"]!!, "b" to p["to"]!!) }
    override fun acceptRandom(input: JObj): Boolean {
        val (p, a, b) = listOf("position", "a", "b").map { pointOf(input[it]!!) }
        try { HitTestModel.closestIntersection(p, a, b) } catch (e: NotPortable) { return false }
        val span = Math.max(Spherical.distance(a, b), Math.max(Spherical.distance(p, a), Spherical.distance(p, b)))
        return !span.isFinite() || Math.abs(span - 50_000.0) > 0.05
    }
    /**
     * §14.3: on the sphere the radius is acos of a dot product near 1: a few ULPs of the dot (delta = 1e-15) move the
     * angle theta by delta / theta (at most sqrt(2 delta)), so a radius of metres is known to millimetres. Where the
     * on-arc or nearer-end test is within that rounding of its threshold, either hit is Android's: the case also
     * admits the distance to the other one (`closestIntersectionNearTies`).
     */
    override fun conditioningTolerance(input: JObj): Tolerance? = try {
        val (p, a, b) = listOf("position", "a", "b").map { pointOf(input[it]!!) }
        val hit = HitTestModel.closestIntersection(p, a, b)
        val theta = hit.radiusMeters / Spherical.R
        val spread = Spherical.R * Math.min(Math.sqrt(2e-15), 1e-15 / theta)
        val apart = HitTestModel.closestIntersectionNearTies(p, a, b).map { other ->
            Math.max(Math.abs(other.radiusMeters - hit.radiusMeters),
                     Math.max(Math.abs(other.hit.latitude - hit.hit.latitude), Math.abs(other.hit.longitude - hit.hit.longitude)))
        }.filter { !it.isNaN() }.max() ?: 0.0
        // below 1e-7 m the suite's 1e-6 covers it
        if (hit.mode != "spherical" || !theta.isFinite() || (spread < 1e-7 && apart == 0.0)) null
        else Tolerance.ofAbs(1e-6 + (if (spread < 1e-7) 0.0 else spread) + apart)
    } catch (e: RuntimeException) {
        null
    }
    override fun subjectInput(f: Fields) = TapAndSegment(f.point("position"), f.point("a"), f.point("b"))
    override fun subjectOutcome(answer: ClosestIntersectionHit) =
        value("radiusMeters" to subjectDouble(answer.radiusMeters), "point" to subjectPointJ(answer.point), "mode" to JStr(answer.mode))
    override fun oracleAnswer(input: TapAndSegment, revision: ContractRevision): ClosestIntersectionHit {
        val hit = HitTestModel.closestIntersection(modelPoint(input.position), modelPoint(input.a), modelPoint(input.b))
        return ClosestIntersectionHit(hit.radiusMeters, plainPoint(hit.hit), hit.mode)
    }
}

/** A segment and a tap near it (on it, beside it, beyond an end) or anywhere; longitudes inside ±1e8 (§14.1's domain). */
fun Gen.probe(): JObj {
    val fromLat = (nextDouble() * 2 - 1) * 85
    val fromLng = (nextDouble() * 2 - 1) * 180
    val reach = pick(listOf(0.0001, 0.01, 0.3, 2.0, 30.0))
    var toLat = Spherical.coerceIn(fromLat + (nextDouble() * 2 - 1) * reach, -89.0, 89.0)
    var toLng = fromLng + (nextDouble() * 2 - 1) * reach
    if (chance(0.1)) { toLat = fromLat; toLng = fromLng }
    val f = pick(listOf(nextDouble(), -0.5 * nextDouble(), 1 + 0.5 * nextDouble(), 0.0, 1.0))
    val offset = reach * pick(listOf(0.0, 1e-6, 1e-3, 0.05, 0.5))
    var lat = fromLat + f * (toLat - fromLat) + (nextDouble() * 2 - 1) * offset
    var lng = fromLng + f * (toLng - fromLng) + (nextDouble() * 2 - 1) * offset
    if (chance(0.1)) lng += pick(listOf(360.0, -360.0, 720.0))
    val position: J = if (chance(0.1)) geoPoint(withAlt = 0.0) else jobj("lat" to JDouble.ofInput(lat), "lng" to JDouble.ofInput(lng))
    val threshold: J = if (chance(0.8)) JDouble.ofInput(nextDouble() * pick(listOf(10.0, 100.0, 1000.0, 100000.0)))
    else pick(listOf(JNum("0.0"), JNum("-1.0"), JStr("NaN"), JStr("Infinity")))
    return jobj(
        "from" to jobj("lat" to JDouble.ofInput(fromLat), "lng" to JDouble.ofInput(fromLng)),
        "to" to jobj("lat" to JDouble.ofInput(toLat), "lng" to JDouble.ofInput(toLng), "alt" to JDouble.ofInput(nextInt(-50, 3000).toDouble())),
        "position" to position, "thresholdMeters" to threshold
    )
}

object HitTestSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(HitTestLinearSegment, HitTestGeodesicSegment, HitTestClosestIntersection)
    override val mutants = listOf(JvmMutant(LinearClampTurnsNaNIntoOne::class.java, HitTestLinearSegment, "/hit/point/lat"))
}

/** Clamps t with max(0, min(1, t)) as the iOS core does: a NaN tap latitude gives the segment's end, not NaN. */
class LinearClampTurnsNaNIntoOne(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(HitTestLinearSegment) { input ->
            val hit = oracle(HitTestLinearSegment, input)
            if (hit != null && input.position.latitude.isNaN()) hit.copy(point = Point(input.to.latitude, Spherical.normalizeLng(input.to.longitude), input.to.altitude)) else hit
        }
    }
}
