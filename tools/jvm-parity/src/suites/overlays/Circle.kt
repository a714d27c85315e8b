// circle.* (android-semantics.md section 4): the CircleState built from the input with Android's defaults, then
// its `state.id`, `hashCode()` and `fingerPrint()`. The plain types an adapter gets and returns, the family's
// three suites (Overlays.kt), its random inputs and its JVM mutant.

package com.mapconductor.parity

/** A circle state's fields (docs/suites.md "Overlays"): colours as ARGB ints, the width as the Dp's Float. */
data class CircleInput(
    val center: Point, val radiusMeters: Double, val id: String?, val clickable: Boolean, val geodesic: Boolean,
    val strokeColor: Int, val strokeWidth: Float, val fillColor: Int, val zIndex: Int?, val extra: Any?
)

/** CircleFingerPrint's fields, in Android's declaration order. */
data class CircleFingerprint(
    val id: Int, val center: Int, val radiusMeters: Int, val clickable: Int, val geodesic: Int, val strokeColor: Int,
    val strokeWidth: Int, val fillColor: Int, val zIndex: Int, val extra: Int
)

object Circle : OverlayFamily<CircleInput, CircleState, CircleFingerprint>(
    "circle",
    "Circle auto ID: reduce31 of center hash, radius, clickable, geodesic, extra, stroke colour, stroke width (Dp), fill colour, zIndex.",
    "CircleState.hashCode(): h31(extra, center, clickable, geodesic, radius, stroke colour, stroke width, fill colour, zIndex).",
    "CircleFingerPrint fields: ID text hash, center, radius, clickable, geodesic, stroke colour, stroke width, fill colour, zIndex (null -> 0), extra (null -> 0)."
) {
    private val DEFAULT_FILL = ComposeColor(0x7FFFFFFF)

    override val fields = listOf(
        FieldSpec("center", "GeoPoint", GEOPOINT_EXAMPLE),
        FieldSpec("radiusMeters", "f64", JNum("1000.0")),
        ID_FIELD,
        boolField("clickable", true),
        boolField("geodesic", true),
        colorField("strokeColor", ComposeColor.Red),
        widthField("1.0"),
        colorField("fillColor", DEFAULT_FILL),
        FieldSpec("zIndex", "i32?", JNull, optional = true),
        EXTRA_FIELD
    )

    override fun input(f: Fields) = CircleInput(
        id = f.nullableStr("id"), center = f.point("center"), radiusMeters = f.double("radiusMeters"),
        clickable = f.optBool("clickable", true), geodesic = f.optBool("geodesic", true),
        strokeColor = f.argb("strokeColor", ComposeColor.Red), strokeWidth = f.width("strokeWidth", 1.0f),
        fillColor = f.argb("fillColor", DEFAULT_FILL), zIndex = f.nullableI32("zIndex"), extra = f.extra()
    )

    override fun state(input: CircleInput, revision: ContractRevision) = CircleState(
        input.id, modelPoint(input.center), input.radiusMeters, input.clickable, input.geodesic,
        ComposeColor(input.strokeColor), Dp(input.strokeWidth), ComposeColor(input.fillColor), input.zIndex, input.extra
    )

    override fun stateId(state: CircleState) = state.stateId()
    override fun fingerprint(state: CircleState) = state.fingerPrint()
    override fun fingerprintFields(fingerprint: CircleFingerprint) = fingerprint.let {
        listOf("id" to it.id, "center" to it.center, "radiusMeters" to it.radiusMeters, "clickable" to it.clickable,
            "geodesic" to it.geodesic, "strokeColor" to it.strokeColor, "strokeWidth" to it.strokeWidth,
            "fillColor" to it.fillColor, "zIndex" to it.zIndex, "extra" to it.extra)
    }

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["center"] = g.geoPoint()
        m["radiusMeters"] = JDouble(if (g.chance(0.7)) g.bitsOf(g.nextInt(0, 100000) / 4.0) else g.doubleBits())
        m.maybe(g, "id", 0.3) { randomId(g) }
        m.maybe(g, "clickable", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "geodesic", 0.4) { JBool(g.nextBoolean()) }
        m.maybeStroke(g, withFill = true)
        m.maybe(g, "zIndex", 0.4) { randomNullableInt(g) }
        m.maybe(g, "extra") { g.javaValue() }
        return JObj(m)
    }

    override val mutants = listOf(JvmMutant(StrokeWidthAsDouble::class.java, fingerprint, "/strokeWidth"))
}

/** The stroke width hashed as a Double, where Dp is a Float value class. */
class StrokeWidthAsDouble(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(Circle.fingerprint) { circle ->
            oracle(Circle.fingerprint, circle).copy(strokeWidth = circle.strokeWidth.toDouble().hashCode())
        }
    }
}
