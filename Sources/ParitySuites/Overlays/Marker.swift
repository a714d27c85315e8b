import GeoModel
import JavaHashing
import OverlayIdentity
import ParitySuiteKit

// marker.id, marker.hash, marker.fingerprint: the marker's auto ID, hashCode() and change fingerprint (semantics §3).

extension SubjectFunctions {
  /// `marker.id`: Android's `MarkerState.id`; `.notPortable` for an auto ID with an animation (enum identity hash).
  public var markerID: SubjectFunction<MarkerState, Portability<JavaString>> { SubjectFunction("markerID") }
  /// `marker.hash`: `MarkerState.hashCode()`.
  public var markerHash: SubjectFunction<MarkerState, Int32> { SubjectFunction("markerHash") }
  /// `marker.fingerprint`: `MarkerState.fingerPrint()`, field by field (an SDK's nil is reported, never filled in).
  public var markerFingerprint: SubjectFunction<MarkerState, Portability<MarkerFingerprintOutput>> {
    SubjectFunction("markerFingerprint")
  }
}

/// `marker.fingerprint` as the SDK under test returns it: every field as the SDK computed it, nil where it
/// has no value (a nil is compared as JSON null, so it diverges from every Android value). Convert a wider integer
/// with `Int32(exactly:)`, which gives nil rather than trapping or truncating.
public typealias MarkerFingerprintOutput = MarkerFingerprintFields<Int32?>

extension MarkerFingerprintFields where Field == Int32? {
  /// The core's fingerprint, every field present.
  public init(_ fingerprint: MarkerFingerprint) {
    self = fingerprint.map { $0 }
  }
}

enum MarkerSuites {
  static let all: [Suite] = [
    Suite("marker.id", input: input, function: \.markerID, core: .same { $0.resolvedID },
          expected: "`id: str`: Android's `state.id`, the explicit `id` when one is given (then the auto ID is never "
            + "computed, so an animation does not matter), else the auto ID; `notPortable` for an auto ID with `animation` set",
          output: { .portable($0) { .record(["id": .string($0.utf16)]) } },
          notPortable: [.markerAnimation],
          mutants: [
            Mutant("marker-id-bool-as-int", field: "/id",
                   mistake: "hashes clickable and draggable as 1 and 0 instead of Java's 1231 and 1237") {
              $0.markerID = { marker in
                marker.autoID.map { _ in
                  let flags: [Int32] = [marker.clickable ? 1 : 0, marker.draggable ? 1 : 0, 0]
                  let hash = JavaHash.h31(seed: 0, [marker.position.javaHashCode, marker.extra.javaHashCode, marker.iconHash ?? 0] + flags)
                  return JavaString(String(hash))
                }
              }
            },
          ]),
    Suite("marker.hash", input: input, function: \.markerHash, core: .same { $0.javaHashCode },
          expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("marker-hash-rounded-position", field: "/hash",
                   mistake: "hashes the position with GeoPoint's 1e-7 hash instead of the raw Double hashes") {
              $0.markerHash = { marker in
                JavaHash.h31(seed: marker.extra.javaHashCode, [
                  JavaHash.boolean(marker.clickable), JavaHash.boolean(marker.draggable), marker.position.javaHashCode,
                  marker.iconHash ?? 0, marker.zIndex ?? 0,
                ])
              }
            },
          ]),
    Suite("marker.fingerprint", input: input, function: \.markerFingerprint,
          core: .same { $0.fingerprint.map(MarkerFingerprintOutput.init) },
          expected: "`id, icon, clickable, draggable, latitude, longitude, animation, zIndex` (all `i32`, §3; `id` is "
            + "the hash of the explicit ID or of the auto ID); `notPortable` when `animation` is set",
          output: { .portable($0) { .fields($0.fields) } },
          notPortable: [.markerAnimation],
          mutants: [
            Mutant("marker-fingerprint-animation-zero", field: "/animation",
                   mistake: "writes 0 for a missing animation where Android writes 1 (nil versus Android's default)") {
              $0.markerFingerprint = { marker in
                marker.fingerprint.map { fingerprint in
                  var changed = MarkerFingerprintOutput(fingerprint)
                  changed.animation = 0
                  return changed
                }
              }
            },
          ]),
  ]

  static let input = SuiteInput<MarkerState>(
    "`position: GeoPoint`, `id: str? = null` (explicit ID; `null` → the auto ID), `extra: JavaValue? = null`, "
      + "`icon: i32? = null` (the icon's hash), `clickable: bool = true`, `draggable: bool = false`, "
      + "`zIndex: i32? = null`, `animation: str? = null` (enum constant name, e.g. `\"Drop\"`)",
    decode: { reader in
      MarkerState(
        position: try reader.required("position", CoreValueDecoding.geoPoint),
        id: try reader.nullable("id", CoreValueDecoding.javaString),
        extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil,
        iconHash: try reader.nullable("icon", ScalarDecoding.int32),
        clickable: try reader.optional("clickable", default: true, ScalarDecoding.bool),
        draggable: try reader.optional("draggable", default: false, ScalarDecoding.bool),
        zIndex: try reader.nullable("zIndex", ScalarDecoding.int32),
        animation: try reader.nullable("animation", ScalarDecoding.string).map(MarkerAnimation.init(name:)))
    },
    random: { source in
      var fields = [ParityValue.Field("position", source.geoPoint())]
      source.maybe(&fields, "id", nullable: true) { .string($0.anyJavaString()) }
      source.maybe(&fields, "extra", nullable: true) { $0.anyJavaValue() }
      source.maybe(&fields, "icon", nullable: true) { .int32($0.anyInt32()) }
      source.maybe(&fields, "clickable") { .bool($0.chance(0.5)) }
      source.maybe(&fields, "draggable") { .bool($0.chance(0.5)) }
      source.maybe(&fields, "zIndex", nullable: true) { .int32($0.anyInt32()) }
      if source.chance(0.08) {
        fields.append(ParityValue.Field("animation", source.chance(0.3) ? .null : .text(source.pick(["Drop", "Bounce"]))))
      }
      return .object(fields)
    })
}
