
/// The SHA-256 digest of a set of vector files, the same on the iOS and the Android gate.
///
/// SHA-256 over the lines `<sha256 of the file, hex>  <path relative to its root>\n`, sorted by path, so the
/// digest depends on the files' names and bytes and not on the order a directory walk returns them in.
public struct VectorSetDigest: Sendable, Equatable, CustomStringConvertible {
  public let hex: String

  /// The digest of files given by their relative paths and the SHA-256 (hex) of their bytes.
  public init(fileDigests: [(relativePath: String, sha256: String)]) {
    let lines = fileDigests
      .sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
      .map { "\($0.sha256)  \($0.relativePath)\n" }
      .joined()
    hex = SHA256Hex.of(Array(lines.utf8))
  }

  /// The digest of files given by their relative paths and bytes.
  public init(files: [(relativePath: String, bytes: [UInt8])]) {
    self.init(fileDigests: files.map { ($0.relativePath, SHA256Hex.of($0.bytes)) })
  }

  public var description: String { "sha256:\(hex)" }
}
