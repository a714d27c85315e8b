// groundImage.* (docs/contracts.md §25): the GroundImageState's portable fields with Android's defaults
// (src/model/GroundImageModel.kt), then its `state.id` and the portable part of `fingerPrint()`. The bounds and
// the image are hashed by identity, so they are not inputs; without an explicit id both answers are NotPortable.
// There is no groundImage.hash: hashCode() is fingerPrint().hashCode(), which always folds the identity hashes.

package com.mapconductor.parity

object GroundImageId : Suite<GroundImageState, String>(
    "groundImage.id",
    "GroundImageState.id: the explicit id; not portable without one (the auto ID folds the bounds' and image's identity hashes)."
) {
    override val notPortableReasons = listOf(NotPortableReasons.GROUND_IMAGE_IDENTITY)
    override val suggestedRandomCount = 120
    override val fields get() = GroundImageSuites.fields
    override fun randomInput(g: Gen) = GroundImageSuites.randomInput(g)
    override fun subjectInput(f: Fields) = GroundImageSuites.state(f)
    override fun subjectOutcome(answer: String) = value("id" to JStr(answer))
    override fun oracleAnswer(input: GroundImageState, revision: ContractRevision) = input.stateId()
}

object GroundImageFingerprint : Suite<GroundImageState, GroundImagePortableFingerPrint>(
    "groundImage.fingerprint",
    "GroundImageFingerPrint's portable fields: the explicit ID's hash, opacity (Float hash), tileSize, extra; not portable without an explicit id."
) {
    override val notPortableReasons = listOf(NotPortableReasons.GROUND_IMAGE_IDENTITY)
    override val suggestedRandomCount = 150
    override val fields get() = GroundImageSuites.fields
    override fun randomInput(g: Gen) = GroundImageSuites.randomInput(g)
    override fun subjectInput(f: Fields) = GroundImageSuites.state(f)
    override fun subjectOutcome(answer: GroundImagePortableFingerPrint) = answer.let {
        intsOutcome(listOf("id" to it.id, "opacity" to it.opacity, "tileSize" to it.tileSize, "extra" to it.extra))
    }
    override fun oracleAnswer(input: GroundImageState, revision: ContractRevision) = input.portableFingerPrint()
}

object GroundImageSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(GroundImageId, GroundImageFingerprint)
    override val mutants = listOf(JvmMutant(GroundImageOpacityAsDouble::class.java, GroundImageFingerprint, "/opacity"))

    val fields = listOf(
        FieldSpec("opacity", "f32", JNum("1.0"), optional = true),
        FieldSpec("tileSize", "i32", JInt(512), optional = true),
        FieldSpec("id", "str?", JNull, optional = true), // Android's default: no id (the auto ID is not portable)
        EXTRA_FIELD
    )

    fun state(f: Fields) = GroundImageState(
        opacity = f.opt("opacity")?.let { f32(it, f.path("opacity")) } ?: 1.0f,
        tileSize = f.optI32("tileSize", 512),
        id = f.nullableStr("id"),
        extra = f.extra()
    )

    fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m.maybe(g, "opacity", 0.5) {
            if (g.chance(0.5)) JFloat(java.lang.Float.floatToRawIntBits(g.pick(listOf(1.0f, 0.0f, 0.5f, 0.75f, -0.0f)))) else JFloat(g.floatBits())
        }
        m.maybe(g, "tileSize", 0.5) { JInt(if (g.chance(0.5)) g.pick(listOf(256, 512, 1024)) else g.int()) }
        // An explicit id most of the time: only those cases have portable values.
        if (g.chance(0.8)) m["id"] = JStr(g.string(long = false))
        m.maybe(g, "extra", 0.4) { g.javaValue() }
        return JObj(m)
    }
}

/** The opacity fingerprinted as a Double (1.0 -> 1072693248), the iOS core's type, where Android's is a Float. */
class GroundImageOpacityAsDouble(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(GroundImageFingerprint) { state ->
            oracle(GroundImageFingerprint, state).copy(opacity = state.opacity.toDouble().hashCode())
        }
    }
}
