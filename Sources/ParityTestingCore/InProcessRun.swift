import Foundation
import ParityHarness

/// Runs every case in this process: all cores at once, or one case at a time under a watchdog when a case
/// timeout is set. Each verdict is posted to the board as soon as it is known.
enum InProcessRun {
  static func run(_ evaluator: CaseEvaluator, timeout: Double?, board: VerdictBoard) {
    guard let timeout else { return concurrently(evaluator, board: board) }
    watched(evaluator, timeout: timeout, board: board)
  }

  private static func concurrently(_ evaluator: CaseEvaluator, board: VerdictBoard) {
    // Chunks in plan order, so the early cases' verdicts come first (a test waiting on case 0 is not last).
    let count = evaluator.cases.count
    let chunk = 64
    DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
      for index in part * chunk..<min(count, (part + 1) * chunk) {
        board.post(evaluator.verdict(at: index), at: index)
      }
    }
  }

  /// One worker thread evaluates cases in order; when a case outlives `timeout`, the worker is abandoned (a
  /// thread cannot be stopped), the case is reported, and a new worker goes on with the next case.
  private static func watched(_ evaluator: CaseEvaluator, timeout: Double, board: VerdictBoard) {
    let count = evaluator.cases.count
    let slots = Slots<JudgedCase>(count: count)
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
          slots[next] = evaluator.failed(at: next, SubjectFailure(kind: .timedOut,
                                                                  reason: "no answer within \(timeout) s; the case was abandoned"))
          abandoned += 1
          board.post(slots[next]!, at: next)
          next += 1
          break
        }
        while next < count, let answer = slots[next] {
          board.post(answer, at: next)
          next += 1
        }
      }
    }
    if abandoned > 0 { board.addRunError("\(abandoned) case(s) timed out; their threads still run in this process") }
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
