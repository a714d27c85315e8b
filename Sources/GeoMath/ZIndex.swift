import GeoModel

/// Android's `calculateZIndex(point)` (`docs/contracts.md`, "calculateZIndex"): the draw order of circles without
/// an explicit `zIndex`, south in front of north and, at one latitude, west in front of east.
public enum ZIndex {
  /// `(-lat * 1_000_000 - lng).roundToInt()` with Kotlin's `roundToInt` (``KotlinMath/roundToInt(_:)``: ties
  /// toward +∞, saturating at the `Int` range).
  ///
  /// - Throws: ``AndroidException/roundNaN`` when the value is NaN (a NaN coordinate, or ∞ - ∞), where Android
  ///   throws.
  public static func calculate(for point: GeoPoint) throws(AndroidException) -> Int32 {
    try KotlinMath.roundToInt(-point.latitude * 1_000_000 - point.longitude)
  }
}
