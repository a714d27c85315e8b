import Foundation
import ParityHarness
import Testing
import _ParityTestSupport

/// The interop view of the harness's own subjects on the three runners (Tests/Fixtures/interop, written by
/// tools/generate-interop-fixtures): every number against tools/lib/interop_expected.py's, worked out from the same
/// reports by a second implementation (expected.json, regenerated with the reports), and the facts that hold
/// whatever the corpus: each example SDK's planted mistakes are its causes, and the second set of reports (one
/// mistake fixed, one planted) differs from the first by exactly those two causes.
@Suite struct InteropFixtureTests {
  static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/interop")

  static func report(_ path: String) throws -> PlatformReport {
    try PlatformReport.read(path: folder.appendingPathComponent(path).path)
  }

  static var expected: [String: Any] {
    get throws {
      let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
      return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }
  }

  static var viewFiles: [String: [String]] {
    get throws {
      let data = try Data(contentsOf: folder.appendingPathComponent("views.json"))
      let spec = try JSONSerialization.jsonObject(with: data) as! [String: Any]
      return spec["views"] as! [String: [String]]
    }
  }

  static func view(_ name: String) throws -> InteropView {
    try InteropView(reports: try viewFiles[name]!.map(report))
  }

  static let outcomes: [InteropOutcome] = [.passed, .diverged, .crashed, .notPortable, .notRun, .known]

  @Test(arguments: ["sdks", "all", "changed"])
  func everyNumberIsTheIndependentCount(of name: String) throws {
    let view = try Self.view(name)
    let expected = (try Self.expected["views"] as! [String: Any])[name] as! [String: Any]
    #expect(view.columns.map(\.report.name) == expected["columns"] as! [String])
    let suites = expected["suites"] as! [String: [[Int]]]
    #expect(view.suites == suites.keys.sorted())
    for (index, suite) in view.suites.enumerated() {
      let cells = view.cells[index].map { counts in Self.outcomes.map { counts[$0] } }
      #expect(cells == suites[suite], "the cells of \(suite)")
    }
    #expect(view.columns.map { column in Self.outcomes.map { column.total[$0] } } == expected["totals"] as! [[Int]])
    #expect(view.columns.map(\.platformSpecific.count) == expected["platformSpecific"] as! [Int])
    #expect(view.failingEverywhere.count == expected["failingEverywhere"] as! Int)
    let groups = expected["groups"] as! [[[String: Any]]]
    for (column, expectedGroups) in zip(view.columns, groups) {
      let specific = Set(column.platformSpecific)
      #expect(column.groups.map(\.signature) == expectedGroups.map { $0["signature"] as! String }, "\(column.report.name)'s causes")
      #expect(column.groups.map(\.cases.count) == expectedGroups.map { $0["cases"] as! Int })
      #expect(column.groups.map { $0.cases.filter(specific.contains).count } == expectedGroups.map { $0["platformSpecific"] as! Int })
      #expect(column.groups.map(\.representative.name) == expectedGroups.map { $0["representative"] as! String })
      // Every runner writes groups now: the view takes their ids and causes, and adds the known divergences.
      #expect(column.groupsFromReport)
      #expect(column.groups.map(\.cases.count).reduce(0, +) == column.total.failures, "\(column.report.name): every failing case in a group")
    }
  }

  @Test func theDiffIsTheIndependentOne() throws {
    let diff = InteropDiff(current: try Self.view("changed"), baseline: try Self.view("sdks"))
    let expected = (try Self.expected["diffs"] as! [String: Any])["changed"] as! [String: [String: Any]]
    for change in diff.platforms {
      let want = expected[change.name]!
      #expect(change.fixed.map(\.signature).sorted() == want["fixed"] as! [String])
      #expect(change.new.map(\.signature).sorted() == want["new"] as! [String])
      let moved = Dictionary(uniqueKeysWithValues: change.movedCounts.map { ("\($0.from.key) -> \($0.to.key)", $0.count) })
      #expect(moved == want["moved"] as! [String: Int], "\(change.name)")
    }
  }

  /// What the example SDKs plant, whatever the corpus holds: the Android fixture's three PORT MISTAKEs, each its own
  /// cause at its field; the web example's mistakes all excused by its known-divergence list; the Swift example's
  /// traps as crash causes; the core with no cause at all.
  @Test func thePlantedMistakesAreTheCauses() throws {
    let all = try Self.view("all")
    let byName = Dictionary(uniqueKeysWithValues: all.columns.map { ($0.report.name, $0) })
    #expect(byName["ios (core)"]!.groups.isEmpty && byName["ios (core)"]!.total.failures == 0)
    #expect(Set(byName["android"]!.groups.map(\.signature)) == [
      "marker.fingerprint: diverged at /zIndex (number)", "polygon.fingerprint: diverged at /holes (number)",
      "spherical.heading: diverged at /degrees (number)",
    ])
    #expect(byName["web"]!.groups.allSatisfy { $0.outcome == .known } && byName["web"]!.total[.known] > 0)
    let ios = byName["ios (example-sdk)"]!
    #expect(ios.groups.contains { $0.outcome == .crashed } && ios.groups.contains { $0.signature == "marker.fingerprint: diverged at /zIndex (null)" })
    // The core passes every case: each Android failure that no other platform shares is Android's alone.
    let android = all.columns.firstIndex { $0.report.name == "android" }!
    let shared = all.cases.filter { key in
      all.outcome(key, column: android).isFailure && all.columns.indices.filter { all.outcome(key, column: $0).isFailure }.count > 1
    }
    #expect(all.columns[android].platformSpecific.count == all.columns[android].total.failures - shared.count)
  }

  /// The second set of reports: the Android fixture with its nil-zIndex mistake fixed and a GeoPoint hash one off.
  @Test func aFixedMistakeAndANewOneAreWhatChanged() throws {
    let baseline = try Self.view("sdks")
    let current = try Self.view("changed")
    let diff = InteropDiff(current: current, baseline: baseline)
    let android = diff.platforms.first { $0.name == "android" }!
    #expect(android.fixed.map(\.signature) == ["marker.fingerprint: diverged at /zIndex (number)"])
    #expect(android.new.map(\.signature) == ["geoPoint.hash: diverged at /hash (number)"])
    let zIndexCases = baseline.columns[0].groups.first { $0.signature == "marker.fingerprint: diverged at /zIndex (number)" }!.cases
    let hashCases = current.columns[0].groups.first { $0.signature == "geoPoint.hash: diverged at /hash (number)" }!.cases
    #expect(Set(android.moved.filter { $0.from == .diverged && $0.to == .passed }.map(\.key)) == Set(zIndexCases))
    #expect(Set(android.moved.filter { $0.from == .passed && $0.to == .diverged }.map(\.key)) == Set(hashCases))
    #expect(android.moved.count == zIndexCases.count + hashCases.count)
    #expect(hashCases.count == current.cells[current.suites.firstIndex(of: "geoPoint.hash")!][0].portable)
    #expect(diff.platforms.filter { $0.name != "android" }.allSatisfy { $0.fixed.isEmpty && $0.new.isEmpty && $0.moved.isEmpty })
    #expect(diff.regressed)
    #expect(!InteropDiff(current: baseline, baseline: baseline).regressed)
  }

  @Test func reportsOfOtherVectorsAreRefusedUnlessAskedFor() throws {
    let reports = [try Self.report("reports/android.json"), try Self.report("other-vectors/core.json")]
    do {
      _ = try InteropView(reports: reports)
      Issue.record("reports of two vector sets were shown together")
    } catch let refusal as InteropRefusal {
      #expect(refusal.description.contains("different vector sets"))
      #expect(refusal.description.contains("reports/android.json sha256:") && refusal.description.contains("other-vectors/core.json sha256:"))
    }
    let sideBySide = try InteropView(reports: reports, allowDifferentVectors: true)
    #expect(sideBySide.mixedVectors && sideBySide.columns.allSatisfy { $0.platformSpecific.isEmpty } && sideBySide.failingEverywhere.isEmpty)
    #expect(InteropText(view: sideBySide).rendered.contains("different vector sets, side by side"))
  }

  @Test func aPartialReportIsMarkedPartialAndNeverGreen() throws {
    let partial = try Self.report("partial/ios.json")
    #expect(partial.partial && partial.digest == nil)
    let view = try InteropView(reports: [try Self.report("reports/android.json"), partial])
    #expect(view.incomplete.count == 1 && view.incomplete[0].contains("partial/ios.json"))
    let text = InteropText(view: view).rendered
    #expect(text.contains("PARTIAL: ios did not finish"))
    #expect(text.contains("(partial)"))
    let page = InteropPage(view: view, diff: nil, summary: InteropSummary(view: view, label: "l", date: "d"), history: []).rendered
    #expect(page.contains("<strong>PARTIAL</strong>"))
    // Every cell of the partial column is striped, none carries a colour.
    let rows = page.components(separatedBy: "<tr data-suite=").dropFirst()
    #expect(!rows.isEmpty && rows.allSatisfy { row in
      let cells = row.components(separatedBy: "</tr>")[0].components(separatedBy: "<td class=\"cell").dropFirst()
      return cells.count == 2 && cells.last!.hasPrefix(" partial\"") && !cells.last!.contains("background:")
    })
    var options = InteropOptions(reports: [Self.folder.appendingPathComponent("partial/ios.json").path], runDate: "2026-01-01T00:00:00Z")
    options.html = FileManager.default.temporaryDirectory.appendingPathComponent("interop-partial.html").path
    #expect(try InteropRun(options).exitCode == 2)
    #expect(InteropSummary(view: view, label: "l", date: "d").platforms[1].partial)
  }
}
