/// One pass over the raw bytes that finds what json-c would read silently wrong.
///
/// json-c accepts these inputs but loses information: a byte above 0x7F (rejected only in its strict mode),
/// the number `-0` (read as the integer 0), and a lone surrogate escape (read as U+FFFD). Scanning the text
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
    /// The escape is sound; skip this many bytes (12 for a surrogate pair).
    case escapeLength(Int)
  }

  /// A high surrogate escape must be followed at once by a low one, and a low one must follow a high one.
  private static func checkUnicodeEscape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> EscapeCheck {
    // A malformed escape is left to json-c, which reports it as bad JSON.
    guard let unit = hexUnit(at: index + 2, in: bytes) else { return .escapeLength(2) }
    let escape = { (start: Int) in "\\u" + String(decoding: bytes[(start + 2)..<(start + 6)], as: UTF8.self) }
    switch unit {
    case 0xD800...0xDBFF:
      let next = index + 6
      if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u"),
        let low = hexUnit(at: next + 2, in: bytes), (0xDC00...0xDFFF).contains(low)
      {
        return .escapeLength(12)
      }
      return .finding(Finding(kind: .loneSurrogateEscape(escape(index)), offset: index))
    case 0xDC00...0xDFFF:
      // Reached only when no high surrogate came just before: a sound pair is skipped as a whole.
      return .finding(Finding(kind: .loneSurrogateEscape(escape(index)), offset: index))
    default:
      return .escapeLength(6)
    }
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
