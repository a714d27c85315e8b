import OverlayIdentity
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// A planned case judged on a subject that computes elsewhere (a child process): the parent, which loaded and
/// planned the cases, sends the suite and the input, and judges the answer with the same code as a run in this
/// process (``CaseEvaluation``).
extension PlannedCase {
  /// What to do with this case: ask the subject (its suite and input as compact JSON), or report the result
  /// already known without it, as a run in this process does: an input that does not decode is a vector error,
  /// and a case whose expected value is not portable is reported not portable unless `askNotPortable`.
  package enum SubjectQuestion: Sendable {
    case ask(suite: String, input: String)
    case judged(CaseResult)
  }

  package func subjectQuestion(askNotPortable: Bool = false) -> SubjectQuestion {
    do {
      _ = try JSONPointer.read(locatedAt: vectorCase.pointer.appending("input")) {
        try job.binding.decode(vectorCase.input, at: $0)
      }
    } catch {
      return .judged(result(.vectorError(CaseEvaluation.defect(error, in: job.file))))
    }
    if case .notPortable(let reason) = vectorCase.expected, !askNotPortable { return .judged(result(.notPortable(reason: reason))) }
    return .ask(suite: suite, input: Self.ascii(input))
  }

  /// JSON text with every character beyond ASCII written as a `\u` escape: the vector format's files are ASCII
  /// (and their readers reject anything else), while json-c writes a string's escaped characters as UTF-8.
  static func ascii(_ json: String) -> String {
    guard json.utf8.contains(where: { $0 >= 0x80 }) else { return json }
    var text = ""
    for unit in json.utf16 {
      if unit < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      } else {
        let hex = String(unit, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return text
  }

  /// The case's result when the subject named `subjectName` answered `answer`.
  package func result(judging answer: SubjectOutcome, subjectName: String) -> CaseResult {
    result(CaseEvaluation.judge(vectorCase, in: job.file, result: answer, subject: ParitySubject(name: subjectName)))
  }

  /// Whether the defect met while reading this case's expected value against a subject's answer (a field the
  /// expected value lacks, an unknown one, another type) is the vectors' fault, by the rule `parity-check validate`
  /// reads every expected value by: the core's own value for the case must meet it too. Otherwise the answer is at
  /// fault: it does not have the suite's output shape. A subject computing in this process cannot give another
  /// shape (its suite writes its value), but a child process built against another version of the harness, or
  /// one whose output something else writes to, can; that is the subject's error, never a vector error.
  package func defectIsTheVectors(contract: AndroidCoreRevision) -> Bool {
    guard case .value(let expected) = vectorCase.expected,
      let input = try? job.binding.decode(vectorCase.input, at: vectorCase.pointer.appending("input")),
      case .value(let core) = job.binding.evaluate(input, with: ParitySubject.core(revision: contract))
    else { return false }
    let comparator = Comparator(tolerance: vectorCase.tolerance,
                                expectedPointer: VectorCase.pointer(ofCase: vectorCase.index).appending("expected"))
    do {
      _ = try expected.withBorrowedView { try comparator.divergences(expected: $0, actual: core) }
      return false
    } catch {
      return true
    }
  }

  /// The case's result with an outcome decided without a comparison (a subject that died or hung on it).
  package func result(_ outcome: CaseOutcome) -> CaseResult {
    Runner().result(of: vectorCase, job, outcome, tally: nil)
  }
}
