/// A coordinate; equal and hashed like Android's `GeoPoint` (rounded to 1e-7 degrees).
public struct MapPoint: Sendable {
  public var latitude: Double
  public var longitude: Double
  public var altitude: Double

  public init(latitude: Double, longitude: Double, altitude: Double = 0) {
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
  }

  public var javaHashCode: Int32 {
    // PORT MISTAKE: Kotlin's `(x * 1e7).toLong()` saturates (and gives 0 for NaN); Swift's `Int64(_:)` traps
    // on NaN, infinities and anything beyond 2^63.
    let latitudeHash = JavaHashes.long(Int64(latitude * 1e7))
    let longitudeHash = JavaHashes.long(Int64(longitude * 1e7))
    let altitudeHash = JavaHashes.long(Int64(altitude * 1e7))
    return JavaHashes.fold(seed: latitudeHash, [longitudeHash, altitudeHash])
  }
}
