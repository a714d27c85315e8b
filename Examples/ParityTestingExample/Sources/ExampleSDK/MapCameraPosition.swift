/// Where the camera looks.
public struct MapCameraPosition: Sendable {
  public var position: GeoPoint
  public var zoom: Double
  public var bearing: Double
  public var tilt: Double

  public init(position: GeoPoint, zoom: Double = 0, bearing: Double = 0, tilt: Double = 0) {
    self.position = position
    self.zoom = zoom
    self.bearing = bearing
    self.tilt = tilt
  }

  /// Android's `hashCode()` without paddings and visible region (null there: hash 0).
  public var javaHashCode: Int32 {
    JavaHashes.fold(seed: position.javaHashCode, [
      JavaHashes.double(zoom), JavaHashes.double(bearing), JavaHashes.double(tilt), 0, 0,
    ])
  }
}
