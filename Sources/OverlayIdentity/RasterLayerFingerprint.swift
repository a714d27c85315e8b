import JavaHashing

/// Android's `RasterLayerFingerPrint` data class: every field is already a Java `int` hash.
public struct RasterLayerFingerprint: Hashable, Sendable, JavaHashable {
  /// `id.hashCode()`: the `String` hash of the explicit or auto ID's text.
  public var id: Int32
  /// `source.hashCode()`.
  public var source: Int32
  /// `opacity.hashCode()`, a `Float` hash (`floatToIntBits`: 1.0f → 1065353216).
  public var opacity: Int32
  /// `visible.hashCode()` (1231 / 1237).
  public var visible: Int32
  /// `zIndex.hashCode()`.
  public var zIndex: Int32
  /// `userAgent?.hashCode() ?: 0`.
  public var userAgent: Int32
  /// `debug.hashCode()` (1231 / 1237).
  public var debug: Int32
  /// `extraHeaders?.hashCode() ?: 0`, a `java.util.Map` hash.
  public var extra: Int32

  /// A fingerprint with these field values.
  public init(
    id: Int32, source: Int32, opacity: Int32, visible: Int32, zIndex: Int32, userAgent: Int32, debug: Int32,
    extra: Int32
  ) {
    self.id = id
    self.source = source
    self.opacity = opacity
    self.visible = visible
    self.zIndex = zIndex
    self.userAgent = userAgent
    self.debug = debug
    self.extra = extra
  }

  /// The fields in Android's declaration order, named as in the parity vectors.
  public var fields: [(name: String, value: Int32)] {
    [
      ("id", id), ("source", source), ("opacity", opacity), ("visible", visible), ("zIndex", zIndex),
      ("userAgent", userAgent), ("debug", debug), ("extra", extra),
    ]
  }

  /// The data class's `hashCode()`: `h31(id, [the remaining fields in order])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(seed: id, fields.dropFirst().map(\.value))
  }
}
