import GeoMath
import GeoModel
import OverlayIdentity
import ParitySuiteKit

// meridian.*: Android's cut of a path at the ±180° meridian (docs/contracts.md §23): the crossing point of a
// segment, straight (the raw longitude difference until 221a949+clickable, unwrapped the short way with the fraction
// clamped from 1569cc5 on) or along the great circle (a bisection of sphericalInterpolate), the opposite point that
// starts the next fragment, and the split itself.

extension SubjectFunctions {
  /// `meridian.interpolateLinear`: `interpolateAtMeridianLinear(from, to)`.
  public var meridianLinearCrossing: SubjectFunction<(from: GeoPoint, to: GeoPoint), GeoPoint> {
    SubjectFunction("meridianLinearCrossing")
  }
  /// `meridian.interpolateGeodesic`: `interpolateAtMeridianGeodesic(from, to)`.
  public var meridianGeodesicCrossing: SubjectFunction<(from: GeoPoint, to: GeoPoint), GeoPoint> {
    SubjectFunction("meridianGeodesicCrossing")
  }
  /// `meridian.oppositePoint`: `createOppositeMeridianPoint(point)`.
  public var meridianOppositePoint: SubjectFunction<GeoPoint, GeoPoint> { SubjectFunction("meridianOppositePoint") }
  /// `meridian.split`: `splitByMeridian(points, geodesic)`, the fragments.
  public var meridianSplit: SubjectFunction<(points: [GeoPoint], geodesic: Bool), [[GeoPoint]]> {
    SubjectFunction("meridianSplit")
  }
}

enum MeridianSuites {
  static let all: [Suite] = [
    Suite("meridian.interpolateLinear", input: segment, function: \.meridianLinearCrossing,
          core: .perRevision { revision in { MeridianCrossing.linearCrossing(from: $0.from, to: $0.to, span: linearSpan(revision)) } },
          expected: "`point: GeoPoint`", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("meridian-linear-span-as-given", field: "/point/lat",
                   mistake: "divides by the raw longitude difference, as Android did before 1.2.0: (10,170)→(20,-170) crosses at latitude 9.705882352941176, not 15") {
              $0.meridianLinearCrossing = { MeridianCrossing.linearCrossing(from: $0.from, to: $0.to, span: .asGiven) }
            },
            Mutant("meridian-linear-fraction-unclamped", field: "/point/lat",
                   mistake: "unwraps the span the short way but leaves the fraction unclamped and divides a zero span, as the iOS core does") {
              $0.meridianLinearCrossing = { unwrappedCrossing(from: $0.from, to: $0.to) }
            },
          ]),
    Suite("meridian.interpolateGeodesic", input: geodesicSegment, function: \.meridianGeodesicCrossing,
          core: .same { MeridianCrossing.geodesicCrossing(from: $0.from, to: $0.to) },
          expected: "`point: GeoPoint`", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("meridian-geodesic-is-linear", field: "/point/lat",
                   mistake: "cuts a geodesic segment where the straight line (in degrees) meets the meridian, not the great circle") {
              $0.meridianGeodesicCrossing = { unwrappedCrossing(from: $0.from, to: $0.to) }
            },
          ]),
    Suite("meridian.oppositePoint",
          input: SuiteInput("`point: GeoPoint`", decode: { try $0.required("point", CoreValueDecoding.geoPoint) },
                            random: { .record(["point": $0.meridianPoint()]) }),
          function: \.meridianOppositePoint, core: .same { MeridianCrossing.oppositePoint($0) },
          expected: "`point: GeoPoint`", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("meridian-opposite-by-sign", field: "/point/lng",
                   mistake: "picks the opposite meridian by the sign bit (-0.0 gives +180), where Android compares lng >= 0") {
              $0.meridianOppositePoint = { point in
                var opposite = MeridianCrossing.oppositePoint(point)
                if point.longitude.isNaN || point.longitude.sign == .minus { opposite.longitude = 180 }
                return opposite
              }
            },
          ]),
    Suite("meridian.split",
          input: SuiteInput(
            "`points: [GeoPoint]`, `geodesic: bool = false`",
            decode: { reader in
              (points: try reader.required("points", CoreValueDecoding.geoPoints),
               geodesic: try reader.optional("geodesic", default: false, ScalarDecoding.bool))
            },
            random: { source in
              while true {
                let points = source.meridianPath()
                var fields = [ParityValue.Field("points", .array(points))]
                if source.chance(0.5) { fields.append(ParityValue.Field("geodesic", .bool(source.chance(0.6)))) }
                guard fields.last?.value == .bool(true) else { return .object(fields) }
                // Only the pairs that are cut go through the geodesic crossing.
                let cutsWell = zip(points, points.dropFirst()).allSatisfy { from, to in
                  !GeodesicCutConditioning.isCut(from, to) || GeodesicCutConditioning.isWellConditioned(from, to)
                }
                if cutsWell { return .object(fields) }
              }
            }),
          function: \.meridianSplit,
          core: .perRevision { revision in { MeridianCrossing.split($0.points, geodesic: $0.geodesic, linearSpan: linearSpan(revision)) } },
          expected: "`fragments: [[GeoPoint]]`",
          output: { .value(.record(["fragments": .array($0.map { .array($0.map(ParityValue.geoPoint)) })])) },
          mutants: [
            Mutant("meridian-split-against-opposite", field: "/fragments",
                   mistake: "compares each point with the fragment's last point including the opposite point that starts it, so a fragment that starts on the meridian cuts again") {
              $0.meridianSplit = { input in splitAgainstFragmentStart(input.points, geodesic: input.geodesic) }
            },
          ]),
  ]

  /// How the linear crossing measures the span at `revision`.
  static func linearSpan(_ revision: AndroidCoreRevision) -> MeridianCrossing.LinearSpan {
    revision >= .sdk1569cc5 ? .shortWay : .asGiven
  }

  /// `from` and `to`: mostly a step across ±180, sometimes any two points.
  static let segment = SuiteInput<(from: GeoPoint, to: GeoPoint)>(
    "`from: GeoPoint`, `to: GeoPoint`",
    decode: { reader in
      (from: try reader.required("from", CoreValueDecoding.geoPoint), to: try reader.required("to", CoreValueDecoding.geoPoint))
    },
    random: { source in
      if source.chance(0.2) {
        let (from, to) = source.pointPair()
        return .record(["from": from, "to": to])
      }
      return .record(["from": source.meridianPoint(), "to": source.meridianPoint()])
    })

  /// `segment`'s inputs without the ill-conditioned ones, as the oracle's generator draws them: a geodesic cut
  /// between near-antipodes, near a pole, or on a great circle through a pole moves by more than the tolerance
  /// with one ULP of libm (contracts.md §4, §23), so fuzzing would report the libm, not the port.
  static let geodesicSegment = SuiteInput<(from: GeoPoint, to: GeoPoint)>(
    segment.documentation, decode: segment.decode,
    random: { source in
      while true {
        let input = segment.random(&source)
        if GeodesicCutConditioning.isWellConditioned(input["from"], input["to"]) { return input }
      }
    })

  /// The crossing with the longitude difference unwrapped the short way (the mutants' mistake).
  @Sendable static func unwrappedCrossing(from: GeoPoint, to: GeoPoint) -> GeoPoint {
    let target = from.longitude >= 0 ? 180.0 : -180.0
    var difference = to.longitude - from.longitude
    if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
    let fraction = (target - from.longitude) / difference
    return GeoPoint(latitude: from.latitude + fraction * (to.latitude - from.latitude), longitude: target,
                    altitude: from.altitude + fraction * (to.altitude - from.altitude))
  }

  /// The split comparing each point with the opposite point a fragment starts with, not with the point after it.
  @Sendable static func splitAgainstFragmentStart(_ points: [GeoPoint], geodesic: Bool) -> [[GeoPoint]] {
    var fragments: [[GeoPoint]] = []
    var fragment: [GeoPoint] = []
    var reference: GeoPoint?
    for point in points {
      guard let last = reference else {
        fragment = [point]
        reference = point
        continue
      }
      if abs(point.longitude - last.longitude) > 180 {
        let crossing = geodesic
          ? MeridianCrossing.geodesicCrossing(from: fragment.last!, to: point)
          : MeridianCrossing.linearCrossing(from: fragment.last!, to: point)
        fragments.append(fragment + [crossing])
        let opposite = MeridianCrossing.oppositePoint(crossing)
        fragment = [opposite, point]
        reference = opposite
      } else {
        fragment.append(point)
        reference = point
      }
    }
    if !fragment.isEmpty { fragments.append(fragment) }
    return fragments
  }
}

extension SplitMix64 {
  /// A point near the antimeridian (either side, on it, ±0, beyond ±180), or now and then any point.
  fileprivate mutating func meridianPoint() -> ParityValue {
    switch below(10) {
    case 0: return geoPoint()
    case 1: return Self.geoPoint(latitude(), pick([180, -180, 0, -0.0, .nan, 190, -190]), altitude())
    default:
      let lng = decimal(double(in: 150, 180), digits: int(in: 0...6))
      return Self.geoPoint(decimal(double(in: -80, 80), digits: int(in: 0...6)), chance(0.5) ? lng : -lng, altitude())
    }
  }

  /// A path that steps across ±180 now and then: a walk near the antimeridian, a round-the-world path in big
  /// steps, or a few arbitrary points (none, one, NaN).
  fileprivate mutating func meridianPath() -> [ParityValue] {
    switch below(8) {
    case 0: return (0..<int(in: 0...3)).map { _ in geoPoint() }
    case 1:
      let start = double(in: -180, 180)
      return (0..<int(in: 2...8)).map { step in
        var lng = start + Double(step) * double(in: 60, 120)
        while lng > 180 { lng -= 360 }
        return Self.geoPoint(decimal(double(in: -60, 60), digits: 4), decimal(lng, digits: 4), nil)
      }
    default: return (0..<int(in: 1...8)).map { _ in meridianPoint() }
    }
  }
}

/// Which random geodesic cuts the fuzzer may draw: the oracle's `wellConditionedPair` (no pole within 0.1°, not
/// within 50 km of antipodal, coordinates under 1000°; NaN and ±∞ are fine, both sides give the same NaN) plus
/// no great circle within half a degree of a pole, where the crossing's latitude hangs on the last bits of atan2.
enum GeodesicCutConditioning {
  static func isWellConditioned(_ from: ParityValue?, _ to: ParityValue?) -> Bool {
    guard let from = from.flatMap(coordinates), let to = to.flatMap(coordinates) else { return true }
    let all = [from.lat, from.lng, to.lat, to.lng]
    if all.contains(where: { !$0.isFinite }) { return true }
    if all.contains(where: { abs($0) > 1000 }) || abs(from.lat) > 89.9 || abs(to.lat) > 89.9 { return false }
    let km = Spherical.distance(from: GeoPoint(latitude: from.lat, longitude: from.lng),
                                to: GeoPoint(latitude: to.lat, longitude: to.lng)) / 1000
    let antipodeKm = Double.pi * Spherical.earthRadiusMeters / 1000
    let lngDifference = abs((to.lng - from.lng).truncatingRemainder(dividingBy: 360))
    return km < antipodeKm - 50 && abs(lngDifference - 180) >= 0.5
  }

  /// Whether `splitByMeridian` cuts between the two points (a longitude step of more than 180°).
  static func isCut(_ from: ParityValue, _ to: ParityValue) -> Bool {
    guard let from = coordinates(from), let to = coordinates(to) else { return false }
    return abs(to.lng - from.lng) > 180
  }

  private static func coordinates(_ point: ParityValue) -> (lat: Double, lng: Double)? {
    guard case .double(let lat)? = point["lat"], case .double(let lng)? = point["lng"] else {
      return nil
    }
    return (lat, lng)
  }
}
