import ParitySuiteKit
import VectorJSON

/// Runs one case through a subject and judges the result against the case's expectation.
package enum CaseEvaluation {
  /// A case whose expected value is not portable is decoded (a malformed input is still the vectors' fault) but
  /// put to the subject only with `askNotPortable` (``Runner/askNotPortable``).
  package static func outcome(of vectorCase: VectorCase, in file: VectorFile, binding: SuiteBinding,
                              subject: ParitySubject, askNotPortable: Bool = false,
                              tally: PhaseTally? = nil) -> CaseOutcome {
    let input: any Sendable
    do {
      input = try tally.measure(.decodeInput) {
        // Decoding keeps no JSON value: a borrowed view spares a retain and a release of the document per field.
        try vectorCase.input.withBorrowedView { input in
          try JSONPointer.read(locatedAt: vectorCase.pointer.appending("input")) { try binding.decode(input, at: $0) }
        }
      }
    } catch {
      return .vectorError(defect(error, in: file))
    }
    if case .notPortable(let reason) = vectorCase.expected, !askNotPortable { return .notPortable(reason: reason) }
    let result = tally.measure(.evaluate) { binding.evaluate(input, with: subject) }
    return tally.measure(.compare) { judge(vectorCase, in: file, result: result, subject: subject) }
  }

  /// The verdict on what the subject returned (also for an answer from a child process, `PlannedCase+Subject`).
  static func judge(_ vectorCase: VectorCase, in file: VectorFile, result: SubjectOutcome,
                            subject: ParitySubject) -> CaseOutcome {
    switch (vectorCase.expected, result) {
    case (_, .unsupported):
      return .runError("subject \"\(subject.name)\" has no function for suite \(file.suite)")
    case (_, .failed(let message)):
      return .runError("subject \"\(subject.name)\" failed with an error the contract does not define: \(message)")
    case (_, .mismatchedInput(let mismatch)):
      return .runError("\(mismatch)")

    case (.value(let expected), .value(let actual)):
      do {
        // The pointer's closure captures the index alone: capturing the case copied all of it into a box per case.
        let index = vectorCase.index
        let comparator = Comparator(tolerance: vectorCase.tolerance,
                                    expectedPointer: VectorCase.pointer(ofCase: index).appending("expected"))
        // The comparison keeps no JSON value (its divergences are text): a borrowed view, as for decoding.
        let divergences = try expected.withBorrowedView { try comparator.divergences(expected: $0, actual: actual) }
        return divergences.isEmpty ? .passed : .diverged(divergences)
      } catch {
        return .vectorError(defect(error, in: file))
      }
    case (.value(let expected), .rejected(let code, let index)):
      return .diverged([FieldDivergence(field: .root, kind: .rejected(code: code), expected: BoundedValue.preview(expected),
                                        actual: rejection(code, index),
                                        note: "the subject rejected an input the JVM accepts")])
    case (.value(let expected), .notPortable(let reason)):
      return .diverged([FieldDivergence(field: .root, kind: .portability, expected: BoundedValue.preview(expected),
                                        actual: "not portable: \(reason)",
                                        note: "the subject calls a portable value not portable")])

    case (.error(let code, _), .value(let actual)):
      return .errorExpectedButValue(expectedCode: code, actual: BoundedValue.preview(actual))
    case (.error(let code, let index), .rejected(let actualCode, let actualIndex)):
      var divergences: [FieldDivergence] = []
      if code != actualCode {
        divergences.append(FieldDivergence(field: JSONPointer.root.appending("error"), kind: .otherRejection(expected: code, actual: actualCode),
                                           expected: code, actual: actualCode))
      }
      if index != actualIndex {
        divergences.append(FieldDivergence(field: JSONPointer.root.appending("index"),
                                           kind: .otherRejection(expected: code, actual: actualCode), expected: index.map(String.init) ?? "none",
                                           actual: actualIndex.map(String.init) ?? "none"))
      }
      return divergences.isEmpty ? .passed : .diverged(divergences)
    case (.error(let code, let index), .notPortable(let reason)):
      return .diverged([FieldDivergence(field: .root, kind: .portability, expected: rejection(code, index),
                                        actual: "not portable: \(reason)")])

    case (.notPortable(let reason), .notPortable):
      return .notPortable(reason: reason)
    case (.notPortable(let reason), .value(let actual)):
      return .diverged([FieldDivergence(field: .root, kind: .portability, expected: "not portable: \(reason)",
                                        actual: BoundedValue.preview(actual),
                                        note: "Android's value is not reproducible, but the subject produced one")])
    case (.notPortable(let reason), .rejected(let code, let index)):
      return .diverged([FieldDivergence(field: .root, kind: .portability, expected: "not portable: \(reason)",
                                        actual: rejection(code, index))])
    }
  }

  private static func rejection(_ code: String, _ index: Int?) -> String {
    index.map { "error \(code) at index \($0)" } ?? "error \(code)"
  }

  static func defect(_ error: any Error, in file: VectorFile) -> VectorDefect {
    let reason = error as? DefectReason ?? DefectReason(at: .root, "\(error)")
    return reason.located(in: file.document, file: file.path)
  }
}
