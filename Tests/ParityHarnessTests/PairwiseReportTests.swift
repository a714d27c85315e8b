import ParityHarness
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
    #expect(!pairwise.agrees)
  }

  @Test func aFileThatIsNotAReportIsRejected() throws {
    let files = try TemporaryVectors(["a.json": #"{"format": "other"}"#, "b.json": report([])])
    defer { files.remove() }
    #expect(throws: VectorDefect.self) {
      try PairwiseReport.compare(swiftReport: files.path("a.json"), jvmReport: files.path("b.json"))
    }
  }
}
