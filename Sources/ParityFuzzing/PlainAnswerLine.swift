/// The oracle's usual answer line, `{"expected": {…}}` in plain JSON, recognised without json-c.
///
/// Reading the answers was a tenth of the fuzzer's own time, nearly all of it json-c building and freeing a tree
/// only to find the line well formed. This reader accepts a strict subset of what json-c and the fidelity scan
/// accept, so a line it takes reads exactly as `OracleAnswer(line:)` would read it; anything else (a failure, a
/// tolerance, other spacing, an escape in a key, a long number, deep nesting) returns nil and goes through json-c.
enum PlainAnswerLine {
  private static let prefix = Array("{\"expected\": ".utf8)

  /// The text of `expected` when `line` is `{"expected": V}` with `V` an object of the plain subset; else nil.
  static func expectedText(_ line: [UInt8]) -> String? {
    line.withUnsafeBufferPointer { bytes -> String? in
      guard bytes.count > prefix.count + 1, bytes[bytes.count - 1] == UInt8(ascii: "}"),
        bytes.starts(with: prefix), bytes[prefix.count] == UInt8(ascii: "{")
      else { return nil }
      var reader = Reader(bytes: bytes, index: prefix.count)
      guard reader.value(depth: 0), reader.index == bytes.count - 1 else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count..<bytes.count - 1]), as: UTF8.self)
    }
  }

  /// A recursive reader of the subset; each function returns false on anything outside it.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    private mutating func take(_ expected: UInt8) -> Bool {
      guard byte == expected else { return false }
      index += 1
      return true
    }

    mutating func value(depth: Int) -> Bool {
      // json-c stops at 32 levels; far below that is all the oracle writes.
      guard depth < 16, let first = byte else { return false }
      switch first {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string(isKey: false) != nil
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
      case UInt8(ascii: "t"): return word("true")
      case UInt8(ascii: "f"): return word("false")
      case UInt8(ascii: "n"): return word("null")
      default: return false
      }
    }

    private mutating func object(depth: Int) -> Bool {
      index += 1
      skipSpaces()
      if take(UInt8(ascii: "}")) { return true }
      // Keys are compared as written: a key with an escape is left to json-c, so equal spellings mean equal keys.
      var keys: [UnsafeBufferPointer<UInt8>] = []
      while true {
        guard let key = string(isKey: true), !keys.contains(where: { $0.elementsEqual(key) }) else { return false }
        keys.append(key)
        skipSpaces()
        guard take(UInt8(ascii: ":")) else { return false }
        skipSpaces()
        guard value(depth: depth + 1) else { return false }
        skipSpaces()
        if take(UInt8(ascii: "}")) { return true }
        guard take(UInt8(ascii: ",")) else { return false }
        skipSpaces()
      }
    }

    private mutating func array(depth: Int) -> Bool {
      index += 1
      skipSpaces()
      if take(UInt8(ascii: "]")) { return true }
      while true {
        guard value(depth: depth + 1) else { return false }
        skipSpaces()
        if take(UInt8(ascii: "]")) { return true }
        guard take(UInt8(ascii: ",")) else { return false }
        skipSpaces()
      }
    }

    /// A string of printable ASCII with simple escapes and `\u` escapes outside the surrogates (json-c reads
    /// those faithfully); a key has no escape at all. Returns the bytes between the quotes.
    private mutating func string(isKey: Bool) -> UnsafeBufferPointer<UInt8>? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = index
      while let current = byte {
        switch current {
        case UInt8(ascii: "\""):
          index += 1
          return UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
        case UInt8(ascii: "\\"):
          guard !isKey, index + 1 < bytes.count else { return nil }
          let escaped = bytes[index + 1]
          if escaped == UInt8(ascii: "u") {
            guard index + 6 <= bytes.count else { return nil }
            var unit = 0
            for hex in bytes[index + 2..<index + 6] {
              guard let digit = Self.hexValue(hex) else { return nil }
              unit = unit * 16 + digit
            }
            guard !(0xD800...0xDFFF).contains(unit), unit != 0 else { return nil }
            index += 6
          } else {
            guard "\"\\/bfnrt".utf8.contains(escaped) else { return nil }
            index += 2
          }
        case 0x20...0x7E: index += 1
        default: return nil
        }
      }
      return nil
    }

    /// A number of the strict grammar that reads as written: an integer of at most 18 digits (within 64 bits) other
    /// than `-0`, or a decimal of at most 40 digits with an exponent of at most 250, always a finite double that is
    /// zero only when every digit is (neither infinity nor an underflow to 0.0).
    private mutating func number() -> Bool {
      let start = index
      _ = take(UInt8(ascii: "-"))
      let integerStart = index
      if take(UInt8(ascii: "0")) {
        if let next = byte, Self.isDigit(next) { return false }
      } else {
        guard digits() > 0 else { return false }
      }
      let integerDigits = index - integerStart
      var fractionDigits = 0
      var hasExponent = false
      if take(UInt8(ascii: ".")) {
        fractionDigits = digits()
        guard fractionDigits > 0 else { return false }
      }
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        index += 1
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
        let exponentStart = index
        let exponentDigits = digits()
        guard exponentDigits > 0, exponentDigits <= 3 else { return false }
        let exponent = bytes[exponentStart..<index].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard exponent <= 250 else { return false }
        hasExponent = true
      }
      if fractionDigits == 0 && !hasExponent {
        // -0 is json-c's integer 0; more than 18 digits may be beyond 64 bits.
        let isNegativeZero = bytes[start] == UInt8(ascii: "-") && integerDigits == 1 && bytes[integerStart] == UInt8(ascii: "0")
        return !isNegativeZero && integerDigits <= 18
      }
      return integerDigits + fractionDigits <= 40
    }

    private mutating func digits() -> Int {
      let start = index
      while let current = byte, Self.isDigit(current) { index += 1 }
      return index - start
    }

    private mutating func word(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let matches = UnsafeBufferPointer(start: text.utf8Start, count: count).elementsEqual(bytes[index..<index + count])
      index += count
      return matches
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func hexValue(_ byte: UInt8) -> Int? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
    }
  }
}
