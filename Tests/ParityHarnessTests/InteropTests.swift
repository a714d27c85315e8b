import Foundation
import ParityHarness
import ParitySuiteKit
import Testing
import _ParityTestSupport

/// The interop view's rules on small reports written here: how each runner's outcomes are counted, what a
/// platform-specific failure is, how causes are grouped (or taken from the report), the history, and what the page
/// and the Markdown hold.
@Suite struct InteropTests {
  static func report(runner: String = "parity-check", subject: String = "s", digest: String? = "sha256:ab", partial: Bool = false,
                     results: [String], groups: String? = nil) -> String {
    #"{"format": "parity-report/1", "runner": "\#(runner)", "subject": "\#(subject)", "contract": "07e614f", "#
      + #""digest": \#(digest.map { "\"\($0)\"" } ?? "null"), "partial": \#(partial), "exitCode": 1, "results": ["#
      + results.joined(separator: ", ") + "]" + (groups.map { #", "groups": \#($0)"# } ?? "") + "}"
  }

  static func passed(_ id: String, suite: String = "s.f") -> String { #"{"suite": "\#(suite)", "id": "\#(id)", "outcome": "passed"}"# }

  static func diverged(_ id: String, suite: String = "s.f", field: String = "/x", input: String = "{}", ulps: String = "1") -> String {
    #"{"suite": "\#(suite)", "id": "\#(id)", "outcome": "diverged", "input": "\#(input)", "divergences": [{"field": "\#(field)", "kind": "number", "expected": "1", "actual": "2", "ulps": \#(ulps)}]}"#
  }

  static func runError(_ id: String, suite: String = "s.f", _ message: String) -> String {
    #"{"suite": "\#(suite)", "id": "\#(id)", "outcome": "run-error", "input": "{}", "message": "\#(message)"}"#
  }

  static func view(_ files: TemporaryVectors, _ names: [String]) throws -> InteropView {
    try InteropView(reports: names.map { try PlatformReport.read(path: files.path($0)) })
  }

  @Test func everyRunnersOutcomesAreCounted() throws {
    let files = try TemporaryVectors(["r.json": Self.report(results: [
      Self.passed("p"), Self.diverged("d"),
      #"{"suite": "s.f", "id": "e", "outcome": "error-expected-but-value", "input": "{}", "expectedError": "IAE", "actual": "1"}"#,
      #"{"suite": "s.f", "id": "np", "outcome": "not-portable", "input": "{}", "reason": "enum"}"#,
      #"{"suite": "s.f", "id": "k", "outcome": "known-divergence", "input": "{}", "entry": "s.f/k [ios]", "details": "/x: Kotlin 1, Swift 2"}"#,
      Self.runError("web", "not run by this subject: subject \\\"w\\\" has no function for suite s.f (allow it with --allow-not-run s.f)"),
      Self.runError("jvm", "s.f is not run by this subject (X does not bind it)"),
      Self.runError("swift", "subject \\\"example-sdk\\\" has no function for suite s.f"),
      Self.runError("trap", "crashed: the subject crashed with signal 4 (SIGILL: ...) while computing this case; the runtime said: Fatal error: x"),
      Self.runError("hang", "timed out: the subject gave no answer within 5 s"),
      #"{"suite": "s.f", "id": "bad", "outcome": "vector-error", "input": "{}", "defect": {"message": "unknown field"}}"#,
    ])])
    defer { files.remove() }
    let view = try Self.view(files, ["r.json"])
    let outcomes = view.cases.map { "\($0.id) \(view.outcome($0, column: 0).word)" }
    #expect(outcomes == ["bad crashed", "d diverged", "e diverged", "hang crashed", "jvm not run", "k known", "np not portable",
                         "p passed", "swift not run", "trap crashed", "web not run"])
    let total = view.columns[0].total
    #expect(total.portable == 10 && total.failures == 6 && total.passRate == 0.1)
    // A report without groups: each failing case by the runners' signature rule (a run error by its message, its
    // digits written #), a known divergence by its entry.
    #expect(Set(view.columns[0].groups.map(\.signature)) == [
      "s.f: run error: crashed: the subject crashed with signal # (SIGILL: ...) while computing this case; the runtime said: Fatal error: x",
      "s.f: run error: timed out: the subject gave no answer within # s", "s.f: run error: vector error: unknown field",
      "s.f: diverged at /x (number)", "s.f: Kotlin rejects the input with IAE, the subject returns a value",
      "known divergence: s.f/k [ios]",
    ])
    #expect(view.columns[0].groups.map(\.cases.count).reduce(0, +) == total.failures && !view.columns[0].groupsFromReport)
  }

  @Test func causesGeneraliseIndicesAndKeepTheSmallestInput() throws {
    let files = try TemporaryVectors(["r.json": Self.report(results: [
      Self.diverged("long", field: "/points/12/lat", input: "{\\\"points\\\": [1, 2, 3]}"),
      Self.diverged("short", field: "/points/3/lat", input: "{\\\"p\\\": 1}"),
      Self.diverged("whole", field: "", input: "{}"),
      Self.runError("silent", "crashed: the subject crashed with signal 4; the runtime printed no message (an overflow)"),
    ])])
    defer { files.remove() }
    let groups = try Self.view(files, ["r.json"]).columns[0].groups
    #expect(groups.map(\.signature) == ["s.f: diverged at /points/*/lat (number)", "s.f: diverged at (whole value) (number)",
                                        "s.f: run error: crashed: the subject crashed with signal #; the runtime printed no message (an overflow)"])
    #expect(groups[0].cases.map(\.id) == ["long", "short"] && groups[0].representative.id == "short")
    // The id a runner gives the same cause.
    let cause = CaseCause(suite: "s.f", id: "short", input: "{}", kind: .diverged,
                          differences: [CaseCause.Difference(field: "/points/3/lat", kind: "number")])
    #expect(groups[0].id == CauseSignature(cause).id && groups[0].id.count == 12)
  }

  @Test func aPlatformSpecificFailureFailsOnOnePlatformAndPassesOnAnother() throws {
    let files = try TemporaryVectors([
      "android.json": Self.report(runner: "oracle conformance", results: [Self.passed("a"), Self.diverged("b"), Self.diverged("c"), Self.diverged("d")]),
      "ios.json": Self.report(runner: "parity-check", results: [Self.diverged("a"), Self.passed("b"), Self.diverged("c")]),
      "web.json": Self.report(runner: "parity-check-web", results: [Self.passed("a"), Self.passed("b"), Self.diverged("c")]),
    ])
    defer { files.remove() }
    let view = try Self.view(files, ["android.json", "ios.json", "web.json"])
    #expect(view.columns.map(\.report.name) == ["android", "ios", "web"])
    // a: iOS alone; b: Android alone; c: everywhere; d: Android alone, but no other platform runs it.
    #expect(view.columns.map { $0.platformSpecific.map(\.id) } == [["b"], ["a"], []])
    #expect(view.failingEverywhere.map(\.id) == ["c"])
    #expect(view.outcome(CaseKey(suite: "s.f", id: "d"), column: 2) == .notRun)
    #expect(view.cells[0][2][.notRun] == 1 && view.cells[0][0].failures == 3)
  }

  @Test func platformsAreNamedByRunnerOrByTheUser() throws {
    let files = try TemporaryVectors([
      "core.json": Self.report(subject: "core", results: [Self.passed("a")]),
      "sdk.json": Self.report(subject: "example-sdk", results: [Self.diverged("a")]),
    ])
    defer { files.remove() }
    #expect(try Self.view(files, ["core.json", "sdk.json"]).columns.map(\.report.name) == ["ios (core)", "ios (example-sdk)"])
    let named = try InteropRun(InteropOptions(reports: ["reference=" + files.path("core.json"), "sdk=" + files.path("sdk.json")],
                                              runDate: "2026-01-01T00:00:00Z"))
    #expect(named.view.columns.map(\.report.name) == ["reference", "sdk"])
    #expect(named.view.columns[1].platformSpecific.map(\.id) == ["a"])
  }

  /// A runner that groups its failures itself (docs/report-format.md's `groups`): its groups are taken with their ids,
  /// causes and representatives (one crash over two suites here), without a case the view counts as not run; a
  /// known divergence, in no runner's group, is grouped by its entry, so every failing case is in a group.
  @Test func aReportsOwnGroupsAreTakenAndKnownDivergencesAdded() throws {
    let groups = #"[{"id": "4f1c0ffee123", "cause": "crashed in GeoPoint.hashCode() (GeoPoint.swift): x", "#
      + #""signature": {"kind": "crashed", "message": "x", "frame": {"function": "GeoPoint.hashCode()", "file": "GeoPoint.swift"}}, "#
      + #""count": 3, "suites": ["s.f", "t.g"], "representative": "t.g/b", "examples": ["s.f/a", "u.h/n"], "cases": ["s.f/a", "t.g/b", "u.h/n"]}]"#
    let known = #"{"suite": "s.f", "id": "k", "outcome": "known-divergence", "input": "{}", "entry": "s.f/* /x (diverged): a cause (https://x)", "details": "/x"}"#
    let files = try TemporaryVectors([
      "grouped.json": Self.report(results: [Self.runError("a", "crashed: x"), Self.runError("b", suite: "t.g", "crashed: y"), Self.passed("c"),
                                            Self.runError("n", suite: "u.h", "subject \\\"x\\\" has no function for suite u.h"), known],
                                  groups: groups),
      "wrong.json": Self.report(results: [Self.passed("a")], groups: #"[{"id": "g", "cause": "c", "cases": ["s.f/nope"], "representative": "s.f/nope"}]"#),
      "guessed.json": Self.report(results: [Self.diverged("a")], groups: #"[{"id": "g", "cases": [{"suite": "s.f", "id": "a"}]}]"#),
    ])
    defer { files.remove() }
    let column = try Self.view(files, ["grouped.json"]).columns[0]
    #expect(column.groupsFromReport)
    #expect(column.groups.map(\.id) == ["4f1c0ffee123", CauseSignature.id(ofCanonicalText: "kind known-divergence\nentry s.f/* /x (diverged): a cause (https://x)")])
    #expect(column.groups[0].signature == "crashed in GeoPoint.hashCode() (GeoPoint.swift): x" && column.groups[0].cases.map(\.name) == ["s.f/a", "t.g/b"])
    #expect(column.groups[0].suites == ["s.f", "t.g"] && column.groups[0].representative.name == "t.g/b" && column.groups[0].outcome == .crashed)
    #expect(column.groups[1].signature == "known divergence: s.f/* /x (diverged): a cause (https://x)" && column.groups[1].outcome == .known)
    #expect(column.groups.map(\.cases.count).reduce(0, +) == column.total.failures)
    #expect(throws: VectorDefect.self) { try PlatformReport.read(path: files.path("wrong.json")) }
    #expect(throws: VectorDefect.self) { try PlatformReport.read(path: files.path("guessed.json")) }
  }

  @Test func aReportIsReadWhateverItsULPsAndAFileThatIsNoneIsNamed() throws {
    let files = try TemporaryVectors([
      "wide.json": Self.report(results: [Self.diverged("a", ulps: "18446744073709551615")]),
      "vectors.json": #"{"format": "parity-vectors/1", "suite": "s.f", "cases": []}"#,
    ])
    defer { files.remove() }
    #expect(try PlatformReport.read(path: files.path("wide.json")).cases[0].outcome == .diverged)
    do {
      _ = try PlatformReport.read(path: files.path("vectors.json"))
      Issue.record("a vector file was read as a report")
    } catch let defect as VectorDefect {
      #expect(defect.description.contains("vectors.json:1:1: error: vector error: not a parity-report/1 file"))
    }
  }

  @Test func theHistoryIsReadAndExtended() throws {
    let files = try TemporaryVectors(["r.json": Self.report(results: [Self.passed("a"), Self.diverged("b")])])
    defer { files.remove() }
    var options = InteropOptions(reports: [files.path("r.json")], runDate: "2026-01-02T00:00:00Z")
    options.history = files.path("history")
    options.runLabel = "abc1234"
    let first = try InteropRun(options)
    #expect(first.folderToCreate == files.path("history") && first.history.isEmpty)
    #expect(first.files.map(\.path) == [files.path("history") + "/interop-2026-01-02T00-00-00Z.json"])
    try FileManager.default.createDirectory(atPath: files.path("history"), withIntermediateDirectories: true)
    try files.write("history/older.json", InteropSummary(label: "older", date: "2026-01-01T00:00:00Z", digest: "sha256:ab", platforms: [
      .init(name: "ios", subject: "s", cases: 2, passed: 2, portable: 2, failures: 0, platformSpecific: 0, partial: false),
    ]).json)
    options.html = files.path("index.html")
    let second = try InteropRun(options)
    #expect(second.history.map(\.label) == ["older"])
    #expect(try InteropSummary.read(path: files.path("history/older.json")) == second.history[0])
    #expect(second.summary.platforms[0].passRate == 0.5)
    let page = second.files.first { $0.path.hasSuffix("index.html") }!.text
    #expect(page.contains("2 runs, oldest first") && page.contains("<title id=\"trend-rate-title\">Pass rate per platform</title>"))
    #expect(page.contains("<polyline class=\"line\" data-platform=\"ios\""))
    #expect(second.files.contains { $0.path == files.path("interop-summary.json") })
    try files.write("history/notes.json", "{\"format\": \"something-else\"}")
    #expect(throws: VectorDefect.self) { try InteropRun(options) }
  }

  @Test func whatTheFilesWriteIsEscaped() throws {
    let files = try TemporaryVectors([
      "a.json": Self.report(runner: "oracle conformance", subject: "<b>", results: [Self.diverged("x</code><script>", field: "/a|b")]),
      "b.json": Self.report(runner: "parity-check-web", results: [Self.passed("x</code><script>")]),
    ])
    defer { files.remove() }
    let view = try Self.view(files, ["a.json", "b.json"])
    let page = InteropPage(view: view, diff: nil, summary: InteropSummary(view: view, label: "<l>", date: "d"), history: []).rendered
    #expect(!page.contains("<script>x") && !page.contains("x</code><script>") && page.contains("x&lt;/code&gt;&lt;script&gt;"))
    #expect(page.components(separatedBy: "<script>").count == 2, "the page's own script only")
    let markdown = InteropMarkdown(view: view, diff: InteropDiff(current: view, baseline: view), pageURL: "https://example.org/p").rendered
    #expect(markdown.contains("| android | &lt;b&gt; |"))
    #expect(markdown.contains("`s.f: diverged at /a¦b (number)`"))
    #expect(markdown.contains("**Since the baseline**") && markdown.contains("- **android**: no change"))
    #expect(markdown.hasSuffix("on the page](https://example.org/p)\n"))
  }

  /// 3 x 12,461 cases, every one failing on every platform at a field of its own suite: the page still holds every
  /// case (as an id in its cell's list) in a few megabytes at most.
  @Test func thePageStaysSmallWhenEveryCaseFails() throws {
    var results: [String] = []
    for index in 0..<12_461 {
      results.append(Self.diverged("random-\(index)", suite: "suite.s\(index % 68)", field: "/points/\(index % 7)/lat",
                                   input: "{\\\"points\\\": [{\\\"lat\\\": \(index).5, \\\"lng\\\": 0.0}]}"))
    }
    let text = Self.report(results: results)
    let files = try TemporaryVectors(["android.json": text.replacingOccurrences(of: "\"parity-check\"", with: "\"oracle conformance\""),
                                      "ios.json": text, "web.json": text.replacingOccurrences(of: "\"parity-check\"", with: "\"parity-check-web\"")])
    defer { files.remove() }
    let view = try Self.view(files, ["android.json", "ios.json", "web.json"])
    #expect(view.failingEverywhere.count == 12_461 && view.columns.allSatisfy { $0.groups.count == 68 })
    let page = InteropPage(view: view, diff: nil, summary: InteropSummary(view: view, label: "l", date: "d"), history: []).rendered
    #expect(page.utf8.count < 5_000_000, "\(page.utf8.count) bytes")
    #expect(page.contains("<code>random-12460</code>"))
  }
}
