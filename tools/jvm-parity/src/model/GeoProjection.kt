// WebMercator, the hex geocell ID, calculateZIndex and the Kotlin primitives they stand on, modelled for
// docs/contracts.md. Facts (android-sdk-core 221a949):
// - projection/WebMercator.kt: `x = lng * 20037508.34 / 180`, `y = ln(tan((90 + lat) * PI / 360)) *
//   20037508.34 / PI`, returned as a Compose `Offset(x.toFloat(), y.toFloat())`: two Floats, no clamp, no wrap.
//   From 6fec889 (revision 1569cc5): a Double `ProjectedPoint` of the wrapped point with the latitude clamped to
//   +-85.05112878 and the constant `PI * Earth.RADIUS_METERS`; the hex cells take it as it is.
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
    /** 221a949: two Floats (a Compose Offset) of the constant 20037508.34; no wrap, no clamp. */
    fun project(p: GeoPoint): Pair<Float, Float> {
        val x = p.longitude * 20037508.34 / 180
        val y = Math.log(Math.tan((90 + p.latitude) * Math.PI / 360)) * 20037508.34 / Math.PI
        return Pair(x.toFloat(), y.toFloat())
    }

    /** `PI * Earth.RADIUS_METERS`, a const Kotlin folds: 20037508.342789244. */
    const val MAX_EXTENT = Math.PI * 6378137.0
    const val MAX_LATITUDE = 85.05112878

    /**
     * 1569cc5 (WebMercator@6fec889): a Double ProjectedPoint of the wrapped point, its latitude clamped with
     * Kotlin's coerceIn (NaN stays NaN): `x = lng * EXT / 180`, `y = ln(tan((90 + lat) * PI / 360)) * EXT / PI`.
     * [tan] and [ln] are the libm's (the conditioning rules move their results by ULPs).
     */
    fun projectDoubles(p: GeoPoint, tan: (Double) -> Double = Math::tan, ln: (Double) -> Double = Math::log): Pair<Double, Double> {
        val wrapped = p.wrap()
        val latitude = Spherical.coerceIn(wrapped.latitude, -MAX_LATITUDE, MAX_LATITUDE)
        val x = wrapped.longitude * MAX_EXTENT / 180
        val y = ln(tan((90 + latitude) * Math.PI / 360)) * MAX_EXTENT / Math.PI
        return Pair(x, y)
    }

    /** The offset the hex cells of [revision] start from, widened to Doubles where it is Floats. */
    fun offset(p: GeoPoint, revision: ContractRevision): Pair<Double, Double> =
        if (revision.atLeast(ContractRevision.SDK_1569CC5)) projectDoubles(p)
        else project(p).let { (x, y) -> Pair(x.toDouble(), y.toDouble()) }
}

object HexCellModel {
    const val DEFAULT_BASE_SIDE = 100000

    /** The side at [zoom] from the input's own latitude (never wrapped or clamped), [cos] the libm's. */
    fun side(p: GeoPoint, zoom: Double, base: Int, cos: (Double) -> Double = Math::cos): Double {
        val scale = 1.0 / Math.pow(2.0, zoom)
        val latScale = cos(p.latitude * Math.PI / 180).coerceAtLeast(0.01)
        return base * scale / latScale
    }

    /** The fractional cube coordinates (q, r, s) of an offset (x, y) on cells of [side]. */
    fun fractional(offset: Pair<Double, Double>, side: Double): Triple<Double, Double, Double> {
        val (x, y) = offset
        val q = 2.0 / 3.0 * x / side
        val r = (-1.0 / 3.0 * x + Math.sqrt(3.0) / 3.0 * y) / side
        return Triple(q, r, -q - r)
    }

    /** The fractional cube coordinates (q, r, s) before rounding (the suite keeps random inputs off their borders). */
    fun fractional(p: GeoPoint, zoom: Double, base: Int, revision: ContractRevision): Triple<Double, Double, Double> =
        fractional(WebMercatorModel.offset(p, revision), side(p, zoom, base))

    fun coordinate(p: GeoPoint, zoom: Double, base: Int, revision: ContractRevision): Pair<Int, Int> =
        round(fractional(p, zoom, base, revision))

    /** `cubeRound`: roundToInt each, then the largest error's coordinate recomputed from the others (Int arithmetic). */
    fun round(fractional: Triple<Double, Double, Double>): Pair<Int, Int> {
        val (q, r, s) = fractional
        var rq = KotlinPrimitives.roundToInt(q)
        var rr = KotlinPrimitives.roundToInt(r)
        val rs = KotlinPrimitives.roundToInt(s)
        val qDiff = Math.abs(rq - q)
        val rDiff = Math.abs(rr - r)
        val sDiff = Math.abs(rs - s)
        if (qDiff > rDiff && qDiff > sDiff) rq = -rr - rs else if (rDiff > sDiff) rr = -rq - rs
        return Pair(rq, rr)
    }

    fun cellId(p: GeoPoint, zoom: Double, base: Int, revision: ContractRevision): String {
        val (q, r) = coordinate(p, zoom, base, revision)
        return name(q, r, zoom)
    }

    fun name(q: Int, r: Int, zoom: Double): String = "H${q}_${r}_Z${zoom.toInt()}"
}

object ZIndexModel {
    fun calculate(p: GeoPoint): Int = KotlinPrimitives.roundToInt(-p.latitude * 1_000_000 - p.longitude)
}
