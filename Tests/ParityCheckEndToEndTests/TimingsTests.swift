import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// `--timings` says where a run's time goes, without changing the run.
@Suite struct TimingsTests {
  @Test func aPhaseCountsOnlyWhatRanInIt() {
    let times = PhaseTimes()
    let sum = times.measure(.compare) { (1...100_000).reduce(0, &+) }
    #expect(sum == 5_000_050_000)
    #expect(times.total(of: .compare) > .zero)
    for phase in PhaseTimes.Phase.allCases where phase != .compare {
      #expect(times.total(of: phase) == .zero, "\(phase.name) was never entered")
    }
  }

  @Test func everyPhaseOfARunIsCountedAndTheVerdictStaysTheSame() throws {
    let plain = try runParityCheck(["vectors/javaHash", "--quiet"])
    let timed = try runParityCheck(["vectors/javaHash", "--quiet", "--timings"])
    #expect(plain.exitCode == 0)
    #expect(timed.exitCode == plain.exitCode)
    #expect(timed.standardOutput == plain.standardOutput)
    let line = try #require(timed.standardError.split(separator: "\n").last.map(String.init))
    #expect(line.hasPrefix("where the time goes (summed over workers): "))
    for phase in PhaseTimes.Phase.allCases { #expect(line.contains(" \(phase.name) "), "\(phase.name) missing") }
    // Parsing the files takes time whatever the machine: a phase that reads zero would mean it is not measured.
    #expect(!line.contains("parse (json-c + scan) 0.00 s"))
  }

  @Test func aFailingRunStillSaysWhereItsTimeWent() throws {
    let timed = try runParityCheck(["vectors/javaHash/string.json", "--subject", "string-over-scalars", "--timings"])
    #expect(timed.exitCode == 1)
    #expect(timed.standardOutput.contains("diverged"))
    #expect(timed.standardError.split(separator: "\n").last?.hasPrefix("where the time goes") == true)
  }

  /// On Linux parity-check links mimalloc for its speed on runs that diverge. The line names
  /// the allocator that really serves malloc, so a link that stops replacing the C library's is seen here.
  @Test func theTimingsNameTheAllocatorThatServes() throws {
    let timed = try runParityCheck(["vectors/javaHash/string.json", "--quiet", "--timings"])
    let line = try #require(timed.standardError.split(separator: "\n").last.map(String.init))
    #if os(Linux)
    #expect(line.contains("; allocator: mimalloc "), "\(line)")
    #else
    #expect(line.hasSuffix("; allocator: the system malloc"), "\(line)")
    #endif
  }
}
