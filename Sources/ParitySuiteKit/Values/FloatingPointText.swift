/// Renders floating-point values the way the vector format writes them, with bits for NaN payloads.
package enum FloatingPointText {
  package static func double(_ value: Double) -> String {
    if value.isNaN {
      return value.bitPattern == Double.nan.bitPattern ? "NaN" : "NaN (0x\(hex(value.bitPattern, digits: 16)))"
    }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(value)"
  }

  package static func float(_ value: Float) -> String {
    if value.isNaN {
      return value.bitPattern == Float.nan.bitPattern ? "NaN" : "NaN (0x\(hex(UInt64(value.bitPattern), digits: 8)))"
    }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(Double(value))"
  }

  package static func hex(_ value: UInt64, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

/// Renders Java strings as JSON string literals, escaping everything outside printable ASCII.
package enum StringText {
  package static func quoted(_ units: [UInt16]) -> String {
    var text = "\""
    for unit in units {
      switch unit {
      case 0x22: text += "\\\""
      case 0x5C: text += "\\\\"
      case 0x20...0x7E: text.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default: text += "\\u" + FloatingPointText.hex(UInt64(unit), digits: 4)
      }
    }
    return text + "\""
  }
}
