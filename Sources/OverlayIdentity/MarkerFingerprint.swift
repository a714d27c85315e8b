import JavaHashing

/// Android's `MarkerFingerPrint` data class: every field is already a Java `int` hash.
public struct MarkerFingerprint: Hashable, Sendable, JavaHashable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Int32
  /// `icon.hashCode()` (`null` → 0).
  public var icon: Int32
  /// `clickable.hashCode()` (1231 / 1237).
  public var clickable: Int32
  /// `draggable.hashCode()` (1231 / 1237).
  public var draggable: Int32
  /// `latitude.hashCode()`, the raw `Double` hash.
  public var latitude: Int32
  /// `longitude.hashCode()`, the raw `Double` hash.
  public var longitude: Int32
  /// `animation?.hashCode() ?: 1`; only 1 (no animation) is portable.
  public var animation: Int32
  /// `zIndex.hashCode()`, so `null` and 0 both give 0.
  public var zIndex: Int32

  /// A fingerprint with these field values.
  public init(
    id: Int32, icon: Int32, clickable: Int32, draggable: Int32, latitude: Int32, longitude: Int32,
    animation: Int32, zIndex: Int32
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
  public var fields: [(name: String, value: Int32)] {
    [
      ("id", id), ("icon", icon), ("clickable", clickable), ("draggable", draggable), ("latitude", latitude),
      ("longitude", longitude), ("animation", animation), ("zIndex", zIndex),
    ]
  }

  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, [icon, clickable, draggable, latitude, longitude, animation, zIndex])
  }
}
