import JavaHashing

/// A Kotlin `TileScheme` enum constant (`"XYZ"`, `"TMS"`), named as in Kotlin.
///
/// Deliberately not ``JavaHashing/JavaHashable``: a Kotlin `enum`'s `hashCode()` is an identity hash, so a source
/// that holds one has no portable hash.
public struct TileScheme: Hashable, Sendable {
  /// The enum constant's name.
  public var name: String

  /// The constant with this name.
  public init(name: String) {
    self.name = name
  }

  /// `TileScheme.XYZ`, Android's default.
  public static let xyz = TileScheme(name: "XYZ")
  /// `TileScheme.TMS`.
  public static let tms = TileScheme(name: "TMS")
}

/// Android's `RasterLayerSource`, a sealed class of three data classes.
public enum RasterLayerSource: Sendable {
  /// `UrlTemplate(template, tileSize = 512, minZoom = null, maxZoom = null, attribution = null, scheme = XYZ)`.
  case urlTemplate(
    template: JavaString, tileSize: Int32 = defaultTileSize, minZoom: Int32? = nil, maxZoom: Int32? = nil,
    attribution: JavaString? = nil, scheme: TileScheme = .xyz)
  /// `TileJson(url)`.
  case tileJson(url: JavaString)
  /// `ArcGisService(serviceUrl)`.
  case arcGisService(serviceUrl: JavaString)

  /// `RasterLayerSource.DEFAULT_TILE_SIZE`: 512.
  public static let defaultTileSize: Int32 = 512

  /// Why a `UrlTemplate` source has no portable hash.
  public static let schemeNotPortableReason =
    "UrlTemplate's scheme is a Kotlin enum (TileScheme): its hashCode() is an identity hash that differs between runs and between JVM and ART, and the data class hash includes it"

  /// The data class's `hashCode()`.
  ///
  /// `TileJson` and `ArcGisService` have one `String` field, so their hash is that string's hash. `UrlTemplate`'s
  /// hash folds in `scheme`, which always holds an enum constant (default `XYZ`): never portable.
  public var javaHashCode: Portability<Int32> {
    switch self {
    case .urlTemplate: .notPortable(reason: Self.schemeNotPortableReason)
    case .tileJson(let url): .portable(url.javaHashCode)
    case .arcGisService(let serviceUrl): .portable(serviceUrl.javaHashCode)
    }
  }
}
