import OverlayIdentity
import ParitySuiteKit
import ParitySuites

/// Everything about one case, for `parity-check explain`.
package struct CaseExplanation: Sendable {
  package let result: CaseResult
  package let expected: String
  package let comment: String?
  package let subjectName: String
  package let tolerance: Tolerance
  /// What the subject produced, in the vector notation.
  package let actual: String

  package init?(suite: String, id: String, in set: VectorSet, subject: ParitySubject,
               contract: AndroidCoreRevision = .newest) {
    guard let file = set.files.first(where: { $0.suite == suite && $0.holds(for: contract.rawValue) }),
      let vectorCase = file.cases.first(where: { $0.id == id })
    else { return nil }
    let selection = CaseSelection(suitePattern: suite, casePattern: id)
    guard let result = Runner(subject: subject, selection: selection, contract: contract).run(set).results.first else {
      return nil
    }
    self.result = CaseResult(suite: result.suite, id: result.id, file: file.path,
                             location: file.location(of: vectorCase.pointer), tags: vectorCase.tags,
                             input: vectorCase.input.compactText, outcome: result.outcome)
    expected = vectorCase.expected.rendered
    actual = Self.actual(of: vectorCase, in: file, subject: subject, contract: contract)
    comment = vectorCase.comment
    subjectName = subject.name
    tolerance = vectorCase.tolerance
  }

  private static func actual(of vectorCase: VectorCase, in file: VectorFile, subject: ParitySubject,
                             contract: AndroidCoreRevision) -> String {
    guard let binding = SuiteCatalog.binding(for: file.suite, revision: contract),
      let input = try? binding.decode(vectorCase.input, at: vectorCase.pointer.appending("input"))
    else { return "(the input does not decode)" }
    switch binding.evaluate(input, with: subject) {
    case .value(let value): return value.rendered
    case .rejected(let code, let index): return "error \(code)" + (index.map { " at index \($0)" } ?? "")
    case .notPortable(let reason): return "not portable: \(reason)"
    case .unsupported: return "(the subject has no function for this suite)"
    case .failed(let message): return "(the subject failed: \(message))"
    case .mismatchedInput(let mismatch): return "(not evaluated: \(mismatch))"
    }
  }

  package var exitCode: Int32 {
    result.outcome.isError ? 2 : result.outcome.isDivergence ? 1 : 0
  }

  package var rendered: String {
    var lines = ["\(result.name)  (\(result.file):\(result.location))"]
    if let comment { lines.append("comment:   \(comment)") }
    if !result.tags.isEmpty { lines.append("tags:      \(result.tags.joined(separator: ", "))") }
    // What the suite's declaration says its fields are, so a case's fields can be read against them.
    if let documentation = SuiteCatalog.suite(named: result.suite)?.documentation {
      lines.append("suite input fields:     \(documentation.input)")
      lines.append("suite expected fields:  \(documentation.expected)")
    }
    lines.append("input:     \(result.input)")
    lines.append("expected:  \(expected)   (tolerance: \(tolerance))")
    lines.append("actual:    \(actual)   (subject: \(subjectName))")
    lines.append("outcome:   \(result.outcome.label)")
    lines += result.outcome.detailLines.map { "  " + $0 }
    // The case's id, comment, tags and path come from the file: no control character reaches the terminal raw.
    return lines.map(Escaping.terminal).joined(separator: "\n")
  }
}
