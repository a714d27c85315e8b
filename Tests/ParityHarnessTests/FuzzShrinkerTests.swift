import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
@testable import ParityFuzzing
import Testing
import _ParityTestSupport

/// Shrinking and whole fuzz runs against a fake oracle that answers like the core (no JVM needed).
@Suite struct FuzzShrinkerTests {
  func divergence(_ suite: String, _ input: ParityValue, mutant: String) throws -> (DifferentialCheck, Shrinker.Divergence) {
    let subject = try #require(MutantCatalog.mutant(named: mutant)).subject
    let check = try #require(DifferentialCheck(suite: suite, subject: subject, tolerance: .exact))
    guard case .expected(let expected) = FuzzFakeOracle.answer(OracleRequest(suite: suite, input: input.json)),
      case .diverged(let outcome, let signature) = check.verdict(input: input.json, expected: expected)
    else {
      Issue.record("the mutant does not diverge on \(input.json)")
      throw CancellationError()
    }
    return (check, Shrinker.Divergence(input: input, expected: expected, outcome: outcome, signature: signature))
  }

  @Test func aNestedListShrinksToTheEmptyList() throws {
    let input = ParityValue.record(["value": .record(["list": .array([
      .record(["string": .text("hello world")]),
      .record(["dataClass": .array([.record(["int": .int32(123_456)]), .record(["double": .double(0.123456789)]),
                                    .record(["long": .int64(99_999_999_999)])])]),
      .record(["boolean": .bool(true)]),
    ])])])
    let (check, divergence) = try divergence("javaHash.value", input, mutant: "list-seed-0")
    #expect(divergence.signature == ["/hash"])
    let result = try Shrinker(check: check, oracle: FuzzFakeOracle()).shrink(divergence)
    #expect(result.shrunk.input.json == #"{"value": {"list": []}}"#)
    #expect(result.shrunk.expected == #"{"hash": 1}"#)
    #expect(result.shrunk.signature == ["/hash"])
  }

  @Test func aZoomShrinksToFewerDigits() throws {
    let (check, divergence) = try divergence("zoom.interval", .record(["zoom": .double(14.123456789)]), mutant: "zoom-rounded-up")
    let result = try Shrinker(check: check, oracle: FuzzFakeOracle()).shrink(divergence)
    #expect(result.shrunk.input.json == #"{"zoom": 14.1}"#)
    #expect(result.steps >= 1)
  }

  @Test func shrinkingStopsWithinItsBound() throws {
    let (check, divergence) = try divergence("zoom.interval", .record(["zoom": .double(14.123456789)]), mutant: "zoom-rounded-up")
    let oracle = FuzzFakeOracle()
    var shrinker = Shrinker(check: check, oracle: oracle)
    shrinker.maxQueries = 3
    shrinker.batchSize = 3
    _ = try shrinker.shrink(divergence)
    #expect(oracle.requestCount <= 3)
  }

  @Test func aRunAgainstAMutantFindsAndShrinksTheMutation() throws {
    let subject = try #require(MutantCatalog.mutant(named: "zoom-rounded-up")).subject
    let fuzzer = Fuzzer(suites: ["zoom.interval"], seed: 5, count: 3000, subject: subject, tolerances: [:], maxFindings: 3)
    let report = try fuzzer.run(oracle: FuzzFakeOracle(), corpus: CorpusInputIndex(), progress: { _ in })
    #expect(report.totalCases == 3000)
    #expect(report.totalDivergences > 0)
    #expect(!report.findings.isEmpty)
    #expect(report.exitCode == 1)
    for finding in report.findings {
      #expect(finding.input.json.utf8.count <= finding.original.json.utf8.count)
      #expect(finding.id.hasPrefix("fuzz-5-"))
    }
  }

  @Test func aRunAgainstTheCoreAgrees() throws {
    let suites = ["javaHash.float", "geoPoint.hash", "marker.fingerprint", "route.distanceMarkers", "zoom.interval"]
    let fuzzer = Fuzzer(suites: suites, seed: 9, count: 300, subject: .core, tolerances: [:], maxFindings: 3)
    let report = try fuzzer.run(oracle: FuzzFakeOracle(), corpus: CorpusInputIndex(), progress: { _ in })
    #expect(report.totalCases == 1500)
    #expect(report.totalDivergences == 0)
    #expect(report.totalInvalid == 0, "\(report.invalidSamples)")
    #expect(report.exitCode == 0)
  }

  @Test func findingsAreWrittenAsAValidVectorFile() throws {
    let subject = try #require(MutantCatalog.mutant(named: "zoom-rounded-up")).subject
    let fuzzer = Fuzzer(suites: ["zoom.interval"], seed: 5, count: 500, subject: subject, tolerances: [:], maxFindings: 2)
    let report = try fuzzer.run(oracle: FuzzFakeOracle(), corpus: CorpusInputIndex(), progress: { _ in })
    let text = FindingWriter(output: "unused", seed: 5, subject: subject.name, revision: AndroidCoreRevision.newest.rawValue)
      .text(suite: "zoom.interval", findings: report.findings, tolerance: Tolerance(ulps: 8, absolute: 1e-9))
    let vectors = try TemporaryVectors(["zoom/interval.json": text])
    defer { vectors.remove() }
    let set = VectorLoader.load(paths: [vectors.path])
    #expect(set.defects.isEmpty, "\(set.defects)")
    #expect(set.files.first?.cases.count == report.findings.count)
    #expect(set.files.first?.cases.allSatisfy { $0.tags == ["fuzz-finding"] } == true)
    // The written cases reproduce the divergence through the ordinary runner.
    let run = Runner(subject: subject).run(set)
    #expect(run.results.allSatisfy { $0.outcome.isDivergence })
    // The file holds for the revision its findings were judged at: a run at another one selects none of them.
    #expect(text.contains("\"android\": {\"revisions\": [\"\(AndroidCoreRevision.newest.rawValue)\"]}"))
    #expect(Runner(subject: subject, contract: .sdk221a949).run(set).selectedCount == 0)
  }
}
