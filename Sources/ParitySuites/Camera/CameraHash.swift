import GeoModel
import JavaHashing
import OverlayIdentity
import ParitySuiteKit

// camera.hash: MapCameraPosition.hashCode() (docs/contracts.md §26), a 31-fold in wrapping Int arithmetic;
// portable only without paddings and visible region (both hashed by identity when present).

extension SubjectFunctions {
  /// `camera.hash`: `MapCameraPosition.hashCode()`; `.notPortable` with paddings or a visible region.
  public var cameraPositionHash: SubjectFunction<MapCameraPosition, Portability<Int32>> { SubjectFunction("cameraPositionHash") }
}

enum CameraHashSuites {
  static let all: [Suite] = [
    Suite("camera.hash", input: input, function: \.cameraPositionHash, core: .same { $0.javaHashCode },
          expected: "`hash: i32` (`h31(position.hashCode(), [zoom, bearing, tilt (Double hashes), 0, 0])`, wrapping); "
            + "`notPortable` when `hasPaddings` or `hasVisibleRegion` (identity hashes)",
          output: { .portable($0) { .record(["hash": .int32($0)]) } },
          notPortable: [.cameraIdentity],
          mutants: [
            Mutant("camera-hash-zoom-as-float", field: "/hash", mistake: "hashes the zoom as a Float instead of a Double") {
              $0.cameraPositionHash = { camera in
                camera.javaHashCode.map { _ in
                  JavaHash.h31(seed: camera.position.javaHashCode, [
                    JavaHash.float(Float(camera.zoom)), JavaHash.double(camera.bearing), JavaHash.double(camera.tilt), 0, 0,
                  ])
                }
              }
            },
          ]),
  ]

  static let input = SuiteInput<MapCameraPosition>(
    "`position: GeoPoint`, `zoom: f64 = 0.0`, `bearing: f64 = 0.0`, `tilt: f64 = 0.0`, `hasPaddings: bool = true` "
      + "(Android's default paddings are `MapPaddings.Zeros`, an object; `false` is `paddings = null`), "
      + "`hasVisibleRegion: bool = false`",
    decode: { reader in
      MapCameraPosition(
        position: try reader.required("position", CoreValueDecoding.geoPoint),
        zoom: try reader.optional("zoom", default: 0, ScalarDecoding.double),
        bearing: try reader.optional("bearing", default: 0, ScalarDecoding.double),
        tilt: try reader.optional("tilt", default: 0, ScalarDecoding.double),
        hasPaddings: try reader.optional("hasPaddings", default: true, ScalarDecoding.bool),
        hasVisibleRegion: try reader.optional("hasVisibleRegion", default: false, ScalarDecoding.bool))
    },
    random: { random in
      var fields = [ParityValue.Field("position", random.chance(0.5) ? random.realisticGeoPoint() : random.geoPoint())]
      random.maybe(&fields, "zoom") { .double($0.chance(0.7) ? $0.zoom() : $0.anyDouble()) }
      random.maybe(&fields, "bearing") { .double($0.chance(0.7) ? $0.double(in: 0, 360) : $0.anyDouble()) }
      random.maybe(&fields, "tilt") { .double($0.chance(0.7) ? $0.double(in: 0, 90) : $0.anyDouble()) }
      // Mostly without paddings: only those cases are portable.
      fields.append(ParityValue.Field("hasPaddings", .bool(random.chance(0.15))))
      if random.chance(0.2) { fields.append(ParityValue.Field("hasVisibleRegion", .bool(random.chance(0.5)))) }
      return .object(fields)
    })
}
