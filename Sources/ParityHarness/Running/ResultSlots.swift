import Foundation

/// Fixed slots that concurrent workers fill, one slot each.
package final class ResultSlots<Element>: @unchecked Sendable {
  private var storage: [Element?]
  private let lock = NSLock()

  package init(count: Int) { storage = Array(repeating: nil, count: count) }

  package subscript(index: Int) -> Element? {
    get { lock.withLock { storage[index] } }
    set { lock.withLock { storage[index] = newValue } }
  }

  /// `work(0)`, …, `work(count - 1)` spread over every core, their results in index order.
  package static func concurrentMap(count: Int, _ work: @Sendable (Int) -> Element) -> [Element] {
    let slots = ResultSlots(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { slots[$0] = work($0) }
    return slots.storage.map { $0! }
  }
}
