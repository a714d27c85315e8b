import VectorJSON

/// Reads the format's scalar encodings exactly, whatever json-c does with the raw JSON.
///
/// Each function states the encoding it accepts (docs/vector-format.md) and throws a `DefectReason` that says
/// how to write the value instead.
public enum ScalarDecoding {
  /// A 32-bit `Int`: a JSON integer in range.
  public static func int32(_ value: JSONValue, at pointer: JSONPointer) throws -> Int32 {
    guard let integer = value.integerValue else {
      throw DefectReason(at: pointer, "expected a 32-bit integer, found \(describe(value))")
    }
    guard let result = Int32(exactly: integer) else {
      throw DefectReason(
        at: pointer, "integer \(integer) is outside the 32-bit range; json-c clamps large numbers",
        help: "a 64-bit value is written as a decimal string, e.g. \"\(integer)\"")
    }
    return result
  }

  /// A 64-bit `Long`: a decimal string, never a JSON number (json-c clamps beyond 64 bits).
  public static func int64(_ value: JSONValue, at pointer: JSONPointer) throws -> Int64 {
    if value.kind == .integer {
      throw DefectReason(
        at: pointer, "64-bit integer written as a JSON number",
        help: "write it as a decimal string, e.g. \"\(value.integerValue ?? 0)\", so no JSON reader can clamp it")
    }
    guard let text = value.stringValue else {
      throw DefectReason(at: pointer, "expected a 64-bit integer as a decimal string, found \(describe(value))")
    }
    guard let result = Int64(text), String(result) == text else {
      throw DefectReason(at: pointer, "\"\(text)\" is not a canonical 64-bit decimal integer",
                         help: "write digits only, with an optional leading '-', no leading zeros or '+'")
    }
    return result
  }

  /// A `Double`: a JSON number, or "NaN", "Infinity", "-Infinity", or "0x" and 16 hex digits of the bits.
  public static func double(_ value: JSONValue, at pointer: JSONPointer) throws -> Double {
    if let number = value.numberValue { return number }
    if let text = value.stringValue {
      if let special = specialDouble(text) { return special }
      if text.hasPrefix("0x"), text.count == 18, let bits = UInt64(text.dropFirst(2), radix: 16) {
        return Double(bitPattern: bits)
      }
      throw DefectReason(at: pointer, "\"\(text)\" is not a double",
                         help: "write a JSON number, \"NaN\", \"Infinity\", \"-Infinity\" or \"0x\" + 16 hex digits")
    }
    throw DefectReason(at: pointer, "expected a double, found \(describe(value))")
  }

  /// A 32-bit `Float`: a JSON number whose double value is exactly a float, or the special strings, or "0x" and
  /// 8 hex digits of the bits.
  public static func float(_ value: JSONValue, at pointer: JSONPointer) throws -> Float {
    if let number = value.numberValue {
      let narrowed = Float(number)
      guard Double(narrowed) == number || number.isNaN else {
        throw DefectReason(
          at: pointer, "\(number) is not exactly a 32-bit float (the nearest float is \(Double(narrowed)))",
          help: "write the float's exact double value, as the oracle does with (f as Double).toString()")
      }
      return narrowed
    }
    if let text = value.stringValue {
      if let special = specialDouble(text) { return Float(special) }
      if text.hasPrefix("0x"), text.count == 10, let bits = UInt32(text.dropFirst(2), radix: 16) {
        return Float(bitPattern: bits)
      }
      throw DefectReason(at: pointer, "\"\(text)\" is not a float",
                         help: "write a JSON number, \"NaN\", \"Infinity\", \"-Infinity\" or \"0x\" + 8 hex digits")
    }
    throw DefectReason(at: pointer, "expected a float, found \(describe(value))")
  }

  public static func bool(_ value: JSONValue, at pointer: JSONPointer) throws -> Bool {
    guard let result = value.boolValue else {
      throw DefectReason(at: pointer, "expected true or false, found \(describe(value))")
    }
    return result
  }

  /// A Java string as UTF-16 code units: a JSON string, or `{"utf16": [...]}` for lone surrogates.
  public static func utf16(_ value: JSONValue, at pointer: JSONPointer) throws -> [UInt16] {
    if let text = value.stringValue { return Array(text.utf16) }
    if value.kind == .object, let units = value["utf16"], value.count == 1, units.kind == .array {
      if let integers = units.integerElements, let codeUnits = Self.codeUnits(integers) { return codeUnits }
      // Only an array with a unit that is not an integer from 0 to 65535 comes here: read again, one unit at a
      // time, to name the first such unit.
      return try units.elements.enumerated().map { offset, unit in
        // The pointer is built only for the message: building it for every unit cost more than the decoding.
        guard let integer = unit.integerValue, let codeUnit = UInt16(exactly: integer) else {
          throw DefectReason(at: pointer.appending("utf16").appending(offset), "a UTF-16 code unit must be an integer from 0 to 65535")
        }
        return codeUnit
      }
    }
    throw DefectReason(at: pointer, "expected a string or {\"utf16\": [...]}, found \(describe(value))")
  }

  /// `integers` as UTF-16 code units; nil when one is not from 0 to 65535.
  private static func codeUnits(_ integers: [Int64]) -> [UInt16]? {
    var units: [UInt16] = []
    units.reserveCapacity(integers.count)
    for integer in integers {
      guard let unit = UInt16(exactly: integer) else { return nil }
      units.append(unit)
    }
    return units
  }

  /// A string that must be plain text (ids, codes, labels in errors).
  public static func string(_ value: JSONValue, at pointer: JSONPointer) throws -> String {
    guard let text = value.stringValue else {
      throw DefectReason(at: pointer, "expected a string, found \(describe(value))")
    }
    return text
  }

  package static func specialDouble(_ text: String) -> Double? {
    switch text {
    case "NaN": return .nan
    case "Infinity": return .infinity
    case "-Infinity": return -.infinity
    default: return nil
    }
  }

  /// A short description of a JSON value for messages: its kind, and the value when it is short.
  package static func describe(_ value: JSONValue) -> String {
    switch value.kind {
    case .integer: return "the integer \(value.integerValue ?? 0)"
    case .double: return "the number \(value.numberValue ?? 0)"
    case .string:
      let text = value.stringValue ?? ""
      return text.count <= 40 ? "the string \"\(text)\"" : "a string"
    case .boolean: return "\(value.boolValue ?? false)"
    default: return value.kind.description
    }
  }
}
