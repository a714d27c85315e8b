import Foundation
import ParitySuiteKit
import SeededRandom

/// A suite's inputs, drawn in batches on their own thread ahead of the fuzzer, in the order of the suite's stream.
///
/// Drawing is the one part of the Swift side that cannot be spread over the cores (each input continues the stream
/// where the one before it ended). On the fuzzer's thread it ran between judging one batch and sending the next,
/// one core busy and, when the oracle had answered everything sent, the other idle; here the next batch is drawn
/// while the fuzzer judges, and is ready to send the moment judging ends.
final class InputBatches: @unchecked Sendable {
  typealias Item = (input: ParityValue, text: String)

  private let condition = NSCondition()
  /// Drawn batches not yet taken, oldest first; at most `ahead` of them.
  private var ready: [[Item]] = []
  private var drawnAll = false
  private var stopped = false
  private let ahead: Int

  /// Starts drawing `count` inputs from `source` with `generate`, in batches of `batchSize` (the last one smaller),
  /// keeping at most `ahead` batches drawn and not taken.
  init(count: Int, batchSize: Int, ahead: Int = 1, source: SplitMix64,
       generate: @escaping @Sendable (inout SplitMix64) -> ParityValue) {
    self.ahead = max(1, ahead)
    let drawer = Thread { [self] in draw(count: count, batchSize: max(1, batchSize), source: source, generate: generate) }
    drawer.name = "fuzz-inputs"
    drawer.start()
  }

  /// The next batch, waiting for it to be drawn; empty once every input was taken.
  func next() -> [Item] {
    condition.lock()
    defer { condition.unlock() }
    while ready.isEmpty && !drawnAll && !stopped { condition.wait() }
    if ready.isEmpty { return [] }
    let batch = ready.removeFirst()
    condition.broadcast()
    return batch
  }

  /// Stops drawing (the run ended early); the batches not taken are dropped.
  func stop() {
    condition.lock()
    stopped = true
    ready = []
    condition.broadcast()
    condition.unlock()
  }

  private func draw(count: Int, batchSize: Int, source: SplitMix64,
                    generate: @Sendable (inout SplitMix64) -> ParityValue) {
    var source = source
    var remaining = count
    while remaining > 0 {
      let batch: [Item] = (0..<min(batchSize, remaining)).map { _ in
        let input = generate(&source)
        return (input, input.json)
      }
      remaining -= batch.count
      condition.lock()
      while ready.count >= ahead && !stopped { condition.wait() }
      if stopped {
        condition.unlock()
        return
      }
      ready.append(batch)
      condition.broadcast()
      condition.unlock()
    }
    condition.lock()
    drawnAll = true
    condition.broadcast()
    condition.unlock()
  }
}
