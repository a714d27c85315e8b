/// One request to the oracle: compute the expected result of `input` (compact JSON) for `suite`.
public struct OracleRequest: Sendable {
  public var suite: String
  public var input: String

  public init(suite: String, input: String) {
    self.suite = suite
    self.input = input
  }

  /// The request as one line of the `serve` protocol (without the newline).
  public var line: String { "{\"suite\": \"\(suite)\", \"input\": \(input)}" }
}

/// The oracle's answer to one request.
public enum OracleAnswer: Sendable, Equatable {
  /// The `expected` member exactly as the oracle wrote it (a value object, `{"error": …}` or
  /// `{"notPortable": …}`), followed by `, "tolerance": {…}` when the contract declares the input
  /// ill-conditioned: text that follows `"expected": ` in a vector case.
  case expected(String)
  /// The oracle rejected the request (a malformed input, or an input the contract forbids, such as duplicate map keys).
  case failure(String)

  /// Reads one line of `serve` output; `nil` when it is neither of the two forms.
  public init?(line: String) {
    let prefix = "{\"expected\": "
    if line.hasPrefix(prefix) && line.hasSuffix("}") {
      self = .expected(String(line.dropFirst(prefix.count).dropLast()))
    } else if line.hasPrefix("{\"failure\": "), let document = try? JSONDocumentReader.parse(line),
      let message = document.root["failure"]?.stringValue {
      self = .failure(message)
    } else {
      return nil
    }
  }
}

/// A conversation with the JVM oracle, pipelined: requests go out in batches while earlier answers come back.
///
/// `send` must not wait for the oracle to answer, so that the caller can compute the Swift side of one batch
/// while the JVM computes the next; `receive` returns the answers to the oldest requests not yet received.
public protocol OracleConnection: AnyObject {
  func send(_ requests: [OracleRequest]) throws
  func receive(_ count: Int) throws -> [OracleAnswer]
}

extension OracleConnection {
  /// Sends `requests` and waits for their answers.
  public func ask(_ requests: [OracleRequest]) throws -> [OracleAnswer] {
    try send(requests)
    return try receive(requests.count)
  }
}

/// Something went wrong talking to the oracle: the run cannot be trusted (exit 2).
public struct OracleError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}
