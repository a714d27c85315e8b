import JavaHashing

/// Android's `MarkerFingerPrint` data class, field by field: each field is a Java `int` hash.
///
/// `MarkerFingerprint` (every field an `Int32`) is the core's value. The parity harness reads a subject's answer
/// as `MarkerFingerprintFields<Int32?>`, so that an SDK without a value for a field says nil and is reported,
/// instead of an adapter making a value up.
public typealias MarkerFingerprint = MarkerFingerprintFields<Int32>

/// The fields of Android's `MarkerFingerPrint`, each of type `Field`.
public struct MarkerFingerprintFields<Field: Hashable & Sendable>: Hashable, Sendable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Field
  /// `icon.hashCode()` (`null` → 0).
  public var icon: Field
  /// `clickable.hashCode()` (1231 / 1237).
  public var clickable: Field
  /// `draggable.hashCode()` (1231 / 1237).
  public var draggable: Field
  /// `latitude.hashCode()`, the raw `Double` hash.
  public var latitude: Field
  /// `longitude.hashCode()`, the raw `Double` hash.
  public var longitude: Field
  /// `animation?.hashCode() ?: 1`; only 1 (no animation) is portable.
  public var animation: Field
  /// `zIndex.hashCode()`, so `null` and 0 both give 0.
  public var zIndex: Field

  /// A fingerprint with these field values.
  public init(
    id: Field, icon: Field, clickable: Field, draggable: Field, latitude: Field, longitude: Field,
    animation: Field, zIndex: Field
  ) {
    self.id = id
    self.icon = icon
    self.clickable = clickable
    self.draggable = draggable
    self.latitude = latitude
    self.longitude = longitude
    self.animation = animation
    self.zIndex = zIndex
  }

  /// The fields in Android's declaration order, named as in the parity vectors.
  public var fields: [(name: String, value: Field)] {
    [
      ("id", id), ("icon", icon), ("clickable", clickable), ("draggable", draggable), ("latitude", latitude),
      ("longitude", longitude), ("animation", animation), ("zIndex", zIndex),
    ]
  }

  /// The same fingerprint with `transform` applied to every field.
  public func map<Other>(_ transform: (Field) throws -> Other) rethrows -> MarkerFingerprintFields<Other> {
    try MarkerFingerprintFields<Other>(
      id: transform(id), icon: transform(icon), clickable: transform(clickable),
      draggable: transform(draggable), latitude: transform(latitude), longitude: transform(longitude),
      animation: transform(animation), zIndex: transform(zIndex))
  }
}

extension MarkerFingerprintFields: JavaHashable where Field == Int32 {
  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, [icon, clickable, draggable, latitude, longitude, animation, zIndex])
  }
}
