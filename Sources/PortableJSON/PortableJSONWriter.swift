extension PortableJSONNode {
  /// One line of compact JSON written exactly as json-c's plain writer writes the same value (no spaces, `/`
  /// not escaped, numbers as the file wrote them), so reports read the same whichever reader loaded the file.
  public var compactText: String {
    var output: [UInt8] = []
    write(into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(into output: inout [UInt8]) {
    switch content {
    case .null: output += Array("null".utf8)
    case .boolean(let value): output += Array((value ? "true" : "false").utf8)
    case .integer(_, _, let text):
      // json-c writes the integer it kept: an out-of-range one as its clamped value.
      if Int64(text) != nil {
        output += Array(text.utf8)
      } else if text.hasPrefix("-") {
        output += Array(String(Int64.min).utf8)
      } else {
        output += Array(String(UInt64(text) ?? .max).utf8)
      }
    case .double(_, let text): output += Array(text.utf8)
    case .string(let text): Self.writeString(text, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for index in 0..<members.count {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(members.keys[index], into: &output)
        output.append(UInt8(ascii: ":"))
        members.values[index].write(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case 0x08: output += [0x5C, UInt8(ascii: "b")]
      case 0x09: output += [0x5C, UInt8(ascii: "t")]
      case 0x0A: output += [0x5C, UInt8(ascii: "n")]
      case 0x0C: output += [0x5C, UInt8(ascii: "f")]
      case 0x0D: output += [0x5C, UInt8(ascii: "r")]
      case 0x22: output += [0x5C, 0x22]
      case 0x5C: output += [0x5C, 0x5C]
      case 0..<0x20:
        output += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
