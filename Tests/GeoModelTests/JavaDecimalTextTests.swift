import GeoModel
import Testing

/// Expected strings printed by OpenJDK 25 for `BigDecimal(x).setScale(p, DOWN).toPlainString()` and
/// `String.format(Locale.ROOT, "%.<p>f", x)`. (A differential run of 300 000 random doubles and precisions
/// against JDK 25 found no difference; see docs/contracts.md, "Decimal text".)
@Suite("Java decimal text (toFixed, %.pf)")
struct JavaDecimalTextTests {
  @Test func toFixedCutsTheExactBinaryValueTowardZero() throws {
    // The divergence example: iOS's printf rounds to "35.681236".
    #expect(try GeoPoint(latitude: 35.681236, longitude: 139.767125).toUrlValue() == "35.681235,139.767124")
    #expect(try JavaDecimalText.toFixed(2.675, precision: 6) == "2.674999")
    #expect(try JavaDecimalText.toFixed(9.9999995, precision: 6) == "9.999999")
    #expect(try JavaDecimalText.toFixed(0.125, precision: 6) == "0.125000")
    #expect(try JavaDecimalText.toFixed(1e22, precision: 6) == "10000000000000000000000.000000")
    #expect(try JavaDecimalText.toFixed(1e-320, precision: 6) == "0.000000")
    #expect(try JavaDecimalText.toFixed(1.5e-6, precision: 6) == "0.000001")
  }

  @Test func toFixedWritesNoMinusSignOnZero() throws {
    // The example: -1e-7 is "0.000000", BigDecimal has no negative zero.
    #expect(try GeoPoint(latitude: -1e-7, longitude: -0.0).toUrlValue() == "0.000000,0.000000")
    #expect(try JavaDecimalText.toFixed(-0.5, precision: 0) == "0")
    #expect(try JavaDecimalText.toFixed(-1.5, precision: 0) == "-1")
    #expect(try JavaDecimalText.toFixed(-0.0, precision: 0) == "0")
  }

  @Test func toFixedWithNegativeOrZeroPrecision() throws {
    #expect(try JavaDecimalText.toFixed(123.456, precision: -1) == "120")
    #expect(try JavaDecimalText.toFixed(0.0, precision: -2) == "0")
    #expect(try JavaDecimalText.toFixed(-123.456, precision: -5) == "0")
    #expect(try JavaDecimalText.toFixed(0.0, precision: 3) == "0.000")
    #expect(try JavaDecimalText.toFixed(35.681236, precision: 0) == "35")
    #expect(try GeoPoint(latitude: 1, longitude: 2).toUrlValue(precision: 1100).count == 1 + 1 + 1100 + 1 + 1 + 1 + 1100)
  }

  /// Until 221a949+clickable.
  @Test func toFixedOfNaNOrInfinityWasAndroidsNumberFormatException() {
    #expect(androidException { try GeoPoint(latitude: .nan, longitude: 0).toUrlValue(nonFinite: .throwing) } == .nonFiniteDecimal)
    #expect(androidException { try GeoPoint(latitude: 0, longitude: -.infinity).toUrlValue(nonFinite: .throwing) } == .nonFiniteDecimal)
    // BigDecimal(NaN) throws before the scale is looked at, even one the core refuses.
    #expect(androidException { try GeoPoint(latitude: .nan, longitude: .nan).toUrlValue(precision: 2000, nonFinite: .throwing) } == .nonFiniteDecimal)
    #expect(androidException { try GeoPoint(latitude: .nan, longitude: 0).toUrlValue(precision: .max, nonFinite: .throwing) } == .nonFiniteDecimal)
    #expect(AndroidException.nonFiniteDecimal.code == "nonFiniteDecimal")
  }

  /// From 1569cc5 on `toFixed` of NaN or ±∞ is Kotlin's `toString()`, whatever the precision; the other
  /// coordinate is still cut (and still refused beyond the precision range).
  @Test func toFixedOfNaNOrInfinityIsItsText() throws {
    #expect(try GeoPoint(latitude: .nan, longitude: 1.25).toUrlValue(precision: 1) == "NaN,1.2")
    #expect(try GeoPoint(latitude: .infinity, longitude: -.infinity).toUrlValue() == "Infinity,-Infinity")
    #expect(try GeoPoint(latitude: .nan, longitude: .nan).toUrlValue(precision: .max) == "NaN,NaN")
    #expect(androidException { try GeoPoint(latitude: .nan, longitude: 0).toUrlValue(precision: .max) } == .precisionOutOfRange)
  }

  /// Android has no precision check: 1101 places are 1101 digits, -1101 cuts every digit (as BigDecimal does).
  @Test func precisionPast1100IsAndroidsText() throws {
    let padded = try GeoPoint(latitude: 1, longitude: 2).toUrlValue(precision: 1101)
    #expect(padded == "1." + String(repeating: "0", count: 1101) + ",2." + String(repeating: "0", count: 1101))
    #expect(try GeoPoint(latitude: 1, longitude: 2).toUrlValue(precision: -1101) == "0,0")
    #expect(try GeoPoint(latitude: -990.8118483445865, longitude: -481.7669).toUrlValue(precision: -1101) == "0,0")
    // Beyond ±10^6 Android's answer depends on its BigDecimal (not portable): the core refuses.
    #expect(androidException { try GeoPoint(latitude: 1, longitude: 2).toUrlValue(precision: Int(Int32.min)) } == .precisionOutOfRange)
    #expect(androidException { try GeoPoint(latitude: 1, longitude: 2).toUrlValue(precision: 1_000_001) } == .precisionOutOfRange)
  }

  @Test func formatRoundsHalfUpOnTheShortestDigits() throws {
    // The example: 5e-7 is 4.99999999999999977e-7 in binary; Java still gives "0.000001", printf "0.000000".
    #expect(try JavaDecimalText.formatFixed(5e-7, precision: 6) == "0.000001")
    #expect(try JavaDecimalText.formatFixed(2.675, precision: 2) == "2.68")
    #expect(try JavaDecimalText.formatFixed(0.125, precision: 2) == "0.13")
    #expect(try JavaDecimalText.formatFixed(1.0000005, precision: 6) == "1.000001")
    #expect(try JavaDecimalText.formatFixed(9.9999995, precision: 6) == "10.000000")
    #expect(try JavaDecimalText.formatFixed(1.5e-6, precision: 6) == "0.000002")
    #expect(try JavaDecimalText.formatFixed(0.5, precision: 0) == "1")
    #expect(try JavaDecimalText.formatFixed(2.5, precision: 0) == "3")
    #expect(try JavaDecimalText.formatFixed(35.681236, precision: 6) == "35.681236")
    #expect(try JavaDecimalText.formatFixed(0.1, precision: 20) == "0.10000000000000000000")
    #expect(try JavaDecimalText.formatFixed(2e-3, precision: 6) == "0.002000")
    #expect(try JavaDecimalText.formatFixed(1e-5, precision: 1) == "0.0")
  }

  @Test func formatWritesTheSignOfNegativeZeroAndJavasSpecialNames() throws {
    #expect(try JavaDecimalText.formatFixed(-1e-7, precision: 6) == "-0.000000")
    #expect(try JavaDecimalText.formatFixed(-0.0, precision: 6) == "-0.000000")
    #expect(try JavaDecimalText.formatFixed(.nan, precision: 6) == "NaN")
    #expect(try JavaDecimalText.formatFixed(.infinity, precision: 6) == "Infinity")
    #expect(try JavaDecimalText.formatFixed(-.infinity, precision: 2) == "-Infinity")
  }

  @Test func formatUsesTheShortestDigitsAboveTwoToThe53() throws {
    // JDK >= 21 (the contract); JDK 17 prints "434550929703321410.00" and "99999999999999990000000.00".
    #expect(try JavaDecimalText.formatFixed(4.3455092970332141e17, precision: 2) == "434550929703321400.00")
    #expect(try JavaDecimalText.formatFixed(1e23, precision: 2) == "100000000000000000000000.00")
    #expect(try JavaDecimalText.formatFixed(1.2345678901234568e16, precision: 2) == "12345678901234568.00")
    // One significant digit would do, two are closer: Java's Double.toString(4.9E-324).
    let tiny = try JavaDecimalText.formatFixed(4.9e-324, precision: 325)
    #expect(tiny.hasSuffix("49"), "\(tiny)")
  }

  @Test func formatRejectsANegativePrecisionAsJavaDoes() throws {
    #expect(androidException { try JavaDecimalText.formatFixed(1, precision: -1) } == .invalidFormatPrecision)
    #expect(try JavaDecimalText.formatFixed(1, precision: 1101) == "1." + String(repeating: "0", count: 1101))
    #expect(androidException { try JavaDecimalText.formatFixed(1, precision: 1_000_001) } == .precisionOutOfRange)
    #expect(try JavaDecimalText.formatFixed(.nan, precision: 1_000_001) == "NaN", "Formatter writes NaN at any precision")
  }
}
