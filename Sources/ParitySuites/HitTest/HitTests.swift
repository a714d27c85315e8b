import GeoMath
import GeoModel
import ParitySuiteKit

#if canImport(Geodesic)
  import Geodesic
#endif

// hitTest.*: the nearest point of a segment to a tap (docs/contracts.md §14): Android's straight-segment and
// geodesic-segment polyline tests and GeoNearest.closestIntersection. The geodesic one needs PROJ, so where it is
// missing (an iOS simulator test bundle) the suite runs an SDK's function only.

/// The nearest point of a segment and its distance in metres, or nil when it is beyond the threshold.
public typealias SegmentHit = (point: GeoPoint, meters: Double)?

/// A tap against one segment: the segment's ends, the tap and the threshold in metres.
public typealias SegmentProbe = (from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double)

extension SubjectFunctions {
  /// `hitTest.linearSegment`: Android's `isPointOnLinearLine` (flat metres, `coerceIn` keeps NaN).
  public var linearSegmentHit: SubjectFunction<SegmentProbe, SegmentHit> { SubjectFunction("linearSegmentHit") }
  /// `hitTest.geodesicSegment`: Android's `pointOnGeodesicSegmentOrNull` (a ternary search on the WGS84 geodesic).
  public var geodesicSegmentHit: SubjectFunction<SegmentProbe, SegmentHit> { SubjectFunction("geodesicSegmentHit") }
  /// `hitTest.closestIntersection`: Android's `GeoNearest.closestIntersection` of `position` and segment `a`–`b`.
  public var closestIntersection: SubjectFunction<(position: GeoPoint, a: GeoPoint, b: GeoPoint), ClosestIntersection.Hit> {
    SubjectFunction("closestIntersection")
  }
}

enum HitTestSuites {
  static let hitNotation = "`hit: {point: GeoPoint, meters: f64}?` (`null` = beyond the threshold)"

  static let all: [Suite] = [
    Suite("hitTest.linearSegment", input: probe, function: \.linearSegmentHit,
          core: .same { LinearSegmentHit.nearest(from: $0.from, to: $0.to, position: $0.position, thresholdMeters: $0.thresholdMeters) },
          expected: hitNotation, output: hitOutcome,
          notPortable: [.longitudeWrap],
          mutants: [
            Mutant("linear-clamp-turns-nan-into-1", field: "/hit/point/lat",
                   mistake: "clamps t with max(0, min(1, t)), which turns a NaN t into 1 (the iOS core today) where Kotlin's coerceIn keeps NaN") {
              $0.linearSegmentHit = { probe in
                guard let hit = LinearSegmentHit.nearest(from: probe.from, to: probe.to, position: probe.position,
                                                         thresholdMeters: probe.thresholdMeters) else { return nil }
                guard hit.meters.isNaN && probe.position.latitude.isNaN else { return hit }
                // t = NaN clamped to 1: the segment's end (its longitude normalised), the distance still NaN
                let end = GeoPoint(latitude: probe.to.latitude, longitude: GeoPoint.normalizeLng(probe.to.longitude),
                                   altitude: probe.to.altitude)
                return (end, hit.meters)
              }
            },
          ]),
    Suite("hitTest.geodesicSegment", input: probe, functions: coreGeodesicSegment, expected: hitNotation,
          evaluate: { input, subject in try subject.geodesicSegmentHit.map { hitOutcome(try $0(input)) } },
          mutants: geodesicSegmentMutants),
    Suite("hitTest.closestIntersection",
          input: SuiteInput(
            "`position: GeoPoint`, `a: GeoPoint`, `b: GeoPoint`",
            decode: { reader in
              (position: try reader.required("position", CoreValueDecoding.geoPoint),
               a: try reader.required("a", CoreValueDecoding.geoPoint), b: try reader.required("b", CoreValueDecoding.geoPoint))
            },
            random: { source in
              let (a, b, position) = source.segmentAndTap()
              return .record(["position": position, "a": a, "b": b])
            }),
          function: \.closestIntersection, core: .same { ClosestIntersection.nearest(to: $0.position, onSegment: $0.a, $0.b) },
          expected: "`radiusMeters: f64`, `point: GeoPoint`, `mode: str` (`planar` or `spherical`)",
          output: { hit in
            .value(.record(["radiusMeters": .double(hit.radiusMeters), "point": .geoPoint(hit.point), "mode": .text(hit.mode.rawValue)]))
          },
          notPortable: [.longitudeWrap],
          mutants: [
            Mutant("closest-intersection-swift-min-max", field: "/radiusMeters",
                   mistake: "clamps the dot product with Swift's min/max, which turn NaN into 1 (an angle of 0), instead of Java's (NaN kept)") {
              $0.closestIntersection = { input in
                var hit = ClosestIntersection.nearest(to: input.position, onSegment: input.a, input.b)
                if hit.radiusMeters.isNaN && hit.mode == .spherical { hit.radiusMeters = 0 }
                return hit
              }
            },
          ]),
  ]

  @Sendable static func hitOutcome(_ hit: SegmentHit) -> SubjectOutcome {
    guard let hit else { return .value(.record(["hit": .null])) }
    return .value(.record(["hit": .record(["point": .geoPoint(hit.point), "meters": .double(hit.meters)])]))
  }

  /// `from`, `to`, `position` and `thresholdMeters`.
  static let probe = SuiteInput<SegmentProbe>(
    "`from: GeoPoint`, `to: GeoPoint`, `position: GeoPoint`, `thresholdMeters: f64`",
    decode: { reader in
      (from: try reader.required("from", CoreValueDecoding.geoPoint), to: try reader.required("to", CoreValueDecoding.geoPoint),
       position: try reader.required("position", CoreValueDecoding.geoPoint),
       thresholdMeters: try reader.required("thresholdMeters", ScalarDecoding.double))
    },
    random: { source in
      let (from, to, position) = source.segmentAndTap()
      let threshold: Double = source.chance(0.8)
        ? source.decimal(source.double(in: 0, 1), digits: 3) * source.pick([10, 100, 1000, 100_000])
        : source.pick([0, -1, .nan, .infinity, 1e300])
      return .record(["from": from, "to": to, "position": position, "thresholdMeters": .double(threshold)])
    })

  #if canImport(Geodesic)
    static let coreGeodesicSegment = [
      CoreFunction(\.geodesicSegmentHit, .same {
        GeodesicSegmentHit.nearest(from: $0.from, to: $0.to, position: $0.position, thresholdMeters: $0.thresholdMeters)
      }),
    ]
    static let geodesicSegmentMutants = [
      Mutant("geodesic-hit-on-straight-line", field: "/hit/point/lat",
             mistake: "takes the straight (flat) segment's nearest point for a geodesic polyline") {
        $0.geodesicSegmentHit = {
          LinearSegmentHit.nearest(from: $0.from, to: $0.to, position: $0.position, thresholdMeters: $0.thresholdMeters)
        }
      },
    ]
  #else
    // No geodesic core here (no PROJ): the suite runs an SDK's function only.
    static let coreGeodesicSegment: [CoreFunction] = []
    static let geodesicSegmentMutants: [Mutant] = []
  #endif
}

extension SplitMix64 {
  /// A segment and a tap: the tap near the segment (on it, beside it, beyond an end) or anywhere. Longitudes stay
  /// finite and within ±1e8 (NaN allowed): beyond 1e9 degrees Android's longitude loops take millions of steps
  /// or never end, outside the contract's domain (§14.1).
  mutating func segmentAndTap() -> (from: ParityValue, to: ParityValue, position: ParityValue) {
    let fromLat = decimal(double(in: -85, 85), digits: int(in: 0...7))
    let fromLng = decimal(double(in: -180, 180), digits: int(in: 0...7))
    let reach = pick([0.0001, 0.01, 0.3, 2, 30])
    var toLat = min(89, max(-89, fromLat + double(in: -reach, reach)))
    var toLng = fromLng + double(in: -reach, reach)
    if chance(0.1) { (toLat, toLng) = (fromLat, fromLng) }  // a zero-length segment
    let f = pick([double(in: 0, 1), double(in: -0.5, 0), double(in: 1, 1.5), 0, 1])
    let offset = reach * pick([0.0, 1e-6, 1e-3, 0.05, 0.5])
    var tap = (lat: fromLat + f * (toLat - fromLat) + double(in: -offset, offset),
               lng: fromLng + f * (toLng - fromLng) + double(in: -offset, offset))
    switch below(10) {
    case 0: tap = (latitude(), Self.inDomain(longitude()))
    case 1: tap.lng += pick([360, -360, 720])  // the same place, a turn away: Android's loops bring it back
    default: break
    }
    let from = Self.geoPoint(fromLat, fromLng, altitude())
    let to = chance(0.1) ? Self.geoPoint(latitude(), Self.inDomain(longitude()), nil) : Self.geoPoint(toLat, toLng, altitude())
    return (from, to, Self.geoPoint(tap.lat, tap.lng, chance(0.2) ? altitude() : nil))
  }

  /// `longitude` when Android's loops end on it quickly, else a plain one.
  private static func inDomain(_ longitude: Double) -> Double {
    longitude.isInfinite || abs(longitude) > 1e8 ? 179.5 : longitude
  }
}
