import GeoModel
import JavaHashing
import ParitySuiteKit

// geoPoint.*: GeoPoint's hash, equality, wrapping, normalisation and validity (semantics §2).

extension SubjectFunctions {
  /// `geoPoint.hash`: `GeoPoint.hashCode()` over the 1e-7-scaled coordinates.
  public var geoPointHash: SubjectFunction<GeoPoint, Int32> { SubjectFunction("geoPointHash") }
  /// `geoPoint.equals`: `GeoPoint.equals` within 1e-7.
  public var geoPointEquals: SubjectFunction<(GeoPoint, GeoPoint), Bool> { SubjectFunction("geoPointEquals") }
  /// `geoPoint.wrap`: `GeoPoint.wrap()`.
  public var geoPointWrap: SubjectFunction<GeoPoint, GeoPoint> { SubjectFunction("geoPointWrap") }
  /// `geoPoint.normalizeLng`: `GeoPoint.normalizeLng(lng)`.
  public var normalizeLng: SubjectFunction<Double, Double> { SubjectFunction("normalizeLng") }
  /// `geoPoint.normalize`: `GeoPoint.normalize()`.
  public var geoPointNormalize: SubjectFunction<GeoPoint, GeoPoint> { SubjectFunction("geoPointNormalize") }
  /// `geoPoint.isValid`: `GeoPoint.isValid()`.
  public var geoPointIsValid: SubjectFunction<GeoPoint, Bool> { SubjectFunction("geoPointIsValid") }
}

enum GeoPointSuites {
  static let all: [Suite] = [
    Suite("geoPoint.hash", input: point, function: \.geoPointHash, core: .same { $0.javaHashCode },
          expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("geopoint-rounds-to-long", field: "/hash",
                   mistake: "rounds lat*1e7 to the nearest Long instead of truncating toward zero") {
              $0.geoPointHash = { point in
                func scaled(_ value: Double) -> Int32 { JavaHash.long(kotlinToLong((value * 1e7).rounded())) }
                return JavaHash.h31(seed: scaled(point.latitude), [scaled(point.longitude), scaled(point.altitude)])
              }
            },
          ]),
    Suite("geoPoint.equals",
          input: SuiteInput("`a: GeoPoint`, `b: GeoPoint`",
                            decode: { reader in
                              (try reader.required("a", CoreValueDecoding.geoPoint), try reader.required("b", CoreValueDecoding.geoPoint))
                            },
                            random: randomPair),
          function: \.geoPointEquals, core: .same { $0.0.isAndroidEqual(to: $0.1) }, expected: "`equal: bool`",
          output: { .value(.record(["equal": .bool($0)])) },
          mutants: [
            Mutant("equals-exact", field: "/equal", mistake: "compares coordinates exactly instead of within 1e-7") {
              $0.geoPointEquals = { pair in
                pair.0.latitude == pair.1.latitude && pair.0.longitude == pair.1.longitude && pair.0.altitude == pair.1.altitude
              }
            },
          ]),
    Suite("geoPoint.wrap", input: point, function: \.geoPointWrap, core: .same { $0.wrap() },
          expected: "`point: GeoPoint`",
          notes: "`wrap` follows Android's own evaluation order, `-90 + (lat - 90)` going north and `90 - (-90 - lat)` "
            + "going south (android-sdk-core `GeoPoint.wrap`), which the semantics summary writes as `lat -= 180`; the "
            + "two round differently once |lat| is large, and `geoPoint.wrap/huge-*-evaluation-order` pins Android's.",
          output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("wrap-keeps-longitude", field: "/point/lng",
                   mistake: "folds the latitude over the pole but forgets to turn the longitude by 180") {
              $0.geoPointWrap = { point in
                var wrapped = point.wrap()
                if point.latitude > 90 || point.latitude < -90 { wrapped.longitude = GeoPoint.normalizeLng(point.longitude) }
                return wrapped
              }
            },
          ]),
    Suite("geoPoint.normalizeLng",
          input: SuiteInput("`lng: f64`", decode: { try $0.required("lng", ScalarDecoding.double) },
                            random: { .record(["lng": .double($0.chance(0.3) ? $0.anyDouble() : $0.longitude())]) }),
          function: \.normalizeLng, core: .same { GeoPoint.normalizeLng($0) }, expected: "`lng: f64`",
          output: { .value(.record(["lng": .double($0)])) },
          mutants: [
            Mutant("normalize-lng-remainder", field: "/lng", mistake: "uses IEEE remainder (round to nearest) instead of C fmod") {
              $0.normalizeLng = { longitude in
                let shifted = (longitude + 180).remainder(dividingBy: 360)
                return (shifted + 360).remainder(dividingBy: 360) - 180
              }
            },
          ]),
    Suite("geoPoint.normalize", input: point, function: \.geoPointNormalize, core: .same { $0.normalize() },
          expected: "`point: GeoPoint`", output: { .value(.record(["point": .geoPoint($0)])) },
          mutants: [
            Mutant("normalize-clamps-nan", field: "/point/lat",
                   mistake: "clamps the latitude with max(-90, min(90, lat)), which turns NaN into 90 where coerceIn keeps it") {
              $0.geoPointNormalize = { point in
                var normalized = point.normalize()
                normalized.latitude = Swift.max(-90, Swift.min(90, point.latitude))
                return normalized
              }
            },
          ]),
    Suite("geoPoint.isValid", input: point, function: \.geoPointIsValid, core: .same { $0.isValid },
          expected: "`valid: bool`", output: { .value(.record(["valid": .bool($0)])) },
          mutants: [
            Mutant("is-valid-exclusive", field: "/valid", mistake: "treats the range ends (±90, ±180) as invalid") {
              $0.geoPointIsValid = { point in
                point.latitude > -90 && point.latitude < 90 && point.longitude > -180 && point.longitude < 180
              }
            },
          ]),
  ]

  /// The `point: GeoPoint` input several suites share.
  static let point = SuiteInput<GeoPoint>(
    "`point: GeoPoint`", decode: { try $0.required("point", CoreValueDecoding.geoPoint) },
    random: { .record(["point": $0.geoPoint()]) })

  /// Two points that are equal, nearly equal (around the 1e-7 tolerance) or unrelated.
  @Sendable private static func randomPair(_ source: inout SplitMix64) -> ParityValue {
    let a = source.geoPoint()
    guard source.chance(0.7), case .double(let lat)? = a["lat"], case .double(let lng)? = a["lng"] else {
      return .record(["a": a, "b": source.geoPoint()])
    }
    let step = source.pick([0, 1e-8, 5e-8, 1e-7, 1.0000001e-7, 2e-7, 1e-6])
    let b = SplitMix64.geoPoint(lat + step * Double(source.int(in: -1...1)), lng + step * Double(source.int(in: -1...1)),
                                source.chance(0.7) ? nil : source.altitude())
    return source.chance(0.5) ? .record(["a": a, "b": b]) : .record(["a": b, "b": a])
  }
}
