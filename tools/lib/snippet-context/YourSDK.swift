// The SDK the docs' Swift snippets call "YourSDK": the few declarations they take from an SDK, shaped like an iOS
// map SDK's, with bodies that only have to type-check (tools/snippet-check compiles the snippets against this module
// and the package's own). A snippet that names more of "your SDK" adds it here.

/// Java's hashes, as the SDK spells them.
public enum JavaHash {
  /// `Long.hashCode()`: a Kotlin Long is an Int64, its hash an Int32.
  public static func long(_ value: Int64) -> Int32 { Int32(truncatingIfNeeded: value ^ Int64(bitPattern: UInt64(bitPattern: value) >> 32)) }
}

public struct GeoPoint: Hashable, Sendable {
  public var latitude: Double
  public var longitude: Double
  public var altitude: Double
  public init(latitude: Double, longitude: Double, altitude: Double = 0) {
    self.latitude = latitude
    self.longitude = longitude
    self.altitude = altitude
  }
}

public struct MarkerFingerprint: Hashable, Sendable {
  public var id: Int32, icon: Int32, clickable: Int32, draggable: Int32, latitude: Int32, longitude: Int32
  public var animation: Int32?, zIndex: Int32?
}

public struct MarkerState: Sendable {
  public var position: GeoPoint
  public var zIndex: Int32?
  public init(position: GeoPoint) { self.position = position }
  public var fingerprint: MarkerFingerprint {
    MarkerFingerprint(id: 0, icon: 0, clickable: 1231, draggable: 1237, latitude: 0, longitude: 0, animation: 1, zIndex: zIndex)
  }
}
