// selftest checks for the models of docs/contracts.md §15-21 (GeoText.kt, GeoRect.kt, GeoProjection.kt), against
// values known without the models: exact binary expansions written out by hand, java.util.Formatter itself where
// the contract and every JDK agree (|x| < 2^53), the worked examples, and Math.round's documentation.

package com.mapconductor.parity

import java.util.Locale

object GeoModelSelfTest {
    fun run(expect: (String, Any?, Any?) -> Unit) {
        // §16 toFixed: 35.681236 is 35.68123599999999839837983017787337303161621093750 in binary.
        expect("toFixed(35.681236, 6)", GeoText.toFixed(35.681236, 6), "35.681235")
        expect("toFixed(-1e-7, 6): BigDecimal has no -0", GeoText.toFixed(-1e-7, 6), "0.000000")
        expect("toFixed(123.456, -1)", GeoText.toFixed(123.456, -1), "120")
        expect("toFixed(NaN) until 1569cc5", codeOf { GeoText.toFixed(Double.NaN, 6) }, "nonFiniteDecimal")
        // From 1569cc5 a non-finite value is Kotlin's toString(), before any precision is looked at.
        expect("toFixed(NaN) from 1569cc5", GeoText.toFixed(Double.NaN, Int.MIN_VALUE, ContractRevision.SDK_1569CC5), "NaN")
        expect("toFixed(-Infinity) from 1569cc5", GeoText.toFixed(Double.NEGATIVE_INFINITY, 6, ContractRevision.SDK_1569CC5), "-Infinity")
        // §16 format: the model against this JVM's Formatter, below 2^53 where JDK 17 and 21+ agree.
        val samples = listOf(5e-7, 2.675, 0.125, 1.0000005, 9.9999995, -1e-7, -0.0, 35.681236, 139.767125, 1e15 + 0.5,
            4.9e-324, 1.5e-6, 0.1, 1e-5, 123456.7890125)
        for (x in samples) for (p in listOf(0, 1, 2, 6, 7, 20)) {
            expect("format($x, $p) = Formatter", GeoText.formatFixed(x, p), String.format(Locale.ROOT, "%.${p}f", x))
        }
        expect("format(5e-7, 6): the issue's example", GeoText.formatFixed(5e-7, 6), "0.000001")
        expect("format(-1, ...)", codeOf { GeoText.formatFixed(1.0, -1) }, "invalidFormatPrecision")
        expect("Formatter rejects %.-1f", codeOf {
            try { String.format(Locale.ROOT, "%.-1f", 1.0) } catch (e: java.util.UnknownFormatConversionException) { throw GeoContractError("invalidFormatPrecision") }
        }, "invalidFormatPrecision")
        // §15: Math.round's documentation (ties toward +inf), Math.min on signed zeros and NaN.
        expect("roundToInt(-2.5)", KotlinPrimitives.roundToInt(-2.5), -2)
        expect("roundToInt(2.5)", KotlinPrimitives.roundToInt(2.5), 3)
        expect("roundToInt(NaN)", codeOf { KotlinPrimitives.roundToInt(Double.NaN) }, "roundNaN")
        expect("minOf(0.0, -0.0) is -0.0", java.lang.Double.doubleToRawLongBits(minOf(0.0, -0.0)), java.lang.Double.doubleToRawLongBits(-0.0))
        expect("minOf(35, NaN) is NaN", minOf(35.0, Double.NaN).isNaN(), true)
        expect("coerceIn(1, 2, 1)", codeOf { KotlinPrimitives.coerceIn(1.0, 2.0, 1.0) }, "emptyRange")
        // §21: -35.681236e6 - 139.767125 = -35681375.767125 -> -35681376 by hand.
        expect("calculateZIndex(Tokyo)", ZIndexModel.calculate(GeoPoint(35.681236, 139.767125)), -35681376)
        expect("calculateZIndex((0, 2.5))", ZIndexModel.calculate(GeoPoint(0.0, 2.5)), -2)
        // §19: the Tokyo figures.
        expect("WebMercator(Tokyo)", WebMercatorModel.project(GeoPoint(35.681236, 139.767125)), Pair(1.5558805E7f, 4256848.0f))
        // §20: x = 300000 m on the equator at zoom 0, side 100 km: q = 2, r = -1 (y is -7e-10), by hand.
        val lng = 300000.0 * 180 / 20037508.34
        expect("hex id at x = 300 km", HexCellModel.cellId(GeoPoint(0.0, lng), 0.0, 100000, ContractRevision.SDK_221A949), "H2_-1_Z0")
        // §19.1 (1569cc5): pi a = 20037508.342789244 m at longitude 180, which wraps to -180; a pole clamps to
        // 85.05112878, where y is pi a within the constant's nine digits; no Float narrowing (Tokyo's x is not 1.5558805E7).
        val half = Math.PI * 6378137.0
        expect("Double WebMercator of longitude 180 wraps: x = -pi a", WebMercatorModel.projectDoubles(GeoPoint(0.0, 180.0)).first, -half)
        val pole = WebMercatorModel.projectDoubles(GeoPoint(90.0, 0.0)).second
        expect("Double WebMercator of the pole is clamped: y within 0.1 m of pi a", Math.abs(pole - half) < 0.1, true)
        // wrap() normalises the longitude first, ((x + 180) % 360 + 360) % 360 - 180, which moves 139.767125 by its last bits.
        val wrappedTokyo = (((139.767125 + 180.0) % 360.0) + 360.0) % 360.0 - 180.0
        expect("Double WebMercator of Tokyo: x = wrapped 139.767125 * pi a / 180", WebMercatorModel.projectDoubles(GeoPoint(35.681236, 139.767125)).first, wrappedTokyo * half / 180)
        expect("Double WebMercator of Tokyo: the wrap moved the longitude", wrappedTokyo == 139.767125, false)
        expect("hex id at x = 300 km on the Double projection", HexCellModel.cellId(GeoPoint(0.0, 300000.0 * 180 / half), 0.0, 100000, ContractRevision.SDK_1569CC5), "H2_-1_Z0")
        // 190 degrees wraps to -170: the 1569cc5 cell of (0, 190) is that of (0, -170), its 221a949 cell is not.
        expect("hex id of longitude 190 is that of -170 on the Double projection", HexCellModel.cellId(GeoPoint(0.0, 190.0), 5.0, 100000, ContractRevision.SDK_1569CC5),
            HexCellModel.cellId(GeoPoint(0.0, -170.0), 5.0, 100000, ContractRevision.SDK_1569CC5))
        // §18: a box across the antimeridian.
        val crossing = GeoRectBounds(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0))
        expect("crossing box contains (15, 180)", crossing.contains(GeoPoint(15.0, 180.0)), true)
        expect("crossing box does not contain (15, 0)", crossing.contains(GeoPoint(15.0, 0.0)), false)
        expect("crossing box url", crossing.toUrlValue(6), "10.000000,170.000000,20.000000,-170.000000")
        expect("empty box url", GeoRectBounds().toUrlValue(-1), "1.0,180.0,-1.0,-180.0")
    }

    private fun codeOf(body: () -> Any?): String? = try {
        body()
        null
    } catch (e: GeoContractError) {
        e.code
    }
}
