import Foundation
import ParityHarness

/// Runs every case in this process: all cores at once, or one case at a time under a watchdog when a case
/// timeout is set.
enum InProcessRun {
  static func run(_ evaluator: CaseEvaluator, timeout: Double?) -> RunVerdicts {
    guard let timeout else { return concurrently(evaluator) }
    return watched(evaluator, timeout: timeout)
  }

  private static func concurrently(_ evaluator: CaseEvaluator) -> RunVerdicts {
    let slots = Slots<(verdict: CaseVerdict, runError: String?)>(count: evaluator.cases.count)
    DispatchQueue.concurrentPerform(iterations: evaluator.cases.count) { slots[$0] = evaluator.verdict(at: $0) }
    let answers = (0..<evaluator.cases.count).map { slots[$0]! }
    return RunVerdicts(cases: answers.map(\.verdict), runErrors: evaluator.setupErrors + answers.compactMap(\.runError))
  }

  /// One worker thread evaluates cases in order; when a case outlives `timeout`, the worker is abandoned (a
  /// thread cannot be stopped), the case is reported, and a new worker goes on with the next case.
  private static func watched(_ evaluator: CaseEvaluator, timeout: Double) -> RunVerdicts {
    let count = evaluator.cases.count
    let slots = Slots<(verdict: CaseVerdict, runError: String?)>(count: count)
    let progress = DispatchSemaphore(value: 0)
    var next = 0
    var abandoned = 0
    while next < count {
      let start = next
      let generation = Generation()
      Thread.detachNewThread {
        for index in start..<count {
          let answer = evaluator.verdict(at: index)
          guard generation.isCurrent else { return }
          slots[index] = answer
          progress.signal()
        }
      }
      while next < count {
        if progress.wait(timeout: .now() + timeout) == .timedOut, slots[next] == nil {
          generation.retire()
          slots[next] = (evaluator.unanswered(at: next, label: "timed-out",
                                              reason: "no answer within \(timeout) s; the case was abandoned"), nil)
          abandoned += 1
          next += 1
          break
        }
        while next < count, slots[next] != nil { next += 1 }
      }
    }
    let answers = (0..<count).map { slots[$0]! }
    var errors = evaluator.setupErrors + answers.compactMap(\.runError)
    if abandoned > 0 { errors.append("\(abandoned) case(s) timed out; their threads still run in this process") }
    return RunVerdicts(cases: answers.map(\.verdict), runErrors: errors)
  }
}

/// Whether a worker's answers still count.
final class Generation: @unchecked Sendable {
  private let lock = NSLock()
  private var current = true
  var isCurrent: Bool { lock.withLock { current } }
  func retire() { lock.withLock { current = false } }
}

/// Fixed slots that concurrent workers fill.
final class Slots<Element>: @unchecked Sendable {
  private var storage: [Element?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  subscript(index: Int) -> Element? {
    get { lock.withLock { storage[index] } }
    set { lock.withLock { storage[index] = newValue } }
  }
}
