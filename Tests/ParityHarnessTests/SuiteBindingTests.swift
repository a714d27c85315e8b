import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON

/// A binding handed an input another binding decoded reports the mismatch, never traps.
@Suite struct SuiteBindingTests {
  /// An input decoded by `javaHash.string`, evaluated by `javaHash.int`.
  static func evaluateMismatched() throws -> SubjectOutcome {
    let document = try JSONDocument(bytes: Array(#"{"s": "Aa"}"#.utf8))
    let stringBinding = try #require(SuiteCatalog.binding(for: "javaHash.string"))
    let intBinding = try #require(SuiteCatalog.binding(for: "javaHash.int"))
    let input = try stringBinding.decode(document.root, at: .root)
    return intBinding.evaluate(input, with: .core)
  }

  static func expectMismatchReported() throws {
    guard case .mismatchedInput(let mismatch) = try evaluateMismatched() else {
      Issue.record("a mismatched input must give .mismatchedInput")
      return
    }
    #expect(mismatch.suite == "javaHash.int", "suite \(mismatch.suite)")
    #expect(mismatch.expectedType == "Int32" && mismatch.actualType == "JavaString", "\(mismatch)")
    #expect(mismatch.description.contains("suite javaHash.int evaluates a decoded Int32, but was given a JavaString"),
            "\(mismatch)")
  }

  /// In a child process: before the fix the binding force-cast the input and the process died (SIGABRT), which
  /// here fails this test instead of ending the run.
  @Test func aMismatchedInputIsReportedWithSuiteAndTypes() async {
    await #expect(processExitsWith: .success) { try SuiteBindingTests.expectMismatchReported() }
  }

  @Test func aMatchingInputStillEvaluates() throws {
    let document = try JSONDocument(bytes: Array(#"{"s": "Aa"}"#.utf8))
    let binding = try #require(SuiteCatalog.binding(for: "javaHash.string"))
    guard case .value(let value) = binding.evaluate(try binding.decode(document.root, at: .root), with: .core) else {
      Issue.record("javaHash.string of \"Aa\" must give a value")
      return
    }
    #expect(value == .record(["hash": .int32(2112)]))
  }
}
