import ParityTesting
import XCTest
import _ParityTestSupport

/// The XCTest entry point on a passing subject: it judges every selected case and records no failure.
final class ParityXCTestTests: XCTestCase {
  func testTheCorePassesAndEverySelectedCaseIsJudged() {
    let vectors = ParityVectors.folder(repositoryRoot.appendingPathComponent("vectors").path)
    let judged = ParityXCTest.assertParity(.core, vectors: vectors, options: ParityOptions(suites: ["javaHash.*", "marker.*"]))
    XCTAssertGreaterThan(judged, 1000)
  }
}
