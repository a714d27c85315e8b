import GeoModel
import JavaHashing

/// The identity-relevant fields of Android's `PolylineState`, with Android's defaults.
public struct PolylineState: Sendable {
  /// `points`.
  public var points: [GeoPoint]
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `strokeColor`, default `Color.Black`.
  public var strokeColor: Color
  /// `strokeWidth`, default `1.dp`.
  public var strokeWidth: Dp
  /// `geodesic`, default `false`.
  public var geodesic: Bool
  /// `zIndex`, default 0 (non-null for polylines).
  public var zIndex: Int32
  /// `extra` (a `Serializable?`), as a typed JVM value.
  public var extra: JavaValue?

  /// A polyline state; every default is Android's.
  public init(
    points: [GeoPoint],
    id: JavaString? = nil,
    strokeColor: Color = .black,
    strokeWidth: Dp = Dp(1),
    geodesic: Bool = false,
    zIndex: Int32 = 0,
    extra: JavaValue? = nil
  ) {
    self.points = points
    self.id = id
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.geodesic = geodesic
    self.zIndex = zIndex
    self.extra = extra
  }
}

extension PolylineState: JavaHashable {
  /// The ID Android generates when none is given: `reduce31([pointsHash, strokeColor, strokeWidth, geodesic
  /// (Boolean), extra ?: 0])` as a decimal `int`, with `pointsHash` seeded 0 (``OverlayHashing/pointsHash(_:)``).
  public var autoID: JavaString {
    let hashes: [Int32] = [
      OverlayHashing.pointsHash(points),
      strokeColor.javaHashCode,
      strokeWidth.javaHashCode,
      JavaHash.boolean(geodesic),
      extra.javaHashCode,
    ]
    return OverlayHashing.decimalID(JavaHash.h31(seed: 0, hashes))
  }

  /// Android's `PolylineState.id`: the explicit ``id`` if given, else ``autoID``.
  public var resolvedID: JavaString {
    id ?? autoID
  }

  /// `PolylineState.hashCode()`: `h31(extra ?: 0, [strokeColor, strokeWidth, geodesic (Boolean), zIndex,
  /// pointsHash])`, `pointsHash` seeded 0.
  public var javaHashCode: Int32 {
    JavaHash.h31(
      seed: extra.javaHashCode,
      [
        strokeColor.javaHashCode,
        strokeWidth.javaHashCode,
        JavaHash.boolean(geodesic),
        zIndex,
        OverlayHashing.pointsHash(points),
      ])
  }

  /// `PolylineState.fingerPrint()`; `geodesic` is stored as `geodesic.toString().hashCode()`.
  public var fingerprint: PolylineFingerprint {
    PolylineFingerprint(
      id: resolvedID.javaHashCode,
      strokeColor: strokeColor.javaHashCode,
      strokeWidth: strokeWidth.javaHashCode,
      geodesic: OverlayHashing.booleanStringHash(geodesic),
      zIndex: zIndex,
      points: OverlayHashing.pointsHash(points),
      extra: extra.javaHashCode)
  }
}
