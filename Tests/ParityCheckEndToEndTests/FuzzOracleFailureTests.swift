import Foundation
import Testing
import _ParityTestSupport

/// The fuzzer reads the oracle's answers a batch at a time; an oracle that dies, or answers lines that are not
/// answers, still fails the run (exit 2) with the message that names the fault, and wrong answers still diverge.
@Suite struct FuzzOracleFailureTests {
  /// A folder with an executable `oracle` script of `body` (sh), and room for findings.
  private func oracle(_ body: String) throws -> TemporaryVectors {
    let folder = try TemporaryVectors(["oracle": "#!/bin/sh\n" + body + "\n"])
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("oracle"))
    return folder
  }

  /// Whichever the fuzzer meets first: the end of the answers, or the pipe of its next batch closed.
  static func toldDead(_ standardError: String, after count: String) -> Bool {
    standardError.contains("error: the oracle stopped answering \(count) requests of a batch")
      || standardError.contains("error: cannot write to the oracle: Broken pipe")
  }

  @Test func anOracleThatDiesFailsTheRun() throws {
    let folder = try oracle("exit 3")
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.int", "--count", "5000", "--oracle", folder.path("oracle"),
                                     "--output", folder.path("findings")])
    #expect(result.exitCode == 2)
    #expect(Self.toldDead(result.standardError, after: "after 0 of 5000"), "\(result.standardError)")
    #expect(!result.standardOutput.contains("total:"))
  }

  @Test func anOracleThatDiesHalfwayFailsTheRun() throws {
    // It answers 2500 requests correctly for javaHash.boolean (true hashes to 1231, false to 1237), then exits:
    // halfway through the fuzzer's one batch (5000 inputs, batches of up to 8192).
    let folder = try oracle("""
      n=0
      while [ $n -lt 2500 ] && read -r line; do
        case "$line" in *true*) echo '{"expected": {"hash": 1231}}' ;; *) echo '{"expected": {"hash": 1237}}' ;; esac
        n=$((n + 1))
      done
      """)
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.boolean", "--count", "5000", "--oracle", folder.path("oracle"),
                                     "--output", folder.path("findings")])
    #expect(result.exitCode == 2)
    #expect(Self.toldDead(result.standardError, after: "after 2500 of 5000"), "\(result.standardError)")
    #expect(!result.standardOutput.contains("total:"))
  }

  @Test func anOracleSlowToStartIsWaitedFor() throws {
    // It starts (builds itself, as tools/jvm-parity/oracle does after a change) for longer than a batch may wait.
    let folder = try oracle("""
      sleep 3
      while read -r line; do
        case "$line" in *true*) echo '{"expected": {"hash": 1231}}' ;; *) echo '{"expected": {"hash": 1237}}' ;; esac
      done
      """)
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.boolean", "--count", "100", "--oracle", folder.path("oracle"),
                                     "--oracle-timeout", "1", "--output", folder.path("findings")])
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test func anOracleThatFreezesAfterItsFirstBatchTimesOut() throws {
    // It answers the first batch (8192 requests), then stays alive and silent.
    let folder = try oracle("""
      n=0
      while [ $n -lt 8192 ] && read -r line; do
        case "$line" in *true*) echo '{"expected": {"hash": 1231}}' ;; *) echo '{"expected": {"hash": 1237}}' ;; esac
        n=$((n + 1))
      done
      exec sleep 30
      """)
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.boolean", "--count", "20000", "--oracle", folder.path("oracle"),
                                     "--oracle-timeout", "1", "--output", folder.path("findings")])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("sent nothing for 1.0 s while answers were awaited although its process was alive"),
            "\(result.standardError)")
    #expect(result.standardError.contains("Raise --oracle-timeout if it is merely slow."))
  }

  @Test func anOracleSlowerThanTheTimeoutForABatchButNeverSilentIsWaitedFor() throws {
    // It answers the first batch (8192 requests) at once, then the second one (8 requests) one answer every
    // 0.4 s: 3.2 s for the batch, four times --oracle-timeout, with no silence as long (a slow suite, as
    // densify.linear is on the JVM: its batch takes minutes, its answers come every second).
    let folder = try oracle("""
      n=0
      while read -r line; do
        if [ $n -ge 8192 ]; then sleep 0.4; fi
        case "$line" in *true*) echo '{"expected": {"hash": 1231}}' ;; *) echo '{"expected": {"hash": 1237}}' ;; esac
        n=$((n + 1))
      done
      """)
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.boolean", "--count", "8200", "--oracle", folder.path("oracle"),
                                     "--oracle-timeout", "1", "--output", folder.path("findings")])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("8200 cases"), "\(result.standardOutput)")
  }

  @Test func anAnswerThatIsNotAnAnswerFailsTheRun() throws {
    // Its first answers are good; one among them has a member an answer does not have.
    let folder = try oracle("""
      n=0
      while read -r line; do
        n=$((n + 1))
        if [ $n -eq 700 ]; then echo '{"expected": {"hash": 1231}, "extra": 1}'; else
        case "$line" in *true*) echo '{"expected": {"hash": 1231}}' ;; *) echo '{"expected": {"hash": 1237}}' ;; esac; fi
      done
      """)
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.boolean", "--count", "3000", "--oracle", folder.path("oracle"),
                                     "--output", folder.path("findings")])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains(#"neither {"expected": …} nor {"failure": …}: {"expected": {"hash": 1231}, "extra": 1}"#),
            "\(result.standardError)")
  }

  @Test func wrongAnswersDivergeAndGoodOnesAgree() throws {
    // Right for false, wrong for true: about half the cases diverge, the rest agree.
    let folder = try oracle("""
      while read -r line; do
        case "$line" in *true*) echo '{"expected": {"hash": 1}}' ;; *) echo '{"expected": {"hash": 1237}}' ;; esac
      done
      """)
    defer { folder.remove() }
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.boolean", "--count", "3000", "--oracle", folder.path("oracle"),
                                     "--output", folder.path("findings")])
    #expect(result.exitCode == 1, "\(result.standardError)")
    let total = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("javaHash.boolean") })
    let figures = total.split(separator: " ").compactMap { Int($0) }
    #expect(figures.count >= 2 && figures[0] == 3000 && figures[1] > 1000 && figures[1] < 2000, "\(total)")
  }
}
