// WebMercator, the hex geocell ID, calculateZIndex and the Kotlin primitives they stand on, modelled for
// docs/contracts.md. Facts (android-sdk-core 221a949):
// - projection/WebMercator.kt: `x = lng * 20037508.34 / 180`, `y = ln(tan((90 + lat) * PI / 360)) *
//   20037508.34 / PI`, returned as a Compose `Offset(x.toFloat(), y.toFloat())`: two Floats, no clamp, no wrap.
// - geocell/HexGeocellImpl.kt: `latLngToHexCoord` scales by `adjustedHexSideLength` = `base * (1 / 2^zoom) /
//   cos(lat * PI / 180).coerceAtLeast(0.01)`, converts the Float offset with `pixelToHex` (flat-top axial
//   coordinates) and rounds with `cubeRound` (roundToInt on q, r, s; the largest error is recomputed from the
//   others in Int arithmetic); `hexToCellId` is `"H${q}_${r}_Z${zoom.toInt()}"`. The marker manager uses
//   `HexGeocell.defaultGeocell()` (WebMercator, side 100000 m) at zoom 20.0 (marker/MarkerManager.kt).
// - UtilsDomain.kt: `calculateZIndex(p) = (-p.latitude * 1_000_000 - p.longitude).roundToInt()`.
// - Kotlin's roundToInt throws IllegalArgumentException on NaN, saturates beyond Int, else Math.round (ties up);
//   coerceIn throws IllegalArgumentException on an empty range. The model calls the real functions and turns
//   those exceptions into the contract's codes.

package com.mapconductor.parity

import kotlin.math.roundToInt

object KotlinPrimitives {
    fun roundToInt(x: Double): Int = try {
        x.roundToInt()
    } catch (e: IllegalArgumentException) {
        throw GeoContractError("roundNaN")
    }

    fun coerceIn(x: Double, lo: Double, hi: Double): Double = try {
        x.coerceIn(lo, hi)
    } catch (e: IllegalArgumentException) {
        throw GeoContractError("emptyRange")
    }
}

object WebMercatorModel {
    fun project(p: GeoPoint): Pair<Float, Float> {
        val x = p.longitude * 20037508.34 / 180
        val y = Math.log(Math.tan((90 + p.latitude) * Math.PI / 360)) * 20037508.34 / Math.PI
        return Pair(x.toFloat(), y.toFloat())
    }
}

object HexCellModel {
    const val DEFAULT_BASE_SIDE = 100000

    /** The fractional cube coordinates (q, r, s) before rounding (the suite keeps random inputs off their borders). */
    fun fractional(p: GeoPoint, zoom: Double, base: Int): Triple<Double, Double, Double> {
        val scale = 1.0 / Math.pow(2.0, zoom)
        val latScale = Math.cos(p.latitude * Math.PI / 180).coerceAtLeast(0.01)
        val side = base * scale / latScale
        val (x, y) = WebMercatorModel.project(p)
        val q = 2.0 / 3.0 * x / side
        val r = (-1.0 / 3.0 * x + Math.sqrt(3.0) / 3.0 * y) / side
        return Triple(q, r, -q - r)
    }

    fun coordinate(p: GeoPoint, zoom: Double, base: Int): Pair<Int, Int> {
        val (q, r, s) = fractional(p, zoom, base)
        var rq = KotlinPrimitives.roundToInt(q)
        var rr = KotlinPrimitives.roundToInt(r)
        val rs = KotlinPrimitives.roundToInt(s)
        val qDiff = Math.abs(rq - q)
        val rDiff = Math.abs(rr - r)
        val sDiff = Math.abs(rs - s)
        if (qDiff > rDiff && qDiff > sDiff) rq = -rr - rs else if (rDiff > sDiff) rr = -rq - rs
        return Pair(rq, rr)
    }

    fun cellId(p: GeoPoint, zoom: Double, base: Int): String {
        val (q, r) = coordinate(p, zoom, base)
        return "H${q}_${r}_Z${zoom.toInt()}"
    }
}

object ZIndexModel {
    fun calculate(p: GeoPoint): Int = KotlinPrimitives.roundToInt(-p.latitude * 1_000_000 - p.longitude)
}
