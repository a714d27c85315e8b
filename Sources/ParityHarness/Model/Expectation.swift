import VectorJSON

/// What a case expects the subject to produce, as written by the JVM oracle.
package enum Expectation: Sendable {
  /// The suite's output fields.
  case value(JSONValue)
  /// The contract rejects the input with this code (and, for errors that name a position, this index).
  case error(code: String, index: Int?)
  /// Android's own value cannot be reproduced (identity hashes); the case is counted, never passed.
  case notPortable(reason: String)
}

extension Expectation {
  /// One line in the vector notation: the value's compact JSON, `error CODE [at index N]`, `not portable: …`.
  package var rendered: String {
    switch self {
    case .value(let value): return value.compactText
    case .error(let code, let index): return "error \(code)" + (index.map { " at index \($0)" } ?? "")
    case .notPortable(let reason): return "not portable: \(reason)"
    }
  }
}
