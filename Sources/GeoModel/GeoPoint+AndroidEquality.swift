extension GeoPoint {
  /// The tolerance of Android's `GeoPoint.equals`, in degrees (and metres for the altitude): `1e-7`.
  public static let androidEqualityTolerance = 1e-7

  /// Android's `GeoPoint.equals`: `|Δlat| < 1e-7 && |Δlng| < 1e-7 && |Δalt| < 1e-7`.
  ///
  /// Not transitive and false for any NaN coordinate, so `GeoPoint` is deliberately not `Equatable`. Android first
  /// returns `true` for the very same object (`this === other`); a value type has no identity, so that shortcut
  /// (which only matters for NaN coordinates) is not modelled: two decoded points are always distinct objects.
  public func isAndroidEqual(to other: GeoPoint) -> Bool {
    let tolerance = Self.androidEqualityTolerance
    return abs(latitude - other.latitude) < tolerance
      && abs(longitude - other.longitude) < tolerance
      && abs(altitude - other.altitude) < tolerance
  }
}
