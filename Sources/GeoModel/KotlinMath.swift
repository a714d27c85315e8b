/// Kotlin's `Double` comparisons and conversions as the JVM evaluates them, for code ported from the Android
/// core. Swift's `min`, `max`, `clamped` and `rounded()` answer differently on NaN, `-0.0` and ties, and
/// `Int32(_:)` traps; these never trap.
public enum KotlinMath {
  /// Kotlin `minOf(a, b)` on doubles (`Math.min`): NaN if either is NaN (that operand, first `a`), and `-0.0` is
  /// below `0.0`.
  ///
  /// Swift's `min(35, .nan)` is 35 (it compares with `<`); Kotlin's is NaN.
  public static func minOf(_ a: Double, _ b: Double) -> Double {
    if a.isNaN { return a }
    if b.isNaN { return b }
    if a == 0 && b == 0 { return a.sign == .minus ? a : b }
    return a <= b ? a : b
  }

  /// Kotlin `maxOf(a, b)` on doubles (`Math.max`): NaN if either is NaN, and `0.0` is above `-0.0`.
  public static func maxOf(_ a: Double, _ b: Double) -> Double {
    if a.isNaN { return a }
    if b.isNaN { return b }
    if a == 0 && b == 0 { return a.sign == .minus ? b : a }
    return a >= b ? a : b
  }

  /// Kotlin `value.coerceIn(minimum, maximum)` on doubles: the bound the value is beyond (compared with `<` and
  /// `>`), else the value itself, so NaN stays NaN and `-0.0` stays `-0.0` even against a `0.0` bound.
  ///
  /// - Throws: ``AndroidException/emptyRange`` when `minimum > maximum` (checked first, as Kotlin does; a NaN
  ///   bound is not an empty range).
  public static func coerceIn(_ value: Double, _ minimum: Double, _ maximum: Double) throws(AndroidException)
    -> Double
  {
    if minimum > maximum { throw .emptyRange }
    if value < minimum { return minimum }
    if value > maximum { return maximum }
    return value
  }

  /// Kotlin `value.coerceAtLeast(minimum)`: `minimum` if the value is below it, else the value (NaN stays NaN).
  public static func coerceAtLeast(_ value: Double, _ minimum: Double) -> Double {
    value < minimum ? minimum : value
  }

  /// Kotlin `Double.roundToInt()`: ties toward +∞ (`Math.round`: 2.5 → 3, -2.5 → -2, 0.49999999999999994 → 0),
  /// saturating at `Int.MIN_VALUE`/`Int.MAX_VALUE`.
  ///
  /// Swift's `rounded()` sends ties away from zero (-2.5 → -3).
  /// - Throws: ``AndroidException/roundNaN`` for NaN, where Kotlin throws.
  public static func roundToInt(_ value: Double) throws(AndroidException) -> Int32 {
    if value.isNaN { throw .roundNaN }
    if value > Double(Int32.max) { return .max }
    if value < Double(Int32.min) { return .min }
    // Math.round is floor(x + 0.5) in exact arithmetic; x - floor(x) is exact here, x + 0.5 is not.
    let floor = value.rounded(.down)
    return Int32(value - floor >= 0.5 ? floor + 1 : floor)
  }

  /// Kotlin `Double.toInt()` (the JVM's `d2i`): truncates toward zero, saturates, NaN gives 0.
  public static func toInt(_ value: Double) -> Int32 {
    if value >= -2_147_483_648.0 && value < 2_147_483_648.0 { return Int32(value) }
    if value.isNaN { return 0 }
    return value < 0 ? .min : .max
  }
}
