import Foundation
import Testing
import _ParityTestSupport

/// `parity-check --subject-executable` on children that break the rules of a ParityChild: each fault costs the case
/// it happened on, the run ends, and no process a child started outlives it.
@Suite struct FaultyChildTests {
  static let corpus = repositoryRoot.appendingPathComponent("vectors").path

  /// A JSON report of a javaHash.int run on the child in `mode`, killed when it outlives `timeout`.
  func run(_ mode: String, _ options: [String] = [], record: String? = nil,
           timeout: TimeInterval = 60) throws -> (result: CommandResult, report: [String: Any]) {
    let result = try runParityCheck([Self.corpus, "--suite", "javaHash.int", "--subject-executable",
                                     try testChild(mode, record: record), "--format", "json"] + options, timeout: timeout)
    let report = (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) as? [String: Any] ?? [:]
    return (result, report)
  }

  static func results(_ report: [String: Any]) -> [[String: Any]] { report["results"] as? [[String: Any]] ?? [] }

  /// The cases that did not pass, and whether every other case passed.
  static func failures(_ report: [String: Any]) -> [[String: Any]] {
    results(report).filter { $0["outcome"] as? String != "passed" }
  }

  /// A child that closes its standard output on a case and stays alive: the case timeout applies, the case is
  /// timed out, the child is killed and the run goes on (it hung before, the timeout not applied).
  @Test func aChildThatClosesItsOutputAndLivesOnTimesOutThatCase() throws {
    let record = NSTemporaryDirectory() + "parity-close-output-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let (result, report) = try run("close-output", ["--case-timeout", "2"], record: record)
    #expect(!result.timedOut, "the run hung on a child whose output closed")
    #expect(result.exitCode == 2)
    let failures = Self.failures(report)
    #expect(!failures.isEmpty && failures.count < Self.results(report).count / 10)
    for failure in failures {
      #expect(failure["outcome"] as? String == "run-error")
      #expect(failure["input"] as? String == #"{"value":2147483647}"#)
      #expect(failure["message"] as? String == "timed-out: no answer within 2.0 s: the child closed its standard output "
              + "and did not exit; the child process was killed")
    }
    #expect(report["runErrors"] as? [String] == [])
    #expect(allEnd(recordedProcesses(record).map(\.pid)))
  }

  /// A child that never greets fails the run at the start-up limit (`--startup-timeout`): every case is a run error
  /// saying so, and the run ends.
  @Test func aChildThatNeverGreetsHitsTheStartupLimit() throws {
    let record = NSTemporaryDirectory() + "parity-no-hello-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let started = Date()
    let (result, report) = try run("no-hello", ["--startup-timeout", "2"], record: record)
    #expect(!result.timedOut)
    #expect(Date().timeIntervalSince(started) < 30, "the start-up limit of 2 s was not applied")
    #expect(result.exitCode == 2)
    let errors = report["runErrors"] as? [String] ?? []
    #expect(errors.contains { $0.contains("cannot run the child") && $0.contains("it did not greet within 2.0 s") })
    #expect(!Self.results(report).isEmpty)
    #expect(Self.results(report).allSatisfy { $0["message"] as? String == "run-error: no child process could run it" })
    #expect(allEnd(recordedProcesses(record).map(\.pid)))
  }

  /// The start-up limit is an option of --subject-executable, a positive number of seconds.
  @Test func theStartupLimitIsAPositiveNumberForAChild() throws {
    let alone = try runParityCheck([Self.corpus, "--startup-timeout", "5"])
    #expect(alone.exitCode == 2)
    #expect(alone.standardError.contains("--startup-timeout applies to --subject-executable"))
    let zero = try runParityCheck([Self.corpus, "--subject-executable", try testChild("core"), "--startup-timeout", "0"])
    #expect(zero.exitCode == 2)
    #expect(zero.standardError.contains("--startup-timeout must be a positive number of seconds"))
  }

  /// A child that starts a grandchild holding its output, then traps: the case is the crash it is (signal and
  /// runtime message), not a timeout, and the grandchild is killed with the child's process group.
  @Test func aCrashWhileAGrandchildHoldsTheOutputIsTheCrashAndTheGrandchildDies() throws {
    let record = NSTemporaryDirectory() + "parity-grandchild-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let (result, report) = try run("grandchild", ["--case-timeout", "20"], record: record)
    #expect(!result.timedOut)
    #expect(result.exitCode == 2)
    let failures = Self.failures(report)
    #expect(!failures.isEmpty)
    for failure in failures {
      let message = failure["message"] as? String ?? ""
      #expect(message.hasPrefix("crashed: the subject crashed with signal"), "\(message)")
      #expect(message.contains("Fatal error: Double value cannot be converted to Int64"))
    }
    let grandchildren = recordedProcesses(record).filter { $0.event == "grandchild" }
    // One grandchild per crash, and one for the rerun that locates the crashes (they share a suite and a runtime
    // message: the first is run again once, with the backtracer on).
    #expect(grandchildren.count == failures.count + 1)
    #expect(allEnd(grandchildren.map(\.pid)), "a grandchild outlived the run")
  }

  /// A child answering with an output field the suite does not have: the subject's error on that case, never a
  /// vector error (the vectors are right: the core's value reads them cleanly).
  @Test func anExtraOutputFieldIsTheSubjectsErrorNotAVectorError() throws {
    let (result, report) = try run("extra-field")
    #expect(result.exitCode == 2)
    let failures = Self.failures(report)
    #expect(!failures.isEmpty && failures.count < Self.results(report).count / 10)
    #expect(!result.standardOutput.contains("vector-error"))
    for failure in failures {
      #expect(failure["outcome"] as? String == "run-error")
      let message = failure["message"] as? String ?? ""
      #expect(message.hasPrefix("subject-error: the child's answer does not have the suite's output shape: "
                                + "the expected value lacks field \"sign\""), "\(message)")
      #expect(message.hasSuffix(#"the answer: {"hash": 2147483647, "sign": 1}"#))
    }
    #expect(report["runErrors"] as? [String] == [])
  }

  /// One garbage line costs one case (a subject error) and a new child: every later case is still judged.
  @Test func aGarbageAnswerCostsOneCaseAndANewChildGoesOn() throws {
    let (result, report) = try run("garbage")
    #expect(result.exitCode == 2)
    let failures = Self.failures(report)
    #expect(!failures.isEmpty && failures.count < Self.results(report).count / 10)
    for failure in failures {
      #expect(failure["input"] as? String == #"{"value":2147483647}"#)
      #expect((failure["message"] as? String ?? "").hasPrefix(
        "subject-error: the child answered with a line that breaks the protocol (a line that is not a JSON object: "))
      #expect((failure["message"] as? String ?? "").hasSuffix(": hash(Int.MAX_VALUE) = 2147483647; the child process was killed"))
    }
    #expect(report["runErrors"] as? [String] == [])
    #expect(result.standardError.contains("parity-check: RUN-ERROR javaHash.int/"))
  }

  /// A run ended by SIGTERM (a CI timeout) while its child hangs leaves no child running.
  @Test func aRunEndedBySIGTERMLeavesNoChildRunning() throws {
    let record = NSTemporaryDirectory() + "parity-sigterm-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("parity-check")
    process.arguments = [Self.corpus, "--suite", "javaHash.int", "--subject-executable", try testChild("hang", record: record)]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let started = Date()
    while !recordedProcesses(record).contains(where: { $0.event == "hanging" }) && Date().timeIntervalSince(started) < 60 {
      Thread.sleep(forTimeInterval: 0.05)
    }
    kill(process.processIdentifier, SIGTERM)
    // A run that ignores the signal fails the test instead of hanging it.
    let signalled = Date()
    while process.isRunning && Date().timeIntervalSince(signalled) < 30 { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning, "the run ignored SIGTERM")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    let children = recordedProcesses(record).filter { $0.event == "started" }
    #expect(!children.isEmpty)
    Thread.sleep(forTimeInterval: 0.2)
    #expect(allEnd(children.map(\.pid)), "a child outlived the run")
  }

  /// Ends whatever a test child recorded that still runs (on a run that failed its test), and removes the record.
  func cleanUp(_ record: String) {
    for (_, pid) in recordedProcesses(record) where isRunning(pid) { kill(pid, SIGKILL) }
    unlink(record)
  }
}
