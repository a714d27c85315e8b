import GeoModel
import JavaHashing

/// The identity-relevant fields of Android's `MarkerState`, with Android's defaults.
public struct MarkerState: Sendable {
  /// `position`.
  public var position: GeoPoint
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `extra` (a `Serializable?`), as a typed JVM value.
  public var extra: JavaValue?
  /// `icon?.hashCode()`, given as an input because icon hashes depend on bitmaps and typefaces; `nil` = no icon.
  public var iconHash: Int32?
  /// `clickable`, default `true`.
  public var clickable: Bool
  /// `draggable`, default `false`.
  public var draggable: Bool
  /// `zIndex`, default `null`.
  public var zIndex: Int32?
  /// `animation`, default `null`; when set, the auto ID and the fingerprint are not portable.
  public var animation: MarkerAnimation?

  /// A marker state; every default is Android's.
  public init(
    position: GeoPoint,
    id: JavaString? = nil,
    extra: JavaValue? = nil,
    iconHash: Int32? = nil,
    clickable: Bool = true,
    draggable: Bool = false,
    zIndex: Int32? = nil,
    animation: MarkerAnimation? = nil
  ) {
    self.position = position
    self.id = id
    self.extra = extra
    self.iconHash = iconHash
    self.clickable = clickable
    self.draggable = draggable
    self.zIndex = zIndex
    self.animation = animation
  }
}
