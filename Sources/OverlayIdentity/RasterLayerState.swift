import JavaHashing

/// The identity-relevant fields of Android's `RasterLayerState`, with Android's defaults.
public struct RasterLayerState: Sendable, RevisionDependent {
  /// `RasterLayerState.DEFAULT_USER_AGENT`, the default `userAgent` from revision 1569cc5 on (55 UTF-16 units,
  /// `hashCode()` -1521753303).
  public static let defaultUserAgent: JavaString = "MapConductor/RasterLayerAgent(https://mapconductor.com)"

  /// `source`.
  public var source: RasterLayerSource
  /// `opacity`, a Kotlin `Float`, default `1.0f`.
  public var opacity: Float
  /// `visible`, default `true`.
  public var visible: Bool
  /// `zIndex`, default 0 (not nullable).
  public var zIndex: Int32
  /// `userAgent`; `nil` is Android's default: `null` until 221a949+clickable, ``defaultUserAgent`` (the field is
  /// no longer nullable) from 1569cc5 on (``effectiveUserAgent``).
  public var userAgent: JavaString?
  /// `debug`, default `false`.
  public var debug: Bool
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `extraHeaders`, a `Map<String, String>?`, default `null`. Entries in any order; keys are distinct.
  public var extraHeaders: [(name: JavaString, value: JavaString)]?
  /// Which android-sdk-core revision's values this state computes (default: the newest).
  public var revision: AndroidCoreRevision

  /// A raster layer state; every default is Android's.
  public init(
    source: RasterLayerSource,
    opacity: Float = 1.0,
    visible: Bool = true,
    zIndex: Int32 = 0,
    userAgent: JavaString? = nil,
    debug: Bool = false,
    id: JavaString? = nil,
    extraHeaders: [(name: JavaString, value: JavaString)]? = nil,
    revision: AndroidCoreRevision = .newest
  ) {
    self.source = source
    self.opacity = opacity
    self.visible = visible
    self.zIndex = zIndex
    self.userAgent = userAgent
    self.debug = debug
    self.id = id
    self.extraHeaders = extraHeaders
    self.revision = revision
  }

  /// The user agent Android's state holds: ``userAgent``, or this revision's default for `nil`.
  public var effectiveUserAgent: JavaString? {
    userAgent ?? (revision >= .sdk1569cc5 ? Self.defaultUserAgent : nil)
  }
}
