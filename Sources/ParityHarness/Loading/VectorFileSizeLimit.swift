/// The largest vector file parity-check (either reader) reads: the same limit as the web runner's
/// `DEFAULT_MAX_FILE_BYTES` and the oracle's `MAX_VECTOR_FILE_BYTES` (docs/vector-format.md, "The file-size
/// limit"). A file's tree is built in memory, so a larger file is a defect that says to split it, found on the open
/// file's size before a byte is read, never a crash or minutes of reading.
package enum VectorFileSizeLimit {
  package static let maximumBytes = 256 * 1024 * 1024

  /// The defect message for a file of `size` bytes, worded as on the other gates.
  static func message(size: Int) -> String {
    "the file is \(size) bytes, more than the \(maximumBytes) bytes a vector file may have (parity-check builds "
      + "its tree in memory); split the suite's cases over revision files or shorten its inputs"
  }
}
