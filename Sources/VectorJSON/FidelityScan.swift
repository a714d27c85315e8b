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

  /// `allowingWideIntegers`: an integer beyond 64 bits is no finding (json-c clamps it). Only for a file whose
  /// reader never reads such a value: a report's `ulps`, an unsigned 64-bit distance.
  static func firstFinding(in bytes: UnsafeBufferPointer<UInt8>, allowingWideIntegers: Bool = false) -> Finding? {
    var scanner = Scanner(bytes: bytes)
    scanner.allowsWideIntegers = allowingWideIntegers
    return scanner.run()
  }

  /// The first finding, and, for a file with none, the offsets that delimit the elements of its top-level
  /// `"cases"` array: its `[`, each `,` between two elements, and its `]` (nil when there is no such array). The
  /// scan already passes every structural byte once; noting these costs nearly nothing, and lets a clean file be
  /// parsed a few cases at a time (`CaseSlicedDocument`).
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (finding: Finding?, caseDelimiters: [Int]?) {
    var scanner = Scanner(bytes: bytes)
    if let finding = scanner.run() { return (finding, nil) }
    return (nil, scanner.casesClosed ? scanner.caseDelimiters : nil)
  }

  /// An open array or object. An object's member names so far are `names[firstName...]` of the scanner: a flat
  /// stack of byte spans, so a name costs no allocation (objects are small; a large one switches to a set).
  private struct Container {
    var isObject: Bool
    /// In an object: whether a member name comes next.
    var expectingName: Bool
    var firstName: Int
    /// The decoded names of an object past `Scanner.linearNameLimit` members, where comparing with each would cost
    /// more than hashing.
    var nameSet: Set<[UInt16]>? = nil
  }

  /// A member name's bytes between its quotes; `escaped` when they hold a backslash (then only the decoded UTF-16
  /// units say whether two names are the same).
  private struct NameSpan {
    var start: Int
    var end: Int
    var escaped: Bool
  }

  private struct Scanner {
    static let linearNameLimit = 16
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var containers: [Container] = []
    var names: [NameSpan] = []
    /// Whether the top-level object's `"cases"` array is open (it is then `containers[1]`), and whether it was.
    var casesOpen = false
    var casesClosed = false
    var caseDelimiters: [Int] = []
    var allowsWideIntegers = false

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
          containers.append(Container(isObject: true, expectingName: true, firstName: names.count))
        case UInt8(ascii: "["):
          if containers.count == 1, !casesClosed, lastTopLevelNameIsCases() {
            casesOpen = true
            caseDelimiters.append(index)
          }
          containers.append(Container(isObject: false, expectingName: false, firstName: names.count))
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if let closed = containers.popLast(), closed.isObject { names.removeLast(names.count - closed.firstName) }
          if casesOpen, containers.count == 1 {
            casesOpen = false
            casesClosed = true
            caseDelimiters.append(index)
          }
        case UInt8(ascii: ","):
          if let closer = nextSignificantByte(after: index), closer == UInt8(ascii: "}") || closer == UInt8(ascii: "]") {
            return Finding(kind: .trailingComma(Character(Unicode.Scalar(closer))), offset: index)
          }
          if casesOpen, containers.count == 2 { caseDelimiters.append(index) }
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

    /// Whether the top-level object's member being read is named `cases`, spelled without escapes (a name spelled
    /// otherwise only loses the sliced reading, not correctness).
    func lastTopLevelNameIsCases() -> Bool {
      guard containers[0].isObject, let name = names.last, !name.escaped, name.end - name.start == 5 else { return false }
      return spells("cases", from: name.start, to: name.end)
    }

    mutating func setExpectingName(_ expecting: Bool) {
      guard let last = containers.indices.last, containers[last].isObject else { return }
      containers[last].expectingName = expecting
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
      let isName = containers.last.map { $0.isObject && $0.expectingName } ?? false
      var escaped = false
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        // Nearly every byte of a string is printable ASCII other than a quote or a backslash: nothing to check.
        if byte > UInt8(ascii: "\""), byte < 0x80, byte != UInt8(ascii: "\\") {
          index += 1
          continue
        }
        if byte == UInt8(ascii: "\"") {
          index += 1
          if isName { return recordName(NameSpan(start: start + 1, end: index - 1, escaped: escaped), at: start) }
          return nil
        }
        if let finding = byteFinding(byte, at: index) { return finding }
        if byte < 0x20 { return Finding(kind: .controlCharacter(byte), offset: index) }
        if byte == UInt8(ascii: "\\") {
          guard index + 1 < bytes.count else { break }
          escaped = true
          if bytes[index + 1] == UInt8(ascii: "u") {
            // A malformed escape is left to json-c, which reports it as bad JSON.
            guard let unit = hexUnit(at: index + 2) else {
              index += 2
              continue
            }
            if (0xD800...0xDFFF).contains(unit) {
              let escape = "\\u" + String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self)
              return Finding(kind: .surrogateEscape(escape), offset: index)
            }
            index += 6
            continue
          }
          index += 2
          continue
        }
        index += 1
      }
      return nil  // unterminated: json-c reports the end of the text
    }

    static let simpleEscapes: [UInt8: UInt8] = [UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
                                                UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C]

    /// The name's UTF-16 units, escapes decoded (a name was scanned already: no surrogate escape, no fault json-c
    /// would not report first).
    func units(of name: NameSpan) -> [UInt16] {
      var units: [UInt16] = []
      var position = name.start
      while position < name.end {
        let byte = bytes[position]
        guard byte == UInt8(ascii: "\\"), position + 1 < name.end else {
          units.append(UInt16(byte))
          position += 1
          continue
        }
        let escaped = bytes[position + 1]
        if escaped == UInt8(ascii: "u") {
          if let unit = hexUnit(at: position + 2) {
            units.append(unit)
            position += 6
          } else {
            position += 2
          }
          continue
        }
        units.append(UInt16(Self.simpleEscapes[escaped] ?? escaped))
        position += 2
      }
      return units
    }

    func sameName(_ one: NameSpan, _ other: NameSpan) -> Bool {
      if one.escaped || other.escaped { return units(of: one) == units(of: other) }
      let length = one.end - one.start
      guard other.end - other.start == length else { return false }
      var offset = 0
      while offset < length, bytes[one.start + offset] == bytes[other.start + offset] { offset += 1 }
      return offset == length
    }

    mutating func recordName(_ name: NameSpan, at offset: Int) -> Finding? {
      guard let last = containers.indices.last, containers[last].isObject else { return nil }
      func duplicate() -> Finding {
        Finding(kind: .duplicateKey(String(decoding: units(of: name), as: UTF16.self)), offset: offset)
      }
      containers[last].expectingName = false
      if containers[last].nameSet != nil {
        return containers[last].nameSet!.insert(units(of: name)).inserted ? nil : duplicate()
      }
      let first = containers[last].firstName
      // By index: a slice of `names` would retain its storage for every name recorded.
      var other = first
      while other < names.count {
        if sameName(name, names[other]) { return duplicate() }
        other += 1
      }
      names.append(name)
      if names.count - first > Self.linearNameLimit {
        containers[last].nameSet = Set(names[first...].map(units(of:)))
      }
      return nil
    }

    /// Checks the number token here (grammar, `-0`, range) and moves past it.
    mutating func number() -> Finding? {
      let start = index
      if bytes[start] == UInt8(ascii: "-"), start + 1 < bytes.count, isLetter(bytes[start + 1]) {
        return word(start: start)  // -Infinity
      }
      if let end = plainNumberEnd(from: start) {
        index = end
        return nil
      }
      var end = start
      while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
      index = end
      // Most numbers are plainly in range: only the others are converted (a String and strtod per number would
      // cost as much as the rest of the scan).
      var text: String { String(decoding: bytes[start..<end], as: UTF8.self) }
      guard let shape = Self.numberShape(bytes[start..<end]) else { return Finding(kind: .malformedNumber(text), offset: start) }
      if !shape.hasFractionOrExponent {
        let negative = bytes[start] == UInt8(ascii: "-")
        let digits = end - start - (negative ? 1 : 0)
        if negative, digits == 1, bytes[start + 1] == UInt8(ascii: "0") { return Finding(kind: .negativeZeroInteger, offset: start) }
        if digits <= 18 { return nil }  // below 10^18, inside Int64
        if !allowsWideIntegers, Int64(text) == nil { return Finding(kind: .integerBeyond64Bits(text), offset: start) }
        return nil
      }
      // Zero is in range; so is anything between 10^-300 and 10^301, far from a double's limits.
      guard shape.hasNonZeroDigit else { return nil }
      if let magnitude = shape.magnitude, abs(magnitude) <= 300 { return nil }
      guard let value = Double(text), value.isFinite else { return Finding(kind: .numberOutOfRange(text), offset: start) }
      if value == 0 { return Finding(kind: .numberUnderflow(text), offset: start) }
      return nil
    }

    /// Where a number token of the common shape `-?(0|[1-9][0-9]*)(\.[0-9]+)?` ends, when that shape alone says it
    /// is in range: a fraction of at most 300 characters (its magnitude lies within 10^-300...10^300), or an
    /// integer of at most 18 digits other than `-0`. nil for any other token (an exponent, a fault, a long one),
    /// which `number()` reads in full: one pass instead of finding the token's end and then matching it.
    func plainNumberEnd(from start: Int) -> Int? {
      let count = bytes.count
      var position = start
      if bytes[position] == UInt8(ascii: "-") { position += 1 }
      let integerStart = position
      guard position < count else { return nil }
      if bytes[position] == UInt8(ascii: "0") {
        position += 1
      } else {
        guard bytes[position] >= UInt8(ascii: "1"), bytes[position] <= UInt8(ascii: "9") else { return nil }
        position += 1
        while position < count, isDigit(bytes[position]) { position += 1 }
      }
      let integerDigits = position - integerStart
      var hasFraction = false
      if position < count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        let fractionStart = position
        while position < count, isDigit(bytes[position]) { position += 1 }
        guard position > fractionStart else { return nil }
        hasFraction = true
      }
      // The token must end here, where `number()` would end it: no exponent, sign, dot or leading-zero digit follows.
      if position < count, isNumberByte(bytes[position]) { return nil }
      if hasFraction { return position - start <= 300 ? position : nil }
      guard integerDigits <= 18 else { return nil }
      if integerStart > start, integerDigits == 1, bytes[integerStart] == UInt8(ascii: "0") { return nil }  // -0
      return position
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Checks the bare word here (`true`, `false`, `null`; a `NaN` or `Infinity` literal is named) and moves past it.
    mutating func word(start: Int) -> Finding? {
      var end = start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)
      while end < bytes.count, isLetter(bytes[end]) { end += 1 }
      index = end
      if spells("true", from: start, to: end) || spells("null", from: start, to: end) || spells("false", from: start, to: end) {
        return nil
      }
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      let bare = text.hasPrefix("-") ? String(text.dropFirst()) : text
      if ["nan", "infinity", "inf"].contains(bare.lowercased()) { return Finding(kind: .nonFiniteLiteral(text), offset: start) }
      return nil  // a word json-c rejects as an unexpected character
    }

    func spells(_ word: StaticString, from start: Int, to end: Int) -> Bool {
      guard end - start == word.utf8CodeUnitCount else { return false }
      return word.withUTF8Buffer { expected in (0..<expected.count).allSatisfy { bytes[start + $0] == expected[$0] } }
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
      /// The power of ten of the first digit 1-9 (12.5 has 1, 0.05e3 has 1); nil for zero, or for an exponent
      /// too long to matter (then only converting the number tells).
      var magnitude: Int? = nil
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
      let integerStart = position
      var firstNonZero: Int?  // the power of ten of the first digit 1-9, before the exponent
      if position < end, token[position] == UInt8(ascii: "0") {
        position += 1
        if isDigit(position) { return nil }  // a leading zero
      } else if !digits(countingNonZero: true) {
        return nil
      } else {
        firstNonZero = position - integerStart - 1
      }
      if position < end, token[position] == UInt8(ascii: ".") {
        position += 1
        shape.hasFractionOrExponent = true
        let fractionStart = position
        guard digits(countingNonZero: true) else { return nil }
        if firstNonZero == nil, shape.hasNonZeroDigit {
          var at = fractionStart
          while token[at] == UInt8(ascii: "0") { at += 1 }
          firstNonZero = fractionStart - at - 1
        }
      }
      var exponent: Int? = 0  // nil when too long to matter here
      if position < end, token[position] == UInt8(ascii: "e") || token[position] == UInt8(ascii: "E") {
        position += 1
        shape.hasFractionOrExponent = true
        var negative = false
        if position < end, token[position] == UInt8(ascii: "+") || token[position] == UInt8(ascii: "-") {
          negative = token[position] == UInt8(ascii: "-")
          position += 1
        }
        let exponentStart = position
        guard digits(countingNonZero: false) else { return nil }
        if position - exponentStart <= 6 {
          var value = 0
          for at in exponentStart..<position { value = value * 10 + Int(token[at] - UInt8(ascii: "0")) }
          exponent = negative ? -value : value
        } else {
          exponent = nil
        }
      }
      if let exponent, let firstNonZero { shape.magnitude = firstNonZero + exponent }
      return position == end ? shape : nil
    }
  }
}
