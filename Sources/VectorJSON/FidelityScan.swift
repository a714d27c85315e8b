import PortableJSON

/// One pass over the raw bytes that finds what json-c would read silently wrong, or accept though it is not
/// strict JSON (RFC 8259).
///
/// json-c, even with `JSON_TOKENER_STRICT`, accepts bare `NaN`/`Infinity`, numbers beyond a double's range
/// (`1e400` as infinity, `1e-400` as 0.0), integers beyond 64 bits (clamped), `1.`, raw control characters in
/// strings and duplicate keys (the last one wins); it reads `-0` as the integer 0 and surrogate escapes (lone
/// ones, and some pairs) as U+FFFD. Scanning the text before parsing is the only place where these are still
/// visible. The scan also names faults json-c reports only as "unexpected character" (comments, single quotes,
/// trailing commas, a UTF-16 file, a top level that is not an object), so the message says what to fix. The
/// JVM oracle scans by the same rules (tools/jvm-parity/src/json/StrictScan.kt).
enum FidelityScan {
  struct Finding {
    var kind: JSONLoadError.Kind
    var offset: Int
  }

  static func firstFinding(in bytes: UnsafeBufferPointer<UInt8>) -> Finding? {
    var scanner = Scanner(bytes: bytes)
    return scanner.run()
  }

  private enum Container {
    case array
    /// An object, with the member names read so far (decoded to UTF-16 units) and whether a name comes next.
    case object(names: Set<[UInt16]>, expectingName: Bool)
  }

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var containers: [Container] = []

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() -> Finding? {
      if let encoding = utf16Finding() { return encoding }
      if let top = topLevelFinding() { return top }
      while index < bytes.count {
        let byte = bytes[index]
        if let finding = byteFinding(byte, at: index) { return finding }
        switch byte {
        case UInt8(ascii: "\""):
          if let finding = string() { return finding }
          continue
        case UInt8(ascii: "{"):
          containers.append(.object(names: [], expectingName: true))
        case UInt8(ascii: "["):
          containers.append(.array)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          _ = containers.popLast()
        case UInt8(ascii: ","):
          if let closer = nextSignificantByte(after: index), closer == UInt8(ascii: "}") || closer == UInt8(ascii: "]") {
            return Finding(kind: .trailingComma(Character(Unicode.Scalar(closer))), offset: index)
          }
          setExpectingName(true)
        case UInt8(ascii: ":"):
          setExpectingName(false)
        case UInt8(ascii: "/"):
          return Finding(kind: .comment, offset: index)
        case UInt8(ascii: "'"):
          return Finding(kind: .singleQuotedString, offset: index)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          if let finding = number() { return finding }
          continue
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
          if let finding = word(start: index) { return finding }
          continue
        default:
          break
        }
        index += 1
      }
      return nil
    }

    /// A byte that is wrong wherever it stands.
    func byteFinding(_ byte: UInt8, at offset: Int) -> Finding? {
      if byte == 0 { return Finding(kind: .nulByte, offset: offset) }
      if byte >= 0x80 { return Finding(kind: .nonASCIIByte(byte), offset: offset) }
      return nil
    }

    /// A UTF-16 file: a byte-order mark, or a NUL byte beside the first character (ASCII text in UTF-16).
    func utf16Finding() -> Finding? {
      guard bytes.count >= 2 else { return nil }
      let (first, second) = (bytes[0], bytes[1])
      if (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) || (first == 0) != (second == 0) {
        return Finding(kind: .utf16Encoding, offset: 0)
      }
      return nil
    }

    /// The top-level value must be an object.
    func topLevelFinding() -> Finding? {
      var start = 0
      while start < bytes.count, SourceIndex.isWhitespace(bytes[start]) { start += 1 }
      guard start < bytes.count else { return Finding(kind: .topLevelNotObject("nothing (the file is empty)"), offset: start) }
      let found: String
      switch bytes[start] {
      case UInt8(ascii: "{"): return nil
      case UInt8(ascii: "["): found = "an array"
      case UInt8(ascii: "\""): found = "a string"
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): found = "a number"
      default:
        var end = start
        while end < bytes.count, end - start < 16, isLetter(bytes[end]) { end += 1 }
        guard end > start else { return nil }  // not a value at all: json-c names the character
        found = String(decoding: bytes[start..<end], as: UTF8.self)
      }
      return Finding(kind: .topLevelNotObject(found), offset: start)
    }

    mutating func setExpectingName(_ expecting: Bool) {
      guard case .object(let names, _)? = containers.last else { return }
      containers[containers.count - 1] = .object(names: names, expectingName: expecting)
    }

    func nextSignificantByte(after offset: Int) -> UInt8? {
      var next = offset + 1
      while next < bytes.count, SourceIndex.isWhitespace(bytes[next]) { next += 1 }
      return next < bytes.count ? bytes[next] : nil
    }

    /// Scans the string starting here (a member name is checked against its object's other names) and moves
    /// past it.
    mutating func string() -> Finding? {
      let start = index
      var isName = false
      if case .object(_, let expectingName)? = containers.last, expectingName { isName = true }
      var units: [UInt16] = []
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        if let finding = byteFinding(byte, at: index) { return finding }
        if byte == UInt8(ascii: "\"") {
          index += 1
          if isName { return recordName(units, at: start) }
          return nil
        }
        if byte < 0x20 { return Finding(kind: .controlCharacter(byte), offset: index) }
        if byte == UInt8(ascii: "\\") {
          guard index + 1 < bytes.count else { break }
          let escaped = bytes[index + 1]
          if escaped == UInt8(ascii: "u") {
            // A malformed escape is left to json-c, which reports it as bad JSON.
            guard let unit = hexUnit(at: index + 2) else {
              index += 2
              continue
            }
            if (0xD800...0xDFFF).contains(unit) {
              let escape = "\\u" + String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self)
              return Finding(kind: .surrogateEscape(escape), offset: index)
            }
            units.append(unit)
            index += 6
            continue
          }
          units.append(UInt16(Self.simpleEscapes[escaped] ?? escaped))
          index += 2
          continue
        }
        units.append(UInt16(byte))
        index += 1
      }
      return nil  // unterminated: json-c reports the end of the text
    }

    static let simpleEscapes: [UInt8: UInt8] = [UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
                                                UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C]

    mutating func recordName(_ name: [UInt16], at offset: Int) -> Finding? {
      guard case .object(var names, _)? = containers.last else { return nil }
      guard names.insert(name).inserted else {
        return Finding(kind: .duplicateKey(String(decoding: name, as: UTF16.self)), offset: offset)
      }
      containers[containers.count - 1] = .object(names: names, expectingName: false)
      return nil
    }

    /// Checks the number token here (grammar, `-0`, range) and moves past it.
    mutating func number() -> Finding? {
      let start = index
      if bytes[start] == UInt8(ascii: "-"), start + 1 < bytes.count, isLetter(bytes[start + 1]) {
        return word(start: start)  // -Infinity
      }
      var end = start
      while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
      index = end
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      guard let shape = Self.numberShape(bytes[start..<end]) else { return Finding(kind: .malformedNumber(text), offset: start) }
      if !shape.hasFractionOrExponent {
        if text == "-0" { return Finding(kind: .negativeZeroInteger, offset: start) }
        if Int64(text) == nil { return Finding(kind: .integerBeyond64Bits(text), offset: start) }
        return nil
      }
      guard let value = Double(text), value.isFinite else { return Finding(kind: .numberOutOfRange(text), offset: start) }
      if value == 0, shape.hasNonZeroDigit { return Finding(kind: .numberUnderflow(text), offset: start) }
      return nil
    }

    /// Checks the bare word here (`true`, `false`, `null`; a `NaN` or `Infinity` literal is named) and moves past it.
    mutating func word(start: Int) -> Finding? {
      var end = start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)
      while end < bytes.count, isLetter(bytes[end]) { end += 1 }
      index = end
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      let bare = text.hasPrefix("-") ? String(text.dropFirst()) : text
      if ["nan", "infinity", "inf"].contains(bare.lowercased()) { return Finding(kind: .nonFiniteLiteral(text), offset: start) }
      return nil  // true, false, null, or a word json-c rejects as an unexpected character
    }

    func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    func isNumberByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
        UInt8(ascii: "e"), UInt8(ascii: "E"):
        return true
      default:
        return false
      }
    }

    func hexUnit(at start: Int) -> UInt16? { HexEscape.unit(in: bytes, at: start) }

    struct NumberShape {
      var hasFractionOrExponent: Bool
      /// A digit 1-9 in the integer part or the fraction: the number is not zero.
      var hasNonZeroDigit: Bool
    }

    /// RFC 8259's `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, or nil when the token does not match it.
    static func numberShape(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> NumberShape? {
      var position = token.startIndex
      let end = token.endIndex
      var shape = NumberShape(hasFractionOrExponent: false, hasNonZeroDigit: false)
      func isDigit(_ at: Int) -> Bool { at < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(token[at]) }
      func digits(countingNonZero: Bool) -> Bool {
        guard isDigit(position) else { return false }
        while isDigit(position) {
          if countingNonZero, token[position] != UInt8(ascii: "0") { shape.hasNonZeroDigit = true }
          position += 1
        }
        return true
      }
      if position < end, token[position] == UInt8(ascii: "-") { position += 1 }
      if position < end, token[position] == UInt8(ascii: "0") {
        position += 1
        if isDigit(position) { return nil }  // a leading zero
      } else if !digits(countingNonZero: true) {
        return nil
      }
      if position < end, token[position] == UInt8(ascii: ".") {
        position += 1
        shape.hasFractionOrExponent = true
        guard digits(countingNonZero: true) else { return nil }
      }
      if position < end, token[position] == UInt8(ascii: "e") || token[position] == UInt8(ascii: "E") {
        position += 1
        shape.hasFractionOrExponent = true
        if position < end, token[position] == UInt8(ascii: "+") || token[position] == UInt8(ascii: "-") { position += 1 }
        guard digits(countingNonZero: false) else { return nil }
      }
      return position == end ? shape : nil
    }
  }
}
