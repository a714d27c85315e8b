import GeoModel
import ParitySuiteKit

// bounds.contains, bounds.centerAndSpan, bounds.toUrlValue: what Android's GeoRectBounds answers about a box
// without changing it (docs/contracts.md, "GeoRectBounds").

extension SubjectFunctions {
  /// `bounds.contains`: `GeoRectBounds.contains(point)`.
  public var boundsContains: SubjectFunction<(bounds: GeoRectBounds, point: GeoPoint), Bool> {
    SubjectFunction("boundsContains")
  }
  /// `bounds.centerAndSpan`: `isEmpty`, `center` and `toSpan()` of one box (nil where Android returns null).
  public var boundsCenterAndSpan: SubjectFunction<GeoRectBounds, (isEmpty: Bool, center: GeoPoint?, span: GeoPoint?)> {
    SubjectFunction("boundsCenterAndSpan")
  }
  /// `bounds.toUrlValue`: `GeoRectBounds.toUrlValue(precision)`, Java `"%.<p>f"` in `Locale.ROOT`.
  public var boundsToUrlValue: SubjectFunction<(bounds: GeoRectBounds, precision: Int), String> {
    SubjectFunction("boundsToUrlValue")
  }
}

enum RectBoundsQuerySuites {
  static let all: [Suite] = [
    Suite("bounds.contains",
          input: SuiteInput(
            "`bounds: Bounds` (`{southWest: GeoPoint?, northEast: GeoPoint?}`, empty when a corner is missing), `point: GeoPoint`",
            decode: { reader in
              (bounds: try reader.required("bounds", BoundsValues.bounds),
               point: try reader.required("point", CoreValueDecoding.geoPoint))
            },
            random: { source in
              .record(["bounds": BoundsValues.random(&source), "point": BoundsValues.randomPoint(&source)])
            }),
          function: \.boundsContains, core: .same { $0.bounds.contains($0.point) },
          expected: "`contains: bool`", output: { .value(.record(["contains": .bool($0)])) },
          mutants: [
            Mutant("contains-ignores-antimeridian", field: "/contains",
                   mistake: "tests west <= lng <= east even when the box crosses ±180 (west > east)") {
              $0.boundsContains = { input in
                guard let southWest = input.bounds.southWest?.wrap(), let northEast = input.bounds.northEast?.wrap() else {
                  return false
                }
                let point = input.point.wrap()
                return southWest.latitude <= point.latitude && point.latitude <= northEast.latitude
                  && southWest.longitude <= point.longitude && point.longitude <= northEast.longitude
              }
            },
          ]),
    Suite("bounds.centerAndSpan", input: bounds, function: \.boundsCenterAndSpan,
          core: .same { (isEmpty: $0.isEmpty, center: $0.center, span: $0.toSpan()) },
          expected: "`isEmpty: bool`, `center: GeoPoint?`, `span: GeoPoint?` (null when empty)",
          output: { answer in
            .value(.record(["isEmpty": .bool(answer.isEmpty), "center": answer.center.map(ParityValue.geoPoint) ?? .null,
                            "span": answer.span.map(ParityValue.geoPoint) ?? .null]))
          },
          mutants: [
            Mutant("center-ignores-antimeridian", field: "/center/lng",
                   mistake: "takes the centre longitude as (west + east) / 2 even when the box crosses ±180") {
              let core = $0.boundsCenterAndSpan!
              $0.boundsCenterAndSpan = { bounds in
                var answer = try core(bounds)
                if let southWest = bounds.southWest?.wrap(), let northEast = bounds.northEast?.wrap() {
                  answer.center?.longitude = (southWest.longitude + northEast.longitude) / 2
                }
                return answer
              }
            },
          ]),
    Suite("bounds.toUrlValue",
          input: SuiteInput(
            "`bounds: Bounds`, `precision: i32 = 6`",
            decode: { reader in
              (bounds: try reader.required("bounds", BoundsValues.bounds),
               precision: Int(try reader.optional("precision", default: 6, ScalarDecoding.int32)))
            },
            random: { source in
              var fields = [ParityValue.Field("bounds", BoundsValues.random(&source))]
              if let precision = GeoPointUrlSuites.randomPrecision(&source) { fields.append(ParityValue.Field("precision", .int32(precision))) }
              return .object(fields)
            }),
          function: \.boundsToUrlValue, core: .same(coreUrlValue),
          expected: "`url: str`, or error `invalidFormatPrecision`; `notPortable` for a precision beyond 1000000 or a "
            + "coordinate from 2^53 to 1e26 (its digits depend on the JDK)",
          output: { .value(.record(["url": .text($0)])) },
          notPortable: [.precision, .jdkDigits],
          mutants: [
            Mutant("bounds-url-truncates", field: "/url",
                   mistake: "writes each edge with GeoPoint's toFixed (the binary value cut toward zero) instead of Java's %.6f") {
              $0.boundsToUrlValue = { input in
                guard let southWest = input.bounds.southWest?.wrap(), let northEast = input.bounds.northEast?.wrap() else {
                  return GeoRectBounds.emptyUrlValue
                }
                return try [southWest.latitude, southWest.longitude, northEast.latitude, northEast.longitude]
                  .map { value throws(AndroidException) in try JavaDecimalText.toFixed(value, precision: input.precision) }
                  .joined(separator: ",")
              }
            },
          ]),
  ]

  /// The core's `toUrlValue`, refusing (not portable) a box with a coordinate whose `%f` digits depend on the JDK,
  /// as the corpus does: the core writes JDK 21+'s digits, JDK 17 writes others.
  @Sendable static func coreUrlValue(_ input: (bounds: GeoRectBounds, precision: Int)) throws -> String {
    let url = try input.bounds.toUrlValue(precision: input.precision)
    if let southWest = input.bounds.southWest?.wrap(), let northEast = input.bounds.northEast?.wrap(),
      [southWest.latitude, southWest.longitude, northEast.latitude, northEast.longitude]
        .contains(where: JavaDecimalText.digitsDependOnJDK)
    {
      throw NotPortableInput("a coordinate from 2^53 to 1e26, whose %f digits depend on the JDK's Double.toString "
        + "(JDK 17: -99999999999999990000000 for -1e23, JDK 21 and later: -100000000000000000000000)")
    }
    return url
  }

  /// The `bounds: Bounds` input of the suites that read one box.
  static let bounds = SuiteInput<GeoRectBounds>(
    "`bounds: Bounds`", decode: { try $0.required("bounds", BoundsValues.bounds) },
    random: { .record(["bounds": BoundsValues.random(&$0)]) })
}
