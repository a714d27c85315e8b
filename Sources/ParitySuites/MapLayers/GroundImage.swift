import JavaHashing
import OverlayIdentity
import ParitySuiteKit

// groundImage.id, groundImage.fingerprint: the ground image's ID and change fingerprint (docs/contracts.md §25).
// Its bounds (a GeoRectBounds without hashCode()) and image (a Drawable) are hashed by identity, so they are not
// inputs: the auto ID, hashCode() and the bounds and image fingerprint fields are never portable. There is no
// groundImage.hash suite: every one of its cases would be notPortable, so no mutant could ever be caught by it.

extension SubjectFunctions {
  /// `groundImage.id`: Android's `GroundImageState.id`; `.notPortable` without an explicit `id` (the auto ID starts
  /// from the bounds' identity hash).
  public var groundImageID: SubjectFunction<GroundImageState, Portability<JavaString>> { SubjectFunction("groundImageID") }
  /// `groundImage.fingerprint`: `GroundImageState.fingerPrint()`, each field with its portability.
  public var groundImageFingerprint: SubjectFunction<GroundImageState, GroundImageFingerprint> {
    SubjectFunction("groundImageFingerprint")
  }
}

enum GroundImageSuites {
  static let all: [Suite] = [
    Suite("groundImage.id", input: input, function: \.groundImageID, core: .same { $0.resolvedID },
          expected: "`id: str`: the explicit `id`; `notPortable` without one (the auto ID folds the bounds' and image's "
            + "identity hashes)",
          output: { .portable($0) { .record(["id": .string($0.utf16)]) } },
          notPortable: [.groundImageIdentity],
          mutants: [
            Mutant("ground-image-id-ignores-explicit-id", field: "/id",
                   mistake: "answers an ID generated from the portable fields even when an explicit id is given") {
              $0.groundImageID = { state in
                .portable(JavaString(String(JavaHash.h31(seed: JavaHash.float(state.opacity), [state.tileSize, state.extra.javaHashCode]))))
              }
            },
          ]),
    Suite("groundImage.fingerprint", input: input, function: \.groundImageFingerprint, core: .same { $0.fingerprint },
          expected: "`id, opacity, tileSize, extra` (all `i32`; `id` the explicit ID's hash, `opacity` the Float hash): "
            + "the portable fields of `fingerPrint()`, whose `bounds` and `image` are identity hashes; `notPortable` "
            + "without an explicit `id`",
          output: portableFields,
          notPortable: [.groundImageIdentity],
          mutants: [
            Mutant("ground-image-fingerprint-opacity-as-double", field: "/opacity",
                   mistake: "fingerprints the opacity as a Double (the iOS core's type: 1.0 -> 1072693248) instead of a Float") {
              $0.groundImageFingerprint = { state in
                var fingerprint = state.fingerprint
                fingerprint.opacity = JavaHash.double(Double(state.opacity))
                return fingerprint
              }
            },
          ]),
  ]

  /// The four fields two platforms can agree on, when the ID is explicit; else the ID's reason.
  @Sendable static func portableFields(_ fingerprint: GroundImageFingerprint) -> SubjectOutcome {
    .portable(fingerprint.id) { id in
      .record(["id": .int32(id), "opacity": .int32(fingerprint.opacity), "tileSize": .int32(fingerprint.tileSize),
               "extra": .int32(fingerprint.extra)])
    }
  }

  static let input = SuiteInput<GroundImageState>(
    "`opacity: f32 = 1.0`, `tileSize: i32 = 512`, `id: str? = null`, `extra: JavaValue? = null` (the bounds and the "
      + "image are hashed by identity and enter no portable value, so they are not inputs)",
    decode: { reader in
      GroundImageState(
        opacity: try reader.optional("opacity", default: 1, ScalarDecoding.float),
        tileSize: try reader.optional("tileSize", default: GroundImageState.defaultTileSize, ScalarDecoding.int32),
        id: try reader.nullable("id", CoreValueDecoding.javaString),
        extra: try reader.nullable("extra", CoreValueDecoding.javaValue) ?? nil)
    },
    random: { random in
      var fields: [ParityValue.Field] = []
      random.maybe(&fields, "opacity") { .float($0.chance(0.5) ? $0.pick([1, 0, 0.5, 0.75, -0.0]) : $0.anyFloat()) }
      random.maybe(&fields, "tileSize") { .int32($0.chance(0.5) ? $0.pick([256, 512, 1024]) : $0.anyInt32()) }
      // An explicit id most of the time: only those cases have portable values.
      if random.chance(0.8) { fields.append(ParityValue.Field("id", .string(random.anyJavaString()))) }
      random.maybe(&fields, "extra", nullable: true) { $0.anyJavaValue() }
      return .object(fields)
    })
}
