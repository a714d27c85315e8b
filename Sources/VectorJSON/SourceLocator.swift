import Foundation

/// Locates many values of one document in time proportional to the document, not to documents × values.
///
/// A run against a subject that diverges everywhere asks for the place of every case. Locating each one by a
/// fresh scan from byte 0 made such a run quadratic in the file's size (a 40 MB file with most cases diverging
/// did not finish in 10 minutes). The locator remembers, the first time it walks an array, where each of its
/// elements starts, and where every line starts: after that, a case is found with one jump into `cases` and a
/// short scan inside the case, and its line by a binary search.
final class SourceLocator: @unchecked Sendable {
  private let lock = NSLock()
  private var lineStarts: [Int]?
  /// Element start offsets of the arrays walked so far, by the offset of their `[`.
  private var elementStarts: [Int: [Int]] = [:]

  func location(of pointer: JSONPointer, atKey: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    lock.lock()
    defer { lock.unlock() }
    let offset = SourceIndex.offset(of: pointer, atKey: atKey, in: bytes, elementStarts: &elementStarts)
    if lineStarts == nil { lineStarts = Self.lineStarts(of: bytes) }
    return Self.location(ofOffset: min(max(offset, 0), bytes.count), lineStarts: lineStarts!)
  }

  private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
    return starts
  }

  /// The line is the last line start at or before `offset`; columns count bytes, as `SourceLocation` does.
  private static func location(ofOffset offset: Int, lineStarts: [Int]) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }
}
