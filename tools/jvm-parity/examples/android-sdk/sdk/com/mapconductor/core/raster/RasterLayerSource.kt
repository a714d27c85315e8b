// FIXTURE SDK: where a raster layer's tiles come from.
package com.mapconductor.core.raster

/** The tile numbering of a URL template; an enum, so it hashes by identity (different on every run). */
enum class TileScheme { XYZ, TMS }

sealed class RasterLayerSource {
    data class UrlTemplate(
        val template: String,
        val tileSize: Int = 512,
        val minZoom: Int? = null,
        val maxZoom: Int? = null,
        val attribution: String? = null,
        val scheme: TileScheme = TileScheme.XYZ
    ) : RasterLayerSource()

    data class TileJson(val url: String) : RasterLayerSource()

    data class ArcGisService(val serviceUrl: String) : RasterLayerSource()
}
