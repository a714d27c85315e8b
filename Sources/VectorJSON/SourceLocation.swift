/// A 1-based line and column in a vector file, the place a contributor's editor jumps to.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The line and column of byte `offset` in `bytes` (columns count bytes, which equal characters in ASCII).
  public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    var line = 1
    var lineStart = 0
    let end = min(max(offset, 0), bytes.count)
    var index = 0
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    self.init(line: line, column: end - lineStart + 1)
  }

  public var description: String { "\(line):\(column)" }
}
