import JavaHashing

/// Android's `PolygonFingerPrint` data class, field by field: each field is a Java `int` hash.
///
/// `PolygonFingerprint` (every field an `Int32`) is the core's value. The parity harness reads a subject's answer
/// as `PolygonFingerprintFields<Int32?>`, so that an SDK without a value for a field says nil and is reported,
/// instead of an adapter making a value up.
public typealias PolygonFingerprint = PolygonFingerprintFields<Int32>

/// The fields of Android's `PolygonFingerPrint`, each of type `Field`.
public struct PolygonFingerprintFields<Field: Hashable & Sendable>: Hashable, Sendable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Field
  /// `strokeColor.hashCode()`, the ARGB `int`.
  public var strokeColor: Field
  /// `strokeWidth.hashCode()`, `floatToIntBits` of the `Dp`.
  public var strokeWidth: Field
  /// `fillColor.hashCode()`, the ARGB `int`.
  public var fillColor: Field
  /// `geodesic.toString().hashCode()`: `"true"` → 3569038, `"false"` → 97196323 (a `String` hash).
  public var geodesic: Field
  /// `zIndex`.
  public var zIndex: Field
  /// `pointsHash`, `h31(0, point hashes)`.
  public var points: Field
  /// `holesHash`, `h31(0, [pointsHash(hole) for each hole])`.
  public var holes: Field
  /// `extra?.hashCode() ?: 0`.
  public var extra: Field

  /// A fingerprint with these field values.
  public init(
    id: Field, strokeColor: Field, strokeWidth: Field, fillColor: Field, geodesic: Field, zIndex: Field,
    points: Field, holes: Field, extra: Field
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
  public var fields: [(name: String, value: Field)] {
    [
      ("id", id), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth), ("fillColor", fillColor),
      ("geodesic", geodesic), ("zIndex", zIndex), ("points", points), ("holes", holes), ("extra", extra),
    ]
  }

  /// The same fingerprint with `transform` applied to every field.
  public func map<Other>(_ transform: (Field) throws -> Other) rethrows -> PolygonFingerprintFields<Other> {
    try PolygonFingerprintFields<Other>(
      id: transform(id), strokeColor: transform(strokeColor), strokeWidth: transform(strokeWidth),
      fillColor: transform(fillColor), geodesic: transform(geodesic), zIndex: transform(zIndex),
      points: transform(points), holes: transform(holes), extra: transform(extra))
  }
}

extension PolygonFingerprintFields: JavaHashable where Field == Int32 {
  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, fields.dropFirst().map(\.value))
  }
}
