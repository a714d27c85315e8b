import GeoModel
import JavaHashing

/// The identity-relevant fields of Android's `PolylineState`, with Android's defaults.
public struct PolylineState: Sendable, RevisionDependent {
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
  /// `clickable`, default `true`; a state field from revision 221a949+clickable on (ignored by earlier revisions).
  public var clickable: Bool
  /// `zIndex`, default 0 (non-null for polylines).
  public var zIndex: Int32
  /// `extra` (a `Serializable?`), as a typed JVM value.
  public var extra: JavaValue?
  /// Which android-sdk-core revision's values this state computes (default: the newest).
  public var revision: AndroidCoreRevision

  /// A polyline state; every default is Android's.
  public init(
    points: [GeoPoint],
    id: JavaString? = nil,
    strokeColor: Color = .black,
    strokeWidth: Dp = Dp(1),
    geodesic: Bool = false,
    clickable: Bool = true,
    zIndex: Int32 = 0,
    extra: JavaValue? = nil,
    revision: AndroidCoreRevision = .newest
  ) {
    self.points = points
    self.id = id
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.geodesic = geodesic
    self.clickable = clickable
    self.zIndex = zIndex
    self.extra = extra
    self.revision = revision
  }
}

extension PolylineState: JavaHashable {
  /// The ID Android generates when none is given: `reduce31([pointsHash, strokeColor, strokeWidth, geodesic
  /// (Boolean), extra ?: 0])` as a decimal `int`, with `pointsHash` seeded 0 (``OverlayHashing/pointsHash(_:)``);
  /// from revision 221a949+clickable on, `clickable` (Boolean) follows `geodesic`.
  public var autoID: JavaString {
    let hashes: [Int32] = [
      OverlayHashing.pointsHash(points),
      strokeColor.javaHashCode,
      strokeWidth.javaHashCode,
      JavaHash.boolean(geodesic),
    ] + revision.clickableHashes(clickable) + [
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
      ] + revision.clickableHashes(clickable) + [
        zIndex,
        OverlayHashing.pointsHash(points),
      ])
  }

  /// `PolylineState.fingerPrint()`; `geodesic` is `geodesic.toString().hashCode()` until revision 221a949 and
  /// the Boolean hash from 221a949+clickable on.
  public var fingerprint: PolylineFingerprint {
    PolylineFingerprint(
      id: resolvedID.javaHashCode,
      strokeColor: strokeColor.javaHashCode,
      strokeWidth: strokeWidth.javaHashCode,
      geodesic: revision.fingerprintGeodesic(geodesic),
      zIndex: zIndex,
      points: OverlayHashing.pointsHash(points),
      extra: extra.javaHashCode)
  }
}
