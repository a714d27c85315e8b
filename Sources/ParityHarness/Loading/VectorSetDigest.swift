/// The SHA-256 digest of a set of vector files, the same on the iOS and the Android gate.
///
/// SHA-256 over the lines `<sha256 of the file, hex>  <path relative to its root>\n`, sorted by path, so the
/// digest depends on the files' names and bytes and not on the order a directory walk returns them in.
public struct VectorSetDigest: Sendable, Equatable, CustomStringConvertible {
  public let hex: String

  public init(files: [(relativePath: String, bytes: [UInt8])]) {
    let lines = files
      .map { (path: $0.relativePath, line: "\(SHA256.hexDigest(of: $0.bytes))  \($0.relativePath)\n") }
      .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
      .map(\.line)
      .joined()
    hex = SHA256.hexDigest(of: Array(lines.utf8))
  }

  public var description: String { "sha256:\(hex)" }
}
