/// Writes a `FuzzValue` in the vector format's encodings (docs/vector-format.md): pure ASCII, 64-bit integers
/// as decimal strings, doubles that round-trip, specials and NaN payloads as strings, surrogates in `utf16`.
extension FuzzValue {
  /// The value as one line of compact JSON.
  public var json: String {
    var text = ""
    write(to: &text)
    return text
  }

  public func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int32(let value): text += String(value)
    case .int64(let value): text += "\"" + String(value) + "\""
    case .double(let value): text += Self.doubleText(value)
    case .float(let value): text += Self.floatText(value)
    case .string(let units):
      if units.contains(where: { (0xD800...0xDFFF).contains($0) }) {
        // json-c cannot read surrogate escapes faithfully, so any surrogate goes in a code-unit array.
        text += "{\"utf16\": [" + units.map { String($0) }.joined(separator: ", ") + "]}"
      } else {
        text += StringText.quoted(units)
      }
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += ", " }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += ", " }
        text += "\"" + member.name + "\": "
        member.value.write(to: &text)
      }
      text += "}"
    }
  }

  /// A JSON number that reads back as the same double (Swift's shortest round-trip form, e.g. `-0.0`,
  /// `5e-324`), or `"NaN"`, `"Infinity"`, `"-Infinity"`, or `"0x…"` bits for a NaN with a payload or sign.
  static func doubleText(_ value: Double) -> String {
    if value.isNaN {
      return value.bitPattern == Double.nan.bitPattern
        ? "\"NaN\"" : "\"0x" + FloatingPointText.hex(value.bitPattern, digits: 16) + "\""
    }
    if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    return "\(value)"
  }

  /// A float's exact double value (as the oracle writes `(f as Double).toString()`), or the special strings,
  /// or `"0x…"` (8 hex digits) for a NaN with a payload or sign.
  static func floatText(_ value: Float) -> String {
    if value.isNaN {
      return value.bitPattern == Float.nan.bitPattern
        ? "\"NaN\"" : "\"0x" + FloatingPointText.hex(UInt64(value.bitPattern), digits: 8) + "\""
    }
    if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    return "\(Double(value))"
  }
}
