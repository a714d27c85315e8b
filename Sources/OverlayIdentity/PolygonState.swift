import GeoModel
import JavaHashing

/// The identity-relevant fields of Android's `PolygonState`, with Android's defaults.
public struct PolygonState: Sendable, RevisionDependent {
  /// `points`, the outer ring.
  public var points: [GeoPoint]
  /// `holes`, default `[]`.
  public var holes: [[GeoPoint]]
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `strokeColor`, default `Color.Black`.
  public var strokeColor: Color
  /// `strokeWidth`, default `2.dp`.
  public var strokeWidth: Dp
  /// `fillColor`, default `Color.Transparent`.
  public var fillColor: Color
  /// `geodesic`, default `false`.
  public var geodesic: Bool
  /// `clickable`, default `true`; a state field from revision 221a949+clickable on (ignored by earlier revisions).
  public var clickable: Bool
  /// `zIndex`, default 0 (non-null for polygons).
  public var zIndex: Int32
  /// `extra` (a `Serializable?`), as a typed JVM value.
  public var extra: JavaValue?
  /// Which android-sdk-core revision's values this state computes (default: the newest).
  public var revision: AndroidCoreRevision

  /// A polygon state; every default is Android's.
  public init(
    points: [GeoPoint],
    holes: [[GeoPoint]] = [],
    id: JavaString? = nil,
    strokeColor: Color = .black,
    strokeWidth: Dp = Dp(2),
    fillColor: Color = .transparent,
    geodesic: Bool = false,
    clickable: Bool = true,
    zIndex: Int32 = 0,
    extra: JavaValue? = nil,
    revision: AndroidCoreRevision = .newest
  ) {
    self.points = points
    self.holes = holes
    self.id = id
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.fillColor = fillColor
    self.geodesic = geodesic
    self.clickable = clickable
    self.zIndex = zIndex
    self.extra = extra
    self.revision = revision
  }
}

extension PolygonState: JavaHashable {
  /// The ID Android generates when none is given: `reduce31([pointsHash, holesHash, strokeColor, strokeWidth,
  /// fillColor, geodesic (Boolean), extra ?: 0])` as a decimal `int`; both point hashes seeded 0; from revision
  /// 221a949+clickable on, `clickable` (Boolean) follows `geodesic`.
  public var autoID: JavaString {
    let hashes: [Int32] = [
      OverlayHashing.pointsHash(points),
      OverlayHashing.holesHash(holes),
      strokeColor.javaHashCode,
      strokeWidth.javaHashCode,
      fillColor.javaHashCode,
      JavaHash.boolean(geodesic),
    ] + revision.clickableHashes(clickable) + [
      extra.javaHashCode,
    ]
    return OverlayHashing.decimalID(JavaHash.h31(seed: 0, hashes))
  }

  /// Android's `PolygonState.id`: the explicit ``id`` if given, else ``autoID``.
  public var resolvedID: JavaString {
    id ?? autoID
  }

  /// `PolygonState.hashCode()`: `h31(extra ?: 0, [strokeColor, strokeWidth, fillColor, geodesic (Boolean), zIndex,
  /// points.hashCode(), holes.hashCode()])`, where the last two are `java.util.List` hashes (seed 1, nested for
  /// holes), unlike the ID and fingerprint.
  public var javaHashCode: Int32 {
    JavaHash.h31(
      seed: extra.javaHashCode,
      [
        strokeColor.javaHashCode,
        strokeWidth.javaHashCode,
        fillColor.javaHashCode,
        JavaHash.boolean(geodesic),
      ] + revision.clickableHashes(clickable) + [
        zIndex,
        OverlayHashing.listHash(points),
        OverlayHashing.nestedListHash(holes),
      ])
  }

  /// `PolygonState.fingerPrint()`; `geodesic` is stored as `geodesic.toString().hashCode()`.
  public var fingerprint: PolygonFingerprint {
    PolygonFingerprint(
      id: resolvedID.javaHashCode,
      strokeColor: strokeColor.javaHashCode,
      strokeWidth: strokeWidth.javaHashCode,
      fillColor: fillColor.javaHashCode,
      geodesic: revision.fingerprintGeodesic(geodesic),
      zIndex: zIndex,
      points: OverlayHashing.pointsHash(points),
      holes: OverlayHashing.holesHash(holes),
      extra: extra.javaHashCode)
  }
}
