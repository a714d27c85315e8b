// FIXTURE SDK: a raster layer's state. Its id is the explicit one or an auto ID from the fields that change the
// tiles; hashCode and fingerPrint() fold the field hashes by 31 (a Float opacity hashes as a Float).
package com.mapconductor.core.raster

data class RasterLayerFingerPrint(
    val id: Int, val source: Int, val opacity: Int, val visible: Int, val zIndex: Int, val userAgent: Int,
    val debug: Int, val extra: Int
)

class RasterLayerState(
    val source: RasterLayerSource,
    val opacity: Float = 1.0f,
    val visible: Boolean = true,
    val zIndex: Int = 0,
    /** The User-Agent of tile requests; null: the HTTP client's own. */
    val userAgent: String? = null,
    val debug: Boolean = false,
    id: String? = null,
    val extraHeaders: Map<String, String>? = null
) {
    /** zIndex and userAgent do not change the tiles, so they stay out of the auto ID. */
    val id: String = id ?: listOf(
        source.hashCode(), opacity.hashCode(), visible.hashCode(), debug.hashCode(), extraHeaders?.hashCode() ?: 0
    ).reduce { r, x -> 31 * r + x }.toString()

    override fun hashCode(): Int {
        var result = source.hashCode()
        for (h in listOf(
            opacity.hashCode(), visible.hashCode(), zIndex.hashCode(), debug.hashCode(), extraHeaders?.hashCode() ?: 0,
            userAgent?.hashCode() ?: 0
        )) result = 31 * result + h
        return result
    }

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): RasterLayerFingerPrint = RasterLayerFingerPrint(
        id = id.hashCode(), source = source.hashCode(), opacity = opacity.hashCode(), visible = visible.hashCode(),
        zIndex = zIndex.hashCode(), userAgent = userAgent?.hashCode() ?: 0, debug = debug.hashCode(),
        extra = extraHeaders?.hashCode() ?: 0
    )
}
