import Foundation
import ParitySuiteKit
import Testing
import _ParityTestSupport

/// An expected error may only name a code of the contract. parity-check, the oracle and docs/contracts.md each
/// hold that list; these tests fail, naming the code, when one of them gains a code the others lack.
@Suite struct ContractErrorCodesTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The quoted strings of the oracle's `CONTRACT_ERROR_CODES = listOf(...)`.
  static func oracleCodes() throws -> [String] {
    let source = try text("tools/jvm-parity/src/model/GeoMath.kt")
    let list = try #require(source.firstMatch(of: try Regex(#"CONTRACT_ERROR_CODES = listOf\(([^)]*)\)"#)))
    let body = try #require(list.output[1].substring)
    return body.matches(of: try Regex(#""([A-Za-z]+)""#)).map { String($0.output[1].substring!) }
  }

  @Test func theOracleKnowsTheSameCodes() throws {
    let swift = Set(ContractErrorCodes.all), oracle = Set(try Self.oracleCodes())
    #expect(oracle.count >= 12)
    for code in swift.subtracting(oracle) {
      Issue.record("\(code) is a contract error code in ContractErrorCodes.all but not in the oracle's CONTRACT_ERROR_CODES (tools/jvm-parity/src/model/GeoMath.kt)")
    }
    for code in oracle.subtracting(swift) {
      Issue.record("\(code) is in the oracle's CONTRACT_ERROR_CODES but not in ContractErrorCodes.all (Sources/ParitySuiteKit/Subject/ContractRejection.swift)")
    }
  }

  @Test func everyCodeHasARowInTheContract() throws {
    let contract = try Self.text("docs/contracts.md")
    for code in ContractErrorCodes.all where !contract.contains("| `\(code)` |") {
      Issue.record("\(code) has no row in an error-code table of docs/contracts.md")
    }
  }
}
