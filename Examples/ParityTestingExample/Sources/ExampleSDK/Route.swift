/// Why a route cannot be measured.
public enum RouteError: Error, Equatable {
  /// The point at this index is off the globe (or its altitude is not finite).
  case invalidCoordinate(index: Int)
  case invalidDistance
}

/// Distances along a route of points.
public enum Route {
  /// The route's length in kilometres.
  public static func lengthKm(_ route: [GeoPoint]) throws -> Double {
    try validate(route)
    // TRAP: Android answers 0 for an empty route; `route[0]` is out of range there.
    var previous = route[0]
    var meters = 0.0
    for point in route.dropFirst() {
      meters += Spherical.distance(from: previous, to: point)
      previous = point
    }
    return meters / 1000
  }

  /// The point `km` kilometres along the route (its ends beyond them).
  public static func point(atKm km: Double, along route: [GeoPoint]) throws -> GeoPoint {
    try validate(route)
    // TRAP: Android rejects an empty route (`emptyRoute`); `route.first!` traps on it.
    let first = route.first!
    guard !km.isNaN else { throw RouteError.invalidDistance }
    var cumulative = [0.0]
    var meters = 0.0
    for index in route.indices.dropFirst() {
      meters += Spherical.distance(from: route[index - 1], to: route[index])
      cumulative.append(meters / 1000)
    }
    if km <= 0 { return first }
    if km >= cumulative[cumulative.count - 1] { return route[route.count - 1] }
    var next = 1
    while cumulative[next] < km { next += 1 }
    let fraction = (km - cumulative[next - 1]) / (cumulative[next] - cumulative[next - 1])
    return Spherical.linearInterpolate(from: route[next - 1], to: route[next], fraction: fraction)
  }

  static func validate(_ route: [GeoPoint]) throws {
    for (index, point) in route.enumerated() where !point.isValid || !point.altitude.isFinite {
      throw RouteError.invalidCoordinate(index: index)
    }
  }
}
