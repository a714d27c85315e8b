import Foundation

/// Locates many values of one document in time proportional to the document, not to documents × values.
///
/// A run against a subject that diverges everywhere asks for the place of every case. Locating each one by a
/// fresh scan from byte 0 made such a run quadratic in the file's size (a 40 MB file with most cases diverging
/// did not finish in 10 minutes). The locator remembers, the first time it walks an array, where each of its
/// elements starts, and where the lines it has passed start: after that, a case is found with one jump into
/// `cases` and a short scan inside the case, and its line by a binary search.
final class SourceLocator: @unchecked Sendable {
  private let lock = NSLock()
  /// The start of every line up to `linesScannedTo`: the table grows only as far as a location asked needs, so
  /// the one place every run asks for (the `suite` member, near the top) costs a few lines, not the file.
  private var lineStarts = [0]
  private var linesScannedTo = 0
  /// Element start offsets of the arrays walked so far, by the offset of their `[`.
  private var elementStarts: [Int: [Int]] = [:]

  func location(of pointer: JSONPointer, atKey: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    lock.lock()
    defer { lock.unlock() }
    let offset = min(max(SourceIndex.offset(of: pointer, atKey: atKey, in: bytes, elementStarts: &elementStarts), 0),
                     bytes.count)
    while linesScannedTo < offset {
      if bytes[linesScannedTo] == UInt8(ascii: "\n") { lineStarts.append(linesScannedTo + 1) }
      linesScannedTo += 1
    }
    return location(ofOffset: offset)
  }

  /// The line is the last line start at or before `offset`; columns count bytes, as `SourceLocation` does.
  private func location(ofOffset offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }
}
