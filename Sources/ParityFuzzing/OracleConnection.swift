import ParityHarness
import ParitySuiteKit
import VectorJSON

/// One request to the oracle: compute the expected result of `input` (compact JSON) for `suite`.
package struct OracleRequest: Sendable {
  package var suite: String
  package var input: String

  package init(suite: String, input: String) {
    self.suite = suite
    self.input = input
  }

  /// Appends the request as one line of the `serve` protocol, newline included: `{"suite": …, "input": …}`.
  package func appendLine(to bytes: inout [UInt8]) {
    bytes += "{\"suite\": \"".utf8
    bytes += suite.utf8
    bytes += "\", \"input\": ".utf8
    bytes += input.utf8
    bytes += "}\n".utf8
  }

  /// The line of a request for `input` of `suite`, written from the value: the same bytes as `appendLine(to:)` of
  /// the request with `input.json`, without making that text.
  package static func appendLine(suite: String, input: ParityValue, to bytes: inout [UInt8]) {
    bytes += "{\"suite\": \"".utf8
    bytes += suite.utf8
    bytes += "\", \"input\": ".utf8
    input.write(to: &bytes)
    bytes += "}\n".utf8
  }
}

/// The oracle's answer to one request.
package enum OracleAnswer: Sendable, Equatable {
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
  package init?(line: String) {
    let bytes = Array(line.utf8)
    guard let document = try? JSONDocument(bytes: bytes), let answer = Self(parsed: document.root, line: bytes) else { return nil }
    self = answer
  }

  /// Reads many lines of `serve` output: the same as `init?(line:)` for each, in order, with one json-c parse
  /// for all of them (a parse per line cost the fuzzer more than judging the answer).
  ///
  /// The lines are read as the elements of one JSON array. Each line is first checked to be exactly one
  /// object, so that no line can run into its neighbour; anything unusual reads the lines one at a time.
  package static func answers(lines: [[UInt8]]) -> [OracleAnswer?] {
    read(lines: lines).map { $0?.answer }
  }

  /// `answers(lines:)`, each answer with the object its line was read as (``ReadAnswer``).
  package static func read(lines: [[UInt8]]) -> [ReadAnswer?] {
    PieceWork.map(lines, bytes: \.count) { arrayAnswers($0) }
  }

  private static func arrayAnswers(_ lines: [[UInt8]]) -> [ReadAnswer?] {
    let alone = { (line: [UInt8]) in
      OracleAnswer(line: String(decoding: line, as: UTF8.self)).map { ReadAnswer(answer: $0, object: nil) }
    }
    guard !lines.isEmpty, lines.allSatisfy(isOneObject) else { return lines.map(alone) }
    // The reader takes only an object at the top level.
    var bytes = Array("{\"answers\": [".utf8)
    bytes.reserveCapacity(lines.reduce(16) { $0 + $1.count + 1 })
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += line
    }
    bytes += "]}".utf8
    guard let document = try? JSONDocument(bytes: bytes), let array = document.root["answers"], array.kind == .array,
      array.count == lines.count
    else { return lines.map(alone) }
    return lines.indices.map { index in
      array[index].flatMap { object in Self(parsed: object, line: lines[index]).map { ReadAnswer(answer: $0, object: object) } }
    }
  }

  /// The answer in `root`, parsed from `line`; nil when it is neither of the two forms.
  private init?(parsed root: JSONValue, line: [UInt8]) {
    guard root.kind == .object else { return nil }
    if root.count == 1, let failure = root["failure"] {
      guard let message = failure.stringValue else { return nil }
      self = .failure(message)
      return
    }
    let tolerance = root["tolerance"]
    guard let expected = root["expected"], expected.kind == .object, root.count == (tolerance == nil ? 1 : 2) else { return nil }
    if let text = Self.rawMembers(of: line), tolerance == nil || text.contains("\"tolerance\"") {
      self = .expected(text)
    } else {
      self = .expected(expected.compactText + (tolerance.map { ", \"tolerance\": " + $0.compactText } ?? ""))
    }
  }

  /// Whether `line` is one JSON object and nothing more, judged by its brackets outside strings: it opens
  /// with `{` and its brackets balance first at its last byte (spaces aside).
  static func isOneObject<Bytes: RandomAccessCollection<UInt8>>(_ line: Bytes) -> Bool where Bytes.Index == Int {
    var end = line.endIndex
    while end > line.startIndex, isSpace(line[end - 1]) { end -= 1 }
    var index = line.startIndex
    while index < end, isSpace(line[index]) { index += 1 }
    guard index < end, line[index] == UInt8(ascii: "{") else { return false }
    var depth = 0
    var inString = false
    while index < end {
      let byte = line[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index == end - 1 }
        default: break
        }
      }
      index += 1
    }
    return false
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  /// The text after `{"expected":` up to the closing brace, whatever the spacing: the oracle's own
  /// spelling of numbers and escapes, which a finding keeps. Nil unless `expected` is the first member.
  private static func rawMembers(of bytes: [UInt8]) -> String? {
    var index = 0
    func skipSpace() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    skipSpace()
    let key = Array("\"expected\"".utf8)
    guard bytes.count >= index + key.count, bytes[index..<index + key.count].elementsEqual(key) else { return nil }
    index += key.count
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipSpace()
    var end = bytes.count
    while end > index, isSpace(bytes[end - 1]) { end -= 1 }
    guard end > index, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
    end -= 1
    while end > index, isSpace(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }
}

/// An answer with the object its line was read as, `{"expected": …}`, when the line was read among others in one
/// document (nil when it was read alone): judging takes the answer from that object instead of reading its text
/// a second time.
package struct ReadAnswer: Sendable {
  package var answer: OracleAnswer
  package var object: JSONValue?

  package init(answer: OracleAnswer, object: JSONValue?) {
    self.answer = answer
    self.object = object
  }
}

/// A conversation with the JVM oracle, pipelined: requests go out in batches while earlier answers come back.
///
/// `send` must not wait for the oracle to answer, so that the caller can compute the Swift side of one batch
/// while the JVM computes the next; `receive` returns the answers to the oldest requests not yet received.
package protocol OracleConnection: AnyObject {
  func send(_ requests: [OracleRequest]) throws
  /// Sends a request for each of `inputs` of `suite`, as `send(_:)` of requests with their text (`json`) does.
  func send(_ inputs: [ParityValue], of suite: String) throws
  func receive(_ count: Int) throws -> [OracleAnswer]
  /// `receive`, each answer with the object its line was read as where the connection has one.
  func receiveRead(_ count: Int) throws -> [ReadAnswer]
}

extension OracleConnection {
  package func send(_ inputs: [ParityValue], of suite: String) throws {
    try send(inputs.map { OracleRequest(suite: suite, input: $0.json) })
  }

  package func receiveRead(_ count: Int) throws -> [ReadAnswer] {
    try receive(count).map { ReadAnswer(answer: $0, object: nil) }
  }

  /// Sends `requests` and waits for their answers.
  package func ask(_ requests: [OracleRequest]) throws -> [OracleAnswer] {
    try send(requests)
    return try receive(requests.count)
  }
}

/// Something went wrong talking to the oracle: the run cannot be trusted (exit 2).
package struct OracleError: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) { self.description = description }
}
