// polygon.* (android-semantics.md section 6): the PolygonState built from the input with Android's defaults, then
// its `state.id`, `hashCode()` and `fingerPrint()`. The plain types an adapter gets and returns, the family's
// three suites (Overlays.kt), its random inputs and its JVM mutant.

package com.mapconductor.parity

/** A polygon state's fields. [clickable] is a state field from revision 221a949+clickable on (before, it is always true). */
data class PolygonInput(
    val points: List<Point>, val holes: List<List<Point>>, val id: String?, val strokeColor: Int,
    val strokeWidth: Float, val fillColor: Int, val geodesic: Boolean, val clickable: Boolean, val zIndex: Int,
    val extra: Any?
)

/** PolygonFingerPrint's fields, in Android's declaration order. */
data class PolygonFingerprint(
    val id: Int, val strokeColor: Int, val strokeWidth: Int, val fillColor: Int, val geodesic: Int, val zIndex: Int,
    val points: Int, val holes: Int, val extra: Int
)

object Polygon : OverlayFamily<PolygonInput, PolygonState, PolygonFingerprint>(
    "polygon",
    "Polygon auto ID: reduce31 of the seed-0 points and holes hashes, stroke colour, stroke width (Dp), fill colour, geodesic, extra.",
    "PolygonState.hashCode(): h31(extra, stroke colour, stroke width, fill colour, geodesic, zIndex, java.util.List hashes of points and holes).",
    "PolygonFingerPrint fields: ID text hash, stroke colour, stroke width, fill colour, geodesic.toString().hashCode(), zIndex, seed-0 points and holes hashes, extra."
) {
    override val fields = listOf(
        FieldSpec("points", "[GeoPoint]", POINTS_EXAMPLE),
        FieldSpec("holes", "[[GeoPoint]]", JArr(emptyList()), optional = true),
        ID_FIELD,
        colorField("strokeColor", ComposeColor.Black),
        widthField("2.0"),
        colorField("fillColor", ComposeColor.Transparent),
        boolField("geodesic", false),
        FieldSpec("zIndex", "i32", JInt(0), optional = true),
        EXTRA_FIELD
    )

    override fun input(f: Fields): PolygonInput {
        val holesJ = f.opt("holes")
        val holes = if (holesJ == null) emptyList() else arr(holesJ, f.path("holes")).mapIndexed { i, h ->
            arr(h, "${f.path("holes")}/$i").mapIndexed { k, p -> plainPoint(readGeoPoint(p, "${f.path("holes")}/$i/$k", f.allowLoneEscape)) }
        }
        return PolygonInput(
            id = f.nullableStr("id"), points = f.points("points"), holes = holes,
            strokeColor = f.argb("strokeColor", ComposeColor.Black), strokeWidth = f.width("strokeWidth", 2.0f),
            fillColor = f.argb("fillColor", ComposeColor.Transparent), geodesic = f.optBool("geodesic", false),
            clickable = f.polyClickable(), zIndex = f.optI32("zIndex", 0), extra = f.extra()
        )
    }

    override fun state(input: PolygonInput, revision: ContractRevision) = PolygonState(
        input.id, input.points.map(::modelPoint), input.holes.map { h -> h.map(::modelPoint) },
        ComposeColor(input.strokeColor), Dp(input.strokeWidth), ComposeColor(input.fillColor), input.geodesic,
        input.clickable, input.zIndex, input.extra, revision
    )

    override fun stateId(state: PolygonState) = state.stateId()
    override fun fingerprint(state: PolygonState) = state.fingerPrint()
    override fun fingerprintFields(fingerprint: PolygonFingerprint) = fingerprint.let {
        listOf("id" to it.id, "strokeColor" to it.strokeColor, "strokeWidth" to it.strokeWidth, "fillColor" to it.fillColor,
            "geodesic" to it.geodesic, "zIndex" to it.zIndex, "points" to it.points, "holes" to it.holes, "extra" to it.extra)
    }

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["points"] = g.geoPoints(30)
        m.maybe(g, "holes") { JArr(List(g.nextInt(0, 4)) { g.geoPoints(8) }) }
        m.maybe(g, "id", 0.3) { randomId(g) }
        m.maybeStroke(g, withFill = true)
        m.maybe(g, "geodesic", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "zIndex", 0.4) { randomZIndex(g) }
        m.maybe(g, "extra") { g.javaValue() }
        return JObj(m)
    }

    override val mutants = listOf(JvmMutant(PolygonHolesSeedOne::class.java, fingerprint, "/holes"))
}

/** The holes folded with seed 1, where the SDK's fold starts at 0. */
class PolygonHolesSeedOne(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(Polygon.fingerprint) { polygon ->
            oracle(Polygon.fingerprint, polygon)
                .copy(holes = h31(1, polygon.holes.map { h -> h31(0, h.map { oracle(GeoPointHash, it) }) }))
        }
    }
}
