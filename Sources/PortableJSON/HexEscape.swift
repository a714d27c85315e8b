/// The four hex digits of a JSON `\uXXXX` escape, read the same way by the portable parser and by the fidelity
/// scan in front of json-c, so the two readers can never disagree on an escape.
public enum HexEscape {
  /// The UTF-16 unit written by the four hex digits at `start`; nil when there are fewer than four or one is not hex.
  public static func unit(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt16? {
    guard start >= 0, start + 4 <= bytes.count else { return nil }
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

  /// Where a `\u` escape whose four hex digits start at `start` goes wrong: the first of the four places that is not
  /// a hex digit (or the end of the bytes), the column json-c and the other gates name.
  public static func fault(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    var index = max(start, 0)
    while index < min(start + 4, bytes.count), isHexDigit(bytes[index]) { index += 1 }
    return index
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
    default: false
    }
  }
}
