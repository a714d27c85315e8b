import ParitySuiteKit
import VectorJSON

/// One selected case bound to its file and suite: what ParityTesting runs as one test case, in this process or
/// in a child.
package struct PlannedCase: Sendable {
  let job: Runner.Job
  let vectorCase: VectorCase

  package var suite: String { job.file.suite }
  /// `suite/id`.
  package var name: String { "\(job.file.suite)/\(vectorCase.id)" }
  /// The case's input as compact JSON, for a report of a case whose subject never answered.
  package var input: String { vectorCase.input.compactText }
  /// `file:line:col` of the case.
  package var location: String { "\(job.file.path):\(job.file.location(of: vectorCase.pointer))" }
  package var comment: String? { vectorCase.comment }
}

extension Runner {
  /// The selected cases of `set` in run order, and what keeps the run from being whole: defects (files that did
  /// not load, unknown suites) and notes (no files, nothing selected).
  package func plannedCases(_ set: VectorSet) -> (cases: [PlannedCase], defects: [VectorDefect], runErrors: [String]) {
    let plan = plan(set)
    let cases = plan.jobs.flatMap { job in job.cases.map { PlannedCase(job: job, vectorCase: $0) } }
    return (cases, plan.defects, notes(fileCount: set.fileCount, selected: cases.count, defects: plan.defects))
  }

  /// Runs one planned case through the subject.
  package func result(of planned: PlannedCase) -> CaseResult {
    evaluate(planned.vectorCase, planned.job)
  }
}

extension PlannedCase {
  /// What parity-check prints for this case when it does not pass: the verdict, the case and its place, every
  /// field's diff (path, Kotlin and Swift values, ULP error, tolerance), the input, and the case's comment.
  package func failureText(label: String, detailLines: [String], input: String? = nil) -> String {
    var lines = [Escaping.terminal("\(label.uppercased()) \(name)  (\(location))")]
    lines += detailLines.map { "  " + Escaping.terminal($0) }
    lines.append("  input:     " + Escaping.terminal(input ?? self.input))
    if let comment { lines.append("  comment:   " + Escaping.terminal(comment)) }
    return lines.joined(separator: "\n")
  }
}
