// FIXTURE SDK: a latitude/longitude box. Empty when a corner is missing. Its URL value writes the wrapped corners
// (south, west, north, east) with String.format's "%.<p>f" in the JVM's default locale, as Android's does: under a
// German default locale the decimals come out with a comma, which `oracle conformance --locale de-DE` reports.
package com.mapconductor.core.features

class GeoRectBounds(val southWest: GeoPoint? = null, val northEast: GeoPoint? = null) {
    val isEmpty: Boolean get() = southWest == null || northEast == null

    fun toUrlValue(precision: Int = 6): String {
        if (isEmpty) return "1.0,180.0,-1.0,-180.0"
        val corners = listOf(southWest!!.wrap(), northEast!!.wrap())
        return listOf(corners[0].latitude, corners[0].longitude, corners[1].latitude, corners[1].longitude)
            .joinToString(",") { "%.${precision}f".format(it) }
    }
}
