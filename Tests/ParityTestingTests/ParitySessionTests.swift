import Foundation
import GeoMath
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import ParityTesting
import ParityTestingCore
import Testing
import _ParityTestSupport

/// ParityTesting's run, judged through its verdicts: the messages a test case records are these.
@Suite struct ParitySessionTests {
  static let vectors = ParityVectors.folder(repositoryRoot.appendingPathComponent("vectors").path)

  func session(_ subject: ParitySubject, _ options: ParityOptions = ParityOptions()) -> ParitySession {
    ParitySession(subject: subject, vectors: Self.vectors, options: options)
  }

  @Test func theCorePassesEveryCaseAsOneTestCaseEach() {
    let cases = ParityCases(subject: .core, vectors: Self.vectors)
    // One test case per case parity-check selects (json-c, its own loader and revision selection), plus the run.
    let selected = Runner(subject: .core).run(VectorLoader.load(paths: [repositoryRoot.appendingPathComponent("vectors").path])).total.cases
    #expect(selected > 7000)
    #expect(cases.count == selected + 1)
    #expect(cases.first?.name == "parity-run")
    #expect(cases.map(\.name).contains("marker.id/tokyo-defaults"))
    let verdicts = session(.core).verdicts
    #expect(verdicts.runErrors.isEmpty)
    #expect(verdicts.cases.filter { $0.kind == .failed }.isEmpty)
    #expect(verdicts.cases.filter { $0.kind == .notPortable }.count == Self.corpusNotPortable())
  }

  /// The corpus's notPortable expectations in the files the default run checks (the newest SDK revision), counted
  /// from the files' lines (the oracle writes one case a line), not by the loader under test.
  static func corpusNotPortable() -> Int {
    let root = repositoryRoot.appendingPathComponent("vectors")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") && $0.contains("/") } ?? []
    return files.reduce(0) { count, file in
      let lines = ((try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "").split(separator: "\n")
      let source = lines.first { $0.hasPrefix("  \"source\": ") } ?? ""
      let newest = !source.contains("\"revisions\": [") || source.contains("\"\(AndroidCoreRevision.newest.rawValue)\"")
      return count + (newest ? lines.filter { $0.contains("\"expected\": {\"notPortable\"") }.count : 0)
    }
  }

  /// An SDK that keeps zIndex optional and returns nil: the adapter passes the nil on, and the case diverges.
  @Test func aNilFingerprintFieldIsADivergenceNotAnInventedValue() throws {
    var subject = ParitySubject.core
    subject.name = "nil-zindex"
    subject.markerFingerprint = { marker in
      marker.fingerprint.map { core in
        var output = MarkerFingerprintOutput(core)
        if marker.zIndex == nil { output.zIndex = nil }
        return output
      }
    }
    let run = session(subject, ParityOptions(suites: ["marker.fingerprint"])).verdicts
    let failed = run.cases.filter { $0.kind == .failed }
    #expect(failed.count > 50)
    let message = try #require(failed.first?.message)
    #expect(message.hasPrefix("DIVERGED marker.fingerprint/"))
    #expect(message.contains("field:     /zIndex"))
    #expect(message.contains("note:      null versus a value"))
    #expect(message.contains("Kotlin:    0"))
    #expect(message.contains("Swift:     null"))
    #expect(message.contains("input:     {"))
  }

  @Test func theFailureMessageIsParityChecksFieldDiffWithTheCasesComment() throws {
    var subject = ParitySubject.core
    subject.distance = { Spherical.distance(from: $0.from, to: $0.to) * (6_371_009.0 / 6_371_008.8) }
    let options = ParityOptions(suites: ["spherical.distance"], cases: "tokyo-osaka")
    let run = session(subject, options).verdicts
    let message = try #require(run.cases.first?.message)
    #expect(message.hasPrefix("DIVERGED spherical.distance/tokyo-osaka  ("))
    #expect(message.contains("vectors/spherical/distance.json:"))
    #expect(message.contains("field:     /meters"))
    #expect(message.contains("Kotlin:    403509.0450347524"))
    #expect(message.contains("ulps: "))
    #expect(message.contains("tolerance: "))
    #expect(message.contains("comment:   "))
  }

  /// Vectors copied into a test bundle are reported as the repository's folder they were copied from: the folder
  /// `vectors` beside the calling test file (or above it, up to its package), so a reader opens the committed file.
  /// The JSON report carries the case's comment.
  @Test func aBundleCopyIsReportedAsTheRepositorysFolder() throws {
    let folder = try TemporaryVectors([
      "Package/Package.swift": "// a package\n",
      "Package/Tests/SDKTests/vectors/spherical/distance.json":
        try String(contentsOf: repositoryRoot.appendingPathComponent("vectors/spherical/distance.json"), encoding: .utf8),
      "Built/SDKTests.resources/vectors/spherical/distance.json":
        try String(contentsOf: repositoryRoot.appendingPathComponent("vectors/spherical/distance.json"), encoding: .utf8),
    ])
    defer { folder.remove() }
    let bundle = try #require(Bundle(path: folder.path("Built/SDKTests.resources")))
    let vectors = ParityVectors.resource(in: bundle, file: folder.path("Package/Tests/SDKTests/Parity.swift"))
    #expect(vectors.paths.first?.hasSuffix("Built/SDKTests.resources/vectors") == true)
    #expect(vectors.displayPaths == [folder.path("Package/Tests/SDKTests/vectors")])
    var subject = ParitySubject.core
    subject.distance = { Spherical.distance(from: $0.from, to: $0.to) * (6_371_009.0 / 6_371_008.8) }
    let run = ParitySession(subject: subject, vectors: vectors, options: ParityOptions(suites: ["spherical.distance"], cases: "tokyo-osaka"),
                            progress: nil).verdicts
    let message = try #require(run.cases.first?.message)
    #expect(message.hasPrefix("DIVERGED spherical.distance/tokyo-osaka  (\(folder.path("Package/Tests/SDKTests/vectors"))/spherical/distance.json:"))
    #expect(!message.contains("SDKTests.resources"))
    // No folder beside the test file: the bundle's own path.
    #expect(ParityVectors.resource(in: bundle, file: folder.path("Elsewhere/Parity.swift")).displayPaths == nil)
  }

  @Test func nothingSelectedFailsTheRun() {
    let run = session(.core, ParityOptions(suites: ["no.such.suite"])).verdicts
    #expect(run.cases.isEmpty)
    #expect(run.runErrors == [#"the suite pattern "no.such.suite" matches no suite of the vectors"#])
  }

  @Test func missingVectorsFailTheRun() {
    let run = ParitySession(subject: .core, vectors: .folder("/nonexistent/vectors"), options: ParityOptions()).verdicts
    #expect(run.runErrors.contains { $0.contains("no such file or folder") })
  }

  @Test func anEmptySubjectIsARunErrorOnEveryCaseNeverAPass() {
    let run = session(ParitySubject(name: "empty"), ParityOptions(suites: ["javaHash.int"])).verdicts
    #expect(!run.cases.isEmpty)
    #expect(run.cases.allSatisfy { $0.kind == .failed && $0.label == "run-error" })
  }

  @Test func theContractOptionSelectsTheRevisionsFiles() {
    let old = session(.core(revision: .sdk221a949), ParityOptions(contract: .sdk221a949)).verdicts
    #expect(old.runErrors.isEmpty)
    #expect(old.cases.allSatisfy { $0.kind != .failed })
    let mismatched = session(.core(revision: .sdk221a949), ParityOptions(contract: .newest)).verdicts
    #expect(mismatched.cases.contains { $0.kind == .failed })
  }

  @Test func aKnownDivergenceIsKnownAndAStaleEntryFailsTheRun() throws {
    var subject = ParitySubject.core
    subject.intHash = { $0 &+ 1 }
    let files = try TemporaryVectors([
      "known.json": """
        {"format": "parity-known-divergences/1", "entries": [
          {"pattern": "javaHash.int/*", "platform": "ios", "reason": "off by one", "issue": "#1", "expires": "2999-01-01"},
          {"pattern": "javaHash.long/*", "platform": "ios", "reason": "fixed", "issue": "#2", "expires": "2999-01-01"}]}
        """,
    ])
    defer { files.remove() }
    let options = ParityOptions(knownDivergences: files.path("known.json"), suites: ["javaHash.int", "javaHash.long"])
    let run = session(subject, options).verdicts
    #expect(run.cases.contains { $0.kind == .known })
    #expect(!run.cases.contains { $0.kind == .failed })
    #expect(run.runErrors.contains { $0.contains("javaHash.long") && $0.contains("now passes") })
  }

  /// A subject that never returns on one case: the case is reported, the others still run.
  @Test func aHangingCaseTimesOutInProcessAndTheOthersStillRun() throws {
    var subject = ParitySubject.core
    subject.intHash = { value in
      if value == .max { while true { Thread.sleep(forTimeInterval: 3600) } }
      return value
    }
    let options = ParityOptions(suites: ["javaHash.int"], caseTimeout: 2)
    let hanging = session(subject, options)
    let run = hanging.verdicts
    let maximum = hanging.evaluator.cases.filter { $0.input == #"{"value":2147483647}"# }.count
    let timedOut = run.cases.filter { $0.label == "timed-out" }
    #expect(maximum >= 1)
    #expect(timedOut.count == maximum)
    #expect(timedOut.allSatisfy { $0.message.contains(#"input:     {"value":2147483647}"#) && $0.message.contains("no answer within 2.0 s") })
    #expect(run.cases.filter { $0.kind == .passed }.count == run.cases.count - maximum)
  }
}
