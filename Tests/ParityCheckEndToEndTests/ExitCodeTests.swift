import Foundation
import Testing
import _ParityTestSupport

/// Exit codes: 0 all pass, 1 a divergence, 2 anything that makes the run untrustworthy.
@Suite struct ExitCodeTests {
  // "Aa".hashCode() is 2112 (the Java documentation's classic collision with "BB").
  static let passing = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
  ])

  @Test func allPassExitsZero() throws {
    let vectors = try TemporaryVectors(["javaHash/string.json": Self.passing])
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("PASS: 1 passed, 0 diverged"))
  }

  @Test func oneWrongExpectedValueExitsOneAndNamesFieldValuesAndULPs() throws {
    // normalize() keeps an in-range latitude as it is, so lat 0.1 stays 0.1 (0x3FB999999999999A); the file
    // claims the double one ULP below it. lng 0 normalises to exactly 0.0.
    let vectors = try TemporaryVectors(["geoPoint/normalize.json": vectorFile(suite: "geoPoint.normalize", cases: [
      #"{"id": "tenth", "input": {"point": {"lat": 0.1, "lng": 0.0}}, "expected": {"point": {"lat": 0.09999999999999999, "lng": 0.0, "alt": 0.0}}}"#,
    ])])
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.exitCode == 1)
    let report = result.standardOutput
    #expect(report.contains("DIVERGED geoPoint.normalize/tenth"))
    #expect(report.contains("field:     /point/lat"))
    #expect(report.contains("Kotlin:    0.09999999999999999"))
    #expect(report.contains("Swift:     0.1"))
    #expect(report.contains("ulps: 1   tolerance: exact"))
    #expect(report.contains("abs error: 1.3877787807814457e-17"))
    #expect(report.contains("input:     {\"point\":{\"lat\":0.1,\"lng\":0.0}}"))
  }

  @Test func zeroCasesExitTwo() throws {
    let vectors = try TemporaryVectors(["javaHash/string.json": Self.passing])
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, "--case", "no-such-case"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("no case matches the selection"))
  }

  @Test func emptyFolderExitsTwo() throws {
    let vectors = try TemporaryVectors([:])
    try FileManager.default.createDirectory(atPath: vectors.path, withIntermediateDirectories: true)
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.exitCode == 2)
  }

  @Test func unknownSuiteExitsTwoWithASuggestion() throws {
    let vectors = try TemporaryVectors(["javaHash/strng.json": vectorFile(suite: "javaHash.strng", cases: [
      #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
    ])])
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("strng.json:3:12: error: vector error: unknown suite \"javaHash.strng\""))
    #expect(result.standardOutput.contains("did you mean \"javaHash.string\"?"))
  }

  @Test func aCaseTheSubjectCannotRunExitsTwo() throws {
    let vectors = try TemporaryVectors(["javaHash/string.json": Self.passing])
    defer { vectors.remove() }
    // The empty subject has no functions; --subject only accepts known names, so use a mutant-free check:
    // the run must fail closed when a subject lacks the suite's function (see RunnerTests for the in-process
    // version with a fake subject).
    let result = try runParityCheck([vectors.path, "--subject", "no-such-subject"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("unknown subject 'no-such-subject'"))
  }

  @Test func badUsageExitsTwo() throws {
    let result = try runParityCheck(["--no-such-flag"])
    #expect(result.exitCode == 2)
  }

  @Test func missingPathExitsTwo() throws {
    let result = try runParityCheck(["/no/such/vectors"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("no such file or folder"))
  }

  @Test func helpDocumentsTheExitCodes() throws {
    let result = try runParityCheck(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("2  bad vectors, an unknown suite, zero cases, a partial run"))
  }
}
