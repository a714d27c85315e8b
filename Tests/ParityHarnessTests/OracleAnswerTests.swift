@testable import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing

/// Oracle answers are parsed as JSON, not by the Kotlin writer's exact spelling.
@Suite struct OracleAnswerTests {
  @Test func spacingDoesNotMatter() {
    #expect(OracleAnswer(line: #"{"expected": {"hash": 2112}}"#) == .expected(#"{"hash": 2112}"#))
    #expect(OracleAnswer(line: #"{ "expected" :{"hash":2112} }"#) == .expected(#"{"hash":2112}"#))
    #expect(OracleAnswer(line: #"{"expected": {"hash": 1}, "tolerance": {"ulps": 4}}"#)
      == .expected(#"{"hash": 1}, "tolerance": {"ulps": 4}"#))
  }

  @Test func keyOrderDoesNotMatter() throws {
    let answer = try #require(OracleAnswer(line: #"{"tolerance": {"ulps": 4}, "expected": {"hash": 1}}"#))
    guard case .expected(let text) = answer else { Issue.record("not an expected answer"); return }
    #expect(text.contains("\"tolerance\"") && text.contains("\"hash\""))
  }

  @Test func failuresAndGarbageAreTold() {
    #expect(OracleAnswer(line: #"{"failure": "bad input"}"#) == .failure("bad input"))
    #expect(OracleAnswer(line: #"{"expected": {"hash": 1}, "extra": 1}"#) == nil)
    #expect(OracleAnswer(line: #"{"expected": 5}"#) == nil)
    #expect(OracleAnswer(line: "not json") == nil)
    #expect(OracleAnswer(line: #"{"expected": {"hash": 1}"#) == nil)
  }
}
