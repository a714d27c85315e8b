import Foundation

/// Where a report is written, a piece at a time: a file descriptor (through a 64 kB buffer), or a string.
///
/// A JSON or JUnit report of a large corpus lists hundreds of thousands of cases; written to its file as it is
/// rendered, it is never held whole. The first failed write is kept (`failure`); later writes
/// are dropped.
package final class ReportSink {
  private let descriptor: Int32?
  private var buffer: [UInt8] = []
  /// What a string sink collected.
  package var text: String { String(decoding: buffer, as: UTF8.self) }
  /// Why a write failed (the system's reason), if one did.
  package private(set) var failure: String?

  /// A sink that writes to `descriptor`.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  /// A sink that collects the report in `text`.
  package init() { descriptor = nil }

  package func write(_ piece: String) {
    buffer.append(contentsOf: piece.utf8)
    if descriptor != nil && buffer.count >= 1 << 16 { flush() }
  }

  package func write(bytes: ArraySlice<UInt8>) {
    buffer.append(contentsOf: bytes)
    if descriptor != nil && buffer.count >= 1 << 16 { flush() }
  }

  package func fail(_ reason: String) {
    if failure == nil { failure = reason }
  }

  /// Writes what is buffered; false when any write of this sink failed.
  @discardableResult
  package func flush() -> Bool {
    guard let descriptor else { return true }
    guard failure == nil else { buffer.removeAll(keepingCapacity: true); return false }
    var offset = 0
    while offset < buffer.count {
      let count = buffer.withUnsafeBufferPointer { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        fail(String(cString: strerror(errno)))
        break
      }
      offset += count
    }
    buffer.removeAll(keepingCapacity: true)
    return failure == nil
  }
}
