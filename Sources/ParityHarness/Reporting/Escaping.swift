/// Escaping for the report writers.
enum Escaping {
  static func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case " "..."~": result.unicodeScalars.append(scalar)
      default:
        for unit in String(scalar).utf16 { result += "\\u" + FloatingPointText.hex(UInt64(unit), digits: 4) }
      }
    }
    return result + "\""
  }

  static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n", "\t", " "..."~": result.unicodeScalars.append(scalar)
      default: result += "&#\(scalar.value);"
      }
    }
    return result
  }
}
