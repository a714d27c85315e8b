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
        expect("toFixed(NaN)", codeOf { GeoText.toFixed(Double.NaN, 6) }, "nonFiniteDecimal")
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
        expect("hex id at x = 300 km", HexCellModel.cellId(GeoPoint(0.0, lng), 0.0, 100000), "H2_-1_Z0")
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
