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
