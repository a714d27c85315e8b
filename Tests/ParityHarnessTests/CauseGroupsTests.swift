import Foundation
import ParityHarness
import Testing
import VectorJSON
import _ParityTestSupport

/// The cause-signature rule (docs/report-format.md, "Causes") against its shared fixture,
/// Tests/Fixtures/cause-groups.json (format `parity-cause-groups/1`): each scenario's cases, in the runner-neutral
/// form, must make exactly its groups, in order, each with its id, canonical text, words, signature, count, suites,
/// representative, examples and cases. The JVM and web runners and tools/validate-report read the same file.
@Suite struct CauseGroupsTests {
  static let file = repositoryRoot.appendingPathComponent("Tests/Fixtures/cause-groups.json")

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }

  @Test func everyScenarioMakesItsGroups() throws {
    let document = try JSONDocument(bytes: Array(try Data(contentsOf: Self.file)))
    #expect(document.root["format"]?.stringValue == "parity-cause-groups/1")
    let scenarios = document.root["scenarios"]?.elements ?? []
    #expect(scenarios.count >= 6, "too few scenarios")
    var kinds = Set<String>()
    for scenario in scenarios {
      let name = scenario["id"]?.stringValue ?? "?"
      let causes = try (scenario["cases"]?.elements ?? []).compactMap { try Self.cause($0, scenario: name) }
      let groups = CauseGroups.groups(causes)
      let wanted = scenario["groups"]?.elements ?? []
      #expect(groups.count == wanted.count, "\(name): \(groups.count) groups, want \(wanted.count): \(groups.map(\.signature.words))")
      for (index, (group, expected)) in zip(groups, wanted).enumerated() {
        let label = "\(name) group \(index + 1)"
        #expect(group.signature.canonicalText == expected["canonical"]?.stringValue, "\(label): canonical text")
        #expect(group.id == expected["id"]?.stringValue, "\(label): id")
        #expect(group.signature.words == expected["cause"]?.stringValue, "\(label): words")
        let signature = try JSONDocument(bytes: Array(group.signature.json.utf8)).root.compactText
        #expect(signature == expected["signature"]?.compactText, "\(label): signature")
        // The whole entry as the JSON report writes it, `canonical` aside (a report carries no canonical text).
        let entry = try JSONDocument(bytes: Array(group.json.utf8)).root
        #expect(entry.keys == expected.keys.filter { $0 != "canonical" }, "\(label): members")
        for key in entry.keys {
          #expect(entry[key]?.compactText == expected[key]?.compactText, "\(label): \(key)")
        }
        kinds.insert(group.signature.kind.rawValue)
      }
    }
    #expect(kinds == Set(CaseCause.Kind.allCases.map(\.rawValue)), "the fixture must group every kind: \(kinds.sorted())")
  }

  /// A case of the fixture as a cause; nil for a verdict that is no cause (passed, not portable, known, vector error).
  static func cause(_ node: JSONValue, scenario: String) throws -> CaseCause? {
    let suite = node["suite"]?.stringValue ?? "?", id = node["id"]?.stringValue ?? "?"
    let verdict = node["verdict"]?.stringValue ?? "?"
    if ["passed", "not-portable", "known-divergence", "vector-error"].contains(verdict) { return nil }
    guard let kind = CaseCause.Kind(rawValue: verdict) else {
      throw FixtureError(description: "\(scenario) \(suite)/\(id): unknown verdict \(verdict)")
    }
    let frame = node["frame"].flatMap { frame -> CrashFrame? in
      guard let function = frame["function"]?.stringValue else { return nil }
      return CrashFrame(function: function, file: frame["file"]?.stringValue, line: frame["line"]?.integerValue.map { Int($0) })
    }
    return CaseCause(
      suite: suite, id: id, input: node["input"]?.stringValue ?? "", kind: kind,
      differences: (node["divergences"]?.elements ?? []).map {
        CaseCause.Difference(field: $0["field"]?.stringValue ?? "?", kind: $0["kind"]?.stringValue ?? "?")
      },
      expectedError: node["expectedError"]?.stringValue, actualError: node["actualError"]?.stringValue,
      message: node["message"]?.stringValue, frame: frame)
  }

  @Test func runtimeMessagesLoseTheirStandardLibraryPositions() {
    #expect(CauseSignature.runtimeMessage("Swift/IntegerTypes.swift:6876: Fatal error: Double value cannot be converted")
            == "Fatal error: Double value cannot be converted")
    #expect(CauseSignature.runtimeMessage("Fatal error: Index out of range: file Swift/ContiguousArrayBuffer.swift, line 600")
            == "Fatal error: Index out of range")
    #expect(CauseSignature.runtimeMessage("  ") == nil)
    #expect(CauseSignature.runtimeMessage("Fatal error: a:1: b") == "Fatal error: a:1: b")
    #expect(CauseSignature.generalised("/points/12/lat") == "/points/*/lat")
    #expect(CauseSignature.generalised("/a1/0x/") == "/a1/0x/")
    #expect(CauseSignature.runErrorMessage("badIndex(12) at  3") == "badIndex(#) at #")
  }
}
