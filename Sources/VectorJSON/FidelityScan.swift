/// One pass over the raw bytes that finds what json-c would read silently wrong.
///
/// json-c accepts these inputs but loses information: a byte above 0x7F (rejected only in its strict mode),
/// the number `-0` (read as the integer 0), and surrogate escapes (lone ones, and some pairs, read as U+FFFD). Scanning the text
/// before parsing is the only place where they are still visible.
enum FidelityScan {
  struct Finding {
    var kind: JSONLoadError.Kind
    var offset: Int
  }

  static func firstFinding(in bytes: UnsafeBufferPointer<UInt8>) -> Finding? {
    let count = bytes.count
    var index = 0
    var inString = false
    while index < count {
      let byte = bytes[index]
      if byte >= 0x80 { return Finding(kind: .nonASCIIByte(byte), offset: index) }
      if inString {
        if byte == UInt8(ascii: "\"") {
          inString = false
        } else if byte == UInt8(ascii: "\\") {
          if index + 1 < count, bytes[index + 1] == UInt8(ascii: "u") {
            switch checkUnicodeEscape(at: index, in: bytes) {
            case .finding(let finding): return finding
            case .escapeLength(let length): index += length
            }
            continue
          }
          index += 2
          continue
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "-"), isNegativeZeroInteger(at: index, in: bytes) {
        return Finding(kind: .negativeZeroInteger, offset: index)
      }
      index += 1
    }
    return nil
  }

  /// `-0` followed by anything but a fraction, an exponent or another digit.
  private static func isNegativeZeroInteger(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "0") else { return false }
    guard index + 2 < bytes.count else { return true }
    switch bytes[index + 2] {
    case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return false
    default:
      return true
    }
  }

  private enum EscapeCheck {
    case finding(Finding)
    /// The escape is sound; skip this many bytes.
    case escapeLength(Int)
  }

  /// Any `\uD800`–`\uDFFF` escape, paired or not: json-c turns lone surrogates into U+FFFD, and 0.16 also
  /// decodes some valid pairs to U+FFFD (`\ud9f6\udd2d`), so no string may depend on surrogate escapes.
  private static func checkUnicodeEscape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> EscapeCheck {
    // A malformed escape is left to json-c, which reports it as bad JSON.
    guard let unit = hexUnit(at: index + 2, in: bytes) else { return .escapeLength(2) }
    guard (0xD800...0xDFFF).contains(unit) else { return .escapeLength(6) }
    let escape = "\\u" + String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self)
    return .finding(Finding(kind: .surrogateEscape(escape), offset: index))
  }

  private static func hexUnit(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt16? {
    guard start + 4 <= bytes.count else { return nil }
    var value: UInt16 = 0
    for offset in 0..<4 {
      let byte = bytes[start + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }
}
