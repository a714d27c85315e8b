import GeoMath
import GeoModel
import OverlayIdentity
import ParitySuiteKit

// densify.linear: Android's linear densify (docs/contracts.md §22), whose input changed with the SDK. Until
// 221a949+clickable, `createLinearInterpolatePoints(points, fractionStep)`: a fixed fraction step per segment (the
// iOS core gives Tokyo→Osaka 41 points, Android 101). From 1569cc5 on, `Planar.createInterpolatePoints(points,
// maxSegmentLength)`: pieces by the segment's Vincenty length, as the geodesic densify counts them. Where a Swift
// port drifts: fractions recomputed as k * step instead of accumulated, the old loop's `<= 1.0`, an empty list
// that traps.

extension SubjectFunctions {
  /// `densify.linear` until 221a949+clickable: the points with `linearInterpolate` points at every accumulated
  /// `fractionStep` of every segment; rejects no points (`emptyPoints`); no cap (a step of 0 or below never ends on
  /// Android: not portable).
  public var densifyLinear: SubjectFunction<(points: [GeoPoint], fractionStep: Double), [GeoPoint]> {
    SubjectFunction("densifyLinear")
  }
  /// `densify.linear` from 1569cc5 on: `Planar.createInterpolatePoints(points, maxSegmentLength)`, each segment cut
  /// into `(vincentyMeters / maxSegmentLength).toInt().coerceAtLeast(1)` pieces by `Planar.interpolate` (the old
  /// `linearInterpolate`) at accumulated fractions below 1; rejects no points (`emptyPoints`); no cap (a zero
  /// maximum exhausts Android's heap: not portable).
  public var densifyLinearByLength: SubjectFunction<(points: [GeoPoint], maxSegmentLength: Double), [GeoPoint]> {
    SubjectFunction("densifyLinearByLength")
  }
}

/// A `densify.linear` case as its revision states it.
enum LinearDensifyInput: Sendable {
  case byFraction(points: [GeoPoint], fractionStep: Double)
  case byLength(points: [GeoPoint], maxSegmentLength: Double)
}

enum LinearDensifySuites {
  static let all: [Suite] = [
    Suite("densify.linear",
          input: SuiteInput(
            "until 221a949+clickable `points: [GeoPoint]`, `fractionStep: f64 = 0.01`; from 1569cc5 on `points: [GeoPoint]`, "
              + "`maxSegmentLength: f64 = 10000.0` (a case has its revision's fields only)",
            decode: { reader -> LinearDensifyInput in
              let points = try reader.required("points", CoreValueDecoding.geoPoints)
              if byLength(reader.revision) {
                return .byLength(points: points, maxSegmentLength: try reader.optional(
                  "maxSegmentLength", default: Spherical.defaultDensifyMaximumSegmentMeters, ScalarDecoding.double))
              }
              return .byFraction(points: points, fractionStep: try reader.optional(
                "fractionStep", default: Spherical.defaultDensifyFractionStep, ScalarDecoding.double))
            },
            random: randomInput),
          // Each revision's core has its own revision's function only, as each SDK has.
          functions: [
            CoreFunction(\.densifyLinear, .atRevisions { revision in
              guard !byLength(revision) else { return nil }
              return { try Spherical.densifyLinear($0.points, fractionStep: $0.fractionStep) }
            }),
            CoreFunction(\.densifyLinearByLength, .atRevisions { revision in
              guard byLength(revision) else { return nil }
              return { try Spherical.densifyLinear($0.points, maximumSegmentMeters: $0.maxSegmentLength) }
            }),
          ],
          expected: "`points: [GeoPoint]`, or error `emptyPoints`; `notPortable` for a step of 0 or below (until 221a949+clickable) "
            + "or beyond 10^7 points (Android does not return)",
          evaluate: { (input: LinearDensifyInput, subject: ParitySubject) in
            let points: [GeoPoint]?
            switch input {
            case .byFraction(let given, let step): points = try subject.densifyLinear.map { try $0((given, step)) }
            case .byLength(let given, let maximum): points = try subject.densifyLinearByLength.map { try $0((given, maximum)) }
            }
            return points.map { .value(.record(["points": .array($0.map(ParityValue.geoPoint))])) }
          },
          notPortable: [
            .densifyStepNeverEnds, .densifyTooManyPoints, .vincentyTooManyPoints, .geodesicTooManyPieces,
          ],
          mutants: [
            Mutant("densify-linear-fraction-recomputed", field: "/points",
                   mistake: "computes each fraction as k * step instead of adding step to itself: where the sum of the steps stays below 1 and k * step reaches it, a segment gets one point fewer") {
              $0.densifyLinearByLength = { input in try densify(input, inclusive: false, multiplied: true) }
            },
            Mutant("densify-linear-inclusive-loop", field: "/points",
                   mistake: "keeps the fraction-step loop's `<= 1.0`: a segment whose steps add up to exactly 1 gets its end point twice") {
              $0.densifyLinearByLength = { input in try densify(input, inclusive: true, multiplied: false) }
            },
          ]),
  ]

  /// Whether `revision` densifies by `maxSegmentLength` (from 1569cc5 on) rather than by `fractionStep`.
  static func byLength(_ revision: AndroidCoreRevision) -> Bool { revision >= .sdk1569cc5 }

  /// Android's densify by length with a mistake in its fraction loop.
  @Sendable static func densify(
    _ input: (points: [GeoPoint], maxSegmentLength: Double), inclusive: Bool, multiplied: Bool
  ) throws -> [GeoPoint] {
    let android = try Spherical.densifyLinear(input.points, maximumSegmentMeters: input.maxSegmentLength)
    var result = [input.points[0]]
    for (from, to) in zip(input.points, input.points.dropFirst()) {
      let count = max(1, KotlinMath.toInt(Vincenty.distance(from: from, to: to) / input.maxSegmentLength))
      // A result as large as Android's is not rebuilt: the mistakes show on the ordinary inputs.
      guard count <= 10_000 else { return android }
      let step = 1.0 / Double(count)
      var k = 1.0
      var fraction = step
      while inclusive ? fraction <= 1.0 : fraction < 1.0 {
        result.append(Spherical.linearInterpolate(from: from, to: to, fraction: fraction))
        k += 1
        fraction = multiplied ? k * step : fraction + step
      }
      result.append(to)
    }
    return result
  }

  /// Short point lists with the revision's own field: for the newest (1569cc5) a `maxSegmentLength`, the default
  /// mostly, coarse and fine ones, ones that exhaust Android's heap (0, tiny: not portable), NaN and ±∞; no points.
  @Sendable private static func randomInput(_ source: inout SplitMix64) -> ParityValue {
    var points: [ParityValue]
    switch source.below(10) {
    case 0: points = []
    case 1: points = [source.geoPoint()]
    case 2: points = (0..<source.int(in: 2...4)).map { _ in source.geoPoint() }
    default: points = (0..<source.int(in: 2...5)).map { _ in source.realisticGeoPoint() }
    }
    var fields = [ParityValue.Field("points", .array(points))]
    switch source.below(10) {
    case 0...2: break  // Android's default, 10000.0
    case 3: fields.append(ParityValue.Field("maxSegmentLength", .double(source.pick([0, -0.0, -1, 1e-9, .nan, .infinity, -.infinity]))))
    case 4: fields.append(ParityValue.Field("maxSegmentLength", .double(source.anyDouble())))
    default:
      let length = source.decimal(source.double(in: 1, 200), digits: 3) * source.pick([100, 1000, 10_000, 100_000])
      fields.append(ParityValue.Field("maxSegmentLength", .double(length)))
    }
    return .object(fields)
  }
}
