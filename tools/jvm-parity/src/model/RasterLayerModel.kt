// Android's raster layer identity (docs/contracts.md §24): RasterLayerSource's data-class hashes and
// RasterLayerState's auto ID, hashCode() and fingerprint. A UrlTemplate source holds a TileScheme enum, so every
// value that folds its hash is NotPortable. Booleans are hashed with Boolean.hashCode() in plain code and the
// fingerprint data class has Int fields only, so kotlinc 1.3 computes what Android's Kotlin 2 does.

package com.mapconductor.parity

/** RasterLayerState's userAgent default from 1569cc5 (RasterLayer@f350035, @1da37c3): 55 UTF-16 units, hash -1521753303. */
const val RASTER_DEFAULT_USER_AGENT = "MapConductor/RasterLayerAgent(https://mapconductor.com)"

const val TILE_SCHEME_NOT_PORTABLE =
    "UrlTemplate's scheme is a Kotlin enum (TileScheme): its hashCode() is an identity hash that differs between runs and between the JVM and ART, and the data class hash includes it"

sealed class RasterLayerSource {
    /** The data class's hashCode(), or NotPortable. */
    abstract fun sourceHash(): Int

    class UrlTemplate(
        val template: String,
        val tileSize: Int = 512,
        val minZoom: Int? = null,
        val maxZoom: Int? = null,
        val attribution: String? = null,
        val scheme: String = "XYZ"
    ) : RasterLayerSource() {
        override fun sourceHash(): Int = throw NotPortable(TILE_SCHEME_NOT_PORTABLE)
    }

    /** A data class with one String field: its hash is the string's. */
    class TileJson(val url: String) : RasterLayerSource() {
        override fun sourceHash(): Int = url.hashCode()
    }

    class ArcGisService(val serviceUrl: String) : RasterLayerSource() {
        override fun sourceHash(): Int = serviceUrl.hashCode()
    }
}

data class RasterLayerFingerPrint(
    val id: Int, val source: Int, val opacity: Int, val visible: Int, val zIndex: Int, val userAgent: Int,
    val debug: Int, val extra: Int
)

class RasterLayerState(
    val source: RasterLayerSource,
    val opacity: Float = 1.0f,
    val visible: Boolean = true,
    val zIndex: Int = 0,
    val userAgent: String? = null,
    val debug: Boolean = false,
    val id: String? = null,
    /** A java.util.Map: its hash is the sum of key ^ value over the entries. */
    val extraHeaders: Map<String, String>? = null
) {
    /** This state with another userAgent (the mutants' other default). */
    fun withUserAgent(agent: String?) = RasterLayerState(source, opacity, visible, zIndex, agent, debug, id, extraHeaders)

    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    private fun opacityHash(): Int =
        if (ModelMistake.makes("raster")) opacity.toDouble().hashCode() else opacity.hashCode()

    /** zIndex and userAgent do not enter the auto ID. */
    fun autoId(): String = reduce31(
        listOf(source.sourceHash(), opacityHash(), visible.hashCode(), debug.hashCode(), extraHeaders?.hashCode() ?: 0)
    ).toString()

    /** `hashCode()`: the ID does not enter it. */
    fun stateHash(): Int = h31(
        source.sourceHash(),
        listOf(
            opacityHash(), visible.hashCode(), zIndex.hashCode(), debug.hashCode(), extraHeaders?.hashCode() ?: 0,
            userAgent?.hashCode() ?: 0
        )
    )

    fun fingerPrint() = RasterLayerFingerPrint(
        id = stateId().hashCode(),
        source = source.sourceHash(),
        opacity = opacityHash(),
        visible = visible.hashCode(),
        zIndex = zIndex.hashCode(),
        userAgent = userAgent?.hashCode() ?: 0,
        debug = debug.hashCode(),
        extra = extraHeaders?.hashCode() ?: 0
    )
}
