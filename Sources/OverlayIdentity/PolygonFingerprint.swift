import JavaHashing

/// Android's `PolygonFingerPrint` data class: every field is already a Java `int` hash.
public struct PolygonFingerprint: Hashable, Sendable, JavaHashable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Int32
  /// `strokeColor.hashCode()`, the ARGB `int`.
  public var strokeColor: Int32
  /// `strokeWidth.hashCode()`, `floatToIntBits` of the `Dp`.
  public var strokeWidth: Int32
  /// `fillColor.hashCode()`, the ARGB `int`.
  public var fillColor: Int32
  /// `geodesic.toString().hashCode()`: `"true"` → 3569038, `"false"` → 97196323 (a `String` hash).
  public var geodesic: Int32
  /// `zIndex`.
  public var zIndex: Int32
  /// `pointsHash`, `h31(0, point hashes)`.
  public var points: Int32
  /// `holesHash`, `h31(0, [pointsHash(hole) for each hole])`.
  public var holes: Int32
  /// `extra?.hashCode() ?: 0`.
  public var extra: Int32

  /// A fingerprint with these field values.
  public init(
    id: Int32, strokeColor: Int32, strokeWidth: Int32, fillColor: Int32, geodesic: Int32, zIndex: Int32,
    points: Int32, holes: Int32, extra: Int32
  ) {
    self.id = id
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.fillColor = fillColor
    self.geodesic = geodesic
    self.zIndex = zIndex
    self.points = points
    self.holes = holes
    self.extra = extra
  }

  /// The fields in Android's declaration order, named as in the parity vectors.
  public var fields: [(name: String, value: Int32)] {
    [
      ("id", id), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth), ("fillColor", fillColor),
      ("geodesic", geodesic), ("zIndex", zIndex), ("points", points), ("holes", holes), ("extra", extra),
    ]
  }

  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, fields.dropFirst().map(\.value))
  }
}
