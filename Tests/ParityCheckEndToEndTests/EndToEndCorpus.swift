import Foundation
import _ParityTestSupport

/// The small corpora the end-to-end tests run parity-check on.
enum EndToEndCorpus {
  // "Aa".hashCode() is 2112; the first case claims a wrong hash, so the run diverges.
  static let diverging = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "wrong", "input": {"s": "Aa"}, "expected": {"hash": 2113}}"#,
    #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
  ])
  static let passing = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
  ])

  /// A temporary vectors folder holding `text` at its suite's usual path.
  static func folder(_ text: String = diverging) throws -> TemporaryVectors {
    let suite = text.firstRange(of: #/"suite": "([^"]+)"/#).map { String(text[$0]).split(separator: "\"")[2] }
    return try TemporaryVectors([suite.map { layoutPath(suite: String($0)) } ?? "javaHash/string.json": text])
  }
}
