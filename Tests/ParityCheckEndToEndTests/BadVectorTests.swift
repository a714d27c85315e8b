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
            location: "7:36", message: "beyond the 64-bit range (json-c would clamp it)"),
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
    // What json-c's lenient mode accepted and the oracle rejects.
    BadFile(fault: "duplicate key", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "id": "b", "input": {"s": "x"}, "expected": {"hash": 1}}"#],
            location: "7:17", message: "duplicate key \"id\" in one object"),
    BadFile(fault: "bare NaN", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": NaN}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "bare NaN is not JSON"),
    BadFile(fault: "bare -Infinity", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": -Infinity}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "bare -Infinity is not JSON"),
    BadFile(fault: "1e400", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": 1e400}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "the number 1e400 is beyond the range of a double"),
    BadFile(fault: "1e-400", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": 1e-400}, "expected": {"hash": 1}}"#],
            location: "7:36", message: "the number 1e-400 is not zero but below the smallest double"),
    BadFile(fault: "comment", suite: "javaHash.string",
            caseLines: [#"{"id": "a", /* why */ "input": {"s": "x"}, "expected": {"hash": 1}}"#],
            location: "7:17", message: "a comment (JSON has no comments)"),
    BadFile(fault: "single-quoted string", suite: "javaHash.string",
            caseLines: [#"{'id': "a", "input": {"s": "x"}, "expected": {"hash": 1}}"#],
            location: "7:6", message: "a single-quoted string"),
    BadFile(fault: "trailing comma", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x",}, "expected": {"hash": 1}}"#],
            location: "7:35", message: "a trailing comma before '}'"),
    BadFile(fault: "raw control character", suite: "javaHash.string",
            caseLines: ["{\"id\": \"a\", \"input\": {\"s\": \"x\ty\"}, \"expected\": {\"hash\": 1}}"],
            location: "7:34", message: "raw control character 0x09 in a string"),
    // Item 21: the tag pattern.
    BadFile(fault: "tag outside [a-z0-9-]+", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "tags": ["Edge"], "input": {"s": "x"}, "expected": {"hash": 1}}"#],
            location: "7:26", message: "tag \"Edge\" is not [a-z0-9-]+"),
    // Item 19: an expected value without the suite's output shape.
    BadFile(fault: "empty expected value", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x"}, "expected": {}}"#],
            location: "7:50", message: "the expected value lacks field \"hash\""),
    BadFile(fault: "2^63 in a Long field", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": 0.0}, "expected": {"hash": 0, "bits": "9223372036854775808"}}"#],
            location: "7:74", message: "\"9223372036854775808\" is not a canonical 64-bit decimal integer"),
    BadFile(fault: "2^64 in a Long field", suite: "javaHash.double",
            caseLines: [#"{"id": "a", "input": {"value": 0.0}, "expected": {"hash": 0, "bits": "18446744073709551616"}}"#],
            location: "7:74", message: "\"18446744073709551616\" is not a canonical 64-bit decimal integer"),
    BadFile(fault: "unknown field in expected", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x"}, "expected": {"hash": 1, "bits": "0"}}"#],
            location: "7:62", message: "unknown field \"bits\" in the expected value"),
    BadFile(fault: "unknown error code", suite: "route.cumulativeDistance",
            caseLines: [#"{"id": "a", "input": {"route": []}, "expected": {"error": "bogus"}}"#],
            location: "7:63", message: "unknown error code \"bogus\""),
    BadFile(fault: "nesting deeper than the reader allows", suite: "javaHash.string",
            caseLines: [#"{"id": "a", "input": {"s": "x", "deep": "# + String(repeating: "[", count: 300)
                        + String(repeating: "]", count: 300) + "}, \"expected\": {\"hash\": 1}}"],
            location: "7:", message: "nesting deeper than 256 levels"),
  ]

  @Test("a bad vector is located and exits 2", arguments: badFiles)
  func badVectorIsLocated(_ bad: BadFile) throws {
    let vectors = try TemporaryVectors([layoutPath(suite: bad.suite): vectorFile(suite: bad.suite, cases: bad.caseLines)])
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, "--subject", "core"])
    #expect(result.exitCode == 2)
    let report = result.standardOutput
    let line = report.split(separator: "\n").first { $0.contains(layoutPath(suite: bad.suite) + ":") && $0.contains("error: vector error") }
    #expect(line?.contains("\(layoutPath(suite: bad.suite)):\(bad.location)") == true, "wrong location in:\n\(report)")
    #expect(line?.contains(bad.message) == true, "wrong message in:\n\(report)")
    #expect(report.contains("help: "))
  }

  // Item 19: validate finds every defect check finds (before, it read no expected value), at the same place.
  @Test("validate reports the same defect at the same place", arguments: badFiles)
  func validateReportsTheSameDefects(_ bad: BadFile) throws {
    let vectors = try TemporaryVectors([layoutPath(suite: bad.suite): vectorFile(suite: bad.suite, cases: bad.caseLines)])
    defer { vectors.remove() }
    let result = try runParityCheck(["validate", vectors.path])
    #expect(result.exitCode == 2)
    let line = result.standardError.split(separator: "\n").first { $0.contains("error: vector error") }
    #expect(line?.contains("\(layoutPath(suite: bad.suite)):\(bad.location)") == true,
            "wrong location in:\n\(result.standardError)")
    #expect(line?.contains(bad.message) == true, "wrong message in:\n\(result.standardError)")
  }
}
