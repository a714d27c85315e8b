// polyline.* (android-semantics.md section 5): the PolylineState built from the input with Android's defaults,
// then its `state.id`, `hashCode()` and `fingerPrint()`. The plain types an adapter gets and returns, the family's
// three suites (Overlays.kt), its random inputs and its JVM mutant.

package com.mapconductor.parity

/** A polyline state's fields. [clickable] is a state field from revision 221a949+clickable on (before, it is always true). */
data class PolylineInput(
    val points: List<Point>, val id: String?, val strokeColor: Int, val strokeWidth: Float, val geodesic: Boolean,
    val clickable: Boolean, val zIndex: Int, val extra: Any?
)

/** PolylineFingerPrint's fields, in Android's declaration order. */
data class PolylineFingerprint(
    val id: Int, val strokeColor: Int, val strokeWidth: Int, val geodesic: Int, val zIndex: Int, val points: Int, val extra: Int
)

object Polyline : OverlayFamily<PolylineInput, PolylineState, PolylineFingerprint>(
    "polyline",
    "Polyline auto ID: reduce31 of the seed-0 points hash, stroke colour, stroke width (Dp), geodesic, extra.",
    "PolylineState.hashCode(): h31(extra, stroke colour, stroke width, geodesic, zIndex, seed-0 points hash).",
    "PolylineFingerPrint fields: ID text hash, stroke colour, stroke width, geodesic.toString().hashCode(), zIndex, seed-0 points hash, extra."
) {
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", POINTS_EXAMPLE),
        ID_FIELD,
        colorField("strokeColor", ComposeColor.Black),
        widthField("1.0"),
        boolField("geodesic", false),
        FieldSpec("zIndex", "i32", JInt(0), optional = true),
        EXTRA_FIELD
    )

    override fun input(f: Fields) = PolylineInput(
        id = f.nullableStr("id"), points = f.points("points"), strokeColor = f.argb("strokeColor", ComposeColor.Black),
        strokeWidth = f.width("strokeWidth", 1.0f), geodesic = f.optBool("geodesic", false),
        clickable = f.polyClickable(), zIndex = f.optI32("zIndex", 0), extra = f.extra()
    )

    override fun state(input: PolylineInput, revision: ContractRevision) = PolylineState(
        input.id, input.points.map(::modelPoint), ComposeColor(input.strokeColor), Dp(input.strokeWidth),
        input.geodesic, input.clickable, input.zIndex, input.extra, revision
    )

    override fun stateId(state: PolylineState) = state.stateId()
    override fun fingerprint(state: PolylineState) = state.fingerPrint()
    override fun fingerprintFields(fingerprint: PolylineFingerprint) = fingerprint.let {
        listOf("id" to it.id, "strokeColor" to it.strokeColor, "strokeWidth" to it.strokeWidth, "geodesic" to it.geodesic,
            "zIndex" to it.zIndex, "points" to it.points, "extra" to it.extra)
    }

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["points"] = g.geoPoints(40)
        m.maybe(g, "id", 0.3) { randomId(g) }
        m.maybeStroke(g, withFill = false)
        m.maybe(g, "geodesic", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "zIndex", 0.4) { randomZIndex(g) }
        m.maybe(g, "extra") { g.javaValue() }
        return JObj(m)
    }

    override val mutants = listOf(JvmMutant(PolylinePointsSeedOne::class.java, fingerprint, "/points"))
}

/** The points folded with List.hashCode's seed 1, where the SDK's fold starts at 0. */
class PolylinePointsSeedOne(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(Polyline.fingerprint) { polyline ->
            oracle(Polyline.fingerprint, polyline).copy(points = h31(1, polyline.points.map { oracle(GeoPointHash, it) }))
        }
    }
}
