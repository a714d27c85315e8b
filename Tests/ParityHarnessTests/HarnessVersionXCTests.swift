import ParityHarness
import ParitySuiteKit
import ParitySuites
import XCTest

/// `swift test` prints XCTest's count after the Swift Testing results; with no XCTest case it read "Executed 0
/// tests", which a newcomer takes for "nothing ran". This XCTest case checks something real,
/// so both runners' closing lines are true.
final class HarnessVersionXCTests: XCTestCase {
  func testVersionNamesTheFormatsTheHarnessReadsAndWrites() {
    XCTAssertTrue(HarnessVersion.description.contains("vector format \(HarnessVersion.vectorFormat)"))
    XCTAssertTrue(HarnessVersion.description.contains("report format \(HarnessVersion.reportFormat)"))
    XCTAssertEqual(HarnessVersion.vectorFormat, "parity-vectors/1")
  }
}
