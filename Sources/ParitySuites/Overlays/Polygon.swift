import JavaHashing
import OverlayIdentity
import ParitySuiteKit

// polygon.id, polygon.hash, polygon.fingerprint: the polygon's auto ID, hashCode() and change fingerprint
// (semantics §6), at the contract revision checked (the geodesic rule changed with clickable, in android-sdk-core 07e614f).

extension SubjectFunctions {
  /// `polygon.id`: Android's `PolygonState.id` (the explicit id, else the auto ID).
  public var polygonID: SubjectFunction<PolygonState, JavaString> { SubjectFunction("polygonID") }
  /// `polygon.hash`: `PolygonState.hashCode()`.
  public var polygonHash: SubjectFunction<PolygonState, Int32> { SubjectFunction("polygonHash") }
  /// `polygon.fingerprint`: `PolygonState.fingerPrint()`, field by field.
  public var polygonFingerprint: SubjectFunction<PolygonState, PolygonFingerprintOutput> {
    SubjectFunction("polygonFingerprint")
  }
}

/// `polygon.fingerprint` as the SDK under test returns it: every field as the SDK computed it, nil where it
/// has no value (a nil is compared as JSON null, so it diverges from every Android value). Convert a wider integer
/// with `Int32(exactly:)`, which gives nil rather than trapping or truncating.
public typealias PolygonFingerprintOutput = PolygonFingerprintFields<Int32?>

extension PolygonFingerprintFields where Field == Int32? {
  /// The core's fingerprint, every field present.
  public init(_ fingerprint: PolygonFingerprint) {
    self = fingerprint.map { $0 }
  }
}

enum PolygonSuites {
  static let all: [Suite] = [
    Suite("polygon.id", input: input, function: \.polygonID, core: .perRevision { revision in { $0.at(revision).resolvedID } },
          expected: "`id: str`: `state.id`, the explicit `id` when given, else the auto ID", output: OverlayOutputs.id,
          mutants: [
            Mutant("polygon-id-holes-seed-1", field: "/id", mistake: "hashes the holes with java.util.List (seed 1) in the auto ID") {
              $0.polygonID = { polygon in
                let hash = JavaHash.h31(seed: 0, [
                  OverlayHashing.pointsHash(polygon.points), OverlayHashing.nestedListHash(polygon.holes),
                  polygon.strokeColor.javaHashCode, polygon.strokeWidth.javaHashCode, polygon.fillColor.javaHashCode,
                  JavaHash.boolean(polygon.geodesic), polygon.extra.javaHashCode,
                ])
                return JavaString(String(hash))
              }
            },
          ]),
    Suite("polygon.hash", input: input, function: \.polygonHash, core: .perRevision { revision in { $0.at(revision).javaHashCode } },
          expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("polygon-hash-points-seed-0", field: "/hash",
                   mistake: "uses the seed-0 point fold where hashCode() uses java.util.List hashes (seed 1)") {
              $0.polygonHash = { polygon in
                JavaHash.h31(seed: polygon.extra.javaHashCode, [
                  polygon.strokeColor.javaHashCode, polygon.strokeWidth.javaHashCode, polygon.fillColor.javaHashCode,
                  JavaHash.boolean(polygon.geodesic), polygon.zIndex, OverlayHashing.pointsHash(polygon.points),
                  OverlayHashing.holesHash(polygon.holes),
                ])
              }
            },
          ]),
    Suite("polygon.fingerprint", input: input, function: \.polygonFingerprint,
          core: .perRevision { revision in { PolygonFingerprintOutput($0.at(revision).fingerprint) } },
          expected: "`id, strokeColor, strokeWidth, fillColor, geodesic, zIndex, points, holes, extra` (all `i32`)",
          output: { .value(.fields($0.fields)) },
          mutants: [
            Mutant("polygon-fingerprint-width-as-double", field: "/strokeWidth",
                   mistake: "hashes the stroke width (Dp) as a Double; agrees only at the default 2.0") {
              $0.polygonFingerprint = { polygon in
                var fingerprint = PolygonFingerprintOutput(polygon.fingerprint)
                fingerprint.strokeWidth = JavaHash.double(Double(polygon.strokeWidth.value))
                return fingerprint
              }
            },
          ]),
  ]

  static let input = SuiteInput<PolygonState>(
    "`points: [GeoPoint]`, `holes: [[GeoPoint]] = []`, `id: str? = null`, `strokeColor: i32 = -16777216`, "
      + "`strokeWidth: f32 = 2.0`, `fillColor: i32 = 0`, `geodesic: bool = false`, `clickable: bool = true`, "
      + "`zIndex: i32 = 0`, `extra: JavaValue? = null`",
    decode: { reader in
      PolygonState(
        points: try reader.required("points", CoreValueDecoding.geoPoints),
        holes: try reader.optional("holes", default: []) { try InputReader.array($0, at: $1, CoreValueDecoding.geoPoints) },
        id: try reader.nullable("id", CoreValueDecoding.javaString),
        strokeColor: Color(argb: try reader.optional("strokeColor", default: Color.black.argb, ScalarDecoding.int32)),
        strokeWidth: Dp(try reader.optional("strokeWidth", default: 2, ScalarDecoding.float)),
        fillColor: Color(argb: try reader.optional("fillColor", default: Color.transparent.argb, ScalarDecoding.int32)),
        geodesic: try reader.optional("geodesic", default: false, ScalarDecoding.bool),
        clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
        zIndex: try reader.optional("zIndex", default: 0, ScalarDecoding.int32),
        extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
    },
    random: { source in
      var fields = [ParityValue.Field("points", .array(source.overlayPoints()))]
      source.maybe(&fields, "holes") { source in .array((0..<source.int(in: 0...3)).map { _ in .array(source.overlayPoints()) }) }
      source.maybe(&fields, "id", nullable: true) { .string($0.anyJavaString()) }
      source.maybe(&fields, "strokeColor") { .int32($0.anyInt32()) }
      source.maybe(&fields, "strokeWidth") { .float($0.strokeWidth()) }
      source.maybe(&fields, "fillColor") { .int32($0.anyInt32()) }
      source.maybe(&fields, "geodesic") { .bool($0.chance(0.5)) }
      source.maybe(&fields, "zIndex") { .int32($0.anyInt32()) }
      source.maybe(&fields, "extra", nullable: true) { $0.anyJavaValue() }
      return .object(fields)
    })
}
