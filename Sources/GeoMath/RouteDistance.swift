import GeoModel

/// Routes as arrays of ``GeoPoint``: validation, cumulative distance and the point at a distance
/// (`docs/contracts.md` §6–§7). Distances along a route are in kilometres.
public enum Route {
  /// Checks that every point is a valid route point: latitude in [-90, 90], longitude in [-180, 180] (both
  /// inclusive; NaN fails) and a finite altitude.
  ///
  /// - Throws: ``GeoContractError/invalidCoordinate(index:)`` naming the first invalid point.
  public static func validate(_ route: [GeoPoint]) throws(GeoContractError) {
    for (index, point) in route.enumerated() where !isValidRoutePoint(point) {
      throw .invalidCoordinate(index: index)
    }
  }

  /// The route's length in kilometres: the haversine distances summed in metres from the first segment to the
  /// last, then divided by 1000. An empty or one-point route has length 0.
  ///
  /// - Throws: ``GeoContractError/invalidCoordinate(index:)`` for the first invalid point.
  public static func cumulativeDistance(of route: [GeoPoint]) throws(GeoContractError) -> Double {
    try validate(route)
    return cumulativeKilometres(route).last ?? 0
  }

  /// The position `km` kilometres along the route.
  ///
  /// `km <= 0` gives the first point and `km >= total` the last, both exactly as given (`-0.0` and `-∞` are
  /// before the start, `+∞` beyond the end). Otherwise the first segment whose cumulative end reaches `km`
  /// (so zero-length segments are never chosen) is interpolated with ``Spherical/linearInterpolate(from:to:fraction:)``
  /// at `f = (km - start) / (end - start)`.
  ///
  /// - Throws: ``GeoContractError/invalidCoordinate(index:)``, then ``GeoContractError/emptyRoute``, then
  ///   ``GeoContractError/invalidDistance`` for a NaN `km`.
  public static func pointAtDistance(_ km: Double, along route: [GeoPoint]) throws(GeoContractError) -> GeoPoint {
    try validate(route)
    guard !route.isEmpty else { throw .emptyRoute }
    guard !km.isNaN else { throw .invalidDistance }
    let cumulative = cumulativeKilometres(route)
    var cursor = 1
    return point(at: km, along: route, cumulative: cumulative, cursor: &cursor)
  }

  /// `cumKm[i]`: the distance from the first point to point `i`, summed in metres and divided by 1000.
  static func cumulativeKilometres(_ route: [GeoPoint]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(route.count)
    var meters = 0.0
    for index in route.indices {
      if index > 0 { meters += Spherical.distance(from: route[index - 1], to: route[index]) }
      result.append(meters / 1000)
    }
    return result
  }

  /// The point at a non-NaN `km` on a validated, non-empty route. `cursor` is the segment index where the
  /// search for "the first `i` with `cumKm[i] >= km`" starts; callers with increasing targets keep it between
  /// calls, which finds the same segment as a search from 1.
  static func point(at km: Double, along route: [GeoPoint], cumulative: [Double], cursor: inout Int) -> GeoPoint {
    let total = cumulative[cumulative.count - 1]
    if km <= 0 { return route[0] }
    if km >= total { return route[route.count - 1] }
    while cumulative[cursor] < km { cursor += 1 }
    let start = cumulative[cursor - 1]
    let fraction = (km - start) / (cumulative[cursor] - start)
    return Spherical.linearInterpolate(from: route[cursor - 1], to: route[cursor], fraction: fraction)
  }

  static func isValidRoutePoint(_ point: GeoPoint) -> Bool {
    isValidPosition(point) && point.altitude.isFinite
  }
}

/// Android's `isValid()`: latitude in [-90, 90] and longitude in [-180, 180], inclusive; NaN fails.
func isValidPosition(_ point: GeoPoint) -> Bool {
  (-90.0...90.0).contains(point.latitude) && (-180.0...180.0).contains(point.longitude)
}
