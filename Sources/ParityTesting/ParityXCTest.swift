#if canImport(XCTest)
import ParityTestingCore
import XCTest

/// The XCTest entry point: one call in a test method checks every case, with one failure per case that does
/// not pass (the same message as ``ParityCase/check(sourceLocation:)``) and one per run error.
///
///     func testParity() {
///       ParityXCTest.assertParity(YourSDKParity.subject, vectors: .resource(in: .module))
///     }
public enum ParityXCTest {
  /// Returns the number of cases judged, so a test can also assert how many ran.
  @discardableResult
  public static func assertParity(_ subject: ParitySubject, vectors: ParityVectors, options: ParityOptions = ParityOptions(),
                                  file: StaticString = #filePath, line: UInt = #line) -> Int {
    let session = ParitySession(subject: subject, vectors: vectors, options: options)
    // Each failure as soon as its case is judged: a run killed half-way has reported what it judged.
    for index in session.evaluator.cases.indices {
      let verdict = session.verdict(at: index)
      if verdict.kind == .failed { XCTFail(verdict.message, file: file, line: line) }
    }
    let verdicts = session.verdicts
    for error in verdicts.runErrors { XCTFail("run error: " + error, file: file, line: line) }
    if !verdicts.causes.isEmpty { XCTFail(verdicts.causes, file: file, line: line) }
    if verdicts.cases.isEmpty && verdicts.runErrors.isEmpty { XCTFail("no case was selected: nothing was checked", file: file, line: line) }
    return verdicts.cases.count
  }
}
#endif
