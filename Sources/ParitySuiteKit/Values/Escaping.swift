/// Escaping for the report writers. Every string that comes from a vector file (ids, suites, paths, messages
/// quoting them) passes through one of these, so no file can write raw control characters into a terminal,
/// break a JSON report, or make a JUnit file that XML 1.0 forbids.
package enum Escaping {
  package static func json(_ text: String) -> String {
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

  /// XML 1.0 text or attribute content. Characters XML 1.0 cannot hold at all, not even as a character
  /// reference (C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF), are written as the
  /// visible text `\u0001`, so the report stays well-formed and still shows what the file held.
  package static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n", "\t", " "..."~": result.unicodeScalars.append(scalar)
      case "\r": result += "&#13;"
      case _ where isForbiddenInXML(scalar): result += visible(scalar)
      default: result += "&#\(scalar.value);"
      }
    }
    return result
  }

  /// One line of terminal text: control characters (C0, DEL, C1) and the characters that reorder or break what
  /// a reader sees (the bidirectional embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, the line
  /// and paragraph separators U+2028 and U+2029) become visible escapes (`\n`, `\u001b`, `\u202e`), so a case id
  /// or path cannot move the cursor, clear the screen, forge a line of the report or turn a line around.
  package static func terminal(_ text: String) -> String {
    // In UTF-8 such a character is a byte below 0x20, DEL, a C1 character led by 0xC2, or one of U+2000-U+2FFF led
    // by 0xE2: text without those bytes (nearly all of it) is returned without decoding a scalar.
    guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if !isControl(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        switch scalar {
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default: result += visible(scalar)
        }
      }
    }
    return result
  }

  /// Whether `text` has a byte that may start a control character. Over the string's own bytes when it has
  /// them in one piece: the report passes every diverging case's input here, and a scan through the UTF-8 view's
  /// iterator was a fiftieth of a run in which every case diverges (issue 16, point 6).
  private static func mayHoldControl(_ text: String) -> Bool {
    let suspect = { (byte: UInt8) in byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 }
    return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: suspect) }
      ?? text.utf8.contains(where: suspect)
  }

  /// A character terminal text writes as an escape: a control character, a bidirectional control or a line or
  /// paragraph separator.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
  }

  private static func visible(_ scalar: Unicode.Scalar) -> String {
    "\\u" + FloatingPointText.hex(UInt64(scalar.value), digits: 4)
  }
}
