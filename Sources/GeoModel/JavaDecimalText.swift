/// Decimal text of a `Double` as the Android core writes it (`docs/contracts.md`, "Decimal text"): Kotlin
/// `toFixed` (a `BigDecimal` cut toward zero) and Java's `"%.<p>f".format(x)`. Both are exact decimal
/// arithmetic; neither is C `printf`, which rounds the binary value half-to-even.
public enum JavaDecimalText {
  /// The precisions the contract accepts. The exact value of a double has at most 1074 digits after the point,
  /// so 1100 shows all of them; beyond that Android only pads zeros, up to a string it cannot allocate.
  public static let precisionRange: ClosedRange<Int> = -1100...1100

  /// The Android core's `Double.toFixed(precision)`: `BigDecimal(x).setScale(precision, DOWN).toPlainString()`.
  ///
  /// The exact binary value is cut toward zero: 35.681236 (really 35.68123599999999…) gives "35.681235" at 6
  /// places. `BigDecimal` has no negative zero, so anything that cuts to zero has no minus sign (-1e-7 gives
  /// "0.000000", -0.0 gives "0"). A negative precision cuts integer digits (123.456 at -1 gives "120").
  /// - Throws: ``AndroidException/nonFiniteDecimal`` for NaN and ±∞; ``AndroidException/precisionOutOfRange``
  ///   outside ``precisionRange``.
  public static func toFixed(_ value: Double, precision: Int) throws(AndroidException) -> String {
    guard precisionRange.contains(precision) else { throw .precisionOutOfRange }
    guard let exact = ExactDecimal(value) else { throw .nonFiniteDecimal }
    let cut = exact.truncated(toPlaces: precision)
    let sign = cut.isNegative && !cut.isZero ? "-" : ""
    return sign + cut.plainMagnitude(places: precision)
  }

  /// Java's `String.format(Locale.ROOT, "%.<precision>f", x)`: the digits of `Double.toString(x)` (the
  /// shortest decimal that reads back as `x`, see ``shortestDecimal(_:)``), rounded half-up at `precision`
  /// places, with a minus sign whenever `x` is negative (-1e-7 gives "-0.000000", so does -0.0), and "NaN",
  /// "Infinity", "-Infinity".
  ///
  /// So 5e-7 (below 5e-7 in binary) gives "0.000001" and 2.675 gives "2.68" at 2 places, where C `printf` gives
  /// "0.000000" and "2.67". The locale is pinned to `Locale.ROOT`: a point, ASCII digits, no grouping.
  /// - Throws: ``AndroidException/invalidFormatPrecision`` for a negative precision (the format string does
  ///   not parse on Java); ``AndroidException/precisionOutOfRange`` above ``precisionRange``.
  public static func formatFixed(_ value: Double, precision: Int) throws(AndroidException) -> String {
    if precision < 0 { throw .invalidFormatPrecision }
    guard precisionRange.contains(precision) else { throw .precisionOutOfRange }
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    let shortest = shortestDecimal(value)
    var rounded = shortest.truncated(toPlaces: precision)
    if shortest.droppedIsAtLeastHalf(places: precision) {
      rounded = rounded.addingUnit(atPlace: precision)
    }
    let sign = value.sign == .minus ? "-" : ""
    return sign + rounded.plainMagnitude(places: precision)
  }

  /// The decimal `Double.toString` chooses (Java ≥ 19): among the decimals that read back as `value`, those
  /// of the fewest significant digits (at least 2 when one digit would do), the one closest to `value`; on a
  /// tie the one whose last digit is even.
  ///
  /// Reading back uses `strtod`, which is correctly rounded on every platform the core supports.
  static func shortestDecimal(_ value: Double) -> ExactDecimal {
    guard let exact = ExactDecimal(value), !exact.isZero else {
      return ExactDecimal(digits: [], pointPosition: 0, isNegative: value.sign == .minus)
    }
    let magnitude = value.magnitude
    var length = 1
    while length < exact.digits.count {
      if let found = closestReadingBack(exact, significantDigits: length, magnitude: magnitude) {
        if length == 1,
          let two = closestReadingBack(exact, significantDigits: 2, magnitude: magnitude)
        {
          return two
        }
        return found
      }
      length += 1
    }
    return exact
  }

  /// Of the two decimals of `count` significant digits around `exact`, the closer one that reads back as
  /// `magnitude` (a tie goes to the even last digit), or `nil` if neither does.
  private static func closestReadingBack(_ exact: ExactDecimal, significantDigits count: Int, magnitude: Double)
    -> ExactDecimal?
  {
    let places = count - exact.pointPosition
    let below = exact.truncated(toPlaces: places)
    let above = below.addingUnit(atPlace: places)
    let belowReads = reads(below, as: magnitude)
    let aboveReads = reads(above, as: magnitude)
    switch (belowReads, aboveReads) {
    case (false, false): return nil
    case (true, false): return below
    case (false, true): return above
    case (true, true):
      let comparison = exact.droppedComparedToHalf(places: places)
      if comparison != 0 { return comparison > 0 ? above : below }
      return below.digit(atPlace: places) % 2 == 0 ? below : above
    }
  }

  private static func reads(_ decimal: ExactDecimal, as magnitude: Double) -> Bool {
    Double(decimal.scientificText) == magnitude
  }
}
