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
  ///
  /// The line is parsed as JSON first, so spacing, key order and escapes of the oracle's writer do not
  /// matter; only then is the text of `expected` (and `tolerance`) taken from it.
  public init?(line: String) {
    guard let document = try? JSONDocumentReader.parse(line), document.root.kind == .object else { return nil }
    let root = document.root
    let keys = Set(root.keys)
    if keys == ["failure"] {
      guard let message = root["failure"]?.stringValue else { return nil }
      self = .failure(message)
      return
    }
    guard keys == ["expected"] || keys == ["expected", "tolerance"], let expected = root["expected"],
      expected.kind == .object
    else { return nil }
    if let text = Self.rawMembers(of: line), keys.count == 1 || text.contains("\"tolerance\"") {
      self = .expected(text)
    } else {
      self = .expected(expected.compactText + (root["tolerance"].map { ", \"tolerance\": " + $0.compactText } ?? ""))
    }
  }

  /// The text after `{"expected":` up to the closing brace, whatever the spacing: the oracle's own
  /// spelling of numbers and escapes, which a finding keeps. Nil unless `expected` is the first member.
  private static func rawMembers(of line: String) -> String? {
    let bytes = Array(line.utf8)
    var index = 0
    func skipSpace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    skipSpace()
    let key = Array("\"expected\"".utf8)
    guard bytes.count >= index + key.count, Array(bytes[index..<index + key.count]) == key else { return nil }
    index += key.count
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipSpace()
    var end = bytes.count
    while end > index, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
    guard end > index, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
    end -= 1
    while end > index, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
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
