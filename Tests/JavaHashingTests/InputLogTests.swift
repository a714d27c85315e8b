import _CoreTestSupport
import Foundation
import Testing

/// A totality test's trap is a reported failure that names the input it trapped on.
@Suite("Totality tests report traps")
struct InputLogTests {
  /// Announces and evaluates its inputs as a totality test does; traps (division by zero) on "divisor 0".
  static func trappingInputs() {
    for divisor: Int32 in [3, 2, 1, 0, -1] {
      InputLog.announce("divisor \(divisor)")
      let quotient = 100 / divisor
      #expect(quotient != 0)
    }
  }

  @Test func aTrappingChildNamesItsInputOnStandardError() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { InputLogTests.trappingInputs() })
    #expect(InputLog.lastInput(in: result.standardErrorContent) == "divisor 0")
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("divisor 1\n"))
  }

  /// The whole pattern of a totality test, on the trapping inputs: the trap is a failure of the test (not the end
  /// of the run), and one issue names the input.
  @Test func theTotalityPatternReportsTheTrapAndItsInput() async {
    let issues = IssueLog()
    await withKnownIssue("the inputs trap on divisor 0") {
      if await #expect(processExitsWith: .success, performing: { InputLogTests.trappingInputs() }) == nil {
        InputLog.recordTrap(
          await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { InputLogTests.trappingInputs() })
      }
    } matching: { issue in
      issues.append(String(describing: issue))
      return true
    }
    let recorded = issues.all
    #expect(recorded.count == 2, "\(recorded)")
    #expect(recorded.contains { $0.contains(".success") && $0.contains("signal") }, "the failed exit expectation: \(recorded)")
    #expect(recorded.contains { $0.contains("on input: divisor 0") }, "the issue naming the input: \(recorded)")
  }

  @Test func announcementsStayOnOneLine() {
    #expect(InputLog.lastInput(in: Array("noise\ntotality input: a\ntotality input: b\\nc\n".utf8)) == "b\\nc")
    #expect(InputLog.lastInput(in: Array("no announcement\n".utf8)) == nil)
  }
}

/// The issues a `withKnownIssue` matcher saw (the matcher is `@Sendable`, so the log locks).
private final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var descriptions: [String] = []

  func append(_ description: String) { lock.withLock { descriptions.append(description) } }
  var all: [String] { lock.withLock { descriptions } }
}
