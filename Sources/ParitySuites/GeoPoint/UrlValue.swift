import GeoModel
import ParitySuiteKit

// geoPoint.toUrlValue: Android's `GeoPoint.toUrlValue(precision)`, each coordinate's exact binary value cut toward
// zero (docs/contracts.md, "GeoPoint.toUrlValue").

extension SubjectFunctions {
  /// `geoPoint.toUrlValue`: `"<lat>,<lng>"` with `BigDecimal(x).setScale(precision, DOWN).toPlainString()`.
  public var geoPointToUrlValue: SubjectFunction<(point: GeoPoint, precision: Int), String> {
    SubjectFunction("geoPointToUrlValue")
  }
}

enum GeoPointUrlSuites {
  static let all: [Suite] = [
    Suite("geoPoint.toUrlValue",
          input: SuiteInput(
            "`point: GeoPoint`, `precision: i32 = 6`",
            decode: { reader in
              (point: try reader.required("point", CoreValueDecoding.geoPoint),
               precision: Int(try reader.optional("precision", default: 6, ScalarDecoding.int32)))
            },
            random: { source in
              var fields = [ParityValue.Field("point", source.chance(0.5) ? source.realisticGeoPoint() : source.geoPoint())]
              if let precision = randomPrecision(&source) { fields.append(ParityValue.Field("precision", .int32(precision))) }
              return .object(fields)
            }),
          function: \.geoPointToUrlValue, core: .same { try $0.point.toUrlValue(precision: $0.precision) },
          expected: "`url: str`, or error `nonFiniteDecimal` (before the precision is looked at); `notPortable` for a precision "
            + "beyond ±1000000",
          output: { .value(.record(["url": .text($0)])) },
          notPortable: [.precision],
          mutants: [
            Mutant("point-url-rounds", field: "/url",
                   mistake: "rounds each coordinate to the nearest (Java's %.6f, as GeoRectBounds does) instead of cutting toward zero") {
              $0.geoPointToUrlValue = { input in
                try JavaDecimalText.formatFixed(input.point.latitude, precision: input.precision) + ","
                  + JavaDecimalText.formatFixed(input.point.longitude, precision: input.precision)
              }
            },
          ]),
  ]

  /// A precision, or nil for the default 6: mostly small, sometimes negative (integer digits cut), past 1100 (no
  /// limit on Android) or an `Int` extreme (not portable).
  @Sendable static func randomPrecision(_ source: inout SplitMix64) -> Int32? {
    switch source.below(10) {
    case 0...3: return nil
    case 4: return source.pick([-1, -2, -3, -1100, -1101, 1100, 1101, Int32.min, Int32.max, 17, 20])
    default: return Int32(source.int(in: 0...10))
    }
  }
}
