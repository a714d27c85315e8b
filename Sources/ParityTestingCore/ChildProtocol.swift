
/// The lines a child writes to its parent, one record per line, fields separated by tabs:
///
///     plan    <number of cases>
///     error   <message>                       a fault of the run (the child's setup, the known-divergence list)
///     case    <index>                         the subject starts on case <index>
///     result  <index> <kind> <label> <message>
///     done
///
/// Fields are escaped so that a message never adds a line or a field.
enum ChildProtocol {
  static let flag = "--parity-child"

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text.unicodeScalars {
      switch character {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  static func unescape(_ text: Substring) -> String {
    var out = ""
    var escaping = false
    for character in text.unicodeScalars {
      if escaping {
        switch character {
        case "n": out += "\n"
        case "t": out += "\t"
        case "r": out += "\r"
        default: out.unicodeScalars.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.unicodeScalars.append(character)
      }
    }
    return out
  }

  static func line(_ fields: String...) -> String { fields.map(escape).joined(separator: "\t") + "\n" }

  static func fields(of line: Substring) -> [String] {
    line.split(separator: "\t", omittingEmptySubsequences: false).map(unescape)
  }

  /// The child's arguments for a run starting at case `start`.
  static func arguments(vectors: ParityVectors, options: ParityOptions, start: Int) -> [String] {
    var arguments = [flag, "--start", String(start), "--contract", options.contract.rawValue, "--reader", options.reader.rawValue,
                     "--platform", options.platform]
    for suite in options.suites { arguments += ["--suite", suite] }
    if let cases = options.cases { arguments += ["--case", cases] }
    if let tag = options.tag { arguments += ["--tag", tag] }
    if let list = options.knownDivergences { arguments += ["--known-divergences", list] }
    if let aliases = options.aliases { arguments += ["--aliases", aliases] }
    if options.askNotPortable { arguments += ["--ask-not-portable", "true"] }
    return arguments + ["--"] + vectors.paths
  }
}
