import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import ParityTestingCore
import Testing
import _ParityTestSupport

/// Child-process isolation: the parent sends each case to a child (`parity-test-child`) and judges its answer.
@Suite struct ChildProcessTests {
  static let vectors = ParityVectors.folder(repositoryRoot.appendingPathComponent("vectors").path)

  func verdicts(_ subject: ParitySubject, child mode: String?, _ options: ParityOptions = ParityOptions()) throws -> RunVerdicts {
    var options = options
    if let mode { options.isolation = .childProcess(executable: try testChild(mode)) }
    return ParitySession(subject: subject, vectors: Self.vectors, options: options, progress: nil).verdicts
  }

  /// Every suite's outcome (values of every type, rejections, not-portable answers) crosses the protocol and is
  /// judged exactly as in this process: the same verdict and message on every case of both contract revisions.
  @Test(arguments: AndroidCoreRevision.allCases)
  func theCoreInAChildGetsTheInProcessVerdictOnEveryCase(_ revision: AndroidCoreRevision) throws {
    let options = ParityOptions(contract: revision)
    let inProcess = try verdicts(.core(revision: revision), child: nil, options)
    let child = try verdicts(.core(revision: revision), child: "core", options)
    #expect(inProcess.cases.count > 7000)
    #expect(child.runErrors == inProcess.runErrors)
    #expect(child.cases.count == inProcess.cases.count)
    let different = zip(child.cases, inProcess.cases).filter { $0 != $1 }
    #expect(different.isEmpty, "\(different.count) verdicts differ, e.g. \(different.first.map { "\($0.0) vs \($0.1)" } ?? "")")
    #expect(child.cases.contains { $0.kind == .notPortable })
  }

  /// A case whose expected value is not portable is not put to the child: it is reported not portable whatever
  /// the subject would answer (a value here), as in a run in this process.
  @Test func aNotPortableCaseIsNotPutToTheChild() throws {
    let run = try verdicts(.core, child: "always-42", ParityOptions(suites: ["camera.hash"]))
    let core = try verdicts(.core, child: nil, ParityOptions(suites: ["camera.hash"]))
    let notPortable = core.cases.indices.filter { core.cases[$0].kind == .notPortable }
    #expect(notPortable.count > 20)
    #expect(notPortable.allSatisfy { run.cases[$0] == core.cases[$0] })
    #expect(run.cases.filter { $0.kind == .failed }.count == run.cases.count - notPortable.count)
  }

  /// A subject that has no function: a run error on every case through the child too, never a pass.
  @Test func anEmptySubjectInAChildIsARunErrorOnEveryCase() throws {
    let run = try verdicts(.core, child: "empty", ParityOptions(suites: ["javaHash.int", "geoPoint.hash"]))
    #expect(!run.cases.isEmpty)
    #expect(run.cases.allSatisfy { $0.label == "run-error" && $0.message.contains("has no function for suite") })
  }

  /// A child that traps on some cases (after logging a line): each trap is a CRASHED case with its input and the
  /// runtime's fatal error message, never the log line, and every other case gets its verdict.
  @Test func aTrappingChildGivesAVerdictOnEveryOtherCase() throws {
    let options = ParityOptions(suites: ["geoPoint.hash", "javaHash.double"])
    let run = try verdicts(.core, child: "trap", options)
    let core = try verdicts(.core, child: nil, options)
    let crashed = run.cases.filter { $0.label == "crashed" }
    #expect(run.runErrors.isEmpty)
    #expect(crashed.count >= 40)
    #expect(crashed.count < run.cases.count / 4)
    for verdict in crashed {
      #expect(verdict.kind == .failed)
      #expect(verdict.message.hasPrefix("CRASHED geoPoint.hash/") || verdict.message.hasPrefix("CRASHED javaHash.double/"))
      #expect(verdict.message.contains("the subject crashed with signal"))
      #expect(verdict.message.contains("the runtime said: ")
              && verdict.message.contains("Fatal error: Double value cannot be converted to Int64 because it is either infinite or NaN"))
      #expect(!verdict.message.contains("port: converting to fixed point"))
      #expect(verdict.message.contains("\n  input:     {"))
    }
    for (child, inProcess) in zip(run.cases, core.cases) where child.label != "crashed" { #expect(child == inProcess) }
  }

  /// ParityTesting locates each trap in the subject's code too, says so in the crash's verdict, and records the
  /// failures grouped by cause as the run's issue: one group, the trap reached from two suites. A known-divergence
  /// entry for that crash makes every crash a known issue, and the run has no cause left.
  @Test func trapsAreLocatedGroupedAndCanBeExcused() throws {
    let options = ParityOptions(suites: ["geoPoint.hash", "javaHash.double"])
    let run = try verdicts(.core, child: "trap", options)
    let crashed = run.cases.filter { $0.label == "crashed" }
    #expect(crashed.count >= 40)
    #expect(crashed.allSatisfy { $0.message.contains("; it trapped in closure #1 in static DeliberateTraps.trapping<A, B>(_:_:) at Tests/_ParityTestChild/DeliberateTraps.swift:") })
    #expect(run.causes.hasPrefix("CAUSES: \(crashed.count) cases that did not pass, in 1 group, the largest first\n"))
    #expect(run.causes.contains("  suites:    geoPoint.hash, javaHash.double\n"))
    #expect(run.causes.contains("  smallest:  CRASHED "))

    let list = try TemporaryVectors(["known.json": #"{"format": "parity-known-divergences/1", "entries": [{"pattern": "*", "outcome": "crashed", "frame": "*DeliberateTraps*", "platform": "ios", "reason": "r", "issue": "i", "expires": "2099-12-31"}]}"#])
    defer { list.remove() }
    var listed = options
    listed.knownDivergences = list.path("known.json")
    let excused = try verdicts(.core, child: "trap", listed)
    #expect(excused.runErrors.isEmpty)
    #expect(excused.causes.isEmpty)
    #expect(excused.cases.filter { $0.kind == .known }.count == crashed.count)
    #expect(excused.cases.filter { $0.kind == .failed }.isEmpty)
  }

  /// A subject that exits, or never returns, on Int.MAX_VALUE: that case is reported, the others pass.
  @Test(arguments: [("exit", "crashed", "the subject exited with status 3 while computing this case"),
                    ("hang", "timed-out", "no answer within 2.0 s; the child process was killed")])
  func aChildThatExitsOrHangsLosesOnlyThatCase(_ mode: String, _ label: String, _ reason: String) throws {
    let run = try verdicts(.core, child: mode, ParityOptions(suites: ["javaHash.int"], caseTimeout: 2))
    let lost = run.cases.filter { $0.kind == .failed }
    #expect(!lost.isEmpty)
    #expect(lost.allSatisfy { $0.label == label && $0.message.contains(reason) && $0.message.contains(#"input:     {"value":2147483647}"#) })
    #expect(run.cases.filter { $0.kind == .passed }.count == run.cases.count - lost.count)
    #expect(run.runErrors.isEmpty)
  }

  /// What the subject prints to standard output goes to standard error: it cannot forge an answer.
  @Test func aSubjectThatPrintsDoesNotBreakTheProtocol() throws {
    let run = try verdicts(.core, child: "print", ParityOptions(suites: ["javaHash.int"]))
    #expect(run.runErrors.isEmpty)
    #expect(!run.cases.isEmpty && run.cases.allSatisfy { $0.kind == .passed })
  }

  @Test func aMissingChildIsARunErrorAndEveryCaseFails() throws {
    var options = ParityOptions(suites: ["javaHash.int"])
    options.isolation = .childProcess(executable: "/nonexistent/child")
    let run = ParitySession(subject: .core, vectors: Self.vectors, options: options, progress: nil).verdicts
    #expect(run.runErrors.contains { $0.contains("was not found") })
    #expect(!run.cases.isEmpty && run.cases.allSatisfy { $0.label == "run-error" })
  }

  /// Verdicts stream: while the child hangs on a case, every case before it already has its verdict, and the
  /// progress line says how far the run got.
  @Test func verdictsArriveBeforeTheRunEnds() throws {
    let lines = Lines()
    var options = ParityOptions(suites: ["javaHash.int"], caseTimeout: 3)
    options.isolation = .childProcess(executable: try testChild("hang"))
    let session = ParitySession(subject: .core, vectors: Self.vectors, options: options,
                                progress: { lines.append($0) }, progressInterval: 0)
    let hanging = try #require(session.evaluator.cases.firstIndex { $0.input == #"{"value":2147483647}"# })
    let started = Date()
    #expect(hanging > 0)
    #expect(session.verdict(at: hanging - 1).kind == .passed)
    #expect(Date().timeIntervalSince(started) < 2.5, "the verdict before the hanging case waited for the timeout")
    #expect(lines.all.contains { $0.hasPrefix("ParityTesting: judged \(hanging) of \(session.evaluator.cases.count) cases (0 failed) in ") })
    #expect(session.verdict(at: hanging).label == "timed-out")
    #expect(session.verdicts.cases.count == session.evaluator.cases.count)
  }

  /// Reports asked for are written while the run goes (partial, with how far it got) and whole at its end.
  @Test func reportsArePartialWhileTheRunGoesAndWholeAtItsEnd() throws {
    let folder = try TemporaryVectors([:])
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    var options = ParityOptions(suites: ["javaHash.int"], caseTimeout: 3)
    options.isolation = .childProcess(executable: try testChild("hang"))
    let reports = SessionReports(json: folder.path("parity.json"), junit: folder.path("parity.xml"))
    let session = ParitySession(subject: .core, vectors: Self.vectors, options: options, progress: nil,
                                progressInterval: 0, reports: reports)
    let hanging = try #require(session.evaluator.cases.firstIndex { $0.input == #"{"value":2147483647}"# })
    _ = session.verdict(at: hanging - 1)
    // The child now hangs on case `hanging`: the report on disk is the partial one of the cases before it.
    let partial = try String(contentsOfFile: folder.path("parity.json"), encoding: .utf8)
    #expect(partial.contains("\"partial\": true"))
    #expect(partial.contains("\"exitCode\": 2"))
    #expect(partial.contains("partial run: judged \(hanging) of \(session.evaluator.cases.count) cases"))
    #expect(partial.components(separatedBy: "\"outcome\": ").count - 1 == hanging)
    let whole = session.verdicts
    let json = try String(contentsOfFile: folder.path("parity.json"), encoding: .utf8)
    #expect(json.contains("\"partial\": false"))
    #expect(json.components(separatedBy: "\"outcome\": ").count - 1 == whole.cases.count)
    #expect(json.contains("\"outcome\": \"run-error\"") && json.contains("timed-out: no answer within 3.0 s"))
    #expect(try runRepositoryScript("tools/validate-report", [folder.path("parity.json")]).exitCode == 0)
    #expect(try runRepositoryScript("tools/validate-junit", [folder.path("parity.xml")]).exitCode == 0)
  }
}

/// Lines collected from several threads.
final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  var all: [String] { lock.withLock { lines } }
}
