import JavaHashing

/// How Android's overlay managers choose one entity when several are hit (`docs/contracts.md`, hit-test order).
///
/// Each function takes the entities in the manager's iteration order (``LinkedEntityMap`` or, for circles,
/// ``ConcurrentEntityMap``) with what the manager's geometry test found for them, and returns the chosen id. The
/// geometry itself (containment, distances) is not part of this: only the order and the tie-break.
public enum HitTestSelection {
  /// `PolygonManager.find`: the entities stably sorted by `zIndex` descending (equal zIndex keep map order), then
  /// the first whose ring contains the point.
  public static func polygon(_ entities: [(id: JavaString, zIndex: Int32, contains: Bool)]) -> JavaString? {
    let byZIndex = entities.enumerated().sorted { lhs, rhs in
      lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex > rhs.element.zIndex : lhs.offset < rhs.offset
    }
    return byZIndex.first { $0.element.contains }?.element.id
  }

  /// `GroundImageManager.find`: the first entity in map order whose bounds contain the point.
  public static func groundImage(_ entities: [(id: JavaString, contains: Bool)]) -> JavaString? {
    entities.first { $0.contains }?.id
  }

  /// `CircleManager.find`: among the hit circles in map order, the first with the greatest zIndex (`zIndex ??
  /// calculateZIndex(center)`, given here as resolved): the running maximum starts at `Int.MIN_VALUE` and is
  /// replaced only by a strictly greater zIndex, with the first hit circle as the initial choice.
  public static func circle(_ entities: [(id: JavaString, zIndex: Int32, hit: Bool)]) -> JavaString? {
    let hits = entities.filter(\.hit)
    guard var chosen = hits.first else { return nil }
    var maximum = Int32.min
    for entity in hits where maximum < entity.zIndex {
      maximum = entity.zIndex
      chosen = entity
    }
    return chosen.id
  }

  /// `PolylineManager.find`: every segment within the tap threshold is a candidate, in map order and then segment
  /// order (`distances` are an entity's candidates' distances); the result is Kotlin's `minByOrNull` by distance.
  public static func polyline(_ entities: [(id: JavaString, distances: [Double])]) -> JavaString? {
    firstMinimum(entities.flatMap { entity in entity.distances.map { (entity.id, $0) } })
  }

  /// `MarkerManager`'s brute-force nearest (up to `minMarkerCount` markers): Kotlin's `minByOrNull` by the squared
  /// degree distance, in map order.
  public static func marker(_ entities: [(id: JavaString, distance: Double)]) -> JavaString? {
    firstMinimum(entities)
  }

  /// Kotlin's `minByOrNull` with a `Double` key: the inlined generic code compares boxed values with
  /// `compareTo`, Java's total order (`-0.0 < 0.0`, NaN above everything and equal to itself), and replaces the
  /// choice only when the current minimum compares greater, so the first of equal minima wins.
  static func firstMinimum(_ candidates: [(JavaString, Double)]) -> JavaString? {
    guard var chosen = candidates.first else { return nil }
    for candidate in candidates.dropFirst() where javaCompare(chosen.1, candidate.1) > 0 {
      chosen = candidate
    }
    return chosen.0
  }

  /// `java.lang.Double.compare(a, b)`.
  static func javaCompare(_ a: Double, _ b: Double) -> Int {
    if a < b { return -1 }
    if a > b { return 1 }
    let aBits = JavaHash.doubleToLongBits(a)
    let bBits = JavaHash.doubleToLongBits(b)
    return aBits == bBits ? 0 : (aBits < bBits ? -1 : 1)
  }
}
