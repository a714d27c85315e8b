// raster.* (docs/contracts.md §24): the RasterLayerState built from the input with Android's defaults
// (src/model/RasterLayerModel.kt), then its `state.id`, `hashCode()` and `fingerPrint()`. A UrlTemplate source
// holds the TileScheme enum, whose hash is an identity hash: its values are NotPortable. The subject gets the
// model's state as it is (plain strings, ints and a Map) and answers a String, an Int and the fingerprint.

package com.mapconductor.parity

object RasterLayerId : Suite<RasterLayerState, String>(
    "raster.id",
    "RasterLayerState.id: the explicit id, else reduce31([source, Float hash of opacity, visible, debug, extraHeaders]) as a decimal Int string; not portable for a UrlTemplate source's auto ID."
) {
    override val notPortableReasons = listOf(NotPortableReasons.TILE_SCHEME)
    override val suggestedRandomCount = 150
    override val fields get() = RasterLayerSuites.fields
    override fun randomInput(g: Gen) = RasterLayerSuites.randomInput(g)
    override fun subjectInput(f: Fields) = RasterLayerSuites.state(f)
    override fun subjectOutcome(answer: String) = value("id" to JStr(answer))
    override fun oracleAnswer(input: RasterLayerState, revision: ContractRevision) = input.stateId()
}

object RasterLayerHash : Suite<RasterLayerState, Int>(
    "raster.hash",
    "RasterLayerState.hashCode(): h31(source, [opacity (Float), visible, zIndex, debug, extraHeaders, userAgent]); not portable for a UrlTemplate source."
) {
    override val notPortableReasons = listOf(NotPortableReasons.TILE_SCHEME)
    override val suggestedRandomCount = 150
    override val fields get() = RasterLayerSuites.fields
    override fun randomInput(g: Gen) = RasterLayerSuites.randomInput(g)
    override fun subjectInput(f: Fields) = RasterLayerSuites.state(f)
    override fun subjectOutcome(answer: Int) = hashOutcome(answer)
    override fun oracleAnswer(input: RasterLayerState, revision: ContractRevision) = input.stateHash()
}

object RasterLayerFingerprint : Suite<RasterLayerState, RasterLayerFingerPrint>(
    "raster.fingerprint",
    "RasterLayerFingerPrint fields: ID text hash, source, opacity (Float hash), visible, zIndex, userAgent, debug, extra (the headers' Map hash); not portable for a UrlTemplate source."
) {
    override val notPortableReasons = listOf(NotPortableReasons.TILE_SCHEME)
    override val suggestedRandomCount = 150
    override val fields get() = RasterLayerSuites.fields
    override fun randomInput(g: Gen) = RasterLayerSuites.randomInput(g)
    override fun subjectInput(f: Fields) = RasterLayerSuites.state(f)
    override fun subjectOutcome(answer: RasterLayerFingerPrint) = answer.let {
        intsOutcome(listOf("id" to it.id, "source" to it.source, "opacity" to it.opacity, "visible" to it.visible,
            "zIndex" to it.zIndex, "userAgent" to it.userAgent, "debug" to it.debug, "extra" to it.extra))
    }
    override fun oracleAnswer(input: RasterLayerState, revision: ContractRevision) = input.fingerPrint()
}

object RasterLayerSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(RasterLayerId, RasterLayerHash, RasterLayerFingerprint)
    override val mutants = listOf(JvmMutant(RasterHeadersInOrder::class.java, RasterLayerHash, "/hash"))

    val fields = listOf(
        FieldSpec("source", "RasterSource", jobj("tileJson" to JStr("https://tiles.example.com/tiles.json"))),
        FieldSpec("opacity", "f32", JNum("1.0"), optional = true),
        boolField("visible", true),
        FieldSpec("zIndex", "i32", JInt(0), optional = true),
        FieldSpec("userAgent", "str?", JNull, optional = true),
        boolField("debug", false),
        ID_FIELD,
        FieldSpec("extraHeaders", "[[str, str]]?", JNull, optional = true)
    )

    fun state(f: Fields) = RasterLayerState(
        source = source(f.req("source"), f.path("source"), f.allowLoneEscape),
        opacity = f.opt("opacity")?.let { f32(it, f.path("opacity")) } ?: 1.0f,
        visible = f.optBool("visible", true),
        zIndex = f.optI32("zIndex", 0),
        userAgent = f.nullableStr("userAgent"),
        debug = f.optBool("debug", false),
        id = f.nullableStr("id"),
        extraHeaders = f.opt("extraHeaders")?.let { if (it is JNull) null else headers(it, f.path("extraHeaders"), f.allowLoneEscape) }
    )

    /** A one-key object naming the source's data class. */
    private fun source(j: J, what: CharSequence, allowLoneEscape: Boolean): RasterLayerSource {
        val o = obj(j, what)
        if (o.fields.size != 1) throw VectorError("$what: a raster source is a one-key object: tileJson, arcGisService or urlTemplate")
        val (kind, payload) = o.fields.entries.first()
        val at = "$what/$kind"
        return when (kind) {
            "tileJson" -> RasterLayerSource.TileJson(str(payload, at, allowLoneEscape))
            "arcGisService" -> RasterLayerSource.ArcGisService(str(payload, at, allowLoneEscape))
            "urlTemplate" -> {
                val f = Fields(obj(payload, at), at, allowLoneEscape)
                val template = RasterLayerSource.UrlTemplate(
                    template = str(f.req("template"), f.path("template"), allowLoneEscape),
                    tileSize = f.optI32("tileSize", 512),
                    minZoom = f.nullableI32("minZoom"),
                    maxZoom = f.nullableI32("maxZoom"),
                    attribution = f.nullableStr("attribution"),
                    scheme = f.opt("scheme")?.let { scheme(it, f.path("scheme"), allowLoneEscape) } ?: "XYZ"
                )
                f.done()
                template
            }
            else -> throw VectorError("$at: unknown raster source \"$kind\" (use tileJson, arcGisService or urlTemplate)")
        }
    }

    private fun scheme(j: J, what: CharSequence, allowLoneEscape: Boolean): String {
        val name = str(j, what, allowLoneEscape)
        if (name != "XYZ" && name != "TMS") throw VectorError("$what: unknown TileScheme \"$name\" (use \"XYZ\" or \"TMS\")")
        return name
    }

    /** `[name, value]` entries of a `Map<String, String>`: names distinct, as in any map. */
    private fun headers(j: J, what: CharSequence, allowLoneEscape: Boolean): Map<String, String> {
        val map = LinkedHashMap<String, String>()
        for ((i, e) in arr(j, what).withIndex()) {
            val pair = arr(e, "$what/$i")
            if (pair.size != 2) throw VectorError("$what/$i: a header is a two-element array [name, value]")
            val name = str(pair[0], "$what/$i/0", allowLoneEscape)
            if (map.containsKey(name)) throw VectorError("$what/$i/0: duplicate header name (a map's keys are distinct)")
            map[name] = str(pair[1], "$what/$i/1", allowLoneEscape)
        }
        return map
    }

    fun randomInput(g: Gen): JObj {
        val m = LinkedHashMap<String, J>()
        m["source"] = randomSource(g)
        m.maybe(g, "opacity", 0.5) {
            if (g.chance(0.5)) JFloat(java.lang.Float.floatToRawIntBits(g.pick(listOf(1.0f, 0.0f, 0.5f, 0.75f, -0.0f)))) else JFloat(g.floatBits())
        }
        m.maybe(g, "visible", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "zIndex", 0.4) { JInt(g.int()) }
        m.maybe(g, "userAgent", 0.3) { if (g.chance(0.25)) JNull else JStr(g.string(long = false)) }
        m.maybe(g, "debug", 0.4) { JBool(g.nextBoolean()) }
        m.maybe(g, "id", 0.3) { randomId(g) }
        m.maybe(g, "extraHeaders", 0.5) {
            if (g.chance(0.2)) JNull
            else JArr((0 until g.int(4)).map { i -> JArr(listOf(JStr("h$i-" + g.string(long = false)), JStr(g.string(long = false)))) })
        }
        return JObj(m)
    }

    private fun randomSource(g: Gen): JObj {
        val url = JStr(if (g.chance(0.5)) g.pick(URLS) else g.string(long = false))
        return when (g.int(10)) {
            in 0..3 -> jobj("tileJson" to url)
            in 4..6 -> jobj("arcGisService" to url)
            else -> {
                val t = LinkedHashMap<String, J>()
                t["template"] = url
                t.maybe(g, "tileSize", 0.5) { JInt(g.pick(listOf(256, 512, 1024))) }
                t.maybe(g, "scheme", 0.5) { JStr(g.pick(listOf("XYZ", "TMS"))) }
                jobj("urlTemplate" to JObj(t))
            }
        }
    }

    private val URLS = listOf(
        "https://tiles.example.com/tiles.json",
        "https://services.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer",
        ""
    )
}

/** extraHeaders hashed as an ordered list of its entries (seed 1, times 31) where Android's Map sums them. */
class RasterHeadersInOrder(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(RasterLayerHash) { state ->
            val headers = state.extraHeaders?.entries?.map { it.key.hashCode() xor it.value.hashCode() }?.let { h31(1, it) } ?: 0
            h31(
                state.source.sourceHash(),
                listOf(state.opacity.hashCode(), state.visible.hashCode(), state.zIndex, state.debug.hashCode(), headers,
                    state.userAgent?.hashCode() ?: 0)
            )
        }
    }
}
