import GeoMath
import GeoModel
import ParitySuiteKit

// region.radius and bounds.radius: the radius of a visible region, from its centre and spans or from its
// corners (docs/contracts.md).

extension SubjectFunctions {
  /// `region.radius`: the largest centre-to-corner distance in km; rejects an invalid span.
  public var regionRadius: SubjectFunction<(center: GeoPoint, latitudeSpan: Double, longitudeSpan: Double), Double> {
    SubjectFunction("regionRadius")
  }
  /// `bounds.radius`: the same from the south-west and north-east corners.
  public var boundsRadius: SubjectFunction<(southWest: GeoPoint, northEast: GeoPoint), Double> {
    SubjectFunction("boundsRadius")
  }
}

enum RadiusSuites {
  static let all: [Suite] = [
    Suite("region.radius",
          input: SuiteInput(
            "`center: GeoPoint`, `latitudeSpan: f64`, `longitudeSpan: f64`",
            decode: { reader in
              (center: try reader.required("center", CoreValueDecoding.geoPoint),
               latitudeSpan: try reader.required("latitudeSpan", ScalarDecoding.double),
               longitudeSpan: try reader.required("longitudeSpan", ScalarDecoding.double))
            },
            random: { source in
              if source.chance(0.05) {  // a corner at the center's antipode (docs/contracts.md §10, §12)
                let latitude = source.decimal(source.double(in: -45, 45), digits: source.int(in: 0...15))
                return .record(["center": SplitMix64.geoPoint(latitude, source.double(in: -180, 180), nil),
                                "latitudeSpan": .double(4 * abs(latitude)), "longitudeSpan": .double(360)])
              }
              return .record(["center": source.chance(0.8) ? source.realisticGeoPoint() : source.geoPoint(),
                              "latitudeSpan": .double(source.span()), "longitudeSpan": .double(source.span())])
            }),
          function: \.regionRadius,
          core: .same { try RegionRadius.km(center: $0.center, latitudeSpan: $0.latitudeSpan, longitudeSpan: $0.longitudeSpan) },
          expected: "`km: f64`, or error `invalidSpan`", output: { .value(.record(["km": .double($0)])) },
          mutants: [
            Mutant("region-spans-unclamped", field: "/km", mistake: "uses the spans as given, without clamping them to 180 and 360") {
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
          ]),
    Suite("bounds.radius",
          input: SuiteInput(
            "`southWest: GeoPoint`, `northEast: GeoPoint`",
            decode: { reader in
              (southWest: try reader.required("southWest", CoreValueDecoding.geoPoint),
               northEast: try reader.required("northEast", CoreValueDecoding.geoPoint))
            },
            random: { source in
              let (southWest, northEast) = source.boundsCorners()
              return .record(["southWest": southWest, "northEast": northEast])
            }),
          function: \.boundsRadius, core: .same { try BoundsRadius.km(southWest: $0.southWest, northEast: $0.northEast) },
          expected: "`km: f64`, or errors (contracts.md)", output: { .value(.record(["km": .double($0)])) },
          mutants: [
            Mutant("bounds-ignore-antimeridian", field: "/km",
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
          ]),
  ]
}
