import GeoModel
import JavaHashing

/// The point-list hashes the overlays use, which come in two kinds that must not be confused.
public enum OverlayHashing {
  /// Android's private `pointsHash` helper for IDs and fingerprints: `h31(0, point hashes)`, seed **0**
  /// (not `List.hashCode()`), so `[]` → 0.
  public static func pointsHash(_ points: some Sequence<GeoPoint>) -> Int32 {
    JavaHash.h31(seed: 0, points.lazy.map(\.javaHashCode))
  }

  /// The holes' hash for polygon IDs and fingerprints: `h31(0, [pointsHash(hole) for each hole])`, seed 0.
  public static func holesHash(_ holes: some Sequence<[GeoPoint]>) -> Int32 {
    JavaHash.h31(seed: 0, holes.lazy.map { pointsHash($0) })
  }

  /// `java.util.List<GeoPoint>.hashCode()` (`points.hashCode()` in `PolygonState.hashCode()`): `h31(1, point
  /// hashes)`, seed **1**, so `[]` → 1.
  public static func listHash(_ points: some Sequence<GeoPoint>) -> Int32 {
    JavaHash.list(points.lazy.map(\.javaHashCode))
  }

  /// `java.util.List<List<GeoPoint>>.hashCode()` (`holes.hashCode()`): `h31(1, [listHash(hole) for each hole])`.
  public static func nestedListHash(_ holes: some Sequence<[GeoPoint]>) -> Int32 {
    JavaHash.list(holes.lazy.map { listHash($0) })
  }

  /// `Boolean.toString().hashCode()`, as the polyline and polygon fingerprints store `geodesic`:
  /// `"true"` → 3569038, `"false"` → 97196323 (not the `Boolean` hash 1231 / 1237).
  public static func booleanStringHash(_ value: Bool) -> Int32 {
    JavaHash.string(value ? "true" : "false")
  }

  /// An auto ID: `Integer.toString(hash)`, the decimal text of a Java `int` (`"-1991902364"`).
  static func decimalID(_ hash: Int32) -> JavaString {
    JavaString(String(hash))
  }
}
