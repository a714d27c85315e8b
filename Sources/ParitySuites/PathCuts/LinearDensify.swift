import GeoMath
import GeoModel
import ParitySuiteKit

// densify.linear: Android's createLinearInterpolatePoints, a fixed fraction step per segment (docs/contracts.md
// §22). Where a Swift port drifts: a step by distance (the iOS core gives Tokyo→Osaka 41 points, Android 101),
// fractions recomputed as k * step instead of accumulated, an empty list that traps.

extension SubjectFunctions {
  /// `densify.linear`: the points with `linearInterpolate` points at every accumulated `fractionStep` of every
  /// segment; rejects no points (`emptyPoints`); no cap (a step of 0 or below never ends on Android: not portable).
  public var densifyLinear: SubjectFunction<(points: [GeoPoint], fractionStep: Double), [GeoPoint]> {
    SubjectFunction("densifyLinear")
  }
}

enum LinearDensifySuites {
  static let all: [Suite] = [
    Suite("densify.linear",
          input: SuiteInput(
            "`points: [GeoPoint]`, `fractionStep: f64 = 0.01`",
            decode: { reader in
              (points: try reader.required("points", CoreValueDecoding.geoPoints),
               fractionStep: try reader.optional("fractionStep", default: Spherical.defaultDensifyFractionStep, ScalarDecoding.double))
            },
            random: randomInput),
          function: \.densifyLinear, core: .same { try Spherical.densifyLinear($0.points, fractionStep: $0.fractionStep) },
          expected: "`points: [GeoPoint]`, or error `emptyPoints`; `notPortable` for a step of 0 or below or beyond 10^7 points (Android does not return)",
          output: { .value(.record(["points": .array($0.map(ParityValue.geoPoint))])) },
          notPortable: [.densifyStepNeverEnds, .densifyTooManyPoints],
          mutants: [
            Mutant("densify-fraction-recomputed", field: "/points",
                   mistake: "computes each fraction as k * step instead of adding step to itself: 100 * 0.01 is exactly 1.0, so Tokyo→Osaka gets 102 points, not 101") {
              let core = $0.densifyLinear!
              $0.densifyLinear = { input in
                let android = try core(input)
                let step = input.fractionStep
                guard input.points.count > 1, step > 0, step.isFinite, 1 / step <= 100_000 else { return android }
                var fractions: [Double] = []
                var k = 1.0
                while k * step <= 1.0 { fractions.append(k * step); k += 1 }
                var result = [input.points[0]]
                for (from, to) in zip(input.points, input.points.dropFirst()) {
                  result += fractions.map { Spherical.linearInterpolate(from: from, to: to, fraction: $0) } + [to]
                }
                return result
              }
            },
          ]),
  ]

  /// Short point lists (the output grows by 1 / step points a segment) with the default step, coarse and odd
  /// steps, steps that never end on Android (0, negative, tiny: not portable), NaN and ±∞, and no points.
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
    case 0...2: break  // Android's default, 0.01
    case 3: fields.append(ParityValue.Field("fractionStep", .double(source.pick([0, -0.0, -0.01, 1e-9, 1e-5, .nan, .infinity, -.infinity]))))
    case 4: fields.append(ParityValue.Field("fractionStep", .double(source.anyDouble())))
    default:
      fields.append(ParityValue.Field("fractionStep", .double(source.pick([0.1, 0.2, 0.25, 0.3, 0.5, 1, 1.5, 0.05, 1.0 / 3]))))
    }
    return .object(fields)
  }
}
