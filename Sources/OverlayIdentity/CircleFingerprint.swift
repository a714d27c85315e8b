import JavaHashing

/// Android's `CircleFingerPrint` data class, field by field: each field is a Java `int` hash.
///
/// `CircleFingerprint` (every field an `Int32`) is the core's value. The parity harness reads a subject's answer
/// as `CircleFingerprintFields<Int32?>`, so that an SDK without a value for a field says nil and is reported,
/// instead of an adapter making a value up.
public typealias CircleFingerprint = CircleFingerprintFields<Int32>

/// The fields of Android's `CircleFingerPrint`, each of type `Field`.
public struct CircleFingerprintFields<Field: Hashable & Sendable>: Hashable, Sendable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Field
  /// `center.hashCode()`, the 1e7-rounded `GeoPoint` hash.
  public var center: Field
  /// `radiusMeters.hashCode()`, a `Double` hash.
  public var radiusMeters: Field
  /// `clickable.hashCode()` (1231 / 1237).
  public var clickable: Field
  /// `geodesic.hashCode()`, the `Boolean` hash (1231 / 1237).
  public var geodesic: Field
  /// `strokeColor.hashCode()`, the ARGB `int`.
  public var strokeColor: Field
  /// `strokeWidth.hashCode()`, `floatToIntBits` of the `Dp`.
  public var strokeWidth: Field
  /// `fillColor.hashCode()`, the ARGB `int`.
  public var fillColor: Field
  /// `zIndex.hashCode()` (`null` → 0).
  public var zIndex: Field
  /// `extra?.hashCode() ?: 0`.
  public var extra: Field

  /// A fingerprint with these field values.
  public init(
    id: Field, center: Field, radiusMeters: Field, clickable: Field, geodesic: Field, strokeColor: Field,
    strokeWidth: Field, fillColor: Field, zIndex: Field, extra: Field
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
  public var fields: [(name: String, value: Field)] {
    [
      ("id", id), ("center", center), ("radiusMeters", radiusMeters), ("clickable", clickable),
      ("geodesic", geodesic), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth), ("fillColor", fillColor),
      ("zIndex", zIndex), ("extra", extra),
    ]
  }

  /// The same fingerprint with `transform` applied to every field.
  public func map<Other>(_ transform: (Field) throws -> Other) rethrows -> CircleFingerprintFields<Other> {
    try CircleFingerprintFields<Other>(
      id: transform(id), center: transform(center), radiusMeters: transform(radiusMeters),
      clickable: transform(clickable), geodesic: transform(geodesic), strokeColor: transform(strokeColor),
      strokeWidth: transform(strokeWidth), fillColor: transform(fillColor), zIndex: transform(zIndex),
      extra: transform(extra))
  }
}

extension CircleFingerprintFields: JavaHashable where Field == Int32 {
  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, fields.dropFirst().map(\.value))
  }
}
