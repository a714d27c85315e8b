import GeoModel
import JavaHashing

/// The hash-relevant fields of Android's `MapCameraPosition`, with Android's defaults.
public struct MapCameraPosition: Sendable {
  /// `position` (Android converts any `GeoPointInterface` with `GeoPoint.from`, a null altitude becoming 0.0).
  public var position: GeoPoint
  /// `zoom`, default 0.0.
  public var zoom: Double
  /// `bearing`, default 0.0.
  public var bearing: Double
  /// `tilt`, default 0.0.
  public var tilt: Double
  /// Whether `paddings` is non-null. Android's default is `MapPaddings.Zeros`, an instance of an `open class`
  /// without `hashCode()`: any paddings object is hashed by identity, whatever its values.
  public var hasPaddings: Bool
  /// Whether `visibleRegion` is non-null (default `null`). A `VisibleRegion` is a data class whose first field is
  /// a `GeoRectBounds`, hashed by identity, so any visible region makes the hash not portable.
  public var hasVisibleRegion: Bool

  /// Why a camera position with paddings or a visible region has no portable hash.
  public static let identityNotPortableReason =
    "MapCameraPosition.hashCode() folds in paddings.hashCode() and visibleRegion.hashCode(): MapPaddings does not override hashCode() and VisibleRegion holds a GeoRectBounds that does not either, so a non-null one is hashed by identity"

  /// A camera position; every default is Android's (so paddings are present).
  public init(
    position: GeoPoint, zoom: Double = 0.0, bearing: Double = 0.0, tilt: Double = 0.0, hasPaddings: Bool = true,
    hasVisibleRegion: Bool = false
  ) {
    self.position = position
    self.zoom = zoom
    self.bearing = bearing
    self.tilt = tilt
    self.hasPaddings = hasPaddings
    self.hasVisibleRegion = hasVisibleRegion
  }

  /// `MapCameraPosition.hashCode()`: `h31(position.hashCode(), [zoom, bearing, tilt (Double hashes),
  /// paddings.hashCode(), visibleRegion.hashCode()])` in wrapping 32-bit arithmetic, where a null paddings or
  /// visible region hashes to 0. Portable only when both are null.
  public var javaHashCode: Portability<Int32> {
    if hasPaddings || hasVisibleRegion { return .notPortable(reason: Self.identityNotPortableReason) }
    return .portable(
      JavaHash.h31(
        seed: position.javaHashCode,
        [JavaHash.double(zoom), JavaHash.double(bearing), JavaHash.double(tilt), 0, 0]))
  }
}
