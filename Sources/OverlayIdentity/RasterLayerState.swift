import JavaHashing

/// The identity-relevant fields of Android's `RasterLayerState`, with Android's defaults.
public struct RasterLayerState: Sendable {
  /// `source`.
  public var source: RasterLayerSource
  /// `opacity`, a Kotlin `Float`, default `1.0f`.
  public var opacity: Float
  /// `visible`, default `true`.
  public var visible: Bool
  /// `zIndex`, default 0 (not nullable).
  public var zIndex: Int32
  /// `userAgent`, default `null`.
  public var userAgent: JavaString?
  /// `debug`, default `false`.
  public var debug: Bool
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `extraHeaders`, a `Map<String, String>?`, default `null`. Entries in any order; keys are distinct.
  public var extraHeaders: [(name: JavaString, value: JavaString)]?

  /// A raster layer state; every default is Android's.
  public init(
    source: RasterLayerSource,
    opacity: Float = 1.0,
    visible: Bool = true,
    zIndex: Int32 = 0,
    userAgent: JavaString? = nil,
    debug: Bool = false,
    id: JavaString? = nil,
    extraHeaders: [(name: JavaString, value: JavaString)]? = nil
  ) {
    self.source = source
    self.opacity = opacity
    self.visible = visible
    self.zIndex = zIndex
    self.userAgent = userAgent
    self.debug = debug
    self.id = id
    self.extraHeaders = extraHeaders
  }
}
