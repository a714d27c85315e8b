import Foundation
import ParityHarness
import ParitySuites
import ParityTestingCore
import Testing
import _ParityTestSupport

/// Child-process isolation on children that break the rules of a ParityChild: each fault is a failed test case of
/// the case it happened on, the run ends, and no process a child started outlives it.
@Suite struct ChildFaultTests {
  static let vectors = ParityVectors.folder(repositoryRoot.appendingPathComponent("vectors").path)

  func verdicts(_ mode: String, record: String? = nil, _ options: ParityOptions = ParityOptions(suites: ["javaHash.int"]))
    throws -> RunVerdicts {
    var options = options
    options.isolation = .childProcess(executable: try testChild(mode, record: record))
    return ParitySession(subject: .core, vectors: Self.vectors, options: options, progress: nil, reports: nil).verdicts
  }

  /// The cases that failed; every other one must have passed.
  func failures(_ run: RunVerdicts) -> [CaseVerdict] {
    #expect(run.cases.allSatisfy { $0.kind == .failed || $0.kind == .passed })
    let failed = run.cases.filter { $0.kind == .failed }
    #expect(!failed.isEmpty && failed.count < run.cases.count / 10)
    return failed
  }

  @Test func aChildThatClosesItsOutputAndLivesOnTimesOutThatCase() throws {
    let record = NSTemporaryDirectory() + "parity-close-output-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let run = try verdicts("close-output", record: record, ParityOptions(suites: ["javaHash.int"], caseTimeout: 2))
    for failure in failures(run) {
      #expect(failure.label == "timed-out")
      #expect(failure.message.contains("no answer within 2.0 s: the child closed its standard output and did not exit"))
      #expect(failure.message.contains(#"input:     {"value":2147483647}"#))
    }
    #expect(run.runErrors.isEmpty)
    #expect(allEnd(recordedProcesses(record).map(\.pid)))
  }

  @Test func aChildThatNeverGreetsHitsTheStartupLimit() throws {
    let record = NSTemporaryDirectory() + "parity-no-hello-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let started = Date()
    let run = try verdicts("no-hello", record: record, ParityOptions(suites: ["javaHash.int"], startupTimeout: 2))
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(run.runErrors.contains { $0.contains("it did not greet within 2.0 s") })
    #expect(!run.cases.isEmpty && run.cases.allSatisfy { $0.label == "run-error" })
    #expect(allEnd(recordedProcesses(record).map(\.pid)))
  }

  @Test func aCrashWhileAGrandchildHoldsTheOutputIsTheCrashAndTheGrandchildDies() throws {
    let record = NSTemporaryDirectory() + "parity-grandchild-\(UUID().uuidString)"
    defer { cleanUp(record) }
    let run = try verdicts("grandchild", record: record, ParityOptions(suites: ["javaHash.int"], caseTimeout: 20))
    let failed = failures(run)
    for failure in failed {
      #expect(failure.label == "crashed")
      #expect(failure.message.contains("the runtime said: ")
              && failure.message.contains("Fatal error: Double value cannot be converted to Int64"))
    }
    let grandchildren = recordedProcesses(record).filter { $0.event == "grandchild" }
    // One grandchild per crash, and one for the rerun that locates the crashes (they share a suite and a runtime
    // message: the first is run again once, with the backtracer on).
    #expect(grandchildren.count == failed.count + 1)
    #expect(allEnd(grandchildren.map(\.pid)), "a grandchild outlived the run")
  }

  @Test func anExtraOutputFieldIsTheSubjectsError() throws {
    let run = try verdicts("extra-field")
    for failure in failures(run) {
      #expect(failure.label == "subject-error")
      #expect(failure.message.hasPrefix("SUBJECT-ERROR javaHash.int/"))
      #expect(failure.message.contains("the child's answer does not have the suite's output shape: the expected value lacks field \"sign\""))
    }
    #expect(run.runErrors.isEmpty)
  }

  @Test func aGarbageAnswerCostsOneCaseAndANewChildGoesOn() throws {
    let run = try verdicts("garbage")
    for failure in failures(run) {
      #expect(failure.label == "subject-error")
      #expect(failure.message.contains("the child answered with a line that breaks the protocol"))
      #expect(failure.message.contains(#"input:     {"value":2147483647}"#))
    }
    #expect(run.runErrors.isEmpty)
  }

  /// An extra field is the vectors' fault only when the core's own value meets it too: then it is a vector error,
  /// as in a run in this process.
  @Test func aDefectTheCoresValueMeetsTooIsTheVectors() throws {
    let folder = try TemporaryVectors(["javaHash/int.json": vectorFile(
      suite: "javaHash.int", cases: [#"{"id": "one", "input": {"value": 1}, "expected": {"hash": 1, "sign": 1}}"#])])
    defer { folder.remove() }
    var options = ParityOptions(suites: ["javaHash.int"])
    options.isolation = .childProcess(executable: try testChild("core"))
    let run = ParitySession(subject: .core, vectors: .folder(folder.path), options: options, progress: nil, reports: nil).verdicts
    #expect(run.cases.map(\.label) == ["vector-error"])
  }

  /// A ParityTesting run ended by SIGTERM (a CI job's timeout) while its child hangs: the report is rewritten as a
  /// partial report of every case judged, saying so (not the last periodic rewrite), the child is killed, and the
  /// process ends by the signal. The run is a stand-in for an SDK's test process (the test child's `session` mode).
  @Test func aRunEndedBySIGTERMRewritesItsReportAndLeavesNoChild() throws {
    let record = NSTemporaryDirectory() + "parity-session-\(UUID().uuidString)"
    let folder = try TemporaryVectors([:])
    defer {
      cleanUp(record)
      folder.remove()
    }
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let report = folder.path("parity.json")
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("parity-test-child")
    var environment = ProcessInfo.processInfo.environment
    environment["PARITY_TEST_CHILD"] = "session"
    environment["PARITY_TEST_SESSION_VECTORS"] = repositoryRoot.appendingPathComponent("vectors").path
    environment["PARITY_TEST_SESSION_CHILD"] = try testChild("hang", record: record)
    environment["PARITY_JSON_REPORT"] = report
    environment["PARITY_PROGRESS_SECONDS"] = "3600"  // no periodic rewrite: what is left is the signal's
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let started = Date()
    while !recordedProcesses(record).contains(where: { $0.event == "hanging" }) && Date().timeIntervalSince(started) < 60 {
      Thread.sleep(forTimeInterval: 0.05)
    }
    // The cases before the hanging one are judged as their answers come: a moment after the child hangs.
    Thread.sleep(forTimeInterval: 0.5)
    kill(process.processIdentifier, SIGTERM)
    // A run that ignores the signal fails the test instead of hanging it.
    let signalled = Date()
    while process.isRunning && Date().timeIntervalSince(signalled) < 30 { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning, "the run ignored SIGTERM")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    let interrupted = try #require(said.firstMatch(of: #/ParityTesting: interrupted \(signal 15\) after judging (\d+) of (\d+) cases/#))
    let judged = Int(interrupted.1)!
    #expect(judged > 0 && judged < Int(interrupted.2)!)
    let json = try String(contentsOfFile: report, encoding: .utf8)
    #expect(json.contains("\"partial\": true"))
    #expect(json.contains("\"exitCode\": 2"))
    #expect(json.contains("partial run: interrupted by signal 15 after judging \(judged) of \(interrupted.2) cases"))
    #expect(json.components(separatedBy: "\"outcome\": ").count - 1 == judged)
    #expect(try runRepositoryScript("tools/validate-report", [report]).exitCode == 0)
    Thread.sleep(forTimeInterval: 0.2)
    let children = recordedProcesses(record).filter { $0.event == "started" }
    #expect(!children.isEmpty)
    #expect(allEnd(children.map(\.pid)), "a child outlived the run")
  }

  /// A signal read only after the last run ended (it came as the run ended): the action from before the run takes
  /// it, as without a run (the default one ends the process by the signal, the process's own handler runs), and
  /// ParityTesting's handler does not meet it again.
  @Test(arguments: [false, true]) func aSignalReadAsTheLastRunEndsGoesToTheActionBefore(ownHandler: Bool) throws {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("parity-test-child")
    var environment = ProcessInfo.processInfo.environment
    environment["PARITY_TEST_CHILD"] = "late-signal"
    environment["PARITY_TEST_SESSION_VECTORS"] = repositoryRoot.appendingPathComponent("vectors").path
    environment["PARITY_TEST_OWN_HANDLER"] = ownHandler ? "yes" : nil
    environment["PARITY_JSON_REPORT"] = nil
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let started = Date()
    while process.isRunning && Date().timeIntervalSince(started) < 60 { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning, "the signal never ended the process")
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    if ownHandler {
      #expect(process.terminationReason == .exit && process.terminationStatus == 7)
    } else {
      #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    }
  }

  func cleanUp(_ record: String) {
    for (_, pid) in recordedProcesses(record) where isRunning(pid) { kill(pid, SIGKILL) }
    unlink(record)
  }
}
