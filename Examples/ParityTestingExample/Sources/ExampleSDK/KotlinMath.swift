/// Kotlin's `minOf`, `maxOf` and `coerceIn` on doubles, which differ from Swift's `min` and `max` on NaN and
/// signed zeros.
public enum KotlinMath {
  public static func minOf(_ a: Double, _ b: Double) -> Double {
    if a.isNaN || b.isNaN { return a.isNaN ? a : b }
    if a == 0 && b == 0 { return a.sign == .minus ? a : b }
    return a <= b ? a : b
  }

  public static func maxOf(_ a: Double, _ b: Double) -> Double {
    if a.isNaN || b.isNaN { return a.isNaN ? a : b }
    if a == 0 && b == 0 { return a.sign == .minus ? b : a }
    return a >= b ? a : b
  }

  /// `value.coerceIn(minimum, maximum)`: the bound the value is beyond, else the value (NaN stays NaN).
  public static func coerceIn(_ value: Double, _ minimum: Double, _ maximum: Double) -> Double {
    // TRAP: a Swift range traps when `minimum > maximum` or a bound is NaN; Kotlin throws
    // IllegalArgumentException for the first and accepts the second.
    let range = minimum...maximum
    if value < range.lowerBound { return range.lowerBound }
    if value > range.upperBound { return range.upperBound }
    return value
  }
}
