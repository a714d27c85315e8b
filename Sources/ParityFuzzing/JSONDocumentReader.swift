import ParityHarness
import VectorJSON

/// Parses JSON text (inputs the fuzzer wrote, lines the oracle wrote) with the harness's own reader, so the
/// Swift side reads exactly what a committed vector file would give it.
enum JSONDocumentReader {
  static func parse(_ text: String) throws -> JSONDocument {
    try JSONDocument(bytes: Array(text.utf8))
  }
}
