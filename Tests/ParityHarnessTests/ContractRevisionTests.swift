import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// Issue 10, SDK revisions: the corpus holds the values of two android-sdk-core revisions, a run checks one,
/// and the check can fail when the subject computes the other revision's values.
@Suite struct ContractRevisionTests {
  static let corpus = VectorLoader.load(paths: [repositoryRoot.appendingPathComponent("vectors").path])

  @Test(arguments: AndroidCoreRevision.allCases)
  func theCorePassesEachRevisionWhenAskedForIt(_ revision: AndroidCoreRevision) {
    let report = Runner(subject: .core(revision: revision), contract: revision).run(Self.corpus)
    #expect(report.exitCode == 0)
    #expect(report.total.diverged == 0 && report.total.passed > 7000)
    #expect(report.contract == revision)
  }

  @Test func aSubjectOfTheOlderRevisionFailsTheNewerOneInExactlyTheChangedSuites() {
    let report = Runner(subject: .core(revision: .sdk221a949), contract: .sdk221a949Clickable).run(Self.corpus)
    #expect(report.exitCode == 1)
    let diverging = Set(report.suites.filter { $0.diverged > 0 }.map(\.suite))
    #expect(diverging == ["polyline.id", "polyline.hash", "polyline.fingerprint",
                          "polygon.id", "polygon.hash", "polygon.fingerprint"])
  }

  @Test func theRevisionDiffNamesTheChangedCases() {
    let diff = RevisionDiff(from: .sdk221a949, to: .sdk221a949Clickable, in: Self.corpus)
    #expect(diff.changed.count > 1000)
    #expect(diff.changed.allSatisfy { $0.name.hasPrefix("polyline.") || $0.name.hasPrefix("polygon.") })
    #expect(diff.removed.isEmpty)
    #expect(diff.added.contains("polyline.id/clickable-false"))
    let geodesic = diff.changed.first { $0.name == "polyline.fingerprint/tokyo-nagoya-osaka" }
    #expect(geodesic?.before.contains("\"geodesic\":97196323") == true)
    #expect(geodesic?.after.contains("\"geodesic\":1237") == true)
    #expect(diff.rendered.contains("polyline.id: "))
  }

  @Test func aFileNamingAnUnknownRevisionOrOverlappingAnotherIsADefect() throws {
    func file(_ revisions: String) -> String {
      """
      {"format": "parity-vectors/1", "suite": "javaHash.string", "description": "d.",
       "source": {"generator": "g", "version": "1", "android": {"revisions": \(revisions)}},
       "cases": [{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}]}
      """
    }
    let unknown = try TemporaryVectors(["javaHash/string.json": file(#"["1234567"]"#)])
    defer { unknown.remove() }
    let defects = VectorLoader.load(paths: [unknown.path]).defects
    #expect(defects.contains { $0.message.contains("unknown android-sdk-core revision \"1234567\"") })

    let overlapping = try TemporaryVectors([
      "javaHash/string.json": file(#"["221a949", "221a949+clickable"]"#),
      "javaHash/string@221a949+clickable.json": file(#"["221a949+clickable"]"#),
    ])
    defer { overlapping.remove() }
    #expect(VectorLoader.load(paths: [overlapping.path]).defects.contains { $0.message.contains("is also defined by") })
  }
}
