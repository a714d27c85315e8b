import GeoModel
import JavaHashing

/// The identity-relevant fields of Android's `CircleState`, with Android's defaults.
public struct CircleState: Sendable {
  /// `center`.
  public var center: GeoPoint
  /// `radiusMeters`.
  public var radiusMeters: Double
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `clickable`, default `true`.
  public var clickable: Bool
  /// `geodesic`, default `true`.
  public var geodesic: Bool
  /// `strokeColor`, default `Color.Red`.
  public var strokeColor: Color
  /// `strokeWidth`, default `1.dp`.
  public var strokeWidth: Dp
  /// `fillColor`, default `Color(255, 255, 255, 127)` (`0x7FFFFFFF`).
  public var fillColor: Color
  /// `zIndex`, default `null`.
  public var zIndex: Int32?
  /// `extra` (a `Serializable?`), as a typed JVM value.
  public var extra: JavaValue?

  /// Android's default `fillColor`: `Color(red = 255, green = 255, blue = 255, alpha = 127)`.
  public static let defaultFillColor = Color(red: 255, green: 255, blue: 255, alpha: 127)

  /// A circle state; every default is Android's.
  public init(
    center: GeoPoint,
    radiusMeters: Double,
    id: JavaString? = nil,
    clickable: Bool = true,
    geodesic: Bool = true,
    strokeColor: Color = .red,
    strokeWidth: Dp = Dp(1),
    fillColor: Color = CircleState.defaultFillColor,
    zIndex: Int32? = nil,
    extra: JavaValue? = nil
  ) {
    self.center = center
    self.radiusMeters = radiusMeters
    self.id = id
    self.clickable = clickable
    self.geodesic = geodesic
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.fillColor = fillColor
    self.zIndex = zIndex
    self.extra = extra
  }
}

extension CircleState: JavaHashable {
  /// The ID Android generates when none is given: `reduce31([center, radiusMeters (Double), clickable, geodesic
  /// (Boolean), extra ?: 0, strokeColor, strokeWidth (Dp), fillColor, zIndex ?: 0])` as a decimal `int`.
  public var autoID: JavaString {
    let hashes: [Int32] = [
      center.javaHashCode,
      JavaHash.double(radiusMeters),
      JavaHash.boolean(clickable),
      JavaHash.boolean(geodesic),
      extra.javaHashCode,
      strokeColor.javaHashCode,
      strokeWidth.javaHashCode,
      fillColor.javaHashCode,
      zIndex ?? 0,
    ]
    return OverlayHashing.decimalID(JavaHash.h31(seed: 0, hashes))
  }

  /// Android's `CircleState.id`: the explicit ``id`` if given, else ``autoID``.
  public var resolvedID: JavaString {
    id ?? autoID
  }

  /// `CircleState.hashCode()`: `h31(extra ?: 0, [center, clickable, geodesic, radiusMeters, strokeColor,
  /// strokeWidth, fillColor, zIndex ?: 0])`.
  public var javaHashCode: Int32 {
    JavaHash.h31(
      seed: extra.javaHashCode,
      [
        center.javaHashCode,
        JavaHash.boolean(clickable),
        JavaHash.boolean(geodesic),
        JavaHash.double(radiusMeters),
        strokeColor.javaHashCode,
        strokeWidth.javaHashCode,
        fillColor.javaHashCode,
        zIndex ?? 0,
      ])
  }

  /// `CircleState.fingerPrint()`.
  public var fingerprint: CircleFingerprint {
    CircleFingerprint(
      id: resolvedID.javaHashCode,
      center: center.javaHashCode,
      radiusMeters: JavaHash.double(radiusMeters),
      clickable: JavaHash.boolean(clickable),
      geodesic: JavaHash.boolean(geodesic),
      strokeColor: strokeColor.javaHashCode,
      strokeWidth: strokeWidth.javaHashCode,
      fillColor: fillColor.javaHashCode,
      zIndex: zIndex ?? 0,
      extra: extra.javaHashCode)
  }
}
