import Foundation
import ParityHarness

/// What a fuzz run did: cases and verdicts per suite, the findings, the time taken.
package struct FuzzReport: Sendable {
  package struct SuiteFigures: Sendable {
    package var suite: String
    package var cases = 0
    package var agreed = 0
    package var notPortable = 0
    /// Divergent inputs before shrinking.
    package var divergences = 0
    /// Inputs that could not be judged (the oracle refused them, or they do not decode): a fault of the run.
    package var invalid = 0
    package var seconds = 0.0
    package var oracleSeconds = 0.0
    /// Distinct inputs after shrinking.
    package var uniqueFindings = 0

    package init(suite: String) { self.suite = suite }

    package var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }
  }

  package var subject: String
  package var seed: UInt64
  package var suites: [SuiteFigures] = []
  package var findings: [FuzzFinding] = []
  /// The first few reasons inputs were invalid.
  package var invalidSamples: [String] = []
  package var seconds = 0.0
  package var oracleSeconds = 0.0

  package var totalCases: Int { suites.reduce(0) { $0 + $1.cases } }
  package var totalDivergences: Int { suites.reduce(0) { $0 + $1.divergences } }
  package var totalInvalid: Int { suites.reduce(0) { $0 + $1.invalid } }

  /// 0 no divergence, 1 divergences, 2 the run cannot be trusted (invalid inputs or answers, zero cases).
  package var exitCode: Int32 {
    if totalInvalid > 0 || totalCases == 0 { return 2 }
    return totalDivergences > 0 ? 1 : 0
  }

  /// The summary table and totals.
  package var rendered: String {
    let width = max(5, suites.map(\.suite.count).max() ?? 0)
    var lines = ["fuzz: subject \(subject), seed \(seed)",
                 pad("suite", width) + "     cases  diverged  unique  not-portable  invalid    cases/s"]
    for figures in suites {
      lines.append(pad(figures.suite, width) + column(figures.cases, 10) + column(figures.divergences, 10)
                     + column(figures.uniqueFindings, 8) + column(figures.notPortable, 14) + column(figures.invalid, 9)
                     + column(Int(figures.casesPerSecond.rounded()), 11))
    }
    let rate = seconds > 0 ? Double(totalCases) / seconds : 0
    lines.append("total: \(totalCases) cases in \(suites.count) suites, \(String(format: "%.1f", seconds)) s, "
                   + "\(Int(rate.rounded())) cases/s")
    lines.append("divergences: \(totalDivergences) before shrinking, \(findings.count) unique after shrinking"
                   + " (\(findings.filter { !$0.inCorpus }.count) not in the committed corpus)")
    if seconds > 0 {
      lines.append("oracle: the Swift side waited for the JVM \(String(format: "%.1f", oracleSeconds)) s, "
                     + "\(Int((oracleSeconds / seconds * 100).rounded()))% of the run")
    }
    if totalInvalid > 0 {
      lines.append("error: \(totalInvalid) inputs could not be judged, e.g.:")
      lines += invalidSamples.map { "  \($0)" }
    }
    if totalCases == 0 { lines.append("error: no cases were run") }
    return lines.joined(separator: "\n") + "\n"
  }

  private func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

  private func column(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(1, width - text.count)) + text
  }
}

extension FuzzFinding {
  /// The finding for a person: where it will be written, its input, both sides, whether it is new.
  package var rendered: String {
    var lines = ["finding \(suite)/\(id): diverges in \(fields.joined(separator: ", "))"
                   + (inCorpus ? " — the committed corpus already has this input (not new)" : " — new (not in the committed corpus)"),
                 "  input:    \(input.json)",
                 "  expected: \(expected)  (JVM oracle)"]
    if original.json != input.json { lines.append("  before shrinking: \(original.json.prefix(300))") }
    switch outcome {
    case .diverged(let divergences):
      for divergence in divergences.prefix(6) {
        var line = "  \(divergence.field): expected \(divergence.expected), actual \(divergence.actual)"
        if let ulps = divergence.ulps { line += ", \(ulps) ulps" }
        if let note = divergence.note { line += " (\(note))" }
        lines.append(line)
      }
      if divergences.count > 6 { lines.append("  … and \(divergences.count - 6) more fields") }
    case .errorExpectedButValue(let code, let actual):
      lines.append("  the JVM rejects it with \(code), the subject returned \(actual)")
    case .runError(let message):
      lines.append("  \(message)")
    default:
      break
    }
    return lines.joined(separator: "\n")
  }
}
