import GeoModel
import ParitySuiteKit

// kotlin.minMax and kotlin.coerceIn: Kotlin's minOf, maxOf and coerceIn on doubles, where NaN wins and -0.0 is
// below 0.0 (docs/contracts.md, "Kotlin primitives on doubles"). Swift's min/max/clamped answer otherwise.

extension SubjectFunctions {
  /// `kotlin.minMax`: `minOf(a, b)` and `maxOf(a, b)` on doubles.
  public var kotlinMinMax: SubjectFunction<(a: Double, b: Double), (minOf: Double, maxOf: Double)> {
    SubjectFunction("kotlinMinMax")
  }
  /// `kotlin.coerceIn`: `value.coerceIn(min, max)` on doubles; `emptyRange` when `min > max`.
  public var kotlinCoerceIn: SubjectFunction<(value: Double, min: Double, max: Double), Double> {
    SubjectFunction("kotlinCoerceIn")
  }
}

enum MinMaxCoerceSuites {
  static let all: [Suite] = [
    Suite("kotlin.minMax",
          input: SuiteInput(
            "`a: f64`, `b: f64`",
            decode: { reader in
              (a: try reader.required("a", ScalarDecoding.double), b: try reader.required("b", ScalarDecoding.double))
            },
            random: { source in
              let a = randomOperand(&source)
              let b = source.chance(0.2) ? -a : randomOperand(&source)  // ±0.0 and x/-x pairs come up often
              return .record(["a": .double(a), "b": .double(b)])
            }),
          function: \.kotlinMinMax, core: .same { (minOf: KotlinMath.minOf($0.a, $0.b), maxOf: KotlinMath.maxOf($0.a, $0.b)) },
          expected: "`minOf: f64`, `maxOf: f64`",
          output: { .value(.record(["minOf": .double($0.minOf), "maxOf": .double($0.maxOf)])) },
          mutants: [
            Mutant("swift-min-max", field: "/minOf",
                   mistake: "uses Swift's min and max, which compare with < (min(35, NaN) is 35, min(0.0, -0.0) is 0.0)") {
              $0.kotlinMinMax = { (minOf: Swift.min($0.a, $0.b), maxOf: Swift.max($0.a, $0.b)) }
            },
          ]),
    Suite("kotlin.coerceIn",
          input: SuiteInput(
            "`value: f64`, `min: f64`, `max: f64`",
            decode: { reader in
              (value: try reader.required("value", ScalarDecoding.double),
               min: try reader.required("min", ScalarDecoding.double),
               max: try reader.required("max", ScalarDecoding.double))
            },
            random: { source in
              var bounds = [randomOperand(&source), randomOperand(&source)].sorted { $0 < $1 }
              if source.chance(0.1) { bounds.reverse() }  // an empty range
              if source.chance(0.3) { bounds = source.pick([[-90, 90], [-180, 180], [0, 1], [-0.0, 0.0], [0.0, -0.0]]) }
              return .record(["value": .double(randomOperand(&source)), "min": .double(bounds[0]), "max": .double(bounds[1])])
            }),
          function: \.kotlinCoerceIn, core: .same { try KotlinMath.coerceIn($0.value, $0.min, $0.max) },
          expected: "`value: f64`, or error `emptyRange`",
          output: { .value(.record(["value": .double($0)])) },
          mutants: [
            Mutant("coerce-clamps-nan", field: "/value",
                   mistake: "clamps with max(min, min(max, value)), which turns NaN into a bound and -0.0 into 0.0") {
              let core = $0.kotlinCoerceIn!
              $0.kotlinCoerceIn = { input in
                _ = try core(input)  // the same rejection of an empty range
                return Swift.max(input.min, Swift.min(input.max, input.value))
              }
            },
          ]),
  ]

  /// An operand: the values where ports differ (NaN, ±0.0, ±∞, ties), coordinates, or any double.
  static func randomOperand(_ source: inout SplitMix64) -> Double {
    switch source.below(10) {
    case 0...2: return source.pick([0.0, -0.0, .nan, .infinity, -.infinity, 35, -35, 90, -90, 180, -180, 1e-7])
    case 3...5: return source.anyDouble()
    default: return source.decimal(source.double(in: -180, 180), digits: source.int(in: 0...6))
    }
  }
}
