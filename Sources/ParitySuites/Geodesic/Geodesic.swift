import GeoMath
import GeoModel
import OverlayIdentity
import ParitySuiteKit

#if canImport(Geodesic)
  import Geodesic
#endif

// geodesic.*: WGS84 distance and Android's densify along geodesics (docs/contracts.md §13). Until 221a949+clickable
// Android solved them with GeographicLib, which the core computes with PROJ's geodesic.h; an iOS simulator test bundle
// cannot link it, so there the older revisions run an SDK's own functions only. From 1569cc5 on Android uses its own
// Vincenty (`WGS84Geodesic`), which the core has in plain Swift (GeoMath's `Vincenty`) on every platform.

extension SubjectFunctions {
  /// `geodesic.distance`: the WGS84 distance in metres, Android's `computeDistanceBetween`: GeographicLib's
  /// inverse-problem `s12` until 221a949+clickable, `WGS84Geodesic`'s Vincenty (100 iterations, then the haversine
  /// on the semi-major axis) from 1569cc5 on.
  public var geodesicDistance: SubjectFunction<(from: GeoPoint, to: GeoPoint), Double> { SubjectFunction("geodesicDistance") }
  /// `geodesic.interpolatePoints`: Android's geodesic densify (`createInterpolatePoints`, from 1569cc5 on
  /// `WGS84Geodesic.createInterpolatePoints`, on Vincenty), the path densified along its geodesics;
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
          notPortable: [.geodesicTooManyPoints, .vincentyTooManyPoints, .geodesicTooManyPieces],
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

  /// Whether `revision` solves geodesics with Vincenty (`WGS84Geodesic`) rather than GeographicLib.
  static func usesVincenty(_ revision: AndroidCoreRevision) -> Bool { revision >= .sdk1569cc5 }

  #if canImport(Geodesic)
    static let coreDistance = [
      CoreFunction(\.geodesicDistance, .perRevision { revision in
        if usesVincenty(revision) { return { Vincenty.distance(from: $0.from, to: $0.to) } }
        return { WGS84.distance(from: $0.from, to: $0.to) }
      }),
    ]
    static let coreDensify = [
      CoreFunction(\.geodesicInterpolatePoints, .perRevision { revision in
        if usesVincenty(revision) { return { try Vincenty.densify($0.points, maximumSegmentMeters: $0.maxSegmentLength) } }
        return { try GeodesicDensify.interpolatePoints($0.points, maximumSegmentMeters: $0.maxSegmentLength) }
      }),
    ]
  #else
    // No GeographicLib here (no PROJ): the older revisions run an SDK's functions only.
    static let coreDistance = [
      CoreFunction(\.geodesicDistance, .atRevisions { revision in
        guard usesVincenty(revision) else { return nil }
        return { Vincenty.distance(from: $0.from, to: $0.to) }
      }),
    ]
    static let coreDensify = [
      CoreFunction(\.geodesicInterpolatePoints, .atRevisions { revision in
        guard usesVincenty(revision) else { return nil }
        return { try Vincenty.densify($0.points, maximumSegmentMeters: $0.maxSegmentLength) }
      }),
    ]
  #endif

  static let distanceMutants: [Mutant] = {
    var mutants = [
      Mutant("geodesic-on-sphere", field: "/meters",
             mistake: "measures on the 6378137 m sphere (haversine) instead of the WGS84 ellipsoid") {
        $0.geodesicDistance = { Spherical.distance(from: $0.from, to: $0.to) }
      },
    ]
    #if canImport(Geodesic)
      mutants.append(Mutant("geodesic-geographiclib-near-antipodes", field: "/meters",
                            mistake: "answers with the true geodesic (GeographicLib) where Android's Vincenty gives up after 100 iterations and falls back to the haversine, tens of kilometres away") {
        $0.geodesicDistance = { input in
          let android = Vincenty.inverse(from: input.from, to: input.to)
          return android.converged ? android.meters : WGS84.distance(from: input.from, to: input.to)
        }
      })
    #endif
    return mutants
  }()

  static let densifyMutants = [
    Mutant("densify-multiplied-fractions", field: "/points",
           mistake: "computes the k-th fraction as k * step instead of adding step k times (one point fewer where the sum stays below 1)") {
      $0.geodesicInterpolatePoints = { input in
        let android = try Vincenty.densify(input.points, maximumSegmentMeters: input.maxSegmentLength)
        var result = [input.points[0]]
        for (from, to) in zip(input.points, input.points.dropFirst()) {
          let count = max(1, KotlinMath.toInt(Vincenty.distance(from: from, to: to) / input.maxSegmentLength))
          guard count < 100_000 else { return android }
          let step = 1.0 / Double(count)
          var k = 1
          while Double(k) * step < 1.0 {
            result.append(Vincenty.interpolate(from: from, to: to, fraction: Double(k) * step))
            k += 1
          }
          result.append(to)
        }
        return result
      }
    },
    Mutant("densify-on-great-circle", field: "/points",
           mistake: "places the inserted points on the great circle (Spherical.interpolate), as the thin WGS84Geodesic that delegated to Spherical once did, instead of Vincenty's direct problem") {
      $0.geodesicInterpolatePoints = { input in
        let android = try Vincenty.densify(input.points, maximumSegmentMeters: input.maxSegmentLength)
        var result = [input.points[0]]
        for (from, to) in zip(input.points, input.points.dropFirst()) {
          let count = max(1, KotlinMath.toInt(Vincenty.distance(from: from, to: to) / input.maxSegmentLength))
          guard count < 100_000 else { return android }
          let step = 1.0 / Double(count)
          var fraction = step
          while fraction < 1.0 {
            result.append(Spherical.sphericalInterpolate(from: from, to: to, fraction: fraction))
            fraction += step
          }
          result.append(to)
        }
        return result
      }
    },
  ]
}

extension GeodesicError: ContractRejection {}

extension GeodesicError: NotPortableRefusal {
  package var notPortableReason: String? {
    guard self == .tooManyPoints else { return nil }
    return "Android does not return on this input: more than 10000000 points exhaust an app's heap"
  }
}
