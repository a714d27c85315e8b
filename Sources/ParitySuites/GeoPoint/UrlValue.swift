import GeoModel
import OverlayIdentity
import ParitySuiteKit

// geoPoint.toUrlValue: Android's `GeoPoint.toUrlValue(precision)`, each coordinate's exact binary value cut toward
// zero (docs/contracts.md, "GeoPoint.toUrlValue"); a NaN or infinite coordinate throws until 221a949+clickable and is
// written "NaN", "Infinity" or "-Infinity" from 1569cc5 on.

extension SubjectFunctions {
  /// `geoPoint.toUrlValue`: `"<lat>,<lng>"` with `BigDecimal(x).setScale(precision, DOWN).toPlainString()`; a NaN or
  /// infinite coordinate rejects the input (`nonFiniteDecimal`) until 221a949+clickable and is Kotlin's `toString()`
  /// ("NaN", "Infinity", "-Infinity") from 1569cc5 on.
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
          function: \.geoPointToUrlValue,
          core: .perRevision { revision in
            let nonFinite: JavaDecimalText.NonFiniteRule = revision >= .sdk1569cc5 ? .javaText : .throwing
            return { try $0.point.toUrlValue(precision: $0.precision, nonFinite: nonFinite) }
          },
          expected: "`url: str`, or error `nonFiniteDecimal` until 221a949+clickable (before the precision is looked at); "
            + "`notPortable` for a finite coordinate at a precision beyond ±1000000",
          output: { .value(.record(["url": .text($0)])) },
          notPortable: [.precision],
          mutants: [
            Mutant("point-url-swift-non-finite", field: "/url",
                   mistake: "writes a NaN or infinite coordinate with Swift's description (\"nan\", \"inf\", \"-inf\") where Kotlin's toString() gives \"NaN\", \"Infinity\", \"-Infinity\"") {
              $0.geoPointToUrlValue = { input in
                func text(_ value: Double) throws -> String {
                  value.isFinite ? try JavaDecimalText.toFixed(value, precision: input.precision) : "\(value)"
                }
                return try text(input.point.latitude) + "," + text(input.point.longitude)
              }
            },
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
