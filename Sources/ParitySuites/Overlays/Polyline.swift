import JavaHashing
import OverlayIdentity
import ParitySuiteKit

// polyline.id, polyline.hash, polyline.fingerprint: the polyline's auto ID, hashCode() and change fingerprint
// (semantics §5), at the contract revision checked (the geodesic rule changed with clickable, in android-sdk-core 07e614f).

extension SubjectFunctions {
  /// `polyline.id`: Android's `PolylineState.id` (the explicit id, else the auto ID).
  public var polylineID: SubjectFunction<PolylineState, JavaString> { SubjectFunction("polylineID") }
  /// `polyline.hash`: `PolylineState.hashCode()`.
  public var polylineHash: SubjectFunction<PolylineState, Int32> { SubjectFunction("polylineHash") }
  /// `polyline.fingerprint`: `PolylineState.fingerPrint()`, field by field.
  public var polylineFingerprint: SubjectFunction<PolylineState, PolylineFingerprintOutput> {
    SubjectFunction("polylineFingerprint")
  }
}

/// `polyline.fingerprint` as the SDK under test returns it: every field as the SDK computed it, nil where it
/// has no value (a nil is compared as JSON null, so it diverges from every Android value). Convert a wider integer
/// with `Int32(exactly:)`, which gives nil rather than trapping or truncating.
public typealias PolylineFingerprintOutput = PolylineFingerprintFields<Int32?>

extension PolylineFingerprintFields where Field == Int32? {
  /// The core's fingerprint, every field present.
  public init(_ fingerprint: PolylineFingerprint) {
    self = fingerprint.map { $0 }
  }
}

enum PolylineSuites {
  static let all: [Suite] = [
    Suite("polyline.id", input: input, function: \.polylineID, core: .perRevision { revision in { $0.at(revision).resolvedID } },
          expected: "`id: str`: `state.id`, the explicit `id` when given, else the auto ID", output: OverlayOutputs.id,
          mutants: [
            Mutant("polyline-id-points-seed-1", field: "/id",
                   mistake: "uses points.hashCode() (java.util.List, seed 1) instead of the seed-0 point fold") {
              $0.polylineID = { polyline in
                let hash = JavaHash.h31(seed: 0, [
                  OverlayHashing.listHash(polyline.points), polyline.strokeColor.javaHashCode, polyline.strokeWidth.javaHashCode,
                  JavaHash.boolean(polyline.geodesic), polyline.extra.javaHashCode,
                ])
                return JavaString(String(hash))
              }
            },
          ]),
    Suite("polyline.hash", input: input, function: \.polylineHash, core: .perRevision { revision in { $0.at(revision).javaHashCode } },
          expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("polyline-hash-no-zindex", field: "/hash", mistake: "leaves zIndex out of hashCode()") {
              $0.polylineHash = { polyline in
                var unindexed = polyline
                unindexed.zIndex = 0
                return unindexed.javaHashCode
              }
            },
          ]),
    Suite("polyline.fingerprint", input: input, function: \.polylineFingerprint,
          core: .perRevision { revision in { PolylineFingerprintOutput($0.at(revision).fingerprint) } },
          expected: "`id, strokeColor, strokeWidth, geodesic, zIndex, points, extra` (all `i32`)",
          output: { .value(.fields($0.fields)) },
          mutants: [
            Mutant("polyline-fingerprint-geodesic-as-string", field: "/geodesic",
                   mistake: "hashes geodesic.toString() (221a949) where later revisions hash the Boolean") {
              $0.polylineFingerprint = { polyline in
                var fingerprint = PolylineFingerprintOutput(polyline.fingerprint)
                fingerprint.geodesic = OverlayHashing.booleanStringHash(polyline.geodesic)
                return fingerprint
              }
            },
          ]),
  ]

  static let input = SuiteInput<PolylineState>(
    "`points: [GeoPoint]`, `id: str? = null`, `strokeColor: i32 = -16777216`, `strokeWidth: f32 = 1.0`, "
      + "`geodesic: bool = false`, `clickable: bool = true`, `zIndex: i32 = 0`, `extra: JavaValue? = null`",
    decode: { reader in
      PolylineState(
        points: try reader.required("points", CoreValueDecoding.geoPoints),
        id: try reader.nullable("id", CoreValueDecoding.javaString),
        strokeColor: Color(argb: try reader.optional("strokeColor", default: Color.black.argb, ScalarDecoding.int32)),
        strokeWidth: Dp(try reader.optional("strokeWidth", default: 1, ScalarDecoding.float)),
        geodesic: try reader.optional("geodesic", default: false, ScalarDecoding.bool),
        clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
        zIndex: try reader.optional("zIndex", default: 0, ScalarDecoding.int32),
        extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
    },
    random: { source in
      var fields = [ParityValue.Field("points", .array(source.overlayPoints()))]
      source.maybe(&fields, "id", nullable: true) { .string($0.anyJavaString()) }
      source.maybe(&fields, "strokeColor") { .int32($0.anyInt32()) }
      source.maybe(&fields, "strokeWidth") { .float($0.strokeWidth()) }
      source.maybe(&fields, "geodesic") { .bool($0.chance(0.5)) }
      source.maybe(&fields, "zIndex") { .int32($0.anyInt32()) }
      source.maybe(&fields, "extra", nullable: true) { $0.anyJavaValue() }
      return .object(fields)
    })
}
