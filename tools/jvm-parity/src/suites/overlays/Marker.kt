// marker.* (android-semantics.md section 3): the MarkerState built from the input with Android's defaults, then
// its `state.id`, `hashCode()` and `fingerPrint()`. The plain types an adapter gets and returns, the family's
// three suites (Overlays.kt), its random inputs and its JVM mutant.

package com.mapconductor.parity

/** A marker state's fields (docs/suites.md "Overlays"): the icon as its hash. */
data class MarkerInput(
    val position: Point, val id: String?, val extra: Any?, val icon: Int?, val clickable: Boolean,
    val draggable: Boolean, val zIndex: Int?, val animation: String?
)

/** MarkerFingerPrint's fields, in Android's declaration order. */
data class MarkerFingerprint(
    val id: Int, val icon: Int, val clickable: Int, val draggable: Int, val latitude: Int, val longitude: Int,
    val animation: Int, val zIndex: Int
)

object Marker : OverlayFamily<MarkerInput, MarkerState, MarkerFingerprint>(
    "marker",
    "Marker auto ID: reduce31 of position hash, extra, icon, clickable, draggable, animation, as a decimal Int string; not portable with an animation.",
    "MarkerState.hashCode(): h31(extra, clickable, draggable, raw Double hashes of lat/lng/alt, icon, zIndex).",
    "MarkerFingerPrint fields: ID text hash, icon, clickable, draggable, Double hashes of lat/lng, animation (null -> 1), zIndex (null -> 0)."
) {
    override val autoIdNotPortable = listOf(NotPortableReasons.MARKER_ANIMATION)
    override val fields = listOf(
        FieldSpec("position", "GeoPoint", GEOPOINT_EXAMPLE),
        ID_FIELD,
        EXTRA_FIELD,
        FieldSpec("icon", "i32? (the icon's hash)", JNull, optional = true),
        boolField("clickable", true),
        boolField("draggable", false),
        FieldSpec("zIndex", "i32?", JNull, optional = true),
        FieldSpec("animation", "str? (enum constant name)", JNull, optional = true)
    )

    override fun input(f: Fields) = MarkerInput(
        id = f.nullableStr("id"), position = f.point("position"), extra = f.extra(), icon = f.nullableI32("icon"),
        clickable = f.optBool("clickable", true), draggable = f.optBool("draggable", false),
        zIndex = f.nullableI32("zIndex"), animation = f.nullableStr("animation")
    )

    override fun state(input: MarkerInput, revision: ContractRevision) = MarkerState(
        input.id, modelPoint(input.position), input.extra, input.icon?.let { IconHash(it) }, input.clickable,
        input.draggable, input.zIndex, input.animation
    )

    override fun stateId(state: MarkerState) = state.stateId()
    override fun fingerprint(state: MarkerState) = state.fingerPrint()
    override fun fingerprintFields(fingerprint: MarkerFingerprint) = fingerprint.let {
        listOf("id" to it.id, "icon" to it.icon, "clickable" to it.clickable, "draggable" to it.draggable,
            "latitude" to it.latitude, "longitude" to it.longitude, "animation" to it.animation, "zIndex" to it.zIndex)
    }

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["position"] = g.geoPoint()
        m.maybe(g, "id", 0.3) { randomId(g) }
        m.maybe(g, "extra") { g.javaValue() }
        m.maybe(g, "icon", 0.4) { randomNullableInt(g) }
        m.maybe(g, "clickable", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "draggable", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "zIndex", 0.4) { randomNullableInt(g) }
        m.maybe(g, "animation", 0.08) { if (g.chance(0.3)) JNull else JStr(g.pick(listOf("Drop", "Bounce"))) }
        return JObj(m)
    }

    override val mutants = listOf(JvmMutant(ZIndexNullNotZero::class.java, fingerprint, "/zIndex"))
}

/** A null zIndex fingerprinted as -1, where Kotlin's `null.hashCode()` is 0. */
class ZIndexNullNotZero(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(Marker.fingerprint) { marker ->
            oracle(Marker.fingerprint, marker).let { if (marker.zIndex == null) it.copy(zIndex = -1) else it }
        }
    }
}
