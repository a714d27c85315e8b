import GeoMath
import GeoModel
import ParitySuiteKit

#if canImport(Geodesic)
  import Geodesic
#endif

// geodesic.*: WGS84 distance and Android's densify along geodesics (docs/contracts.md §13). The core computes them
// with PROJ's geodesic.h, which an iOS simulator test bundle cannot link: there these suites still decode their
// cases and run an SDK's own functions, but the built-in core has no geodesic function.

extension SubjectFunctions {
  /// `geodesic.distance`: GeographicLib's inverse-problem distance `s12` in metres on WGS84.
  public var geodesicDistance: SubjectFunction<(from: GeoPoint, to: GeoPoint), Double> { SubjectFunction("geodesicDistance") }
  /// `geodesic.interpolatePoints`: Android's `createInterpolatePoints`, the path densified along its geodesics;
  /// rejects an empty path (`emptyPath`); no cap (a zero `maxSegmentLength` exhausts Android's heap: not portable).
  public var geodesicInterpolatePoints: SubjectFunction<(points: [GeoPoint], maxSegmentLength: Double), [GeoPoint]> {
    SubjectFunction("geodesicInterpolatePoints")
  }
}

enum GeodesicSuites {
  static let all: [Suite] = [
    Suite("geodesic.distance", input: endpoints, functions: coreDistance,
          expected: "`meters: f64`",
          evaluate: { input, subject in
            try subject.geodesicDistance.map { .value(.record(["meters": .double(try $0(input))])) }
          },
          mutants: distanceMutants),
    Suite("geodesic.interpolatePoints", input: densifyInput, functions: coreDensify,
          expected: "`points: [GeoPoint]`, or error `emptyPath`; `notPortable` beyond 10^7 points (Android exhausts its heap)",
          evaluate: { input, subject in
            try subject.geodesicInterpolatePoints.map { .value(.record(["points": .array(try $0(input).map(ParityValue.geoPoint))])) }
          },
          notPortable: [.geodesicTooManyPoints],
          mutants: densifyMutants),
  ]

  /// `from` and `to`.
  static let endpoints = SuiteInput<(from: GeoPoint, to: GeoPoint)>(
    "`from: GeoPoint`, `to: GeoPoint`",
    decode: { reader in
      (from: try reader.required("from", CoreValueDecoding.geoPoint), to: try reader.required("to", CoreValueDecoding.geoPoint))
    },
    random: { source in
      let (from, to) = source.pointPair()
      return .record(["from": from, "to": to])
    })

  /// `points` and `maxSegmentLength` (Android's default 10 km).
  static let densifyInput = SuiteInput<(points: [GeoPoint], maxSegmentLength: Double)>(
    "`points: [GeoPoint]`, `maxSegmentLength: f64 = 10000.0`",
    decode: { reader in
      (points: try reader.required("points", CoreValueDecoding.geoPoints),
       maxSegmentLength: try reader.optional("maxSegmentLength", default: 10_000, ScalarDecoding.double))
    },
    random: { source in
      // Moderate piece counts: a count is decided by the ports' last bits only when the quotient is within a few
      // ULPs of an integer, which stays unlikely while the quotients stay small.
      var fields = [ParityValue.Field("points", .array(source.route()))]
      if source.chance(0.6) {
        let length: Double = source.chance(0.8)
          ? source.decimal(source.double(in: 1, 200), digits: 3) * source.pick([100, 1000, 10_000])
          : source.pick([0, -1, .nan, .infinity, 1e-300, 1e9])
        fields.append(ParityValue.Field("maxSegmentLength", .double(length)))
      }
      return .object(fields)
    })

  #if canImport(Geodesic)
    static let coreDistance = [CoreFunction(\.geodesicDistance, .same { WGS84.distance(from: $0.from, to: $0.to) })]
    static let coreDensify = [
      CoreFunction(\.geodesicInterpolatePoints, .same { try GeodesicDensify.interpolatePoints($0.points, maximumSegmentMeters: $0.maxSegmentLength) }),
    ]

    static let distanceMutants = [
      Mutant("geodesic-on-sphere", field: "/meters",
             mistake: "measures on the 6378137 m sphere (haversine) instead of the WGS84 ellipsoid") {
        $0.geodesicDistance = { Spherical.distance(from: $0.from, to: $0.to) }
      },
    ]
    static let densifyMutants = [
      Mutant("densify-multiplied-fractions", field: "/points",
             mistake: "computes the k-th fraction as k * step instead of adding step k times (one point fewer where the sum stays below 1)") {
        $0.geodesicInterpolatePoints = { input in
          guard let first = input.points.first else { throw GeodesicError.emptyPath }
          var result = [first]
          for (from, to) in zip(input.points, input.points.dropFirst()) {
            let count = GeodesicDensify.segmentCount(meters: WGS84.distance(from: from, to: to), maximumSegmentMeters: input.maxSegmentLength)
            guard count < 100_000 else { throw GeodesicError.tooManyPoints }
            let step = 1.0 / Double(count)
            var k = 1
            while Double(k) * step < 1.0 {
              result.append(WGS84.interpolate(from: from, to: to, fraction: Double(k) * step))
              k += 1
            }
            result.append(to)
          }
          return result
        }
      },
    ]
  #else
    // No geodesic core here (no PROJ): the suites run an SDK's functions only, and have no mutants of the core.
    static let coreDistance: [CoreFunction] = []
    static let coreDensify: [CoreFunction] = []
    static let distanceMutants: [Mutant] = []
    static let densifyMutants: [Mutant] = []
  #endif
}

#if canImport(Geodesic)
  extension GeodesicError: ContractRejection {}

  extension GeodesicError: NotPortableRefusal {
    package var notPortableReason: String? {
      guard self == .tooManyPoints else { return nil }
      return "Android does not return on this input: more than 10000000 points exhaust an app's heap"
    }
  }
#endif
