import JavaHashing

/// Android's `CircleFingerPrint` data class: every field is already a Java `int` hash.
public struct CircleFingerprint: Hashable, Sendable, JavaHashable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Int32
  /// `center.hashCode()`, the 1e7-rounded `GeoPoint` hash.
  public var center: Int32
  /// `radiusMeters.hashCode()`, a `Double` hash.
  public var radiusMeters: Int32
  /// `clickable.hashCode()` (1231 / 1237).
  public var clickable: Int32
  /// `geodesic.hashCode()`, the `Boolean` hash (1231 / 1237).
  public var geodesic: Int32
  /// `strokeColor.hashCode()`, the ARGB `int`.
  public var strokeColor: Int32
  /// `strokeWidth.hashCode()`, `floatToIntBits` of the `Dp`.
  public var strokeWidth: Int32
  /// `fillColor.hashCode()`, the ARGB `int`.
  public var fillColor: Int32
  /// `zIndex.hashCode()` (`null` → 0).
  public var zIndex: Int32
  /// `extra?.hashCode() ?: 0`.
  public var extra: Int32

  /// A fingerprint with these field values.
  public init(
    id: Int32, center: Int32, radiusMeters: Int32, clickable: Int32, geodesic: Int32, strokeColor: Int32,
    strokeWidth: Int32, fillColor: Int32, zIndex: Int32, extra: Int32
  ) {
    self.id = id
    self.center = center
    self.radiusMeters = radiusMeters
    self.clickable = clickable
    self.geodesic = geodesic
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.fillColor = fillColor
    self.zIndex = zIndex
    self.extra = extra
  }

  /// The fields in Android's declaration order, named as in the parity vectors.
  public var fields: [(name: String, value: Int32)] {
    [
      ("id", id), ("center", center), ("radiusMeters", radiusMeters), ("clickable", clickable),
      ("geodesic", geodesic), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth), ("fillColor", fillColor),
      ("zIndex", zIndex), ("extra", extra),
    ]
  }

  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, fields.dropFirst().map(\.value))
  }
}
