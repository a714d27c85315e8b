import Foundation

/// The verdicts of one run as they come in: a run posts each case's verdict as soon as it is judged, and a test
/// waits only for the verdict it checks, so what a test library prints grows with the run, and a run killed by a
/// CI timeout has shown every case judged before. Progress goes to standard error every few seconds.
package final class VerdictBoard: @unchecked Sendable {
  private let condition = NSCondition()
  private var slots: [CaseVerdict?]
  private var runErrors: [String] = []
  private var judged = 0
  private var failed = 0
  private var finished = false
  private let started = Date()
  private var lastProgress = Date()
  /// Where progress lines go (nil: nowhere).
  private let progress: (@Sendable (String) -> Void)?
  private let progressInterval: TimeInterval

  package init(count: Int, progress: (@Sendable (String) -> Void)? = VerdictBoard.standardError, progressInterval: TimeInterval = 10) {
    slots = Array(repeating: nil, count: count)
    self.progress = progress
    self.progressInterval = progressInterval
  }

  package static let standardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  package func post(_ verdict: CaseVerdict, at index: Int, runError: String?) {
    condition.lock()
    if slots[index] == nil {
      judged += 1
      if verdict.kind == .failed { failed += 1 }
    }
    slots[index] = verdict
    if let runError, !runErrors.contains(runError) { runErrors.append(runError) }
    // Under the lock, so lines come in order and a verdict is never seen before the line that counts it.
    if let progress, Date().timeIntervalSince(lastProgress) >= progressInterval {
      lastProgress = Date()
      progress(summary)
    }
    condition.broadcast()
    condition.unlock()
  }

  package func addRunError(_ error: String) {
    condition.lock()
    if !runErrors.contains(error) { runErrors.append(error) }
    condition.unlock()
  }

  /// The run posted everything it will: cases still without a verdict get `missing`'s.
  package func finish(missing: (Int) -> CaseVerdict) {
    condition.lock()
    for index in slots.indices where slots[index] == nil { slots[index] = missing(index) }
    finished = true
    if !slots.isEmpty { progress?(summary) }
    condition.broadcast()
    condition.unlock()
  }

  /// Case `index`'s verdict, once posted.
  package func verdict(at index: Int) -> CaseVerdict {
    condition.lock()
    defer { condition.unlock() }
    while slots[index] == nil { condition.wait() }
    return slots[index]!
  }

  /// Every verdict and the run's errors, once the run finished.
  package func all() -> RunVerdicts {
    condition.lock()
    defer { condition.unlock() }
    while !finished { condition.wait() }
    return RunVerdicts(cases: slots.map { $0! }, runErrors: runErrors)
  }

  /// How far the run got, for a progress line (called with the lock held).
  private var summary: String {
    let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
    return "ParityTesting: \(finished ? "finished" : "judged") \(judged) of \(slots.count) cases (\(failed) failed) in \(seconds) s"
  }
}
