extension GeoPoint {
  /// Android's `GeoPointInterface.normalize()`: latitude `coerceIn(-90.0, 90.0)`, longitude
  /// ``normalizeLng(_:)``, altitude kept.
  ///
  /// `coerceIn` compares with `<` and `>`, so a NaN latitude stays NaN and `-0.0` stays `-0.0`.
  public func normalize() -> GeoPoint {
    GeoPoint(
      latitude: Self.coerceIn(latitude, lowerBound: -90, upperBound: 90),
      longitude: Self.normalizeLng(longitude),
      altitude: altitude)
  }

  /// Kotlin `Double.coerceIn(min, max)`: `min` if below, `max` if above, else the value itself (NaN included).
  private static func coerceIn(_ value: Double, lowerBound: Double, upperBound: Double) -> Double {
    if value < lowerBound { return lowerBound }
    if value > upperBound { return upperBound }
    return value
  }
}
