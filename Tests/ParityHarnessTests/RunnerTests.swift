import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// The runner against a fake subject (see `fakeSubject`): outcomes, tolerance rules, failing closed.
@Suite struct RunnerTests {
  func run(_ suite: String, _ cases: [String], defaults: String? = nil, subject: ParitySubject = fakeSubject,
           failFast: Bool = false, askNotPortable: Bool = false) throws -> RunReport {
    let vectors = try TemporaryVectors([layoutPath(suite: suite): vectorFile(suite: suite, defaults: defaults, cases: cases)])
    defer { vectors.remove() }
    var runner = Runner(subject: subject, failFast: failFast)
    runner.askNotPortable = askNotPortable
    return runner.run(VectorLoader.load(paths: [vectors.path]))
  }

  func outcome(_ report: RunReport, _ id: String) -> String? {
    report.results.first { $0.id == id }?.outcome.label
  }

  func point(_ lat: String, _ lng: String, _ alt: String = "0.0") -> String {
    #"{"lat": \#(lat), "lng": \#(lng), "alt": \#(alt)}"#
  }

  func wrapCase(_ id: String, input: (String, String), expected: (String, String), tolerance: String? = nil) -> String {
    let extra = tolerance.map { #", "tolerance": \#($0)"# } ?? ""
    return #"{"id": "\#(id)", "input": {"point": \#(point(input.0, input.1))}, "expected": {"point": \#(point(expected.0, expected.1))}\#(extra)}"#
  }

  @Test func everyCaseRunsAndStopsOnlyWithFailFast() throws {
    let cases = [#"{"id": "a", "input": {"s": "xy"}, "expected": {"hash": 9}}"#,
                 #"{"id": "b", "input": {"s": "xyz"}, "expected": {"hash": 3}}"#,
                 #"{"id": "c", "input": {"s": ""}, "expected": {"hash": 5}}"#]
    let all = try run("javaHash.string", cases)
    #expect(all.results.map(\.outcome.label) == ["diverged", "passed", "diverged"])
    #expect(all.exitCode == 1)
    let first = try run("javaHash.string", cases, failFast: true)
    #expect(first.results.count == 1)
    #expect(first.exitCode == 1)
  }

  @Test func aSuiteTheSubjectCannotRunIsARunError() throws {
    let report = try run("javaHash.int", [#"{"id": "a", "input": {"value": 1}, "expected": {"hash": 1}}"#])
    #expect(outcome(report, "a") == "run-error")
    #expect(report.exitCode == 2)
  }

  @Test func aPartialRunIsNeverASuccess() throws {
    var report = try run("javaHash.string", [#"{"id": "a", "input": {"s": "xy"}, "expected": {"hash": 2}}"#])
    #expect(report.exitCode == 0)
    report.results.removeAll()
    #expect(report.exitCode == 2)
  }

  @Test func notPortableIsCountedNotPassedAndAMadeUpValueDiverges() throws {
    var subject = fakeSubject
    subject.markerID = { _ in .notPortable(reason: "enum identity hash") }
    let marker = #"{"position": {"lat": 1.0, "lng": 2.0}, "animation": "Drop"}"#
    let reason = try #require(SuiteCatalog.suite(named: "marker.id")?.notPortableReasons.first).template
    let report = try run("marker.id", [#"{"id": "a", "input": \#(marker), "expected": {"notPortable": "\#(reason)"}}"#],
                         subject: subject)
    #expect(outcome(report, "a") == "not-portable")
    #expect(report.total.notPortable == 1 && report.total.passed == 0)
    #expect(report.exitCode == 0)

    // A made-up value is not asked for by default (the case stays not portable); a run that asks finds it.
    subject.markerID = { _ in .portable("42") }
    let unasked = try run("marker.id", [#"{"id": "a", "input": \#(marker), "expected": {"notPortable": "\#(reason)"}}"#],
                          subject: subject)
    #expect(outcome(unasked, "a") == "not-portable")
    let madeUp = try run("marker.id", [#"{"id": "a", "input": \#(marker), "expected": {"notPortable": "\#(reason)"}}"#],
                         subject: subject, askNotPortable: true)
    #expect(outcome(madeUp, "a") == "diverged")
  }

  @Test func expectedErrorsMustBeRaisedWithTheSameCodeAndIndex() throws {
    var subject = fakeSubject
    subject.routeCumulativeDistance = { _ in 1.5 }
    let route = #"{"route": [{"lat": 95.0, "lng": 0.0}]}"#
    let valueInstead = try run("route.cumulativeDistance",
                               [#"{"id": "a", "input": \#(route), "expected": {"error": "invalidCoordinate", "index": 0}}"#],
                               subject: subject)
    #expect(outcome(valueInstead, "a") == "error-expected-but-value")
    #expect(valueInstead.exitCode == 1)

    struct Rejection: ContractRejection { var code: String; var index: Int? }
    subject.routeCumulativeDistance = { _ in throw Rejection(code: "invalidCoordinate", index: 1) }
    let wrongIndex = try run("route.cumulativeDistance",
                             [#"{"id": "a", "input": \#(route), "expected": {"error": "invalidCoordinate", "index": 0}}"#],
                             subject: subject)
    guard case .diverged(let divergences) = wrongIndex.results.first?.outcome else {
      Issue.record("expected a divergence")
      return
    }
    #expect(divergences.map(\.field.description) == ["/index"])
  }

  @Test func floatingPointRules() throws {
    let report = try run("geoPoint.wrap", [
      wrapCase("exact", input: ("0.1", "2.0"), expected: ("0.1", "2.0")),
      wrapCase("one-ulp-exact", input: ("0.1", "2.0"), expected: ("0.10000000000000002", "2.0")),
      wrapCase("one-ulp-tolerated", input: ("0.1", "2.0"), expected: ("0.10000000000000002", "2.0"), tolerance: #"{"ulps": 1}"#),
      wrapCase("abs-tolerated", input: ("0.1", "2.0"), expected: ("0.1001", "2.0"), tolerance: #"{"ulps": 1, "abs": 0.001}"#),
      wrapCase("nan-any", input: ("\"NaN\"", "2.0"), expected: ("\"0x7ff8000000000001\"", "2.0")),
      wrapCase("nan-bits", input: ("\"NaN\"", "2.0"), expected: ("\"0x7ff8000000000001\"", "2.0"), tolerance: #"{"nanBits": true}"#),
      wrapCase("signed-zero", input: ("0.0", "2.0"), expected: ("-0.0", "2.0")),
      wrapCase("unsigned-zero", input: ("0.0", "2.0"), expected: ("-0.0", "2.0"), tolerance: #"{"signedZero": false}"#),
      wrapCase("infinity", input: ("\"Infinity\"", "2.0"), expected: ("\"Infinity\"", "2.0"), tolerance: #"{"abs": 1e300}"#),
      wrapCase("infinity-vs-max", input: ("\"Infinity\"", "2.0"), expected: ("1.7976931348623157E308", "2.0"), tolerance: #"{"abs": 1e300}"#),
      wrapCase("nan-vs-number", input: ("\"NaN\"", "2.0"), expected: ("0.5", "2.0"), tolerance: #"{"abs": 360.0}"#),
      wrapCase("nan-matches-number", input: ("\"NaN\"", "2.0"), expected: ("0.5", "2.0"), tolerance: #"{"abs": 360.0, "nanMatchesNumber": true}"#),
      wrapCase("nan-matches-number-not-bounds", input: ("0.1", "2.0"), expected: ("0.5", "2.0"), tolerance: #"{"abs": 0.1, "nanMatchesNumber": true}"#),
    ])
    #expect(report.results.map(\.outcome.label) == [
      "passed", "diverged", "passed", "passed", "passed", "diverged", "diverged", "passed", "passed", "diverged",
      "diverged", "passed", "diverged",
    ])
    guard case .diverged(let divergences) = report.results[1].outcome else { return }
    #expect(divergences.first?.field.description == "/point/lat")
    #expect(divergences.first?.ulps == 1)
  }

  @Test func aToleranceFlagThatIsNotABooleanIsADefectOfItsFile() throws {
    let report = try run("geoPoint.wrap", [wrapCase("a", input: ("\"NaN\"", "2.0"), expected: ("0.5", "2.0"),
                                                    tolerance: #"{"nanMatchesNumber": 1}"#)])
    // A case's tolerance is read with its file: the file does not load, and no case runs.
    #expect(report.results.isEmpty)
    #expect(report.defects.map(\.pointer.description) == ["/cases/0/tolerance/nanMatchesNumber"])
    #expect(report.exitCode == 2)
  }

  @Test func defaultToleranceAppliesToCasesWithoutTheirOwn() throws {
    let report = try run("geoPoint.wrap", [wrapCase("a", input: ("0.1", "2.0"), expected: ("0.10000000000000003", "2.0"))],
                         defaults: #"{"tolerance": {"ulps": 2}}"#)
    #expect(outcome(report, "a") == "passed")
  }

  @Test func aWronglyWrittenExpectedValueIsAVectorErrorNotADivergence() throws {
    let report = try run("javaHash.double", [#"{"id": "a", "input": {"value": 1.0}, "expected": {"hash": 7, "bits": 4607182418800017408}}"#])
    guard case .vectorError(let defect) = report.results.first?.outcome else {
      Issue.record("expected a vector error")
      return
    }
    #expect(defect.message == "64-bit integer written as a JSON number")
    #expect(defect.pointer.description == "/cases/0/expected/bits")
    #expect(report.exitCode == 2)
  }

  @Test func selectionBySuiteCaseAndTag() throws {
    let vectors = try TemporaryVectors([
      "javaHash/string.json": vectorFile(suite: "javaHash.string", cases: [#"{"id": "one", "tags": ["edge"], "input": {"s": "x"}, "expected": {"hash": 1}}"#,
                                                            #"{"id": "two", "input": {"s": "xy"}, "expected": {"hash": 2}}"#]),
      "geoPoint/normalizeLng.json": vectorFile(suite: "geoPoint.normalizeLng", cases: [#"{"id": "one", "input": {"lng": 1.0}, "expected": {"lng": 1.0}}"#]),
    ])
    defer { vectors.remove() }
    let set = VectorLoader.load(paths: [vectors.path])
    func names(_ selection: CaseSelection) -> [String] {
      Runner(subject: fakeSubject, selection: selection).run(set).results.map(\.name)
    }
    #expect(names(.everything) == ["geoPoint.normalizeLng/one", "javaHash.string/one", "javaHash.string/two"])
    #expect(names(CaseSelection(suitePattern: "geoPoint.*")) == ["geoPoint.normalizeLng/one"])
    #expect(names(CaseSelection(casePattern: "t?o")) == ["javaHash.string/two"])
    #expect(names(CaseSelection(tag: "edge")) == ["javaHash.string/one"])
  }
}

/// The streaming run (the CLI's) and the in-memory run (validate, explain, tests) reach the same verdicts.
@Suite struct StreamingRunnerTests {
  @Test func streamingAndInMemoryRunsAgree() throws {
    let vectors = try TemporaryVectors([
      "a/javaHash/string.json": vectorFile(suite: "javaHash.string", cases: [
        #"{"id": "pass", "input": {"s": "ab"}, "expected": {"hash": 2}}"#,
        #"{"id": "fail", "input": {"s": "abc"}, "expected": {"hash": 4}}"#,
      ]),
      "b/javaHash/string.json": vectorFile(suite: "javaHash.string", cases: [#"{"id": "dup", "input": {"s": ""}, "expected": {"hash": 0}}"#]),
      "c/nope/suite.json": vectorFile(suite: "nope.suite", cases: [#"{"id": "x", "input": {}, "expected": {}}"#]),
      "d/javaHash/int.json": "{",
    ])
    defer { vectors.remove() }
    var runner = Runner(subject: fakeSubject)
    runner.listedCase = { $0.hasSuffix("s") }
    let streamed = runner.run(paths: [vectors.path])
    let inMemory = runner.run(VectorLoader.load(paths: [vectors.path]))
    #expect(streamed.results.map { "\($0.name)=\($0.outcome.label)" } == inMemory.results.map { "\($0.name)=\($0.outcome.label)" })
    #expect(streamed.defects.map(\.description).sorted() == inMemory.defects.map(\.description).sorted())
    #expect(streamed.defects.contains { $0.message == "suite \"javaHash.string\" is also defined by \(vectors.path)/a/javaHash/string.json" })
    #expect(streamed.digest == inMemory.digest)
    #expect(streamed.exitCode == 2 && inMemory.exitCode == 2)
    #expect(streamed.corpusCaseNames == inMemory.corpusCaseNames && streamed.corpusCaseNames == ["javaHash.string/pass"])
  }

  /// A check that only counts its passing cases (what `parity-check` does for a text report) reports exactly what
  /// one keeping them does, and keeps no passing case: on the committed corpus, with the core and with a mutant.
  @Test func countingPassesReportsWhatKeepingThemDoes() throws {
    let corpus = repositoryRoot.appendingPathComponent("vectors").path
    let mutant = try #require(MutantCatalog.all.first { $0.suite == "marker.id" }?.subject)
    for subject in [ParitySubject.core, mutant] {
      var counting = Runner(subject: subject)
      counting.keepsPassedResults = false
      let counted = counting.run(paths: [corpus])
      let kept = Runner(subject: subject).run(paths: [corpus])
      #expect(!counted.results.contains { if case .passed = $0.outcome { true } else { false } })
      #expect(counted.results.count < kept.results.count / 10)
      #expect(counted.judgedCount == kept.results.count && counted.judgedCount == counted.selectedCount)
      #expect(counted.suites == kept.suites && counted.tags == kept.tags && counted.total == kept.total)
      #expect(counted.exitCode == kept.exitCode)
      for (quiet, verbose) in [(false, false), (true, false), (false, true)] {
        #expect(ReportFormat.text.render(counted, quiet: quiet, verbose: verbose)
                == ReportFormat.text.render(kept, quiet: quiet, verbose: verbose))
      }
    }
  }

  /// With a pass spool, a check that only counts its passing cases writes JSON and JUnit reports byte for byte
  /// those of a check that keeps every result (issue 37 point 7): with the core, with a mutant (kept results
  /// between runs of passes) and with --fail-fast.
  @Test func spooledPassesRenderWhatKeptResultsDo() throws {
    let corpus = repositoryRoot.appendingPathComponent("vectors").path
    let mutant = try #require(MutantCatalog.all.first { $0.suite == "marker.id" }?.subject)
    for (subject, failFast) in [(ParitySubject.core, false), (mutant, false), (mutant, true)] {
      let (json, junit) = (try unlinkedTemporaryFile(), try unlinkedTemporaryFile())
      defer { close(json); close(junit) }
      var spooling = Runner(subject: subject, failFast: failFast)
      spooling.keepsPassedResults = false
      spooling.passSpool = PassSpool(jsonDescriptor: json, junitDescriptor: junit)
      let spooled = spooling.run(paths: [corpus])
      let kept = Runner(subject: subject, failFast: failFast).run(paths: [corpus])
      #expect(!spooled.results.contains { if case .passed = $0.outcome { true } else { false } })
      #expect(spooled.passSpool?.failed == nil)
      #expect(ReportFormat.json.render(spooled) == ReportFormat.json.render(kept))
      #expect(ReportFormat.junit.render(spooled) == ReportFormat.junit.render(kept))
    }
  }
}
