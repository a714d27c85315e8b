import JavaHashing
import OverlayIdentity
import ParitySuiteKit

// circle.id, circle.hash, circle.fingerprint: the circle's auto ID, hashCode() and change fingerprint (semantics §4).

extension SubjectFunctions {
  /// `circle.id`: Android's `CircleState.id` (the explicit id, else the auto ID).
  public var circleID: SubjectFunction<CircleState, JavaString> { SubjectFunction("circleID") }
  /// `circle.hash`: `CircleState.hashCode()`.
  public var circleHash: SubjectFunction<CircleState, Int32> { SubjectFunction("circleHash") }
  /// `circle.fingerprint`: `CircleState.fingerPrint()`, field by field.
  public var circleFingerprint: SubjectFunction<CircleState, CircleFingerprintOutput> { SubjectFunction("circleFingerprint") }
}

/// `circle.fingerprint` as the SDK under test returns it: every field as the SDK computed it, nil where it
/// has no value (a nil is compared as JSON null, so it diverges from every Android value). Convert a wider integer
/// with `Int32(exactly:)`, which gives nil rather than trapping or truncating.
public typealias CircleFingerprintOutput = CircleFingerprintFields<Int32?>

extension CircleFingerprintFields where Field == Int32? {
  /// The core's fingerprint, every field present.
  public init(_ fingerprint: CircleFingerprint) {
    self = fingerprint.map { $0 }
  }
}

enum CircleSuites {
  static let all: [Suite] = [
    Suite("circle.id", input: input, function: \.circleID, core: .same { $0.resolvedID },
          expected: "`id: str`: `state.id`, the explicit `id` when given, else the auto ID", output: OverlayOutputs.id,
          mutants: [
            Mutant("circle-id-ignores-explicit-id", field: "/id",
                   mistake: "answers the auto ID even when an explicit id is given (the iOS core's old behaviour), where Android's state.id is that id") {
              $0.circleID = { $0.autoID }
            },
            Mutant("circle-id-dp-as-double", field: "/id", mistake: "hashes the stroke width (Dp, a Float) as a Double in the auto ID") {
              $0.circleID = { circle in
                let hash = JavaHash.h31(seed: 0, [
                  circle.center.javaHashCode, JavaHash.double(circle.radiusMeters), JavaHash.boolean(circle.clickable),
                  JavaHash.boolean(circle.geodesic), circle.extra.javaHashCode, circle.strokeColor.javaHashCode,
                  JavaHash.double(Double(circle.strokeWidth.value)), circle.fillColor.javaHashCode, circle.zIndex ?? 0,
                ])
                return JavaString(String(hash))
              }
            },
          ]),
    Suite("circle.hash", input: input, function: \.circleHash, core: .same { $0.javaHashCode },
          expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("circle-hash-radius-as-float", field: "/hash", mistake: "hashes radiusMeters as a Float instead of a Double") {
              $0.circleHash = { circle in
                JavaHash.h31(seed: circle.extra.javaHashCode, [
                  circle.center.javaHashCode, JavaHash.boolean(circle.clickable), JavaHash.boolean(circle.geodesic),
                  JavaHash.float(Float(circle.radiusMeters)), circle.strokeColor.javaHashCode, circle.strokeWidth.javaHashCode,
                  circle.fillColor.javaHashCode, circle.zIndex ?? 0,
                ])
              }
            },
          ]),
    Suite("circle.fingerprint", input: input, function: \.circleFingerprint,
          core: .same { CircleFingerprintOutput($0.fingerprint) },
          expected: "`id, center, radiusMeters, clickable, geodesic, strokeColor, strokeWidth, fillColor, zIndex, extra` (all `i32`)",
          output: { .value(.fields($0.fields)) },
          mutants: [
            Mutant("circle-fingerprint-geodesic-as-string", field: "/geodesic",
                   mistake: "copies the polyline rule: hashes geodesic as its text instead of as a Boolean") {
              $0.circleFingerprint = { circle in
                var fingerprint = CircleFingerprintOutput(circle.fingerprint)
                fingerprint.geodesic = OverlayHashing.booleanStringHash(circle.geodesic)
                return fingerprint
              }
            },
          ]),
  ]

  static let input = SuiteInput<CircleState>(
    "`center: GeoPoint`, `radiusMeters: f64`, `id: str? = null`, `clickable: bool = true`, `geodesic: bool = true`, "
      + "`strokeColor: i32 = -65536` (ARGB), `strokeWidth: f32 = 1.0` (Dp), `fillColor: i32 = 2147483647`, "
      + "`zIndex: i32? = null`, `extra: JavaValue? = null`",
    decode: { reader in
      CircleState(
        center: try reader.required("center", CoreValueDecoding.geoPoint),
        radiusMeters: try reader.required("radiusMeters", ScalarDecoding.double),
        id: try reader.nullable("id", CoreValueDecoding.javaString),
        clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
        geodesic: try reader.optional("geodesic", default: true, ScalarDecoding.bool),
        strokeColor: Color(argb: try reader.optional("strokeColor", default: Color.red.argb, ScalarDecoding.int32)),
        strokeWidth: Dp(try reader.optional("strokeWidth", default: 1, ScalarDecoding.float)),
        fillColor: Color(argb: try reader.optional("fillColor", default: CircleState.defaultFillColor.argb, ScalarDecoding.int32)),
        zIndex: try reader.nullable("zIndex", ScalarDecoding.int32),
        extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
    },
    random: { source in
      let radius: Double = source.chance(0.7)
        ? source.decimal(source.double(in: 0, 50_000), digits: source.int(in: 0...4)) : source.anyDouble()
      var fields = [ParityValue.Field("center", source.geoPoint()), ParityValue.Field("radiusMeters", .double(radius))]
      source.maybe(&fields, "id", nullable: true) { .string($0.anyJavaString()) }
      source.maybe(&fields, "clickable") { .bool($0.chance(0.5)) }
      source.maybe(&fields, "geodesic") { .bool($0.chance(0.5)) }
      source.maybe(&fields, "strokeColor") { .int32($0.anyInt32()) }
      source.maybe(&fields, "strokeWidth") { .float($0.strokeWidth()) }
      source.maybe(&fields, "fillColor") { .int32($0.anyInt32()) }
      source.maybe(&fields, "zIndex", nullable: true) { .int32($0.anyInt32()) }
      source.maybe(&fields, "extra", nullable: true) { $0.anyJavaValue() }
      return .object(fields)
    })
}
