/// The formats a run can be reported in; all render the same `RunReport`.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, junit

  public func render(_ report: RunReport, quiet: Bool = false) -> String {
    switch self {
    case .text: return TextReport(report: report, quiet: quiet).rendered
    case .json: return JSONReport(report: report).rendered
    case .junit: return JUnitReport(report: report).rendered
    }
  }
}

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

extension CaseOutcome {
  /// The lines that explain a non-passing outcome, shared by every format.
  public var detailLines: [String] {
    switch self {
    case .passed: return []
    case .diverged(let divergences):
      return divergences.flatMap { divergence -> [String] in
        var lines = ["field:     \(divergence.field.tokens.isEmpty ? "(whole value)" : divergence.field.description)"]
        if let note = divergence.note { lines.append("note:      \(note)") }
        lines.append("Kotlin:    \(divergence.expected)")
        lines.append("Swift:     \(divergence.actual)")
        if let tolerance = divergence.tolerance {
          let error = divergence.absoluteError.map { "\($0)" } ?? "-"
          let ulps = divergence.ulps.map { "\($0)" } ?? "-"
          lines.append("abs error: \(error)   ulps: \(ulps)   tolerance: \(tolerance)")
        }
        return lines
      }
    case .errorExpectedButValue(let code, let actual):
      return ["Kotlin:    error \(code)", "Swift:     \(actual)", "note:      the contract rejects this input"]
    case .notPortable(let reason): return ["not portable: \(reason)"]
    case .knownDivergence(let entry, let details): return ["known divergence (\(entry)): \(details)"]
    case .vectorError(let defect): return [defect.description]
    case .runError(let message): return ["run error: \(message)"]
    }
  }
}
