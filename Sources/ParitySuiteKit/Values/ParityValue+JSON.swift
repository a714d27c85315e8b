/// Writes a `ParityValue` in the vector format's encodings (docs/vector-format.md): pure ASCII, 64-bit integers
/// as decimal strings, doubles that round-trip, specials and NaN payloads as strings, surrogates in `utf16`.
extension ParityValue {
  /// The value as one line of compact JSON.
  public var json: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(128)
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  public func write(to text: inout String) { text += json }

  /// Appends the value's compact JSON (pure ASCII) to `bytes`; bytes, not a `String`, because the fuzzer writes
  /// every input it sends and appending to an array is several times cheaper.
  public func write(to bytes: inout [UInt8]) {
    switch self {
    case .null: Self.append("null", to: &bytes)
    case .bool(let value): Self.append(value ? "true" : "false", to: &bytes)
    case .int32(let value): Self.appendDecimal(Int64(value), to: &bytes)
    case .int64(let value):
      bytes.append(UInt8(ascii: "\""))
      Self.appendDecimal(value, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    case .double(let value): bytes += Self.doubleText(value).utf8
    case .float(let value): bytes += Self.floatText(value).utf8
    case .string(let units):
      if units.contains(where: { (0xD800...0xDFFF).contains($0) }) {
        // json-c cannot read surrogate escapes faithfully, so any surrogate goes in a code-unit array.
        Self.append("{\"utf16\": [", to: &bytes)
        bytes.reserveCapacity(bytes.count + units.count * 7 + 2)
        for (index, unit) in units.enumerated() {
          if index > 0 {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: " "))
          }
          Self.appendDecimal(unit, to: &bytes)
        }
        Self.append("]}", to: &bytes)
      } else {
        Self.appendQuoted(units, to: &bytes)
      }
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { Self.append(", ", to: &bytes) }
        element.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { Self.append(", ", to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        bytes += member.name.utf8
        Self.append("\": ", to: &bytes)
        member.value.write(to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Appends a literal's bytes: `bytes += "…".utf8` copied each literal through the general `String` path.
  @inline(__always)
  private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private static func appendDecimal(_ value: Int64, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 20 digits at most, kept off the heap
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// A code unit in decimal: the fuzzer writes a `utf16` array for every other string it sends.
  private static func appendDecimal(_ unit: UInt16, to bytes: inout [UInt8]) {
    var divisor: UInt16 = 10_000
    while divisor > 1 && unit < divisor { divisor /= 10 }
    var rest = unit
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// The same text as `StringText.quoted`: printable ASCII as is, `"` and `\` escaped, everything else `\uXXXX`.
  private static func appendQuoted(_ units: [UInt16], to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for unit in units {
      switch unit {
      case 0x22: append("\\\"", to: &bytes)
      case 0x5C: append("\\\\", to: &bytes)
      case 0x20...0x7E: bytes.append(UInt8(unit))
      default:
        append("\\u", to: &bytes)
        for shift in stride(from: 12, through: 0, by: -4) {
          let digit = UInt8(truncatingIfNeeded: unit >> UInt16(shift)) & 0xF
          bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A JSON number that reads back as the same double (Swift's shortest round-trip form, e.g. `-0.0`,
  /// `5e-324`), or `"NaN"`, `"Infinity"`, `"-Infinity"`, or `"0x…"` bits for a NaN with a payload or sign.
  package static func doubleText(_ value: Double) -> String {
    if value.isNaN {
      return value.bitPattern == Double.nan.bitPattern
        ? "\"NaN\"" : "\"0x" + FloatingPointText.hex(value.bitPattern, digits: 16) + "\""
    }
    if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    return value.description
  }

  /// A float's exact double value (as the oracle writes `(f as Double).toString()`), or the special strings,
  /// or `"0x…"` (8 hex digits) for a NaN with a payload or sign.
  package static func floatText(_ value: Float) -> String {
    if value.isNaN {
      return value.bitPattern == Float.nan.bitPattern
        ? "\"NaN\"" : "\"0x" + FloatingPointText.hex(UInt64(value.bitPattern), digits: 8) + "\""
    }
    if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    return Double(value).description
  }
}
