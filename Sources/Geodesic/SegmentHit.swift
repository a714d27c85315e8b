import GeoModel

/// Android's `pointOnGeodesicSegmentOrNull`: the polyline hit test for a geodesic segment (`docs/contracts.md`,
/// "Point on a geodesic segment").
public enum GeodesicSegmentHit {
  /// The point of the geodesic segment `from`–`to` nearest to `position`, and its distance in metres, or `nil` when
  /// that distance is above `thresholdMeters`.
  ///
  /// The nearest point is searched, not solved: a ternary search over the fraction `f` in [0, 1] of the line's
  /// length, comparing GeographicLib distances to `position` (the left third is dropped when its probe is strictly
  /// farther), until the bracket is at most 1e-6 wide; `f` is its midpoint. A zero-length segment is judged by the
  /// distance from `from`. Comparisons are IEEE: a NaN distance or threshold never exceeds anything, so a NaN
  /// vertex or position gives a hit with a NaN point and distance, as on Android.
  public static func nearest(
    from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double
  ) -> (point: GeoPoint, meters: Double)? {
    let line = WGS84.Line(from: from, to: to)
    let length = line.length
    if length == 0.0 {
      let meters = WGS84.distance(from: from, to: position)
      guard meters <= thresholdMeters else { return nil }
      return (from, meters)
    }
    let fraction = searchFraction(line: line, position: position)
    if fraction <= 0.0 || fraction >= 1.0 {
      // Android's guard for a search that ends on an end point. The midpoint of the final bracket is always
      // strictly inside (0, 1), so this is never taken; it is kept because the contract states it.
      let fromMeters = WGS84.distance(from: from, to: position)
      let toMeters = WGS84.distance(from: to, to: position)
      let nearest = javaMin(fromMeters, toMeters)
      guard !(nearest > thresholdMeters) else { return nil }
      return (fromMeters <= toMeters ? from : to, nearest)
    }
    var point = line.position(atMeters: length * fraction)
    let meters = WGS84.distance(from: point, to: position)
    guard !(meters > thresholdMeters) else { return nil }
    point.altitude = from.altitude + fraction * (to.altitude - from.altitude)
    return (point, meters)
  }

  /// The ternary search's final fraction: the midpoint of a bracket narrowed from [0, 1] until at most 1e-6 wide.
  /// Always ends (the bracket shrinks by a third per round, NaN distances included: ~35 rounds).
  static func searchFraction(line: WGS84.Line, position: GeoPoint) -> Double {
    var left = 0.0
    var right = 1.0
    while right - left > 1e-6 {
      let m1 = left + (right - left) / 3.0
      let m2 = right - (right - left) / 3.0
      let distance1 = WGS84.distance(from: line.position(atMeters: line.length * m1), to: position)
      let distance2 = WGS84.distance(from: line.position(atMeters: line.length * m2), to: position)
      if distance1 > distance2 {
        left = m1
      } else {
        right = m2
      }
    }
    return (left + right) / 2.0
  }

  /// Java's `Math.min`: NaN if either is NaN, and -0.0 below 0.0 (Swift's `min` returns the other operand for NaN).
  static func javaMin(_ a: Double, _ b: Double) -> Double {
    if a.isNaN || b.isNaN { return .nan }
    if a == 0 && b == 0 { return a.sign == .minus ? a : b }
    return a <= b ? a : b
  }
}
