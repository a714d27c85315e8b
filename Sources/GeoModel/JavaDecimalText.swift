/// Decimal text of a `Double` as the Android core writes it (`docs/contracts.md`, "Decimal text"): Kotlin
/// `toFixed` (a `BigDecimal` cut toward zero) and Java's `"%.<p>f".format(x)`. Both are exact decimal
/// arithmetic; neither is C `printf`, which rounds the binary value half-to-even.
public enum JavaDecimalText {
  /// The precisions whose text Android has one answer for. Beyond them it depends on the BigDecimal and the heap
  /// (OpenJDK throws `ArithmeticException` near ±2^31; below that it builds a string of that many digits; Android's
  /// libcore has a BigDecimal of its own): the corpus marks such cases not portable, and this core refuses them
  /// with ``AndroidException/precisionOutOfRange`` (not a contract error code) instead of allocating the text.
  public static let precisionRange: ClosedRange<Int> = -1_000_000...1_000_000

  /// What the Android core's `Double.toFixed` does with NaN and ±∞.
  public enum NonFiniteRule: Sendable {
    /// `BigDecimal(x)` throws (android-sdk-core until 221a949+clickable): ``AndroidException/nonFiniteDecimal``.
    case throwing
    /// `toString()`: "NaN", "Infinity", "-Infinity" whatever the precision (from 1569cc5 on).
    case javaText
  }

  /// The Android core's `Double.toFixed(precision)`: `BigDecimal(x).setScale(precision, DOWN).toPlainString()`.
  ///
  /// The exact binary value is cut toward zero: 35.681236 (really 35.68123599999999…) gives "35.681235" at 6
  /// places. `BigDecimal` has no negative zero, so anything that cuts to zero has no minus sign (-1e-7 gives
  /// "0.000000", -0.0 gives "0"). A negative precision cuts integer digits (123.456 at -1 gives "120").
  /// NaN and ±∞ follow `nonFinite` (default: the newest Android's text), before the precision is looked at.
  /// - Throws: ``AndroidException/nonFiniteDecimal`` for NaN and ±∞ under ``NonFiniteRule/throwing``;
  ///   ``AndroidException/precisionOutOfRange`` for a finite value outside ``precisionRange``.
  public static func toFixed(_ value: Double, precision: Int, nonFinite: NonFiniteRule = .javaText) throws(AndroidException) -> String {
    guard let exact = ExactDecimal(value) else {
      guard nonFinite == .javaText else { throw .nonFiniteDecimal }
      return value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity"
    }
    guard precisionRange.contains(precision) else { throw .precisionOutOfRange }
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
  ///   not parse on Java); ``AndroidException/precisionOutOfRange`` above ``precisionRange`` for a finite value.
  public static func formatFixed(_ value: Double, precision: Int) throws(AndroidException) -> String {
    if precision < 0 { throw .invalidFormatPrecision }
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    guard precisionRange.contains(precision) else { throw .precisionOutOfRange }
    let shortest = shortestDecimal(value)
    var rounded = shortest.truncated(toPlaces: precision)
    if shortest.droppedIsAtLeastHalf(places: precision) {
      rounded = rounded.addingUnit(atPlace: precision)
    }
    let sign = value.sign == .minus ? "-" : ""
    return sign + rounded.plainMagnitude(places: precision)
  }

  /// Whether Java's `"%.<p>f"` writes other digits for `value` on JDK 17 than on JDK 21 and later (which this core
  /// writes): a magnitude from 2^53 up to 1e26. Measured on 600 000 doubles from 1e15 to 1e305 (random ones and
  /// k × 10^e with k < 1000) on OpenJDK 17.0.15 and 25.0.3: every difference lies between 1.8e16 and 5.2e25, e.g.
  /// -1e23 at 0 places is -99999999999999990000000 on 17 and -100000000000000000000000 on 25.
  public static func digitsDependOnJDK(_ value: Double) -> Bool {
    value.magnitude >= 0x1p53 && value.magnitude < 1e26
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
