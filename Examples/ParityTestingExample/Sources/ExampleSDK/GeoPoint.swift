/// A coordinate in degrees; equal within 1e-7 degrees and hashed like Android's `GeoPoint` (rounded to 1e-7).
public struct GeoPoint: Sendable, Equatable {
  public var latitude: Double
  public var longitude: Double
  public var altitude: Double

  public init(latitude: Double, longitude: Double, altitude: Double = 0) {
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
  }

  /// Android's tolerance: two points closer than 1e-7 degrees (and metres of altitude) are the same point.
  public static func == (lhs: GeoPoint, rhs: GeoPoint) -> Bool {
    abs(lhs.latitude - rhs.latitude) < 1e-7 && abs(lhs.longitude - rhs.longitude) < 1e-7
      && abs(lhs.altitude - rhs.altitude) < 1e-7
  }

  public var isValid: Bool {
    (-90.0...90.0).contains(latitude) && (-180.0...180.0).contains(longitude)
  }

  public var javaHashCode: Int32 {
    // PORT MISTAKE (a trap): Kotlin's `(x * 1e7).toLong()` saturates (and gives 0 for NaN); Swift's `Int64(_:)`
    // traps on NaN, infinities and anything beyond 2^63.
    let latitudeHash = JavaHashes.long(Int64(latitude * 1e7))
    let longitudeHash = JavaHashes.long(Int64(longitude * 1e7))
    let altitudeHash = JavaHashes.long(Int64(altitude * 1e7))
    return JavaHashes.fold(seed: latitudeHash, [longitudeHash, altitudeHash])
  }

  /// A longitude brought into [-180, 180).
  public static func normalizedLongitude(_ longitude: Double) -> Double {
    ((longitude + 180).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) - 180
  }
}
