import GeoMath
import GeoModel

/// Android's `createInterpolatePoints`: a path densified along WGS84 geodesics so that no piece is much longer than
/// a maximum length (`docs/contracts.md`, "Geodesic distance and densify").
public enum GeodesicDensify {
  /// Android's default maximum piece length: 10 km.
  public static let defaultMaximumSegmentMeters: Double = 10_000

  /// The most points (`1 + Σ n` over the segments' piece counts `n`) for which Android returns a path: Android has
  /// no cap, and a zero or tiny maximum makes it build up to 2^31 − 1 pieces per segment until its heap runs out
  /// (at about 40 bytes a point, 10^7 points are 400 MB). The corpus marks such inputs not portable; this core
  /// refuses them with ``GeodesicError/tooManyPoints`` instead of exhausting memory (not a contract error code).
  public static let maximumPointCount = 10_000_000

  /// The path with points inserted along each segment's geodesic.
  ///
  /// For each segment `(p[i-1], p[i])`, `n` = ``segmentCount(meters:maximumSegmentMeters:)`` of its geodesic
  /// distance; with `step = 1 / n`, fractions `step, 2·step, …` accumulated by repeated addition while below 1
  /// give the inserted points (``WGS84/interpolate(from:to:fraction:)``), then `p[i]` itself. The given points
  /// are kept exactly as given. A segment whose distance is NaN (a NaN vertex, a latitude beyond ±90) has
  /// `n = 1`: nothing is inserted.
  ///
  /// - Throws: ``GeodesicError/emptyPath`` for no points (Android indexes `points[0]` and throws);
  ///   ``GeodesicError/tooManyPoints`` when `1 + Σ n` over the segments is above ``maximumPointCount`` (checked
  ///   before any point is computed), where Android does not return.
  public static func interpolatePoints(
    _ points: [GeoPoint], maximumSegmentMeters: Double = defaultMaximumSegmentMeters
  ) throws(GeodesicError) -> [GeoPoint] {
    guard let first = points.first else { throw .emptyPath }
    var counts: [Int32] = []
    counts.reserveCapacity(points.count)
    var total = 1
    for index in points.indices.dropFirst() {
      let meters = WGS84.distance(from: points[index - 1], to: points[index])
      let count = segmentCount(meters: meters, maximumSegmentMeters: maximumSegmentMeters)
      total += Int(count)
      guard total <= maximumPointCount else { throw .tooManyPoints }
      counts.append(count)
    }
    var result = [first]
    result.reserveCapacity(total + counts.count)  // a segment yields n or n + 1 points (the fractions accumulate)
    for index in points.indices.dropFirst() {
      let from = points[index - 1]
      let to = points[index]
      let step = 1.0 / Double(counts[index - 1])
      var fraction = step
      while fraction < 1.0 {
        result.append(WGS84.interpolate(from: from, to: to, fraction: fraction))
        fraction += step
      }
      result.append(to)
    }
    return result
  }

  /// How many pieces a segment of `meters` is cut into: Kotlin's `(meters / maximumSegmentMeters).toInt()`, at
  /// least 1.
  ///
  /// `toInt()` truncates toward zero and saturates: NaN → 0, above `Int32.max` (including +∞, as from a zero
  /// maximum) → `Int32.max`, below `Int32.min` → `Int32.min`; then anything below 1 becomes 1.
  public static func segmentCount(meters: Double, maximumSegmentMeters: Double) -> Int32 {
    max(1, kotlinToInt(meters / maximumSegmentMeters))
  }

  /// Kotlin/Java `Double.toInt()`: truncation toward zero, saturating at the `Int32` range, NaN → 0.
  static func kotlinToInt(_ value: Double) -> Int32 {
    if value.isNaN { return 0 }
    if value >= 2_147_483_647.0 { return .max }
    if value <= -2_147_483_648.0 { return .min }
    return Int32(value.rounded(.towardZero))
  }
}
