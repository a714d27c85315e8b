import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// The pairwise report tells whose value is off from a Swift report and a JVM report of the same corpus.
@Suite struct PairwiseReportTests {
  func report(_ results: [String]) -> String {
    #"{"format": "parity-report/1", "digest": "sha256:ab", "results": [\#(results.joined(separator: ", "))]}"#
  }

  func diverged(_ id: String, actual: String) -> String {
    #"{"suite": "s.f", "id": "\#(id)", "outcome": "diverged", "divergences": [{"field": "/x", "expected": "1", "actual": "\#(actual)"}]}"#
  }

  func notPortable(_ id: String) -> String { #"{"suite": "s.f", "id": "\#(id)", "outcome": "not-portable"}"# }

  func passed(_ id: String) -> String { #"{"suite": "s.f", "id": "\#(id)", "outcome": "passed"}"# }

  @Test func classifiesEveryCase() throws {
    let files = try TemporaryVectors([
      "swift.json": report([passed("a"), diverged("b", actual: "2"), passed("c"), diverged("d", actual: "1e-05"),
                            diverged("e", actual: "3"), passed("only-swift"), notPortable("np")]),
      "jvm.json": report([passed("a"), passed("b"), diverged("c", actual: "2"), diverged("d", actual: "1.0E-5"),
                          diverged("e", actual: "4"), notPortable("np")]),
    ])
    defer { files.remove() }
    let pairwise = try PairwiseReport.compare(swiftReport: files.path("swift.json"), jvmReport: files.path("jvm.json"))
    #expect(pairwise.rows.map { "\($0.name): \($0.verdict.rawValue)" } == [
      "s.f/a: both match the file",
      "s.f/b: only Swift diverges",
      "s.f/c: only the JVM diverges",
      "s.f/d: both agree with each other but not with the file",
      "s.f/e: both diverge, differently",
      "s.f/np: not portable on both sides",
      "s.f/only-swift: not comparable (not portable, an error, or missing on one side)",
    ])
    #expect(pairwise.rendered.contains("ONLY SWIFT DIVERGES: s.f/b"))
    #expect(pairwise.rendered.contains("\n1\tonly Swift diverges\n"))
    #expect(!pairwise.agrees)
  }

  // On the pairwise side, two reports of broken or partial runs must not "agree".
  @Test func aComparisonOfIncompleteOrMismatchedRunsIsUntrustworthy() throws {
    let files = try TemporaryVectors([
      "complete.json": report([passed("a")]),
      "broken.json": #"{"format": "parity-report/1", "digest": null, "results": []}"#,
      "partial.json": #"{"format": "parity-report/1", "digest": null, "partial": true, "results": [\#(passed("a"))]}"#,
      "other.json": #"{"format": "parity-report/1", "digest": "sha256:cd", "results": [\#(passed("a"))]}"#,
    ])
    defer { files.remove() }
    let sound = try PairwiseReport.compare(swiftReport: files.path("complete.json"), jvmReport: files.path("complete.json"))
    #expect(sound.untrustworthy.isEmpty && sound.agrees)
    let broken = try PairwiseReport.compare(swiftReport: files.path("broken.json"), jvmReport: files.path("broken.json"))
    #expect(broken.untrustworthy.count == 3, "\(broken.untrustworthy)")
    #expect(broken.rendered.hasPrefix("error: "))
    let partial = try PairwiseReport.compare(swiftReport: files.path("partial.json"), jvmReport: files.path("complete.json"))
    #expect(partial.untrustworthy.count == 1)
    #expect(partial.untrustworthy.first?.contains("partial.json is the report of a partial run") == true)
    let mismatched = try PairwiseReport.compare(swiftReport: files.path("other.json"), jvmReport: files.path("complete.json"))
    #expect(mismatched.untrustworthy == [
      "the two reports are of different vector sets (digests sha256:cd and sha256:ab); run both gates on the same checkout",
    ])
  }

  @Test func aResultItCannotReadIsAnErrorAndIdsAreEscaped() throws {
    let files = try TemporaryVectors([
      "bad.json": report([#"{"suite": "s.f", "outcome": "passed"}"#]),
      "swift.json": report([diverged("bell\\u0007", actual: "2")]),
      "jvm.json": report([passed("bell\\u0007")]),
    ])
    defer { files.remove() }
    #expect(throws: VectorDefect.self) {
      try PairwiseReport.compare(swiftReport: files.path("bad.json"), jvmReport: files.path("jvm.json"))
    }
    let rendered = try PairwiseReport.compare(swiftReport: files.path("swift.json"), jvmReport: files.path("jvm.json")).rendered
    #expect(!rendered.contains("\u{7}") && rendered.contains(#"ONLY SWIFT DIVERGES: s.f/bell\u0007"#))
  }

  @Test func aFileThatIsNotAReportIsRejected() throws {
    let files = try TemporaryVectors(["a.json": #"{"format": "other"}"#, "b.json": report([])])
    defer { files.remove() }
    #expect(throws: VectorDefect.self) {
      try PairwiseReport.compare(swiftReport: files.path("a.json"), jvmReport: files.path("b.json"))
    }
  }
}
