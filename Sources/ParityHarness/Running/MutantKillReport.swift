import ParitySuiteKit
import ParitySuites

/// How the corpus fares against every mutant: which mutants it kills, with how many cases, at which fields.
package struct MutantKillReport: Sendable {
  package struct Row: Sendable {
    package var mutant: Mutant
    /// Cases of the mutant's suite that diverged.
    package var killingCases: Int
    /// The JSON Pointers that diverged, sorted.
    package var fields: [String]
    package var exitCode: Int32

    /// Killed where it matters: a divergence at the field the mistake corrupts, and a failing gate.
    package var isKilled: Bool {
      exitCode == 1 && fields.contains { $0 == mutant.field || $0.hasPrefix(mutant.field + "/") }
    }
  }

  package var rows: [Row]

  package init(corpus: VectorSet, mutants: [Mutant] = MutantCatalog.all) {
    rows = mutants.map { mutant in
      let report = Runner(subject: mutant.subject, selection: CaseSelection(suitePattern: mutant.suite)).run(corpus)
      var fields = Set<String>()
      var killing = 0
      for result in report.results {
        switch result.outcome {
        case .diverged(let divergences):
          killing += 1
          fields.formUnion(divergences.map(\.field.description))
        case .errorExpectedButValue:
          killing += 1
          fields.insert("/error")
        default:
          break
        }
      }
      return Row(mutant: mutant, killingCases: killing, fields: fields.sorted(), exitCode: report.exitCode)
    }
  }

  package var killed: Int { rows.filter(\.isKilled).count }

  package var rendered: String {
    var lines = rows.map { row in
      let verdict = row.isKilled ? "killed" : "SURVIVES"
      return "\(verdict)  \(row.mutant.subject.name)  \(row.mutant.suite) \(row.mutant.field): "
        + "\(row.killingCases) diverging cases; \(row.mutant.mistake)"
    }
    lines.append("\(killed) of \(rows.count) mutants killed by the corpus")
    return lines.joined(separator: "\n") + "\n"
  }
}
