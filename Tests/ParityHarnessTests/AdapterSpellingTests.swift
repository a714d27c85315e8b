import Foundation
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// What an adapter writes for each subject function: every input and output type is a
/// `Parity.` name or a standard one, never a core module's own name (`GeoModel.GeoPoint` would clash with the
/// SDK's `GeoPoint` in an adapter, which imports only the `Parity` namespace).
@Suite struct AdapterSpellingTests {
  @Test func everyFunctionTypeIsSpelledWithParityNames() {
    var functions = 0
    for suite in SuiteCatalog.all {
      #expect(!suite.adapterFunctions.isEmpty, "\(suite.name) declares no subject function")
      for function in suite.adapterFunctions {
        functions += 1
        for spelled in [function.input, function.output] {
          let qualifiers = Self.qualifiers(in: spelled)
          #expect(qualifiers.allSatisfy { $0 == "Parity" },
                  "\(suite.name) \(function.key): \(spelled) names a type outside the Parity namespace")
        }
      }
    }
    #expect(functions >= 70, "only \(functions) subject functions")
  }

  @Test func spellingsReadAsAnAdapterWritesThem() throws {
    let functions = Dictionary(SuiteCatalog.all.flatMap(\.adapterFunctions).map { ($0.key, $0) }) { first, _ in first }
    func spelled(_ key: String) throws -> String {
      let function = try #require(functions[key], "no function \(key)")
      return "\(function.input) -> \(function.output)"
    }
    #expect(try spelled("markerFingerprint") == "Parity.MarkerState -> Parity.Portability<Parity.MarkerFingerprintOutput>")
    #expect(try spelled("valueHash") == "Parity.JavaValue? -> Int32")
    #expect(try spelled("routeDistanceMarkers") == "(route: [Parity.GeoPoint], zoom: Double) -> [Parity.DistanceMarker]")
    #expect(try spelled("linearSegmentHit") == "Parity.SegmentProbe -> Parity.SegmentHit")
    #expect(try spelled("geoPointEquals") == "(Parity.GeoPoint, Parity.GeoPoint) -> Bool")
    #expect(try spelled("boundsCenterAndSpan")
      == "Parity.GeoRectBounds -> (isEmpty: Bool, center: Parity.GeoPoint?, span: Parity.GeoPoint?)")
    #expect(try spelled("closestIntersection") == "(position: Parity.GeoPoint, a: Parity.GeoPoint, b: Parity.GeoPoint) -> Parity.ClosestIntersectionHit")
    #expect(try spelled("zoomInterval") == "Double -> Int?")
  }

  /// A module-qualified name is left as it is, so the check above can fail.
  @Test func aNameOutsideTheNamespaceKeepsItsModule() {
    #expect(AdapterSpelling.spell("Swift.Array<Foundation.URL>") == "[Foundation.URL]")
    #expect(Self.qualifiers(in: "[Foundation.URL]") == ["Foundation"])
  }

  /// The mapping for generators and docs (`PARITY_ADAPTER_NAMES=path swift test --filter AdapterSpellingTests`):
  /// suite, function key, input and output types as an adapter writes them, one tab-separated line each.
  @Test func writesTheMappingWhenAsked() throws {
    guard let path = ProcessInfo.processInfo.environment["PARITY_ADAPTER_NAMES"] else { return }
    var lines = ["suite\tkey\tinput\toutput"]
    for suite in SuiteCatalog.all {
      for function in suite.adapterFunctions {
        lines.append([suite.name, function.key, function.input, function.output].joined(separator: "\t"))
      }
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The DocC how-to's per-suite table is these spellings, row for row.
  @Test func theHowTosTableIsTheDeclarations() throws {
    let page = repositoryRoot.appendingPathComponent("Sources/ParityTesting/ParityTesting.docc/CheckYourSDK.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- adapter-functions:begin -->\n"), "no adapter-functions block")
    let end = try #require(text.range(of: "<!-- adapter-functions:end -->"), "no end of the adapter-functions block")
    var table = "| suite | `subject.` key | input | output |\n|---|---|---|---|\n"
    for suite in SuiteCatalog.all {
      for function in suite.adapterFunctions {
        table += "| `\(suite.name)` | `\(function.key)` | `\(function.input)` | `\(function.output)` |\n"
      }
    }
    let current = String(text[begin.upperBound..<end.lowerBound])
    if current != table, ProcessInfo.processInfo.environment["PARITY_UPDATE_ADAPTER_TABLE"] == "1" {
      try (text[..<begin.upperBound] + table + text[end.lowerBound...]).write(to: page, atomically: true, encoding: .utf8)
      return
    }
    let help = "rewrite it with PARITY_UPDATE_ADAPTER_TABLE=1 swift test --filter AdapterSpellingTests"
    #expect(current == table, "CheckYourSDK.md's adapter-functions table is stale; \(help)")
  }

  /// The qualifiers of every dotted name (`Parity` of `Parity.GeoPoint`).
  static func qualifiers(in spelled: String) -> [String] {
    var qualifiers: [String] = []
    var word = ""
    for character in spelled {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        if character == ".", !word.isEmpty { qualifiers.append(word) }
        word = ""
      }
    }
    return qualifiers
  }
}
