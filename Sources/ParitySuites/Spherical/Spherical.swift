import GeoMath
import GeoModel
import OverlayIdentity
import ParitySuiteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// spherical.*: distance, heading, interpolation and meters per pixel on Android's sphere (docs/contracts.md).

extension SubjectFunctions {
  /// `spherical.distance`: haversine metres on the 6378137 m sphere.
  public var distance: SubjectFunction<(from: GeoPoint, to: GeoPoint), Double> { SubjectFunction("distance") }
  /// `spherical.heading`: the initial course in (-180, 180].
  public var heading: SubjectFunction<(from: GeoPoint, to: GeoPoint), Double> { SubjectFunction("heading") }
  /// `spherical.linearInterpolate`: the point at `fraction`, longitude the short way across ±180.
  public var linearInterpolate: SubjectFunction<(from: GeoPoint, to: GeoPoint, fraction: Double), GeoPoint> {
    SubjectFunction("linearInterpolate")
  }
  /// `spherical.sphericalInterpolate`: the point at `fraction` along the great circle.
  public var sphericalInterpolate: SubjectFunction<(from: GeoPoint, to: GeoPoint, fraction: Double), GeoPoint> {
    SubjectFunction("sphericalInterpolate")
  }
  /// `spherical.metersPerPixel`: ground resolution at a latitude and zoom.
  public var metersPerPixel: SubjectFunction<(latitude: Double, zoom: Double, tileSize: Int32), Double> {
    SubjectFunction("metersPerPixel")
  }
}

enum SphericalSuites {
  static let all: [Suite] = [
    Suite("spherical.distance", input: endpoints, function: \.distance,
          core: .same { Spherical.distance(from: $0.from, to: $0.to) },
          expected: "`meters: f64`", output: { .value(.record(["meters": .double($0)])) },
          mutants: [
            Mutant("distance-mean-radius", field: "/meters",
                   mistake: "uses the mean Earth radius 6371 km (as CLLocation-style code does) instead of 6378137 m") {
              $0.distance = { Spherical.distance(from: $0.from, to: $0.to) / 6_378_137.0 * 6_371_000.0 }
            },
            Mutant("distance-clamps-haversine", field: "/meters",
                   mistake: "clamps the haversine a to at most 1 (an old departure from Android's formula): pi*R where Android gives NaN") {
              $0.distance = { pair in
                let distance = Spherical.distance(from: pair.from, to: pair.to)
                let finite = [pair.from.latitude, pair.from.longitude, pair.to.latitude, pair.to.longitude].allSatisfy(\.isFinite)
                // With a clamped to 1, sqrt(1 - a) = 0 and the distance is R * 2 * atan2(1, 0) = pi * R.
                return distance.isNaN && finite ? 6_378_137.0 * (2 * atan2(1.0, 0.0)) : distance
              }
            },
          ]),
    Suite("spherical.heading", input: endpoints, function: \.heading,
          core: .same { Spherical.heading(from: $0.from, to: $0.to) },
          expected: "`degrees: f64`", output: { .value(.record(["degrees": .double($0)])) },
          mutants: [
            Mutant("heading-0-to-360", field: "/degrees", mistake: "returns a compass course in [0, 360) instead of (-180, 180]") {
              $0.heading = { pair in
                let degrees = Spherical.heading(from: pair.from, to: pair.to)
                return degrees < 0 ? degrees + 360 : degrees
              }
            },
          ]),
    Suite("spherical.linearInterpolate", input: interpolation, function: \.linearInterpolate,
          core: .same { Spherical.linearInterpolate(from: $0.from, to: $0.to, fraction: $0.fraction) },
          expected: "`point: GeoPoint`", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("linear-ignores-antimeridian", field: "/point/lng",
                   mistake: "interpolates longitude linearly without taking the short way across ±180") {
              $0.linearInterpolate = { input in
                var point = Spherical.linearInterpolate(from: input.from, to: input.to, fraction: input.fraction)
                point.longitude = input.from.longitude + input.fraction * (input.to.longitude - input.from.longitude)
                return point
              }
            },
          ]),
    Suite("spherical.sphericalInterpolate", input: interpolation, function: \.sphericalInterpolate,
          core: .same { Spherical.sphericalInterpolate(from: $0.from, to: $0.to, fraction: $0.fraction) },
          expected: "`point: GeoPoint`", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("slerp-clamps-asin", field: "/point/lat",
                   mistake: "clamps z into [-1, 1] before asin (an old departure from Android's formula): ±90 where Android gives NaN") {
              $0.sphericalInterpolate = { input in
                var point = Spherical.sphericalInterpolate(from: input.from, to: input.to, fraction: input.fraction)
                let finite = [input.from.latitude, input.from.longitude, input.to.latitude, input.to.longitude, input.fraction]
                  .allSatisfy(\.isFinite)
                // A NaN latitude from finite inputs is asin of a z rounded past ±1; clamped it would be ±90.
                if point.latitude.isNaN && finite { point.latitude = input.from.latitude + input.to.latitude < 0 ? -90 : 90 }
                return point
              }
            },
            Mutant("spherical-is-linear", field: "/point/lat",
                   mistake: "interpolates latitude and longitude linearly instead of along the great circle") {
              $0.sphericalInterpolate = { input in
                GeoPoint(latitude: input.from.latitude + input.fraction * (input.to.latitude - input.from.latitude),
                         longitude: input.from.longitude + input.fraction * (input.to.longitude - input.from.longitude),
                         altitude: input.from.altitude + input.fraction * (input.to.altitude - input.from.altitude))
              }
            },
          ]),
    Suite("spherical.metersPerPixel",
          input: SuiteInput(
            "`latitude: f64`, `zoom: f64`, `tileSize: i32 = 256`",
            decode: { reader in
              (latitude: try reader.required("latitude", ScalarDecoding.double),
               zoom: try reader.required("zoom", ScalarDecoding.double),
               tileSize: try reader.optional("tileSize", default: 256, ScalarDecoding.int32))
            },
            random: { source in
              var fields = [ParityValue.Field("latitude", .double(source.latitude())), ParityValue.Field("zoom", .double(source.zoom()))]
              if source.chance(0.4) {
                let tileSize: Int32 = source.chance(0.7) ? source.pick([256, 512, 128, 0, 1, -256]) : source.anyInt32()
                fields.append(ParityValue.Field("tileSize", .int32(tileSize)))
              }
              return .object(fields)
            }),
          function: \.metersPerPixel,
          core: .perRevision { revision in
            let circumference = revision >= .sdk1569cc5
              ? Spherical.equatorialCircumferenceMeters : Spherical.roundedEquatorialCircumferenceMeters
            return { Spherical.metersPerPixel(latitude: $0.latitude, zoom: $0.zoom, tileSize: $0.tileSize, circumferenceMeters: circumference) }
          },
          expected: "`meters: f64`", output: { .value(.record(["meters": .double($0)])) },
          mutants: [
            Mutant("meters-per-pixel-rounded-circumference", field: "/meters",
                   mistake: "keeps the circumference Android wrote out before 1.2.0, 40075016.686, where Earth.CIRCUMFERENCE_METERS is now 2πa (40075016.68557849)") {
              $0.metersPerPixel = {
                Spherical.metersPerPixel(latitude: $0.latitude, zoom: $0.zoom, tileSize: $0.tileSize,
                                         circumferenceMeters: Spherical.roundedEquatorialCircumferenceMeters)
              }
            },
            Mutant("meters-per-pixel-float-zoom", field: "/meters",
                   mistake: "rounds the zoom to a 32-bit float, as Android's Google Maps camera does") {
              $0.metersPerPixel = {
                Spherical.metersPerPixel(latitude: $0.latitude, zoom: Double(Float($0.zoom)), tileSize: $0.tileSize)
              }
            },
          ]),
  ]

  /// `from` and `to`.
  static let endpoints = SuiteInput<(from: GeoPoint, to: GeoPoint)>(
    "`from: GeoPoint`, `to: GeoPoint`", decode: readEndpoints,
    random: { source in
      let (from, to) = source.pointPair()
      return .record(["from": from, "to": to])
    })

  /// `from`, `to` and `fraction`.
  static let interpolation = SuiteInput<(from: GeoPoint, to: GeoPoint, fraction: Double)>(
    "`from: GeoPoint`, `to: GeoPoint`, `fraction: f64`",
    decode: { reader in
      let (from, to) = try readEndpoints(&reader)
      return (from, to, try reader.required("fraction", ScalarDecoding.double))
    },
    random: { source in
      let (from, to) = source.pointPair()
      return .record(["from": from, "to": to, "fraction": .double(source.fraction())])
    })

  @Sendable private static func readEndpoints(_ reader: inout InputReader) throws -> (from: GeoPoint, to: GeoPoint) {
    (from: try reader.required("from", CoreValueDecoding.geoPoint), to: try reader.required("to", CoreValueDecoding.geoPoint))
  }
}
