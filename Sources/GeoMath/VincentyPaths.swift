import GeoModel

extension Vincenty {
  /// The most points a densified path may have for Android to return it (at about 40 bytes a point, 10^7 points
  /// are 400 MB, more than an app's heap); Android has no cap, so the corpus marks larger results not portable.
  public static let maximumDensifyPointCount = 10_000_000

  /// Android's `WGS84Geodesic.createInterpolatePoints(points, maxSegmentLength)` (internally
  /// `densifyAlongGeodesic`): the path with points inserted along each segment's geodesic.
  ///
  /// For each segment `(p[i-1], p[i])`, `n = (s / maxSegmentLength).toInt().coerceAtLeast(1)` of its Vincenty
  /// distance `s`; with `step = 1 / n`, the fractions `step, step + step, …` (accumulated) while below 1 give
  /// ``interpolate(from:to:fraction:)`` points, then `p[i]` as given. A NaN distance gives `n = 1`.
  ///
  /// - Throws: ``GeodesicError/emptyPath`` for no points; ``GeodesicError/tooManyPoints`` when the result would
  ///   have more than ``maximumDensifyPointCount`` points (checked before any point is computed).
  public static func densify(_ points: [GeoPoint], maximumSegmentMeters: Double = 10_000) throws(GeodesicError) -> [GeoPoint] {
    guard let counts = segmentCounts(points, maximumSegmentMeters: maximumSegmentMeters) else {
      throw points.isEmpty ? .emptyPath : .tooManyPoints
    }
    return insertPoints(points, counts: counts) { interpolate(from: $0, to: $1, fraction: $2) }
  }

  /// Each segment's piece count by its Vincenty distance, or nil for no points or a result above
  /// ``maximumDensifyPointCount`` points.
  static func segmentCounts(_ points: [GeoPoint], maximumSegmentMeters: Double) -> [Int32]? {
    guard !points.isEmpty else { return nil }
    var counts: [Int32] = []
    counts.reserveCapacity(points.count)
    var total = 1
    for index in points.indices.dropFirst() {
      let count = max(1, KotlinMath.toInt(distance(from: points[index - 1], to: points[index]) / maximumSegmentMeters))
      total += Int(count)
      guard total <= maximumDensifyPointCount else { return nil }
      counts.append(count)
    }
    return counts
  }

  /// `points[0]`, then per segment the points at `step, 2·step, …` (accumulated, while below 1) by `point`, and
  /// the segment's end as given.
  static func insertPoints(
    _ points: [GeoPoint], counts: [Int32], _ point: (GeoPoint, GeoPoint, Double) -> GeoPoint
  ) -> [GeoPoint] {
    var result = [points[0]]
    result.reserveCapacity(1 + counts.reduce(0) { $0 + Int($1) + 1 })
    for index in points.indices.dropFirst() {
      let step = 1.0 / Double(counts[index - 1])
      var fraction = step
      while fraction < 1.0 {
        result.append(point(points[index - 1], points[index], fraction))
        fraction += step
      }
      result.append(points[index])
    }
    return result
  }

  /// Android's `WGS84Geodesic.pointOnLineOrNull` (internally `geodesicPointOnLineOrNull`): the point of the
  /// geodesic segment `from`–`to` nearest to `position` and its distance in metres, or `nil` when that distance is
  /// above `thresholdMeters`.
  ///
  /// A ternary search over the fraction in [0, 1] (the left third dropped when its probe is strictly farther)
  /// until the bracket is at most 1e-6 wide, every probe ``interpolate(from:to:fraction:)`` and every distance
  /// Vincenty's; the answer is the probe at the bracket's midpoint with the lerped altitude. A zero-length
  /// segment is judged by the distance from `from`. IEEE comparisons throughout: a NaN distance or threshold
  /// never exceeds anything, so a NaN vertex or position is a hit with NaN values, as on Android.
  public static func segmentHit(
    from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double
  ) -> (point: GeoPoint, meters: Double)? {
    if distance(from: from, to: to) == 0.0 {
      let meters = distance(from: from, to: position)
      guard meters <= thresholdMeters else { return nil }
      return (from, meters)
    }
    var left = 0.0
    var right = 1.0
    while right - left > 1e-6 {
      let m1 = left + (right - left) / 3.0
      let m2 = right - (right - left) / 3.0
      let distance1 = distance(from: interpolate(from: from, to: to, fraction: m1), to: position)
      let distance2 = distance(from: interpolate(from: from, to: to, fraction: m2), to: position)
      if distance1 > distance2 { left = m1 } else { right = m2 }
    }
    let fraction = (left + right) / 2.0
    if fraction <= 0.0 || fraction >= 1.0 {
      // Android's guard for a search that ends on an end point; the final bracket's midpoint is always strictly
      // inside (0, 1), so it is never taken, but it is the contract's.
      let fromMeters = distance(from: from, to: position)
      let toMeters = distance(from: to, to: position)
      let nearest = KotlinMath.minOf(fromMeters, toMeters)
      guard !(nearest > thresholdMeters) else { return nil }
      return (fromMeters <= toMeters ? from : to, nearest)
    }
    let point = interpolate(from: from, to: to, fraction: fraction)
    let meters = distance(from: point, to: position)
    guard !(meters > thresholdMeters) else { return nil }
    return (point, meters)
  }
}
