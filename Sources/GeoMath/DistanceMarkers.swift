import GeoModel

/// A marker on a route: its distance from the start, its position and its label.
public struct DistanceMarker: Sendable {
  /// Kilometres from the route's first point.
  public var km: Double
  /// Where the marker is drawn.
  public var point: GeoPoint
  /// The text shown, e.g. `"10 km"`.
  public var label: String

  public init(km: Double, point: GeoPoint, label: String) {
    self.km = km
    self.point = point
    self.label = label
  }
}

/// Start, end and interval markers along a route (`docs/contracts.md` §8).
public enum DistanceMarkers {
  /// The most intermediate markers one call may produce; more is ``GeoContractError/tooManyMarkers``.
  public static let maximumIntermediateCount = 100_000

  /// The markers for `route` at `zoom`: start (`0 km`), then one at `k × interval` for k = 1, 2, … while
  /// `Double(k) * Double(interval) < total` (strictly, so a marker exactly at the total is only the end marker),
  /// then the end marker at the total, labelled with the total rounded half-up. An empty route has no markers;
  /// a one-point route has a start and an end marker at that point.
  ///
  /// - Throws: ``GeoContractError/invalidCoordinate(index:)`` for the first invalid point;
  ///   ``GeoContractError/tooManyMarkers`` when more than ``maximumIntermediateCount`` intermediate markers would
  ///   be needed.
  public static func markers(along route: [GeoPoint], zoom: Double) throws(GeoContractError) -> [DistanceMarker] {
    try Route.validate(route)
    guard let first = route.first, let last = route.last else { return [] }
    let cumulative = Route.cumulativeKilometres(route)
    let total = cumulative[cumulative.count - 1]
    var markers = [DistanceMarker(km: 0.0, point: first, label: label(wholeKilometres: 0))]
    if let interval = ZoomInterval.km(forZoom: zoom) {
      if Double(maximumIntermediateCount + 1) * Double(interval) < total { throw .tooManyMarkers }
      var cursor = 1
      var k = 1
      while Double(k) * Double(interval) < total {
        let km = Double(k) * Double(interval)
        let point = Route.point(at: km, along: route, cumulative: cumulative, cursor: &cursor)
        markers.append(DistanceMarker(km: km, point: point, label: label(wholeKilometres: k * interval)))
        k += 1
      }
    }
    markers.append(DistanceMarker(km: total, point: last, label: label(wholeKilometres: roundHalfUp(total))))
    return markers
  }

  /// `"<n> km"`: the decimal integer, no sign or grouping, one space, `km`.
  public static func label(wholeKilometres: Int) -> String {
    "\(wholeKilometres) km"
  }

  /// The integer nearest to a finite `km >= 0`, ties upward: `n = floor(km)`, plus one if `km - n >= 0.5`.
  ///
  /// Computed exactly (not as `floor(km + 0.5)`, which turns 0.49999999999999994 into 1). Values outside
  /// `[0, Int.max]` and NaN, which a validated route never produces, give 0 or `Int.max` instead of trapping.
  public static func roundHalfUp(_ km: Double) -> Int {
    guard km > 0 else { return 0 }
    let whole = km.rounded(.down)
    let rounded = km - whole >= 0.5 ? whole + 1 : whole
    guard rounded < 9.223372036854775807e18 else { return Int.max }
    return Int(rounded)
  }
}
