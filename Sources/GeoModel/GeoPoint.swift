/// A position on the WGS 84 ellipsoid, as the Android core's `GeoPoint(latitude, longitude, altitude = 0.0)`.
///
/// Values are stored as given: a `GeoPoint` may hold NaN, infinities or out-of-range coordinates, because the
/// Android core accepts them and every operation here must give Android's answer for them, never trap.
public struct GeoPoint: Sendable {
  public var latitude: Double
  public var longitude: Double
  public var altitude: Double

  public init(latitude: Double, longitude: Double, altitude: Double = 0.0) {
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
  }
}

extension GeoPoint {
  /// Android's `normalizeLng`: `((x + 180) % 360 + 360) % 360 - 180`, where `%` is C `fmod`.
  ///
  /// So 180 maps to -180, and NaN or an infinity gives NaN (fmod of an infinity is NaN).
  public static func normalizeLng(_ longitude: Double) -> Double {
    let shifted = (longitude + 180).truncatingRemainder(dividingBy: 360)
    return (shifted + 360).truncatingRemainder(dividingBy: 360) - 180
  }
}
