import GeoMath
import GeoModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum GeoMathMutants {
  static let all: [Mutant] = [
    Mutant("distance-mean-radius", suite: "spherical.distance", field: "/meters",
           mistake: "uses the mean Earth radius 6371 km (as CLLocation-style code does) instead of 6378137 m") {
      $0.distance = { Spherical.distance(from: $0.from, to: $0.to) / 6_378_137.0 * 6_371_000.0 }
    },
    Mutant("distance-clamps-haversine", suite: "spherical.distance", field: "/meters",
           mistake: "clamps the haversine a to at most 1 (the contract's departure before issue 10): pi*R where Android gives NaN") {
      $0.distance = { pair in
        let distance = Spherical.distance(from: pair.from, to: pair.to)
        let finite = [pair.from.latitude, pair.from.longitude, pair.to.latitude, pair.to.longitude].allSatisfy(\.isFinite)
        // With a clamped to 1, sqrt(1 - a) = 0 and the distance is R * 2 * atan2(1, 0) = pi * R.
        return distance.isNaN && finite ? 6_378_137.0 * (2 * atan2(1.0, 0.0)) : distance
      }
    },
    Mutant("heading-0-to-360", suite: "spherical.heading", field: "/degrees",
           mistake: "returns a compass course in [0, 360) instead of (-180, 180]") {
      $0.heading = { pair in
        let degrees = Spherical.heading(from: pair.from, to: pair.to)
        return degrees < 0 ? degrees + 360 : degrees
      }
    },
    Mutant("linear-ignores-antimeridian", suite: "spherical.linearInterpolate", field: "/point/lng",
           mistake: "interpolates longitude linearly without taking the short way across ±180") {
      $0.linearInterpolate = { input in
        var point = Spherical.linearInterpolate(from: input.from, to: input.to, fraction: input.fraction)
        point.longitude = input.from.longitude + input.fraction * (input.to.longitude - input.from.longitude)
        return point
      }
    },
    Mutant("slerp-clamps-asin", suite: "spherical.sphericalInterpolate", field: "/point/lat",
           mistake: "clamps z into [-1, 1] before asin (the contract's departure before issue 10): ±90 where Android gives NaN") {
      $0.sphericalInterpolate = { input in
        var point = Spherical.sphericalInterpolate(from: input.from, to: input.to, fraction: input.fraction)
        let finite = [input.from.latitude, input.from.longitude, input.to.latitude, input.to.longitude, input.fraction]
          .allSatisfy(\.isFinite)
        // A NaN latitude from finite inputs is asin of a z rounded past ±1; clamped it would be ±90.
        if point.latitude.isNaN && finite { point.latitude = input.from.latitude + input.to.latitude < 0 ? -90 : 90 }
        return point
      }
    },
    Mutant("spherical-is-linear", suite: "spherical.sphericalInterpolate", field: "/point/lat",
           mistake: "interpolates latitude and longitude linearly instead of along the great circle") {
      $0.sphericalInterpolate = { input in
        GeoPoint(latitude: input.from.latitude + input.fraction * (input.to.latitude - input.from.latitude),
                 longitude: input.from.longitude + input.fraction * (input.to.longitude - input.from.longitude),
                 altitude: input.from.altitude + input.fraction * (input.to.altitude - input.from.altitude))
      }
    },
    Mutant("meters-per-pixel-float-zoom", suite: "spherical.metersPerPixel", field: "/meters",
           mistake: "rounds the zoom to a 32-bit float, as Android's Google Maps camera does") {
      $0.metersPerPixel = {
        Spherical.metersPerPixel(latitude: $0.latitude, zoom: Double(Float($0.zoom)), tileSize: $0.tileSize)
      }
    },
    Mutant("route-accepts-bad-points", suite: "route.cumulativeDistance", field: "/error",
           mistake: "sums distances without validating the points (NaN instead of invalidCoordinate)") {
      $0.routeCumulativeDistance = { route in
        zip(route, route.dropFirst()).reduce(0.0) { $0 + Spherical.distance(from: $1.0, to: $1.1) } / 1000
      }
    },
    Mutant("point-at-distance-no-wrap", suite: "route.pointAtDistance", field: "/point/lng",
           mistake: "interpolates along a segment without the short way across ±180") {
      let core = $0.routePointAtDistance!
      $0.routePointAtDistance = { input in
        var point = try core(input)
        point.longitude = point.longitude < 0 ? point.longitude + 360 : point.longitude
        return point
      }
    },
    Mutant("markers-include-total", suite: "route.distanceMarkers", field: "/markers",
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
    Mutant("zoom-rounded-up", suite: "zoom.interval", field: "/km",
           mistake: "rounds a fractional zoom up before looking up the interval") {
      $0.zoomInterval = { ZoomInterval.km(forZoom: $0.rounded(.up)) }
    },
    Mutant("region-spans-unclamped", suite: "region.radius", field: "/km",
           mistake: "uses the spans as given, without clamping them to 180 and 360") {
      let core = $0.regionRadius!
      $0.regionRadius = { input in
        _ = try core(input)  // the same rejections as the contract
        let (center, latHalf, lngHalf) = (input.center, input.latitudeSpan / 2, input.longitudeSpan / 2)
        let north = Swift.min(center.latitude + latHalf, 90)
        let south = Swift.max(center.latitude - latHalf, -90)
        let corners = [(north, center.longitude + lngHalf), (north, center.longitude - lngHalf),
                       (south, center.longitude + lngHalf), (south, center.longitude - lngHalf)]
        return corners.map { Spherical.distance(from: center, to: GeoPoint(latitude: $0.0, longitude: GeoPoint.normalizeLng($0.1))) }
          .max()! / 1000
      }
    },
    Mutant("bounds-ignore-antimeridian", suite: "bounds.radius", field: "/km",
           mistake: "takes the centre longitude as (west + east) / 2 even when the bounds cross ±180") {
      let core = $0.boundsRadius!
      $0.boundsRadius = { input in
        _ = try core(input)  // the same rejections as the contract
        let (southWest, northEast) = (input.southWest, input.northEast)
        let center = GeoPoint(latitude: (southWest.latitude + northEast.latitude) / 2,
                              longitude: (southWest.longitude + northEast.longitude) / 2)
        let corners = [(northEast.latitude, northEast.longitude), (northEast.latitude, southWest.longitude),
                       (southWest.latitude, northEast.longitude), (southWest.latitude, southWest.longitude)]
        return corners.map { Spherical.distance(from: center, to: GeoPoint(latitude: $0.0, longitude: $0.1)) }.max()! / 1000
      }
    },
  ]
}
