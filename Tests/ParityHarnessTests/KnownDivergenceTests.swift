import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// The known-divergence list lets a platform ship with a listed divergence, and cannot go stale.
@Suite struct KnownDivergenceTests {
  // The fake subject hashes a string to its length: "ab" passes with 2, "abc" diverges from 4.
  static let vectors = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "passes", "tags": ["edge"], "input": {"s": "ab"}, "expected": {"hash": 2}}"#,
    #"{"id": "renamed-diverges", "tags": ["random"], "input": {"s": "abc"}, "expected": {"hash": 4}}"#,
  ])

  func entry(_ pattern: String, platform: String = "ios", expires: String = "2099-12-31") -> String {
    #"{"pattern": "\#(pattern)", "platform": "\#(platform)", "reason": "Float hashed as Double", "issue": "https://example.invalid/1", "expires": "\#(expires)"}"#
  }

  func gate(_ entries: [String], aliases: [String: String] = [:], today: String = "2026-11-22") throws -> RunReport {
    let files = try TemporaryVectors([
      "v/javaHash/string.json": Self.vectors,
      "known.json": #"{"format": "parity-known-divergences/1", "entries": [\#(entries.joined(separator: ", "))]}"#,
    ])
    defer { files.remove() }
    let set = VectorLoader.load(paths: [files.path("v")])
    let report = Runner(subject: fakeSubject).run(set)
    let list = try KnownDivergenceList.load(path: files.path("known.json"))
    return KnownDivergenceGate(list: list, aliases: AliasMap(aliases), platform: "ios", today: today)
      .apply(to: report, corpus: set.caseNames)
  }

  /// A streamed check that only counts its passes (parity-check with a text report) keeps, of the passing cases
  /// and of the corpus's names, only those an entry covers, and the list reaches the same verdict as in a run
  /// that keeps everything: whichever way the list goes stale.
  @Test(arguments: [["javaHash.string/renamed-*"], ["javaHash.string/*"], ["javaHash.string/p*"],
                    ["javaHash.string/renamed-*", "javaHash.strin/*"], ["javaHash.string/old-id"]])
  func aCountingCheckKeepsOnlyWhatTheListCovers(patterns: [String]) throws {
    let files = try TemporaryVectors([
      "v/javaHash/string.json": vectorFile(suite: "javaHash.string", cases: [
        #"{"id": "passes", "input": {"s": "ab"}, "expected": {"hash": 2}}"#,
        #"{"id": "renamed-diverges", "input": {"s": "abc"}, "expected": {"hash": 4}}"#,
        #"{"id": "unlisted", "input": {"s": "a"}, "expected": {"hash": 1}}"#,
      ]),
      "known.json": #"{"format": "parity-known-divergences/1", "entries": [\#(patterns.map { entry($0) }.joined(separator: ", "))]}"#,
    ])
    defer { files.remove() }
    let list = try KnownDivergenceList.load(path: files.path("known.json"))
    let gate = KnownDivergenceGate(list: list, aliases: AliasMap(["javaHash.string/old-id": "javaHash.string/unlisted"]),
                                   platform: "ios", today: "2026-11-22")
    let set = VectorLoader.load(paths: [files.path("v")])
    let keepingAll = gate.apply(to: Runner(subject: fakeSubject).run(set), corpus: set.caseNames)

    var counting = Runner(subject: fakeSubject)
    counting.keepsPassedResults = false
    counting.listedCase = { gate.lists($0) }
    let streamed = counting.run(paths: [files.path("v")])
    let names = set.caseNames.filter { gate.lists($0) }
    #expect(streamed.corpusCaseNames == names)
    #expect(streamed.results.filter { if case .passed = $0.outcome { true } else { false } }.map(\.name)
            == ["javaHash.string/passes", "javaHash.string/unlisted"].filter { names.contains($0) })

    let checked = gate.apply(to: streamed, corpus: streamed.corpusCaseNames)
    #expect(checked.exitCode == keepingAll.exitCode)
    #expect(checked.runErrors == keepingAll.runErrors)
    #expect(checked.total.passed == 2 && checked.total.passed + checked.total.diverged + checked.total.known == 3)
    #expect(ReportFormat.text.render(checked) == ReportFormat.text.render(keepingAll))
  }

  @Test func withoutAListTheDivergenceFailsTheGate() throws {
    let report = try gate([entry("other.suite/*", platform: "android")])
    #expect(report.exitCode == 1)
  }

  @Test func aListedDivergencePassesTheGate() throws {
    let report = try gate([entry("javaHash.string/renamed-*")])
    #expect(report.exitCode == 0, "\(report.runErrors)")
    #expect(report.results.map(\.outcome.label) == ["passed", "known-divergence"])
    #expect(report.total.known == 1)
    #expect(report.tags.first { $0.suite == "random" }?.known == 1)
    let text = ReportFormat.text.render(report)
    #expect(text.contains("Float hashed as Double (https://example.invalid/1)"))
    #expect(try reportValidationProblems(report) == [])
  }

  @Test func anEntryForAPassingCaseIsStale() throws {
    let report = try gate([entry("javaHash.string/*")])
    #expect(report.exitCode == 2)
    #expect(report.runErrors == [
      "known divergence javaHash.string/* [ios] (\(report.runErrors.first.flatMap(location) ?? "?")) lists javaHash.string/passes, which now passes; remove the entry",
    ])
    #expect(try reportValidationProblems(report) == [])
  }

  @Test func anEntryThatMatchesNothingFailsNamingIt() throws {
    let report = try gate([entry("javaHash.string/renamed-*"), entry("javaHash.strin/*")])
    #expect(report.exitCode == 2)
    #expect(report.runErrors.count == 1)
    #expect(report.runErrors.first?.hasPrefix("known divergence javaHash.strin/* [ios] (") == true)
    #expect(report.runErrors.first?.contains("known.json:1:") == true)
    #expect(report.runErrors.first?.hasSuffix("matches no case; remove it (renamed cases need an alias)") == true)
  }

  @Test func anExpiredEntryFailsNamingIt() throws {
    let report = try gate([entry("javaHash.string/renamed-*", expires: "2026-11-21")])
    #expect(report.exitCode == 2)
    #expect(report.runErrors.first?.hasPrefix("known divergence javaHash.string/renamed-* [ios]") == true)
    #expect(report.runErrors.first?.contains("expired on 2026-11-21; fix https://example.invalid/1") == true)
    #expect(try gate([entry("javaHash.string/renamed-*", expires: "2026-11-22")]).exitCode == 0)
  }

  @Test func aRenamedCaseKeepsItsEntryThroughTheAliasMap() throws {
    let old = "javaHash.string/old-id"
    let withoutAlias = try gate([entry(old)])
    #expect(withoutAlias.exitCode == 2)
    let withAlias = try gate([entry(old)], aliases: [old: "javaHash.string/renamed-diverges"])
    #expect(withAlias.exitCode == 0, "\(withAlias.runErrors)")
    #expect(withAlias.results.last?.outcome.label == "known-divergence")
  }

  @Test func entriesForAnotherPlatformAreIgnored() throws {
    let report = try gate([entry("javaHash.string/*", platform: "android")])
    #expect(report.exitCode == 1)
    #expect(report.runErrors.isEmpty)
  }

  @Test func aliasesToRemovedCasesAreDefects() {
    let aliases = AliasMap(["s/old": "s/new", "s/older": "s/old", "s/gone": "s/missing", "s/live": "s/new"])
    #expect(aliases.resolve("s/older") == "s/new")
    #expect(aliases.defects(existing: ["s/new", "s/live"], path: "aliases.json") == [
      "aliases.json: alias s/gone -> s/missing: no such case; a removed id is still referenced",
      "aliases.json: alias s/live -> s/new: the old name is still a case; remove the alias or the case",
    ])
  }

  private func location(_ message: String) -> String? {
    guard let open = message.firstIndex(of: "("), let close = message.firstIndex(of: ")") else { return nil }
    return String(message[message.index(after: open)..<close])
  }
}
