import Foundation
import ParityHarness
import ParitySuiteKit

/// One parity run shared by all the test cases of a test: the cases are planned when the test's arguments are
/// built; the run starts the first time a case asks for its verdict and goes on in the background, in plan
/// order, each verdict available as soon as it is judged (``VerdictBoard``).
package final class ParitySession: Sendable {
  package let evaluator: CaseEvaluator
  let vectors: ParityVectors
  let options: ParityOptions
  private let board: VerdictBoard
  private let start = LockedOnce<Bool>()

  package init(subject: ParitySubject, vectors: ParityVectors, options: ParityOptions,
               progress: (@Sendable (String) -> Void)? = VerdictBoard.standardError, progressInterval: TimeInterval? = nil,
               reports: SessionReports? = SessionReports.fromEnvironment()) {
    self.vectors = vectors
    self.options = options
    let evaluator = CaseEvaluator(subject: subject, vectors: vectors, options: options)
    self.evaluator = evaluator
    let reports = reports.map { files in
      { @Sendable (results: [CaseResult], runErrors: [String], stage: VerdictBoard.Stage) in
        files.write(SessionReports.report(evaluator, results: results, runErrors: runErrors, stage: stage))
      }
    }
    board = VerdictBoard(count: evaluator.cases.count, progress: progress,
                         progressInterval: progressInterval ?? SessionReports.progressInterval(), reports: reports)
  }

  package var caseNames: [String] { evaluator.cases.map(\.name) }

  /// Case `index`'s verdict: waits for that case only.
  package func verdict(at index: Int) -> CaseVerdict {
    startOnce()
    return board.verdict(at: index)
  }

  /// Every verdict and the run's errors: waits for the whole run.
  package var verdicts: RunVerdicts {
    startOnce()
    return board.all()
  }

  private func startOnce() {
    _ = start.value {
      let (evaluator, options, board) = (self.evaluator, self.options, self.board)
      Thread.detachNewThread { Self.run(evaluator, options: options, board: board) }
      return true
    }
  }

  private static func run(_ evaluator: CaseEvaluator, options: ParityOptions, board: VerdictBoard) {
    // SIGINT or SIGTERM (a CI timeout) while the run goes rewrites its reports as partial ones and ends every child.
    RunInterruption.shared.watch(board)
    defer { RunInterruption.shared.forget(board) }
    for error in evaluator.setupErrors { board.addRunError(error) }
    var missing = "the run never reached it"
    switch options.isolation {
    case .inProcess:
      InProcessRun.run(evaluator, timeout: options.caseTimeout, board: board)
    case .childProcess(let executable):
      #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      missing = "child-process isolation needs macOS or Linux; on \(executable)'s platform run in process"
      board.addRunError(missing)
      #else
      guard let path = ExecutableLocation.find(executable) else {
        missing = "no child process to run it"
        board.addRunError("the child executable \"\(executable)\" was not found (looked in "
                          + "\(ExecutableLocation.searchedFolders.joined(separator: ", "))); "
                          + "build it (make the test target depend on it) or give its path")
        break
      }
      var run = ChildProcessRun(path: path, contract: options.contract, reader: options.reader, caseTimeout: options.caseTimeout)
      run.askNotPortable = options.askNotPortable
      run.startupTimeout = options.startupTimeout
      let summary = run.run(evaluator.cases) { index, end in
        switch end {
        case .judged(let result): board.post(evaluator.verdict(for: result, at: index), at: index)
        case .failed(let failure): board.post(evaluator.failed(at: index, failure), at: index)
        case .notRun(let reason): board.post(evaluator.notRun(at: index, reason: reason), at: index)
        case .subjectError(let reason): board.post(evaluator.notRun(at: index, reason: reason, label: "subject-error"), at: index)
        }
        return true
      }
      for error in summary.runErrors { board.addRunError(error) }
      #endif
    }
    board.finish(missing: { evaluator.notRun(at: $0, reason: missing) }) { judged, runErrors in
      var errors = evaluator.causeEntryErrors(judged)
      var report = SessionReports.report(evaluator, results: judged.map(\.result), runErrors: runErrors + errors, stage: .finished)
      report.groupCauses()
      if let baseline = options.writeKnownDivergences {
        errors += baseline.write(report, platform: options.platform)
      }
      return (ReportFormat.causes(of: report), errors)
    }
  }
}

/// A value computed at most once, by the first caller; the others wait for it.
final class LockedOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  func value(_ compute: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let value = compute()
    stored = value
    return value
  }
}
