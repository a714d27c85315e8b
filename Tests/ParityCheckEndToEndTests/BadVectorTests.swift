import Testing
import _ParityTestSupport

/// Every class of bad vector is reported at its file:line:col, in words, and exits 2.
@Suite struct BadVectorTests {
  struct BadFile: CustomTestStringConvertible, Sendable {
    var fault: String
    var suite: String
    var caseLines: [String]
    /// `line:col` where the report must point.
    var location: String
    var message: String
    var testDescription: String { fault }
  }

  // In `vectorFile`, case 0 is line 7 and case 1 line 8; each line starts with four spaces.
  static let badFiles: [BadFile] = [
    BadFile(fault: "bad JSON", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x"} "expected": {"hash": 1}}"#],
            location: "7:37", message: "bad JSON"),
    BadFile(fault: "schema violation", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": 5, "expected": {"hash": 1}}"#],
            location: "7:26", message: "\"input\" must be an object (at /cases/0/input)"),
    BadFile(fault: "duplicate case id", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x"}, "expected": {"hash": 1}}"#,
                        #"{"id": "a", "input": {"s": "y"}, "expected": {"hash": 1}}"#],
            location: "8:12", message: "duplicate case id \"a\""),
    BadFile(fault: "64-bit integer as a number", suite: "javaHash.long",
            caseLines: [#"{"id": "a", "input": {"value": 4294967296}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "64-bit integer written as a JSON number"),
    BadFile(fault: "integer beyond 64 bits", suite: "javaHash.int",
            caseLines: [#"{"id": "a", "input": {"value": 99999999999999999999}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "outside the 32-bit range"),
    BadFile(fault: "non-ASCII byte", suite: "javaHash.string",
            caseLines: ["{\"id\": \"a\", \"input\": {\"s\": \"\u{e9}\"}, \"expected\": {\"hash\": 1}}"],
            location: "7:33", message: "non-ASCII byte 0xC3"),
    BadFile(fault: "-0", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": -0}, "expected": {"hash": 7, "bits": "0"}}"#],
            location: "7:36", message: "the number -0"),
    BadFile(fault: "float not exactly a float", suite: "javaHash.float",
            caseLines: [#"{"id": "a", "input": {"value": 1.1}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "1.1 is not exactly a 32-bit float"),
    BadFile(fault: "unknown input field", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x", "t": 1}, "expected": {"hash": 1}}"#],
            location: "7:37", message: "unknown field \"t\" (at /cases/0/input/t)"),
    BadFile(fault: "unknown case field", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x"}, "expected": {"hash": 1}, "note": "x"}"#],
            location: "7:63", message: "unknown field \"note\""),
    BadFile(fault: "lone surrogate escape", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "\ud800"}, "expected": {"hash": 1}}"#],
            location: "7:33", message: "surrogate escape \\ud800"),
    BadFile(fault: "surrogate pair escape that json-c 0.16 misreads", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x\ud9f6\udd2d"}, "expected": {"hash": 1}}"#],
            location: "7:34", message: "surrogate escape \\ud9f6"),
    BadFile(fault: "missing expected", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x"}}"#],
            location: "7:5", message: "has no \"expected\" value"),
    BadFile(fault: "nesting deeper than the reader allows", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x", "deep": "# + String(repeating: "[", count: 300)
                        + String(repeating: "]", count: 300) + "}, \"expected\": {\"hash\": 1}}"],
            location: "7:", message: "nesting deeper than 256 levels"),
  ]

  @Test("a bad vector is located and exits 2", arguments: badFiles)
  func badVectorIsLocated(_ bad: BadFile) throws {
    let vectors = try TemporaryVectors(["suite.json": vectorFile(suite: bad.suite, cases: bad.caseLines)])
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, "--subject", "core"])
    #expect(result.exitCode == 2)
    let report = result.standardOutput
    let line = report.split(separator: "\n").first { $0.contains("suite.json:") && $0.contains("error: vector error") }
    #expect(line?.contains("suite.json:\(bad.location)") == true, "wrong location in:\n\(report)")
    #expect(line?.contains(bad.message) == true, "wrong message in:\n\(report)")
    #expect(report.contains("help: "))
  }

  @Test func validateReportsTheSameDefects() throws {
    let bad = Self.badFiles[1]
    let vectors = try TemporaryVectors(["suite.json": vectorFile(suite: bad.suite, cases: bad.caseLines)])
    defer { vectors.remove() }
    let result = try runParityCheck(["validate", vectors.path])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("suite.json:\(bad.location): error: vector error: \"input\" must be an object"))
  }
}
