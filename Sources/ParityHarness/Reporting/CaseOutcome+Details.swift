
extension CaseOutcome {
  /// The lines that explain a non-passing outcome, shared by every format.
  package var detailLines: [String] {
    switch self {
    case .passed: return []
    case .diverged(let divergences):
      return divergences.flatMap { divergence -> [String] in
        var lines = ["field:     \(divergence.fieldName)"]
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
    case .subjectFailed(let failure): return ["run error: \(failure.message)"]
    }
  }

  /// One line that says what failed, for a JUnit `message` attribute: each diverging field with both values
  /// and its ULP error (`/point/lat: Kotlin 0.09999999999999999, Swift 0.1, 1 ulps, tolerance exact`).
  package var summaryLine: String {
    switch self {
    case .diverged(let divergences):
      return divergences.map { divergence in
        var text = "\(divergence.fieldName): Kotlin \(divergence.expected), Swift \(divergence.actual)"
        if let ulps = divergence.ulps { text += ", \(ulps) ulps" }
        if let tolerance = divergence.tolerance { text += ", tolerance \(tolerance)" }
        if let note = divergence.note { text += " (\(note))" }
        return text
      }.joined(separator: "; ")
    case .errorExpectedButValue(let code, let actual):
      return "Kotlin rejects the input with error \(code), Swift returned \(actual)"
    case .vectorError(let defect): return "vector error: \(defect.message)"
    case .runError(let message): return "run error: \(message)"
    case .subjectFailed(let failure): return "run error: \(failure.message)"
    default: return detailLines.first ?? label
    }
  }
}

extension FieldDivergence {
  /// The JSON Pointer of the field, or "(whole value)".
  var fieldName: String { field.isRoot ? "(whole value)" : field.description }
}
