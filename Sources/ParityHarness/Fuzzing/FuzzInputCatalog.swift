import Foundation

/// For every suite of the catalogue, a generator of random inputs with that suite's fields (docs/suites.md).
public enum FuzzInputCatalog {
  public typealias Generator = @Sendable (inout SplitMix64) -> FuzzValue

  public static func generator(for suite: String) -> Generator? { generators[suite] }

  /// The suites that have a generator, sorted.
  public static var suites: [String] { generators.keys.sorted() }

  static let generators: [String: Generator] = [
    // javaHash.* (§1)
    "javaHash.string": { .record(["s": .string($0.anyJavaString())]) },
    "javaHash.int": { .record(["value": .int32($0.anyInt32())]) },
    "javaHash.long": { .record(["value": .int64($0.anyInt64())]) },
    "javaHash.float": { .record(["value": .float($0.anyFloat())]) },
    "javaHash.double": { .record(["value": .double($0.anyDouble())]) },
    "javaHash.boolean": { .record(["value": .bool($0.chance(0.5))]) },
    "javaHash.value": { source in
      .record(["value": source.chance(0.01) ? source.deeplyNestedJavaValue(levels: source.int(in: 20...120))
                                             : source.anyJavaValue(depth: source.int(in: 0...4))])
    },
    "javaHash.fold": { source in
      let count = source.chance(0.01) ? source.int(in: 500...3000) : source.int(in: 0...12)
      return .record(["seed": .int32(source.chance(0.5) ? source.pick([0, 1, 31, 17]) : source.anyInt32()),
                      "elements": .array((0..<count).map { _ in .int32(source.anyInt32()) })])
    },
    "javaHash.color": color,
    "javaHash.dp": { .record(["dp": .float($0.chance(0.3) ? $0.strokeWidth() : $0.anyFloat())]) },

    // geoPoint.* (§2)
    "geoPoint.hash": { .record(["point": $0.geoPoint()]) },
    "geoPoint.equals": geoPointEquals,
    "geoPoint.wrap": { .record(["point": $0.geoPoint()]) },
    "geoPoint.normalizeLng": { .record(["lng": .double($0.chance(0.3) ? $0.anyDouble() : $0.longitude())]) },
    "geoPoint.normalize": { .record(["point": $0.geoPoint()]) },
    "geoPoint.isValid": { .record(["point": $0.geoPoint()]) },

    // Overlays (§3–§6): the id, hash and fingerprint suites share their input fields.
    "marker.id": { $0.marker() }, "marker.hash": { $0.marker() }, "marker.fingerprint": { $0.marker() },
    "circle.id": { $0.circle() }, "circle.hash": { $0.circle() }, "circle.fingerprint": { $0.circle() },
    "polyline.id": { $0.polyline() }, "polyline.hash": { $0.polyline() }, "polyline.fingerprint": { $0.polyline() },
    "polygon.id": { $0.polygon() }, "polygon.hash": { $0.polygon() }, "polygon.fingerprint": { $0.polygon() },

    // Spherical math, routes, zoom, regions (docs/contracts.md)
    "spherical.distance": { source in
      let (from, to) = source.pointPair()
      return .record(["from": from, "to": to])
    },
    "spherical.heading": { source in
      let (from, to) = source.pointPair()
      return .record(["from": from, "to": to])
    },
    "spherical.linearInterpolate": interpolation,
    "spherical.sphericalInterpolate": interpolation,
    "spherical.metersPerPixel": metersPerPixel,
    "route.cumulativeDistance": { .record(["route": .array($0.route())]) },
    "route.pointAtDistance": { .record(["route": .array($0.route()), "km": .double($0.routeKm())]) },
    "route.distanceMarkers": distanceMarkers,
    "zoom.interval": { .record(["zoom": .double($0.zoom())]) },
    "region.radius": { source in
      .record(["center": source.chance(0.8) ? source.realisticGeoPoint() : source.geoPoint(),
               "latitudeSpan": .double(source.span()), "longitudeSpan": .double(source.span())])
    },
    "bounds.radius": { source in
      let (southWest, northEast) = source.boundsCorners()
      return .record(["southWest": southWest, "northEast": northEast])
    },
  ]

  /// A route and a zoom; a long route mostly gets a coarse zoom, because tens of thousands of markers per case
  /// would spend the run on a few inputs (now and then it keeps a fine zoom, for `tooManyMarkers`).
  private static func distanceMarkers(_ source: inout SplitMix64) -> FuzzValue {
    let route = source.route()
    var zoom = source.zoom()
    if roughKilometres(route) > 3000 && source.chance(0.97) { zoom = source.pick([4, 5, 7, 9.5]) }
    return .record(["route": .array(route), "zoom": .double(zoom)])
  }

  /// The length of a route, roughly (flat-earth segments; only used to size the number of markers).
  static func roughKilometres(_ route: [FuzzValue]) -> Double {
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

  /// One of the three colour constructors; float channels mostly in [0, 1], sometimes outside (an error).
  private static func color(_ source: inout SplitMix64) -> FuzzValue {
    switch source.below(3) {
    case 0:
      return .record(["argb": .int32(source.anyInt32())])
    case 1:
      let channels: [FuzzValue] = (0..<4).map { _ in
        .int32(source.chance(0.8) ? Int32(source.int(in: 0...255)) : source.anyInt32())
      }
      return .record(["rgba": .array(channels)])
    default:
      let channels: [FuzzValue] = (0..<4).map { _ in
        switch source.below(10) {
        case 0: return .float(source.pick([0, 1, 0.5, -0.0, 0.0019607844, 0.99999994]))
        case 1: return .float(source.anyFloat())
        default: return .float(Float(source.unit()))
        }
      }
      return .record(["rgbaFloat": .array(channels)])
    }
  }

  /// Two points that are equal, nearly equal (around the 1e-7 tolerance) or unrelated.
  private static func geoPointEquals(_ source: inout SplitMix64) -> FuzzValue {
    let a = source.geoPoint()
    guard source.chance(0.7), case .double(let lat)? = a["lat"], case .double(let lng)? = a["lng"] else {
      return .record(["a": a, "b": source.geoPoint()])
    }
    let step = source.pick([0, 1e-8, 5e-8, 1e-7, 1.0000001e-7, 2e-7, 1e-6])
    let b = SplitMix64.geoPoint(lat + step * Double(source.int(in: -1...1)), lng + step * Double(source.int(in: -1...1)),
                                source.chance(0.7) ? nil : source.altitude())
    return source.chance(0.5) ? .record(["a": a, "b": b]) : .record(["a": b, "b": a])
  }

  private static func interpolation(_ source: inout SplitMix64) -> FuzzValue {
    let (from, to) = source.pointPair()
    return .record(["from": from, "to": to, "fraction": .double(source.fraction())])
  }

  private static func metersPerPixel(_ source: inout SplitMix64) -> FuzzValue {
    var members = [FuzzValue.Member("latitude", .double(source.latitude())), FuzzValue.Member("zoom", .double(source.zoom()))]
    if source.chance(0.4) {
      let tileSize: Int32 = source.chance(0.7) ? source.pick([256, 512, 128, 0, 1, -256]) : source.anyInt32()
      members.append(FuzzValue.Member("tileSize", .int32(tileSize)))
    }
    return .object(members)
  }
}
