import Foundation
import GeoMath
import GeoModel
import ParitySuiteKit

// route.cumulativeDistance, route.pointAtDistance, route.distanceMarkers: lengths and distance markers along a
// route (docs/contracts.md).

extension SubjectFunctions {
  /// `route.cumulativeDistance`: the route's length in km; rejects an invalid point.
  public var routeCumulativeDistance: SubjectFunction<[GeoPoint], Double> { SubjectFunction("routeCumulativeDistance") }
  /// `route.pointAtDistance`: the point `km` along the route.
  public var routePointAtDistance: SubjectFunction<(route: [GeoPoint], km: Double), GeoPoint> {
    SubjectFunction("routePointAtDistance")
  }
  /// `route.distanceMarkers`: the start, intermediate and end markers at a zoom.
  public var routeDistanceMarkers: SubjectFunction<(route: [GeoPoint], zoom: Double), [DistanceMarker]> {
    SubjectFunction("routeDistanceMarkers")
  }
}

enum RouteSuites {
  static let all: [Suite] = [
    Suite("route.cumulativeDistance",
          input: SuiteInput("`route: [GeoPoint]`", decode: { try $0.required("route", CoreValueDecoding.geoPoints) },
                            random: { .record(["route": .array($0.route(antipodalHops: true))]) }),
          function: \.routeCumulativeDistance, core: .same { try Route.cumulativeDistance(of: $0) },
          expected: "`km: f64`, or error `invalidCoordinate` with `index`", output: { .value(.record(["km": .double($0)])) },
          mutants: [
            Mutant("route-accepts-bad-points", field: "/error",
                   mistake: "sums distances without validating the points (NaN instead of invalidCoordinate)") {
              $0.routeCumulativeDistance = { route in
                zip(route, route.dropFirst()).reduce(0.0) { $0 + Spherical.distance(from: $1.0, to: $1.1) } / 1000
              }
            },
          ]),
    Suite("route.pointAtDistance",
          input: SuiteInput(
            "`route: [GeoPoint]`, `km: f64`",
            decode: { reader in
              (route: try reader.required("route", CoreValueDecoding.geoPoints), km: try reader.required("km", ScalarDecoding.double))
            },
            random: { .record(["route": .array($0.route(antipodalHops: true)), "km": .double($0.routeKm())]) }),
          function: \.routePointAtDistance, core: .same { try Route.pointAtDistance($0.km, along: $0.route) },
          expected: "`point: GeoPoint`, or errors (contracts.md)", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("point-at-distance-no-wrap", field: "/point/lng",
                   mistake: "interpolates along a segment without the short way across ±180") {
              let core = $0.routePointAtDistance!
              $0.routePointAtDistance = { input in
                var point = try core(input)
                point.longitude = point.longitude < 0 ? point.longitude + 360 : point.longitude
                return point
              }
            },
          ]),
    Suite("route.distanceMarkers",
          input: SuiteInput(
            "`route: [GeoPoint]`, `zoom: f64`",
            decode: { reader in
              (route: try reader.required("route", CoreValueDecoding.geoPoints), zoom: try reader.required("zoom", ScalarDecoding.double))
            },
            random: randomMarkersInput),
          function: \.routeDistanceMarkers, core: .same { try DistanceMarkers.markers(along: $0.route, zoom: $0.zoom) },
          expected: "`markers: [{km: f64, point: GeoPoint, label: str}]`, or errors",
          output: { markers in
            .value(.record(["markers": .array(markers.map { marker in
              ParityValue.record(["km": .double(marker.km), "point": .geoPoint(marker.point), "label": .text(marker.label)])
            })]))
          },
          mutants: [
            Mutant("markers-include-total", field: "/markers",
                   mistake: "places intermediate markers while k * interval <= total, doubling the end marker") {
              let core = $0.routeDistanceMarkers!
              $0.routeDistanceMarkers = { input in
                var markers = try core(input)
                guard markers.count >= 2, let interval = ZoomInterval.km(forZoom: input.zoom), let end = markers.last,
                  end.km == (end.km / Double(interval)).rounded(.down) * Double(interval), end.km > 0
                else { return markers }
                markers.insert(DistanceMarker(km: end.km, point: end.point, label: DistanceMarkers.label(wholeKilometres: Int(end.km))),
                               at: markers.count - 1)
                return markers
              }
            },
          ]),
  ]

  /// A route and a zoom; a long route mostly gets a coarse zoom, because tens of thousands of markers per case
  /// would spend the run on a few inputs (now and then it keeps a fine zoom, for `tooManyMarkers`).
  @Sendable private static func randomMarkersInput(_ source: inout SplitMix64) -> ParityValue {
    // No antipodal hops: where one platform's haversine `a` rounds past 1 and the other's does not, the two marker
    // lists differ in length, which no case tolerance can absorb (docs/contracts.md §12).
    let route = source.route()
    var zoom = source.zoom()
    if roughKilometres(route) > 3000 && source.chance(0.97) { zoom = source.pick([4, 5, 7, 9.5]) }
    return .record(["route": .array(route), "zoom": .double(zoom)])
  }

  /// The length of a route, roughly (flat-earth segments; only used to size the number of markers).
  static func roughKilometres(_ route: [ParityValue]) -> Double {
    var total = 0.0
    var previous: (Double, Double)?
    for point in route {
      guard case .double(let lat)? = point["lat"], case .double(let lng)? = point["lng"], lat.isFinite, lng.isFinite else { continue }
      if let (lat0, lng0) = previous {
        let dLng = min(abs(lng - lng0).truncatingRemainder(dividingBy: 360), 360 - abs(lng - lng0).truncatingRemainder(dividingBy: 360))
        total += 111.2 * (abs(lat - lat0) + dLng * cos(lat * .pi / 180).magnitude)
      }
      previous = (lat, lng)
    }
    return total
  }
}
