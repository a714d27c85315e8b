import GeoMath
import GeoModel

/// `spherical.*`, `route.*`, `zoom.interval`, `region.radius`, `bounds.radius` (docs/contracts.md).
enum GeoMathSuites {
  static let all: [SuiteBinding] = [
    SuiteBinding("spherical.distance", decode: endpoints) { input, subject in
      try subject.distance.map { .value(.record(["meters": .double(try $0(input))])) }
    },
    SuiteBinding("spherical.heading", decode: endpoints) { input, subject in
      try subject.heading.map { .value(.record(["degrees": .double(try $0(input))])) }
    },
    SuiteBinding("spherical.linearInterpolate", decode: interpolation) { input, subject in
      try subject.linearInterpolate.map { .value(.record(["point": .geoPoint(try $0(input))])) }
    },
    SuiteBinding("spherical.sphericalInterpolate", decode: interpolation) { input, subject in
      try subject.sphericalInterpolate.map { .value(.record(["point": .geoPoint(try $0(input))])) }
    },
    SuiteBinding("spherical.metersPerPixel", decode: { reader in
      (latitude: try reader.required("latitude", ScalarDecoding.double),
       zoom: try reader.required("zoom", ScalarDecoding.double),
       tileSize: try reader.optional("tileSize", default: 256, ScalarDecoding.int32))
    }) { input, subject in
      try subject.metersPerPixel.map { .value(.record(["meters": .double(try $0(input))])) }
    },
    SuiteBinding("route.cumulativeDistance", decode: { try $0.required("route", CoreValueDecoding.geoPoints) }) { input, subject in
      try subject.routeCumulativeDistance.map { .value(.record(["km": .double(try $0(input))])) }
    },
    SuiteBinding("route.pointAtDistance", decode: { reader in
      (route: try reader.required("route", CoreValueDecoding.geoPoints), km: try reader.required("km", ScalarDecoding.double))
    }) { input, subject in
      try subject.routePointAtDistance.map { .value(.record(["point": .geoPoint(try $0(input))])) }
    },
    SuiteBinding("route.distanceMarkers", decode: { reader in
      (route: try reader.required("route", CoreValueDecoding.geoPoints), zoom: try reader.required("zoom", ScalarDecoding.double))
    }) { input, subject in
      try subject.routeDistanceMarkers.map { function in
        let markers = try function(input).map { marker in
          ParityValue.record(["km": .double(marker.km), "point": .geoPoint(marker.point), "label": .text(marker.label)])
        }
        return .value(.record(["markers": .array(markers)]))
      }
    },
    SuiteBinding("zoom.interval", decode: { try $0.required("zoom", ScalarDecoding.double) }) { input, subject in
      try subject.zoomInterval.map { .value(.record(["km": try $0(input).map { .int32(Int32(clamping: $0)) } ?? .null])) }
    },
    SuiteBinding("region.radius", decode: { reader in
      (center: try reader.required("center", CoreValueDecoding.geoPoint),
       latitudeSpan: try reader.required("latitudeSpan", ScalarDecoding.double),
       longitudeSpan: try reader.required("longitudeSpan", ScalarDecoding.double))
    }) { input, subject in
      try subject.regionRadius.map { .value(.record(["km": .double(try $0(input))])) }
    },
    SuiteBinding("bounds.radius", decode: { reader in
      (southWest: try reader.required("southWest", CoreValueDecoding.geoPoint),
       northEast: try reader.required("northEast", CoreValueDecoding.geoPoint))
    }) { input, subject in
      try subject.boundsRadius.map { .value(.record(["km": .double(try $0(input))])) }
    },
  ]

  private static func endpoints(_ reader: inout InputReader) throws -> (from: GeoPoint, to: GeoPoint) {
    (from: try reader.required("from", CoreValueDecoding.geoPoint), to: try reader.required("to", CoreValueDecoding.geoPoint))
  }

  private static func interpolation(_ reader: inout InputReader) throws -> (from: GeoPoint, to: GeoPoint, fraction: Double) {
    let (from, to) = try endpoints(&reader)
    return (from, to, try reader.required("fraction", ScalarDecoding.double))
  }
}
