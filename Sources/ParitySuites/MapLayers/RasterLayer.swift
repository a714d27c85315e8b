import JavaHashing
import OverlayIdentity
import ParitySuiteKit
import VectorJSON

// raster.id, raster.hash, raster.fingerprint: the raster layer's ID, hashCode() and change fingerprint
// (docs/contracts.md §24). A UrlTemplate source holds the enum TileScheme, whose hash is an identity hash: every
// value that folds the source in is not portable for it.

extension SubjectFunctions {
  /// `raster.id`: Android's `RasterLayerState.id`; `.notPortable` for an auto ID of a `UrlTemplate` source.
  public var rasterLayerID: SubjectFunction<RasterLayerState, Portability<JavaString>> { SubjectFunction("rasterLayerID") }
  /// `raster.hash`: `RasterLayerState.hashCode()`; `.notPortable` for a `UrlTemplate` source.
  public var rasterLayerHash: SubjectFunction<RasterLayerState, Portability<Int32>> { SubjectFunction("rasterLayerHash") }
  /// `raster.fingerprint`: `RasterLayerState.fingerPrint()`; `.notPortable` for a `UrlTemplate` source.
  public var rasterLayerFingerprint: SubjectFunction<RasterLayerState, Portability<RasterLayerFingerprint>> {
    SubjectFunction("rasterLayerFingerprint")
  }
}

enum RasterLayerSuites {
  static let all: [Suite] = [
    Suite("raster.id", input: input, function: \.rasterLayerID, core: .same { $0.resolvedID },
          expected: "`id: str`: the explicit `id` when given (portable for any source), else the auto ID "
            + "`reduce31([source, opacity (Float hash), visible, debug, extraHeaders])`; `notPortable` for the auto ID "
            + "of a `urlTemplate` source",
          output: { .portable($0) { .record(["id": .string($0.utf16)]) } },
          notPortable: [.tileScheme],
          mutants: [
            Mutant("raster-id-opacity-as-double", field: "/id",
                   mistake: "hashes the opacity as a Double (the iOS core's type) instead of Android's Float") {
              $0.rasterLayerID = { state in
                if let id = state.id { return .portable(id) }
                return state.source.javaHashCode.map { sourceHash in
                  let hash = JavaHash.h31(seed: 0, [
                    sourceHash, JavaHash.double(Double(state.opacity)), JavaHash.boolean(state.visible),
                    JavaHash.boolean(state.debug), state.extraHeadersHash,
                  ])
                  return JavaString(String(hash))
                }
              }
            },
          ]),
    Suite("raster.hash", input: input, function: \.rasterLayerHash, core: .same { $0.javaHashCode },
          expected: "`hash: i32` (`h31(source, [opacity, visible, zIndex, debug, extraHeaders, userAgent])`, the ID not "
            + "included); `notPortable` for a `urlTemplate` source",
          output: { .portable($0) { .record(["hash": .int32($0)]) } },
          notPortable: [.tileScheme],
          mutants: [
            Mutant("raster-hash-headers-as-list", field: "/hash",
                   mistake: "hashes extraHeaders as an ordered list of entries (seed 1, times 31) instead of a java.util.Map (the sum)") {
              $0.rasterLayerHash = { state in
                state.source.javaHashCode.map { sourceHash in
                  let headers = state.extraHeaders.map { entries in
                    JavaHash.h31(seed: 1, entries.map { $0.name.javaHashCode ^ $0.value.javaHashCode })
                  } ?? 0
                  return JavaHash.h31(seed: sourceHash, [
                    JavaHash.float(state.opacity), JavaHash.boolean(state.visible), state.zIndex,
                    JavaHash.boolean(state.debug), headers, state.userAgent.javaHashCode,
                  ])
                }
              }
            },
          ]),
    Suite("raster.fingerprint", input: input, function: \.rasterLayerFingerprint, core: .same { $0.fingerprint },
          expected: "`id, source, opacity, visible, zIndex, userAgent, debug, extra` (all `i32`; `opacity` the Float "
            + "hash); `notPortable` for a `urlTemplate` source, even with an explicit ID",
          output: { .portable($0) { .fields($0.fields.map { ($0.name, Optional($0.value)) }) } },
          notPortable: [.tileScheme],
          mutants: [
            Mutant("raster-fingerprint-opacity-as-double", field: "/opacity",
                   mistake: "fingerprints the opacity as a Double (1.0 -> 1072693248) instead of a Float (1065353216)") {
              $0.rasterLayerFingerprint = { state in
                state.fingerprint.map { fingerprint in
                  var changed = fingerprint
                  changed.opacity = JavaHash.double(Double(state.opacity))
                  return changed
                }
              }
            },
          ]),
  ]

  static let input = SuiteInput<RasterLayerState>(
    "`source: RasterSource` (one key: `{\"tileJson\": str}`, `{\"arcGisService\": str}` or `{\"urlTemplate\": "
      + "{template: str, tileSize: i32 = 512, minZoom: i32? = null, maxZoom: i32? = null, attribution: str? = null, "
      + "scheme: \"XYZ\"|\"TMS\" = \"XYZ\"}}`), `opacity: f32 = 1.0`, `visible: bool = true`, `zIndex: i32 = 0`, "
      + "`userAgent: str? = null`, `debug: bool = false`, `id: str? = null`, "
      + "`extraHeaders: [[str, str]…]? = null` (a map's entries, names distinct)",
    decode: { reader in
      RasterLayerState(
        source: try reader.required("source", source),
        opacity: try reader.optional("opacity", default: 1, ScalarDecoding.float),
        visible: try reader.optional("visible", default: true, ScalarDecoding.bool),
        zIndex: try reader.optional("zIndex", default: 0, ScalarDecoding.int32),
        userAgent: try reader.nullable("userAgent", CoreValueDecoding.javaString),
        debug: try reader.optional("debug", default: false, ScalarDecoding.bool),
        id: try reader.nullable("id", CoreValueDecoding.javaString),
        extraHeaders: try reader.nullable("extraHeaders", headers))
    },
    random: { random in
      var fields = [ParityValue.Field("source", randomSource(&random))]
      random.maybe(&fields, "opacity") { .float($0.chance(0.5) ? $0.pick([1, 0, 0.5, 0.75, -0.0]) : $0.anyFloat()) }
      random.maybe(&fields, "visible") { .bool($0.chance(0.5)) }
      random.maybe(&fields, "zIndex") { .int32($0.anyInt32()) }
      random.maybe(&fields, "userAgent", nullable: true) { .string($0.anyJavaString()) }
      random.maybe(&fields, "debug") { .bool($0.chance(0.5)) }
      random.maybe(&fields, "id", nullable: true) { .string($0.anyJavaString()) }
      random.maybe(&fields, "extraHeaders", nullable: true) { random in
        // Distinct names: a numbered prefix keeps random names apart.
        .array((0..<random.int(in: 0...3)).map { index in
          .array([.string(Array("h\(index)-".utf16) + random.anyJavaString()), .string(random.anyJavaString())])
        })
      }
      return .object(fields)
    })

  /// A `RasterLayerSource`: a one-key object naming the data class.
  static func source(_ value: JSONValue, at pointer: JSONPointer) throws -> RasterLayerSource {
    guard value.kind == .object, value.count == 1, let kind = value.keys.first, let payload = value[kind] else {
      throw DefectReason(at: pointer, "a raster source is a one-key object: tileJson, arcGisService or urlTemplate",
                         help: "see raster.* in docs/suites.md")
    }
    let inner = pointer.appending(kind)
    switch kind {
    case "tileJson": return .tileJson(url: try CoreValueDecoding.javaString(payload, at: inner))
    case "arcGisService": return .arcGisService(serviceUrl: try CoreValueDecoding.javaString(payload, at: inner))
    case "urlTemplate":
      return try InputReader.read(payload, at: inner) { reader in
        .urlTemplate(
          template: try reader.required("template", CoreValueDecoding.javaString),
          tileSize: try reader.optional("tileSize", default: RasterLayerSource.defaultTileSize, ScalarDecoding.int32),
          minZoom: try reader.nullable("minZoom", ScalarDecoding.int32),
          maxZoom: try reader.nullable("maxZoom", ScalarDecoding.int32),
          attribution: try reader.nullable("attribution", CoreValueDecoding.javaString),
          scheme: try reader.optional("scheme", default: .xyz, scheme))
      }
    default:
      throw DefectReason(at: inner, "unknown raster source \"\(kind)\"", help: "use tileJson, arcGisService or urlTemplate", atKey: true)
    }
  }

  private static func scheme(_ value: JSONValue, at pointer: JSONPointer) throws -> TileScheme {
    let name = try ScalarDecoding.string(value, at: pointer)
    guard name == TileScheme.xyz.name || name == TileScheme.tms.name else {
      throw DefectReason(at: pointer, "unknown TileScheme \"\(name)\"", help: "use \"XYZ\" or \"TMS\"")
    }
    return TileScheme(name: name)
  }

  /// `extraHeaders`: `[name, value]` entries of a `Map<String, String>`, whose names are distinct.
  private static func headers(_ value: JSONValue, at pointer: JSONPointer) throws -> [(name: JavaString, value: JavaString)] {
    var seen = Set<[UInt16]>()
    return try InputReader.array(value, at: pointer) { entry, entryPointer in
      guard entry.kind == .array, entry.count == 2 else {
        throw DefectReason(at: entryPointer, "a header is a two-element array [name, value]")
      }
      let name = try CoreValueDecoding.javaString(entry[0]!, at: entryPointer.appending(0))
      guard seen.insert(name.utf16).inserted else {
        throw DefectReason(at: entryPointer.appending(0), "duplicate header name (a map's keys are distinct)")
      }
      return (name, try CoreValueDecoding.javaString(entry[1]!, at: entryPointer.appending(1)))
    }
  }

  private static func randomSource(_ random: inout SplitMix64) -> ParityValue {
    let url: ParityValue = .string(random.chance(0.5)
      ? Array(random.pick(["https://tiles.example.com/tiles.json", "https://services.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer", ""]).utf16)
      : random.anyJavaString())
    switch random.below(10) {
    case 0...3: return .object([ParityValue.Field("tileJson", url)])
    case 4...6: return .object([ParityValue.Field("arcGisService", url)])
    default:
      var fields = [ParityValue.Field("template", url)]
      random.maybe(&fields, "tileSize") { .int32($0.pick([256, 512, 1024])) }
      random.maybe(&fields, "scheme") { .text($0.pick(["XYZ", "TMS"])) }
      return .object([ParityValue.Field("urlTemplate", .object(fields))])
    }
  }
}
