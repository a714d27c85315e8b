import Foundation

/// The order in which a run's cores take its files, and when a core waits: the largest file beside files of a few
/// MB at most, never beside another large one.
///
/// Each core holds one file's parse at a time, about nine times the file's size. A suite lives in one file, so a
/// corpus with N times the cases has N times larger files. Taken in path order, the largest file ran beside
/// whatever came next: at 50x the committed corpus, files of up to 7 MB beside the 22 MB one. Here the sizes of
/// the files in flight add up to a limit: the largest file's size or two of the next largest, whichever is more,
/// plus `besideTheLargest` (4 MiB: a parse of under 40 MB, within the 64 MB that tools/bench-memory allows on top
/// of the largest file's own run), or a sixteenth of the largest file if that is more. A core takes the largest file
/// left that fits beside the files in flight, and waits when none does (never with nothing in flight: then every
/// file fits). So the largest file starts first with small files beside it, and files of like sizes run side by
/// side, largest first (the run ends on small files, on every core); where the other files are all small (the
/// committed corpus, the stress corpora of tools/bench) no core waits. Only the order changes: every run keeps its
/// results by file index.
package final class FileSchedule: @unchecked Sendable {
  /// What a core does next.
  package enum Step: Equatable {
    case read(Int)
    case wait
    case done
  }

  /// How much, beyond the largest file (or two of the next largest), may be in flight beside it.
  package static let besideTheLargest = 4 << 20

  private let sizes: [Int]
  /// The files not yet taken, by size, smallest first.
  private var waiting: [Int]
  private var bytesInFlight = 0
  private var filesInFlight = 0
  /// What the sizes of the files in flight may add up to.
  package let limit: Int
  private let condition = NSCondition()

  package init(sizes: [Int]) {
    self.sizes = sizes
    waiting = sizes.indices.sorted { (sizes[$0], $0) < (sizes[$1], $1) }
    let largest = waiting.last.map { sizes[$0] } ?? 0
    let next = waiting.count > 1 ? sizes[waiting[waiting.count - 2]] : 0
    limit = max(largest, 2 * next) + max(Self.besideTheLargest, largest / 16)
  }

  /// The next step, without waiting: a file to read (now in flight), a wait for a file in flight, or done.
  package func next() -> Step {
    condition.lock()
    defer { condition.unlock() }
    return step()
  }

  /// The next file to read (its index, now in flight), after waiting for room if need be; nil when every file was
  /// taken.
  package func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      switch step() {
      case .read(let index): return index
      case .done: return nil
      case .wait: condition.wait()
      }
    }
  }

  /// File `index`, taken earlier, is done: its bytes are no longer in flight.
  package func finish(_ index: Int) {
    condition.lock()
    bytesInFlight -= sizes[index]
    filesInFlight -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// `next()` with the lock held.
  private func step() -> Step {
    guard !waiting.isEmpty else { return .done }
    let room = limit - bytesInFlight
    // How many waiting files fit in `room` (the smallest ones): the largest of them is taken.
    var low = 0
    var high = waiting.count
    while low < high {
      let middle = (low + high) / 2
      if sizes[waiting[middle]] <= room { low = middle + 1 } else { high = middle }
    }
    if low > 0 { return .read(takeWaiting(at: low - 1)) }
    // Nothing in flight leaves the whole limit, which every file fits: this is only a safeguard.
    return filesInFlight == 0 ? .read(takeWaiting(at: waiting.count - 1)) : .wait
  }

  private func takeWaiting(at position: Int) -> Int {
    let index = waiting.remove(at: position)
    bytesInFlight += sizes[index]
    filesInFlight += 1
    return index
  }

  /// Called on a core after each file it read is done and released, before it takes the next: parity-check
  /// hands the allocator's freed pages back here (mimalloc keeps them per thread: after the 22 MB file of the
  /// 50x corpus, the 300 MB its parse took stayed with its core while the other core grew its own for the next
  /// files, 50 MB above that file's peak). Set once, before any run.
  package nonisolated(unsafe) static var afterEachFile: (@Sendable () -> Void)?

  /// Runs `work` once for every entry, on every core, in this schedule's order.
  package static func perform(over entries: [VectorFileEntry], _ work: @Sendable (Int) -> Void) {
    let schedule = FileSchedule(sizes: entries.map { size(ofFileAt: $0.url.path) })
    let afterEachFile = afterEachFile
    DispatchQueue.concurrentPerform(iterations: entries.count) { _ in
      guard let index = schedule.take() else { return }
      work(index)
      afterEachFile?()
      schedule.finish(index)
    }
  }

  /// The size of the file at `path` (after links); 0 when it cannot be known, and reading it will say why.
  static func size(ofFileAt path: String) -> Int {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return Int(info.st_size)
  }
}
