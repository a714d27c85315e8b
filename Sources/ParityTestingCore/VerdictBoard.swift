import Foundation
import ParityHarness

/// The verdicts of one run as they come in: a run posts each case's verdict as soon as it is judged, and a test
/// waits only for the verdict it checks, so what a test library prints grows with the run, and a run killed by a
/// CI timeout has shown every case judged before. Every few seconds a progress line goes to standard error and
/// the report files asked for (``SessionReports``) are rewritten as partial reports; when a signal ends the run
/// (``interrupt(signal:)``), as partial reports of every case judged; at the end, as whole ones.
package final class VerdictBoard: @unchecked Sendable {
  /// How far a run got when its reports are written.
  package enum Stage: Sendable, Equatable {
    case running
    case interrupted(signal: Int32)
    case finished
  }

  private let condition = NSCondition()
  private var slots: [JudgedCase?]
  private var runErrors: [String] = []
  /// The run's cause groups in words, once it finished (empty when every case passed).
  private var causes = ""
  private var judged = 0
  private var failed = 0
  private var finished = false
  private let started = Date()
  private var lastProgress = Date()
  /// Where progress lines go (nil: nowhere).
  private let progress: (@Sendable (String) -> Void)?
  private let progressInterval: TimeInterval
  /// Writes the reports of the cases judged so far (with the run's errors, and how far the run got).
  private let reports: (@Sendable (_ judged: [CaseResult], _ runErrors: [String], _ stage: Stage) -> Void)?

  package init(count: Int, progress: (@Sendable (String) -> Void)? = VerdictBoard.standardError, progressInterval: TimeInterval = 10,
               reports: (@Sendable ([CaseResult], [String], Stage) -> Void)? = nil) {
    slots = Array(repeating: nil, count: count)
    self.progress = progress
    self.progressInterval = progressInterval
    self.reports = reports
  }

  package static let standardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  package func post(_ judgedCase: JudgedCase, at index: Int) {
    condition.lock()
    if slots[index] == nil {
      judged += 1
      if judgedCase.verdict.kind == .failed { failed += 1 }
    }
    slots[index] = judgedCase
    if let runError = judgedCase.runError, !runErrors.contains(runError) { runErrors.append(runError) }
    // Under the lock, so lines come in order and a verdict is never seen before the line that counts it.
    if Date().timeIntervalSince(lastProgress) >= progressInterval {
      lastProgress = Date()
      progress?(summary)
      reports?(slots.compactMap { $0?.result }, runErrors, .running)
    }
    condition.broadcast()
    condition.unlock()
  }

  package func addRunError(_ error: String) {
    condition.lock()
    if !runErrors.contains(error) { runErrors.append(error) }
    condition.unlock()
  }

  /// Every case judged so far, in plan order.
  package func judgedCases() -> [JudgedCase] {
    condition.lock()
    defer { condition.unlock() }
    return slots.compactMap { $0 }
  }

  /// The run posted everything it will: cases still without a verdict get `missing`'s; `closing` then reads every
  /// case and says what the run's cause groups are, in words, and what more is wrong with the run as a whole.
  package func finish(missing: (Int) -> JudgedCase,
                      closing: (([JudgedCase], [String]) -> (causes: String, runErrors: [String]))? = nil) {
    condition.lock()
    for index in slots.indices where slots[index] == nil { slots[index] = missing(index) }
    if let closing {
      let (text, errors) = closing(slots.map { $0! }, runErrors)
      causes = text
      for error in errors where !runErrors.contains(error) { runErrors.append(error) }
    }
    finished = true
    if !slots.isEmpty { progress?(summary) }
    reports?(slots.compactMap { $0?.result }, runErrors, .finished)
    condition.broadcast()
    condition.unlock()
  }

  /// A signal ends the process while the run goes: the reports are rewritten as partial reports of every case
  /// judged, saying so. The lock is kept: nothing is posted or written after (a run that had finished keeps its
  /// whole reports).
  package func interrupt(signal: Int32) {
    condition.lock()
    guard !finished else { return }
    progress?("ParityTesting: interrupted (signal \(signal)) after judging \(judged) of \(slots.count) cases (\(failed) failed)")
    reports?(slots.compactMap { $0?.result }, runErrors, .interrupted(signal: signal))
  }

  /// Case `index`'s verdict, once posted.
  package func verdict(at index: Int) -> CaseVerdict {
    condition.lock()
    defer { condition.unlock() }
    while slots[index] == nil { condition.wait() }
    return slots[index]!.verdict
  }

  /// Every verdict and the run's errors, once the run finished.
  package func all() -> RunVerdicts {
    condition.lock()
    defer { condition.unlock() }
    while !finished { condition.wait() }
    return RunVerdicts(cases: slots.map { $0!.verdict }, runErrors: runErrors, causes: causes)
  }

  /// How far the run got, for a progress line (called with the lock held).
  private var summary: String {
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    return "ParityTesting: \(finished ? "finished" : "judged") \(judged) of \(slots.count) cases (\(failed) failed) in \(seconds) s"
  }
}
