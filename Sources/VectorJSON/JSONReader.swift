/// Which parser builds a `JSONDocument`'s tree.
///
/// json-c is the harness's reader (parity-check uses nothing else). It is a system library found through
/// pkg-config, and cannot be linked into an iOS device or simulator test bundle: there the portable reader, plain
/// Swift with the same strict grammar, reads the same files into the same values (the corpus tests compare the two
/// on every case).
public enum JSONReader: String, Sendable, CaseIterable {
  case jsonC = "json-c"
  case portable

  /// json-c where it is linked (Linux, macOS), the portable reader elsewhere.
  public static var standard: JSONReader {
    #if canImport(CJSONC)
    return .jsonC
    #else
    return .portable
    #endif
  }
}
