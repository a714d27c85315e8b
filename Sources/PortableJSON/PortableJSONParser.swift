/// A strict RFC 8259 JSON reader in plain Swift, for the targets json-c cannot be linked into (an iOS device
/// or simulator test bundle).
///
/// It reads every file json-c reads in the harness identically (the corpus test proves it file by file): the
/// same kinds, the same numbers (integers clamped to 64 bits as json-c does, doubles rounded by the standard
/// library's correctly rounded conversion), the same strings, members in the same order. It accepts nothing
/// beyond the RFC: no comments, no single quotes, no trailing commas, no bare `NaN`.
public enum PortableJSONParser {
  /// Parses `bytes` as one JSON value, nested at most `maximumDepth` arrays or objects deep.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) throws(PortableJSONError) -> PortableJSONNode {
    var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let root = try parser.value(depth: 0)
    parser.skipWhitespace()
    if parser.position < bytes.count { throw PortableJSONError(kind: .trailingContent, offset: parser.position) }
    return root
  }
}

/// Why the text is not JSON, and the byte offset where that shows.
public struct PortableJSONError: Error, Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case syntax(String)
    case unexpectedEnd
    case trailingContent
    case tooDeep
  }

  public var kind: Kind
  public var offset: Int

  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

private struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  func fail(_ detail: String, at offset: Int? = nil) -> PortableJSONError {
    let at = offset ?? position
    return PortableJSONError(kind: at >= bytes.count ? .unexpectedEnd : .syntax(detail), offset: at)
  }

  mutating func value(depth: Int) throws(PortableJSONError) -> PortableJSONNode {
    guard let byte = current else { throw fail("a value") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return PortableJSONNode(.string(try string()))
    case UInt8(ascii: "t"): try literal("true"); return PortableJSONNode(.boolean(true))
    case UInt8(ascii: "f"): try literal("false"); return PortableJSONNode(.boolean(false))
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw fail("unexpected character '\(Self.printable(byte))'")
    }
  }

  /// Faults are placed at the first byte that departs from the word, as json-c places them.
  mutating func literal(_ word: StaticString) throws(PortableJSONError) {
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard current == expected else { throw fail("expected \(word)") }
      position += 1
    }
  }

  mutating func object(depth: Int) throws(PortableJSONError) -> PortableJSONNode {
    if depth > maximumDepth { throw PortableJSONError(kind: .tooDeep, offset: position) }
    position += 1
    var members = PortableJSONObject()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return PortableJSONNode(.object(members))
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw fail("expected a member name in double quotes") }
      let key = try string()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw fail("expected ':' after a member name") }
      position += 1
      skipWhitespace()
      members.set(key, try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"): position += 1; return PortableJSONNode(.object(members))
      default: throw fail("expected ',' or '}' in an object")
      }
    }
  }

  mutating func array(depth: Int) throws(PortableJSONError) -> PortableJSONNode {
    if depth > maximumDepth { throw PortableJSONError(kind: .tooDeep, offset: position) }
    position += 1
    var elements: [PortableJSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return PortableJSONNode(.array(elements))
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"): position += 1; return PortableJSONNode(.array(elements))
      default: throw fail("expected ',' or ']' in an array")
      }
    }
  }

  /// A string: the bytes between the quotes, escapes decoded (a surrogate pair to its scalar; a lone surrogate,
  /// which the fidelity scan rejects before any parse, to U+FFFD).
  mutating func string() throws(PortableJSONError) -> String {
    position += 1
    var utf8: [UInt8] = []
    var pendingHigh: UInt16?
    func flushHigh() {
      if pendingHigh != nil { utf8 += [0xEF, 0xBF, 0xBD] }
      pendingHigh = nil
    }
    while true {
      guard let byte = current else { throw fail("unterminated string") }
      if byte == UInt8(ascii: "\"") {
        position += 1
        flushHigh()
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw fail("control character 0x\(String(byte, radix: 16)) in a string (write it as \\u00XX)") }
      guard byte == UInt8(ascii: "\\") else {
        flushHigh()
        utf8.append(byte)
        position += 1
        continue
      }
      guard position + 1 < bytes.count else { throw fail("unterminated escape", at: bytes.count) }
      let escaped = bytes[position + 1]
      let simple: UInt8?
      switch escaped {
      case UInt8(ascii: "\""): simple = 0x22
      case UInt8(ascii: "\\"): simple = 0x5C
      case UInt8(ascii: "/"): simple = 0x2F
      case UInt8(ascii: "b"): simple = 0x08
      case UInt8(ascii: "f"): simple = 0x0C
      case UInt8(ascii: "n"): simple = 0x0A
      case UInt8(ascii: "r"): simple = 0x0D
      case UInt8(ascii: "t"): simple = 0x09
      case UInt8(ascii: "u"): simple = nil
      default: throw fail("invalid escape '\\\(Self.printable(escaped))'", at: position + 1)
      }
      if let simple {
        flushHigh()
        utf8.append(simple)
        position += 2
        continue
      }
      guard let unit = hexUnit(at: position + 2) else {
        throw fail("\\u needs four hex digits", at: HexEscape.fault(in: bytes, at: position + 2))
      }
      position += 6
      switch unit {
      case 0xD800...0xDBFF:
        flushHigh()
        pendingHigh = unit
      case 0xDC00...0xDFFF:
        if let high = pendingHigh {
          let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
          utf8 += Array(String(Unicode.Scalar(scalar)!).utf8)
          pendingHigh = nil
        } else {
          utf8 += [0xEF, 0xBF, 0xBD]
        }
      default:
        flushHigh()
        utf8 += Array(String(Unicode.Scalar(unit)!).utf8)
      }
    }
  }

  func hexUnit(at start: Int) -> UInt16? { HexEscape.unit(in: bytes, at: start) }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, and nothing else.
  mutating func number() throws(PortableJSONError) -> PortableJSONNode {
    let start = position
    var isDouble = false
    if current == UInt8(ascii: "-") { position += 1 }
    guard let first = current, Self.isDigit(first) else { throw fail("a '-' must be followed by a digit") }
    if first == UInt8(ascii: "0") {
      position += 1
      if let next = current, Self.isDigit(next) { throw fail("a number may not start with a leading zero") }
    } else {
      while let digit = current, Self.isDigit(digit) { position += 1 }
    }
    if current == UInt8(ascii: ".") {
      isDouble = true
      position += 1
      guard let digit = current, Self.isDigit(digit) else { throw fail("a '.' must be followed by a digit") }
      while let digit = current, Self.isDigit(digit) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isDouble = true
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard let digit = current, Self.isDigit(digit) else { throw fail("an exponent needs a digit") }
      while let digit = current, Self.isDigit(digit) { position += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    if isDouble {
      guard let value = Double(text) else { throw fail("unreadable number \(text)", at: start) }
      return PortableJSONNode(.double(value, text: text))
    }
    // json-c clamps an integer beyond 64 bits to the nearest bound, and reads one above Int64.max as unsigned.
    if let value = Int64(text) { return PortableJSONNode(.integer(value, Double(value), text: text)) }
    if text.hasPrefix("-") { return PortableJSONNode(.integer(.min, Double(Int64.min), text: text)) }
    let unsigned = UInt64(text) ?? .max
    return PortableJSONNode(.integer(.max, Double(unsigned), text: text))
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  static func printable(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16)
  }
}
