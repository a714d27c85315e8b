import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// `Runner.run(paths:)` reads a clean file a slice of cases at a time; what it reports must be what reading the
/// whole file reports (`VectorLoader.load`, which always reads whole): the same results in the same order, at the
/// same places, the same defects, whatever a slice holds or a later slice breaks.
@Suite struct SlicedRunTests {
  /// `javaHash.string` cases for the fake subject (it answers the string's length): every seventh diverges.
  func stringCases(_ count: Int) -> [String] {
    (0..<count).map { index in
      let text = String(repeating: "x", count: index % 5)
      return #"{"id": "c\#(index)", "tags": ["t\#(index % 3)"], "input": {"s": "\#(text)"}, "expected": {"hash": \#(index % 7 == 0 ? 99 : index % 5)}}"#
    }
  }

  func folders() -> [String: [String]] {
    var duplicateID = stringCases(130)
    duplicateID[95] = duplicateID[95].replacingOccurrences(of: #""id": "c95""#, with: #""id": "c3""#)
    var badCases = stringCases(130)
    badCases[45] = "42"
    badCases[80] = #"{"id": "no-expected", "input": {"s": ""}}"#
    badCases[121] = #"{"id": "c121", "input": {"s": "", "extra": 1}, "expected": {"hash": 0}}"#
    var missingComma = stringCases(130)
    missingComma[100] += " " + missingComma.remove(at: 101)  // json-c rejects the file only in its third slice
    return ["clean": stringCases(130), "duplicate-id": duplicateID, "bad-cases": badCases, "missing-comma": missingComma]
  }

  func summary(_ report: RunReport) -> [String] {
    report.results.map { "\($0.name)=\($0.outcome.label)@\($0.location) \($0.input) \($0.tags)" }
      + report.defects.map(\.description) + ["exit \(report.exitCode)", "selected \(report.selectedCount)"]
  }

  @Test func aFileReadInSlicesReportsWhatTheWholeFileDoes() throws {
    for (name, cases) in folders().sorted(by: { $0.key < $1.key }) {
      let vectors = try TemporaryVectors([layoutPath(suite: "javaHash.string"): vectorFile(suite: "javaHash.string", cases: cases)])
      defer { vectors.remove() }
      for selection in [CaseSelection.everything, CaseSelection(tag: "t1")] {
        let runner = Runner(subject: fakeSubject, selection: selection)
        let sliced = runner.run(paths: [vectors.path])
        let whole = runner.run(VectorLoader.load(paths: [vectors.path]))
        #expect(summary(sliced) == summary(whole), "\(name)")
        #expect(ReportFormat.text.render(sliced, quiet: false, verbose: true)
                == ReportFormat.text.render(whole, quiet: false, verbose: true), "\(name)")
      }
    }
  }

  /// Passes only counted, a pass spool, and a known-divergence list's names: as with a whole file, also when a
  /// later slice sends the file back to be read whole after earlier slices were judged.
  @Test func countedAndSpooledPassesAndListedNamesAreAsForTheWholeFile() throws {
    for (name, cases) in folders().sorted(by: { $0.key < $1.key }) {
      let vectors = try TemporaryVectors([layoutPath(suite: "javaHash.string"): vectorFile(suite: "javaHash.string", cases: cases)])
      defer { vectors.remove() }
      let (json, junit) = (try unlinkedTemporaryFile(), try unlinkedTemporaryFile())
      defer { close(json); close(junit) }
      var spooling = Runner(subject: fakeSubject)
      spooling.keepsPassedResults = false
      spooling.passSpool = PassSpool(jsonDescriptor: json, junitDescriptor: junit)
      spooling.listedCase = { $0.hasSuffix("7") }
      var keeping = Runner(subject: fakeSubject)
      keeping.listedCase = spooling.listedCase
      let spooled = spooling.run(paths: [vectors.path])
      let kept = keeping.run(VectorLoader.load(paths: [vectors.path]))
      #expect(spooled.passSpool?.failed == nil)
      #expect(ReportFormat.json.render(spooled) == ReportFormat.json.render(keeping.run(paths: [vectors.path])), "\(name)")
      #expect(ReportFormat.junit.render(spooled) == ReportFormat.junit.render(keeping.run(paths: [vectors.path])), "\(name)")
      #expect(spooled.corpusCaseNames == kept.corpusCaseNames, "\(name)")
      #expect(summary(keeping.run(paths: [vectors.path])) == summary(kept), "\(name)")
    }
  }
}
