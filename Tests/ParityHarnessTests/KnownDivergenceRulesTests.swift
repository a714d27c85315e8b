import Foundation
import ParityHarness
import Testing
import VectorJSON
import _ParityTestSupport

/// The rules of a known-divergence list (docs/known-divergences.md) against their shared fixture,
/// Tests/Fixtures/known-divergences/rules.json (format `parity-known-divergence-rules/1`): each scenario's list,
/// loaded from a file as `--known-divergences` loads it, applied to its cases (in the runner-neutral form of the
/// cause-groups fixture), must make exactly its known cases, run errors and exit code, or fail to load with its
/// message. The JVM and web runners read the same file.
@Suite struct KnownDivergenceRulesTests {
  static let file = repositoryRoot.appendingPathComponent("Tests/Fixtures/known-divergences/rules.json")

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }

  @Test func everyScenarioReachesItsVerdict() throws {
    let document = try JSONDocument(bytes: Array(try Data(contentsOf: Self.file)))
    #expect(document.root["format"]?.stringValue == "parity-known-divergence-rules/1")
    let scenarios = document.root["scenarios"]?.elements ?? []
    #expect(scenarios.count >= 15, "too few scenarios")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("known-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var exitCodes = Set<Int32>()
    for scenario in scenarios {
      let name = scenario["id"]?.stringValue ?? "?"
      let path = folder.appendingPathComponent("\(name).json").path
      let text = (scenario["list"]?.elements ?? []).map { $0.stringValue ?? "" }.joined(separator: "\n") + "\n"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let expect = try #require(scenario["expect"], "\(name): no expect")
      let list: KnownDivergenceList
      do {
        list = try KnownDivergenceList.load(path: path)
      } catch {
        // Where and why, both in what the runner prints (each runner words the rest of a load error its own way).
        let wanted = try #require(expect["loadError"], "\(name): the list did not load: \(error)")
        let at = (wanted["at"]?.stringValue ?? "?").replacingOccurrences(of: "{list}", with: path)
        #expect("\(error)".hasPrefix(at + ": "), "\(name): the load error is not at \(at): \(error)")
        #expect("\(error)".contains(wanted["message"]?.stringValue ?? "?"), "\(name): the load error's message: \(error)")
        continue
      }
      #expect(expect["loadError"] == nil, "\(name): the list loaded, but it must not")
      var aliases: [String: String] = [:]
      for old in scenario["aliases"]?.keys ?? [] { aliases[old] = scenario["aliases"]?[old]?.stringValue }
      let gate = KnownDivergenceGate(list: list, aliases: AliasMap(aliases), platform: scenario["platform"]?.stringValue ?? "ios",
                                     today: scenario["today"]?.stringValue ?? "?")
      let results = try (scenario["cases"]?.elements ?? []).map { try Self.result($0, scenario: name) }
      let report = RunReport(subject: "fixture", digest: VectorSetDigest(fileDigests: []), fileCount: 1, results: results,
                             defects: [], runErrors: [], selectedCount: results.count)
      let corpus = results.map(\.name) + (scenario["corpus"]?.elements ?? []).map { $0.stringValue ?? "?" }
      let applied = gate.apply(to: report, corpus: corpus)
      var known: [String: String] = [:]
      for result in applied.results {
        guard case .knownDivergence(let entry, _) = result.outcome else { continue }
        // "label: reason (issue)": the fixture's reasons are "a test".
        known[result.name] = entry.components(separatedBy: ": a test (").first ?? entry
      }
      var wantedKnown: [String: String] = [:]
      for key in expect["known"]?.keys ?? [] { wantedKnown[key] = expect["known"]?[key]?.stringValue }
      #expect(known == wantedKnown, "\(name): known cases")
      let wantedErrors = (expect["runErrors"]?.elements ?? []).map { ($0.stringValue ?? "").replacingOccurrences(of: "{list}", with: path) }
      #expect(applied.runErrors == wantedErrors, "\(name): run errors")
      #expect(Int(applied.exitCode) == expect["exitCode"]?.integerValue.map(Int.init), "\(name): exit code")
      exitCodes.insert(applied.exitCode)
    }
    #expect(exitCodes == [0, 1, 2], "the fixture must reach every exit code")
  }

  /// A case of the fixture as this runner's result: its verdict before the list applies.
  static func result(_ node: JSONValue, scenario: String) throws -> CaseResult {
    let suite = node["suite"]?.stringValue ?? "?", id = node["id"]?.stringValue ?? "?"
    let verdict = node["verdict"]?.stringValue ?? "?"
    let frame = node["frame"].flatMap { frame -> CrashFrame? in
      frame["function"]?.stringValue.map {
        CrashFrame(function: $0, file: frame["file"]?.stringValue, line: frame["line"]?.integerValue.map { Int($0) })
      }
    }
    let outcome: CaseOutcome
    switch verdict {
    case "passed": outcome = .passed
    case "not-portable": outcome = .notPortable(reason: "fixture")
    case "diverged":
      outcome = .diverged(try (node["divergences"]?.elements ?? []).map { divergence in
        FieldDivergence(field: pointer(divergence["field"]?.stringValue ?? ""), kind: try kind(divergence["kind"]?.stringValue ?? "?"),
                        expected: "1", actual: "2")
      })
    case "error-expected-but-value":
      outcome = .errorExpectedButValue(expectedCode: node["expectedError"]?.stringValue ?? "?", actual: "1")
    case "value-expected-but-error":
      let code = node["actualError"]?.stringValue ?? "?"
      outcome = .diverged([FieldDivergence(field: .root, kind: .rejected(code: code), expected: "1", actual: "error \(code)")])
    case "another-error-code":
      let (expected, actual) = (node["expectedError"]?.stringValue ?? "?", node["actualError"]?.stringValue ?? "?")
      outcome = .diverged([FieldDivergence(field: JSONPointer.root.appending("error"), kind: .otherRejection(expected: expected, actual: actual),
                                           expected: expected, actual: actual)])
    case "crashed":
      outcome = .subjectFailed(SubjectFailure(kind: .crashed, reason: "the subject died by signal 4 while computing this case",
                                              runtimeMessage: node["message"]?.stringValue, frame: frame))
    case "timed-out":
      outcome = .subjectFailed(SubjectFailure(kind: .timedOut, reason: "no answer within 1 s"))
    case "run-error":
      outcome = .runError(node["message"]?.stringValue ?? "?")
    default:
      throw FixtureError(description: "\(scenario) \(suite)/\(id): unknown verdict \(verdict)")
    }
    return CaseResult(suite: suite, id: id, file: "fixture.json", location: SourceLocation(line: 1, column: 1), tags: [],
                      input: node["input"]?.stringValue ?? "", outcome: outcome)
  }

  static func kind(_ name: String) throws -> DifferenceKind {
    let kinds: [DifferenceKind] = [.null, .type, .number, .string, .boolean, .length, .portability, .elided]
    guard let kind = kinds.first(where: { $0.name == name }) else { throw FixtureError(description: "unknown difference kind \(name)") }
    return kind
  }

  /// A JSON Pointer from its text (`/points/3/lat`): digits are indices, `~1` and `~0` unescaped.
  static func pointer(_ text: String) -> JSONPointer {
    guard !text.isEmpty else { return .root }
    var pointer = JSONPointer.root
    for token in text.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      if let index = Int(token), token.allSatisfy(\.isNumber) {
        pointer = pointer.appending(index)
      } else {
        pointer = pointer.appending(token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~"))
      }
    }
    return pointer
  }
}
