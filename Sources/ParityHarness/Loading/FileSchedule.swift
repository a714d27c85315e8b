import Foundation

/// The order in which a run's cores take its files: the largest file beside the smallest ones, not beside another
/// large one (issue 37 point 7).
///
/// Each core holds one file's parse at a time, many times the file's size. A suite lives in one file, so a corpus
/// with N times the cases has N times larger files. Taken in path order, the largest file ran beside whatever came
/// next: at 50x the committed corpus, files of up to 7 MB beside the 22 MB one. Here the bytes in flight are kept
/// within a limit where they can be: the largest file's size or two of the next largest, whichever is more, plus a
/// sixteenth of the largest. A core takes the largest file left that fits beside the files in flight; when none
/// fits, the smallest file left, since a core that waited would cost time. So the largest file starts first with
/// the smallest files beside it, and files of like sizes run side by side, largest first (the run ends on small
/// files, on every core). Only the order changes: every run keeps its results by file index.
package final class FileSchedule: @unchecked Sendable {
  private let sizes: [Int]
  /// The files not yet taken, by size, smallest first.
  private var waiting: [Int]
  private var bytesInFlight = 0
  /// What the sizes of the files in flight may add up to, when they can.
  package let limit: Int
  private let lock = NSLock()

  package init(sizes: [Int]) {
    self.sizes = sizes
    waiting = sizes.indices.sorted { (sizes[$0], $0) < (sizes[$1], $1) }
    let largest = waiting.last.map { sizes[$0] } ?? 0
    let next = waiting.count > 1 ? sizes[waiting[waiting.count - 2]] : 0
    limit = max(largest, 2 * next) + largest / 16
  }

  /// The next file to read (its index, now in flight); nil when every file was taken.
  package func take() -> Int? {
    lock.withLock {
      guard !waiting.isEmpty else { return nil }
      let room = limit - bytesInFlight
      // How many waiting files fit in `room` (the smallest ones): take the largest of them, or the smallest file.
      var low = 0
      var high = waiting.count
      while low < high {
        let middle = (low + high) / 2
        if sizes[waiting[middle]] <= room { low = middle + 1 } else { high = middle }
      }
      let index = waiting.remove(at: max(low - 1, 0))
      bytesInFlight += sizes[index]
      return index
    }
  }

  /// File `index`, taken earlier, is done: its bytes are no longer in flight.
  package func finish(_ index: Int) {
    lock.withLock { bytesInFlight -= sizes[index] }
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
