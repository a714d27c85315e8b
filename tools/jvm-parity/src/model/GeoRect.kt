// Android's GeoRectBounds (android-sdk-core 221a949, features/GeoRectBounds.kt), modelled for docs/contracts.md,
// "GeoRectBounds". Facts behind each rule:
// - the class holds two nullable corners and is empty when either is null; `extend` wraps the point
//   (`GeoPoint.from(point).wrap()`), keeps it whole (altitude too) as both corners of an empty box, spans a
//   one-corner box with minOf/maxOf, and otherwise grows latitudes with minOf/maxOf and longitudes either on the
//   point's side of a crossing box (`west > 0 && east < 0`) or with minOf/maxOf, then swaps west and east when
//   `(east - west + 360) % 360 > 180`. New corners are `GeoPoint(lat, lng)`: altitude 0.
// - `contains`, `center`, `toSpan`, `toUrlValue` and `expandedByDegrees` read the wrapped corners.
// - `union` returns `this` for an empty other, takes the other's corners as they are when `this` is empty (it
//   assigns them to the receiver and returns it), else extends a copy by the other's wrapped corners.
// - `toSpan` reads a zero longitude span as 360 (`takeIf { it != 0.0 } ?: 360.0`).
// - `expandedByDegrees` coerces both latitudes into [-90, 90] (NaN passes) and normalises both longitudes.
// minOf/maxOf here are Kotlin's (Math.min/Math.max: NaN wins, -0.0 < 0.0), as on Android.

package com.mapconductor.parity

class GeoRectBounds(var southWest: GeoPoint? = null, var northEast: GeoPoint? = null) {
    val isEmpty: Boolean get() = southWest == null || northEast == null

    fun extend(point: GeoPoint) {
        val p = point.wrap()
        val sw = southWest
        val ne = northEast
        if (sw == null && ne == null) {
            southWest = p
            northEast = p
            return
        }
        if (sw == null || ne == null) {
            val corner = sw ?: ne!!
            southWest = GeoPoint(minOf(corner.latitude, p.latitude), minOf(corner.longitude, p.longitude))
            northEast = GeoPoint(maxOf(corner.latitude, p.latitude), maxOf(corner.longitude, p.longitude))
            return
        }
        val south = minOf(p.latitude, sw.latitude)
        val north = maxOf(p.latitude, ne.latitude)
        var west = sw.longitude
        var east = ne.longitude
        if (west > 0 && east < 0) {
            if (p.longitude > 0) west = minOf(p.longitude, west) else east = maxOf(p.longitude, east)
        } else {
            west = minOf(p.longitude, sw.longitude)
            east = maxOf(p.longitude, ne.longitude)
        }
        if ((east - west + 360) % 360 > 180.0) {
            val swapped = west
            west = east
            east = swapped
        }
        southWest = GeoPoint(south, west)
        northEast = GeoPoint(north, east)
    }

    fun contains(point: GeoPoint): Boolean {
        if (isEmpty) return false
        val p = point.wrap()
        val sw = southWest!!.wrap()
        val ne = northEast!!.wrap()
        val withinLat = p.latitude >= sw.latitude && p.latitude <= ne.latitude
        val withinLng = if (sw.longitude <= ne.longitude) {
            p.longitude >= sw.longitude && p.longitude <= ne.longitude
        } else {
            p.longitude >= sw.longitude || p.longitude <= ne.longitude
        }
        return withinLat && withinLng
    }

    fun center(): GeoPoint? {
        if (isEmpty) return null
        val sw = southWest!!.wrap()
        val ne = northEast!!.wrap()
        val lat = (sw.latitude + ne.latitude) / 2.0
        val lng = if (sw.longitude <= ne.longitude) {
            (sw.longitude + ne.longitude) / 2.0
        } else {
            val across = (sw.longitude + (ne.longitude + 360)) / 2.0
            if (across > 180) across - 360 else across
        }
        return GeoPoint(lat, lng)
    }

    /** The returned box; the receiver also changes when it was empty (to the same corners). */
    fun union(other: GeoRectBounds): GeoRectBounds {
        if (other.isEmpty) return this
        if (isEmpty) {
            southWest = other.southWest
            northEast = other.northEast
            return this
        }
        val result = GeoRectBounds(southWest, northEast)
        result.extend(other.southWest!!.wrap())
        result.extend(other.northEast!!.wrap())
        return result
    }

    fun toSpan(): GeoPoint? {
        if (isEmpty) return null
        val sw = southWest!!.wrap()
        val ne = northEast!!.wrap()
        val lngSpan = (ne.longitude - sw.longitude + 360) % 360
        return GeoPoint(ne.latitude - sw.latitude, if (lngSpan != 0.0) lngSpan else 360.0)
    }

    fun toUrlValue(precision: Int): String {
        if (isEmpty) return "1.0,180.0,-1.0,-180.0"
        val sw = southWest!!.wrap()
        val ne = northEast!!.wrap()
        return listOf(sw.latitude, sw.longitude, ne.latitude, ne.longitude)
            .joinToString(",") { GeoText.formatFixed(it, precision) }
    }

    fun expandedByDegrees(latPad: Double, lonPad: Double): GeoRectBounds {
        if (isEmpty) return this
        val sw = southWest!!.wrap()
        val ne = northEast!!.wrap()
        val south = (sw.latitude - latPad).coerceIn(-90.0, 90.0)
        val north = (ne.latitude + latPad).coerceIn(-90.0, 90.0)
        var west = GeoPoint.normalizeLng(sw.longitude - lonPad)
        var east = GeoPoint.normalizeLng(ne.longitude + lonPad)
        if ((east - west + 360) % 360 > 180.0) {
            val swapped = west
            west = east
            east = swapped
        }
        return GeoRectBounds(GeoPoint(south, west), GeoPoint(north, east))
    }
}
