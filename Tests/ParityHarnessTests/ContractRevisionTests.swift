import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// SDK revisions: the corpus holds the values of two android-sdk-core revisions, a run checks one,
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

  /// 1569cc5 changed values in thirteen suites: eleven diverge for a subject of 221a949+clickable, and the two whose
  /// input or answer changed shape cannot even be asked (that subject has no function for their new shape).
  @Test func aSubjectOf221a949PlusClickableFails1569cc5InExactlyTheChangedSuites() {
    let report = Runner(subject: .core(revision: .sdk221a949Clickable), contract: .sdk1569cc5).run(Self.corpus)
    #expect(report.exitCode == 2)
    let diverging = Set(report.suites.filter { $0.diverged > 0 }.map(\.suite))
    #expect(diverging == ["geodesic.distance", "geodesic.interpolatePoints", "hitTest.geodesicSegment", "hitTest.order",
                          "raster.hash", "raster.fingerprint", "meridian.interpolateLinear", "meridian.split",
                          "spherical.metersPerPixel", "geocell.hexId", "geoPoint.toUrlValue"])
    let unanswered = Set(report.suites.filter { $0.errors > 0 }.map(\.suite))
    #expect(unanswered == ["densify.linear", "projection.webMercator"])
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

  /// A suite whose input fields changed between revisions reads a case with its revision's fields only: a
  /// `fractionStep` in a 1569cc5 file, or a `maxSegmentLength` in a 221a949 file, is a vector error at its place.
  @Test(arguments: [(AndroidCoreRevision.sdk1569cc5, "fractionStep", "0.5"), (.sdk221a949, "maxSegmentLength", "50000.0")])
  func aCaseHasItsRevisionsFieldsOnly(_ revision: AndroidCoreRevision, _ field: String, _ value: String) throws {
    let name = revision == .newest ? "densify/linear@\(revision.rawValue).json" : "densify/linear.json"
    let vectors = try TemporaryVectors([name: """
      {"format": "parity-vectors/1", "suite": "densify.linear", "description": "d.",
       "source": {"generator": "g", "version": "1", "android": {"revisions": ["\(revision.rawValue)"]}},
       "cases": [{"id": "shape", "input": {"points": [{"lat": 0.0, "lng": 0.0}], "\(field)": \(value)},
                  "expected": {"points": [{"lat": 0.0, "lng": 0.0, "alt": 0.0}]}}]}
      """])
    defer { vectors.remove() }
    let report = Runner(subject: .core(revision: revision), contract: revision).run(VectorLoader.load(paths: [vectors.path]))
    #expect(report.exitCode == 2)
    guard case .vectorError(let defect) = report.results.first?.outcome else {
      Issue.record("expected a vector error, got \(String(describing: report.results.first?.outcome))")
      return
    }
    #expect(defect.message.contains("unknown field \"\(field)\"") && defect.pointer.description == "/cases/0/input/\(field)")
  }
}
