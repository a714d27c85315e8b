// camera.hash (docs/contracts.md §26): MapCameraPosition.hashCode() (src/model/CameraModel.kt), a wrapping
// 31-fold; NotPortable with paddings (Android's default MapPaddings.Zeros is an object hashed by identity) or a
// visible region (it holds a GeoRectBounds, hashed by identity).

package com.mapconductor.parity

/** A camera position as an adapter gets it: whether paddings and a visible region are set, not their values. */
data class CameraInput(
    val position: Point, val zoom: Double, val bearing: Double, val tilt: Double, val hasPaddings: Boolean,
    val hasVisibleRegion: Boolean
)

object CameraHash : Suite<CameraInput, Int>(
    "camera.hash",
    "MapCameraPosition.hashCode(): h31(GeoPoint hash, [Double hashes of zoom, bearing, tilt, 0, 0]) in wrapping Int arithmetic; not portable with paddings or a visible region."
) {
    override val notPortableReasons = listOf(NotPortableReasons.CAMERA_IDENTITY)
    override val suggestedRandomCount = 200
    override val fields = listOf(
        FieldSpec("position", "GeoPoint", GEOPOINT_EXAMPLE),
        FieldSpec("zoom", "f64", JNum("0.0"), optional = true),
        FieldSpec("bearing", "f64", JNum("0.0"), optional = true),
        FieldSpec("tilt", "f64", JNum("0.0"), optional = true),
        boolField("hasPaddings", true), // Android's default paddings are MapPaddings.Zeros, an object
        boolField("hasVisibleRegion", false)
    )

    override fun subjectInput(f: Fields) = CameraInput(
        position = f.point("position"),
        zoom = f.opt("zoom")?.let { f64(it, f.path("zoom")) } ?: 0.0,
        bearing = f.opt("bearing")?.let { f64(it, f.path("bearing")) } ?: 0.0,
        tilt = f.opt("tilt")?.let { f64(it, f.path("tilt")) } ?: 0.0,
        hasPaddings = f.optBool("hasPaddings", true),
        hasVisibleRegion = f.optBool("hasVisibleRegion", false)
    )

    override fun subjectOutcome(answer: Int) = hashOutcome(answer)

    override fun oracleAnswer(input: CameraInput, revision: ContractRevision) = MapCameraPosition(
        modelPoint(input.position), input.zoom, input.bearing, input.tilt, input.hasPaddings, input.hasVisibleRegion
    ).cameraHash()

    override fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["position"] = if (g.chance(0.5)) g.geoPoint(latRange = 85.0, withAlt = 0.0) else g.geoPoint()
        m.maybe(g, "zoom", 0.6) { if (g.chance(0.7)) JDouble.ofInput(g.int(2200) / 100.0) else g.double() }
        m.maybe(g, "bearing", 0.5) { if (g.chance(0.7)) JDouble.ofInput(g.int(3600) / 10.0) else g.double() }
        m.maybe(g, "tilt", 0.5) { if (g.chance(0.7)) JDouble.ofInput(g.int(900) / 10.0) else g.double() }
        // Mostly without paddings: only those cases are portable.
        m["hasPaddings"] = JBool(g.chance(0.15))
        m.maybe(g, "hasVisibleRegion", 0.2) { JBool(g.nextBoolean()) }
        return JObj(m)
    }
}

object CameraSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(CameraHash)
    override val mutants = listOf(JvmMutant(CameraZoomAsFloat::class.java, CameraHash, "/hash"))
}

/** The zoom hashed as a Float where Android hashes the Double. */
class CameraZoomAsFloat(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(CameraHash) { camera ->
            val real = oracle(CameraHash, camera)
            val zoomDouble = camera.zoom.hashCode()
            val zoomFloat = camera.zoom.toFloat().hashCode()
            // The zoom's hash is multiplied by 31^4 in the fold: replace its contribution.
            real + (zoomFloat - zoomDouble) * 923521
        }
    }
}
