import VectorJSON

/// What a case expects the subject to produce, as written by the JVM oracle.
public enum Expectation: Sendable {
  /// The suite's output fields.
  case value(JSONValue)
  /// The contract rejects the input with this code (and, for errors that name a position, this index).
  case error(code: String, index: Int?)
  /// Android's own value cannot be reproduced (identity hashes); the case is counted, never passed.
  case notPortable(reason: String)
}
