import ParityHarness

/// How one case ended, as a test reports it.
package struct CaseVerdict: Sendable, Equatable {
  package enum Kind: String, Sendable {
    case passed, notPortable = "not-portable", known = "known-divergence", failed
  }

  package var kind: Kind
  /// The outcome's name: `passed`, `diverged`, `run-error`, `crashed`, `timed-out`, ...
  package var label: String
  /// parity-check's text for the case (empty for a pass).
  package var message: String

  package init(kind: Kind, label: String, message: String) {
    self.kind = kind
    self.label = label
    self.message = message
  }

  init(_ result: CaseResult, of planned: PlannedCase) {
    let outcome = result.outcome
    switch outcome {
    case .passed: kind = .passed
    case .notPortable: kind = .notPortable
    case .knownDivergence: kind = .known
    default: kind = .failed
    }
    if case .subjectFailed(let failure) = outcome {
      // A crash or a hang is told as the subject's failure, not as a run error of the harness.
      label = failure.kind.rawValue
      message = planned.failureText(label: label, detailLines: ["subject:   " + failure.detail])
      return
    }
    label = outcome.label
    message = kind == .passed ? "" : planned.failureText(label: outcome.label, detailLines: outcome.detailLines)
  }
}

/// Every case's verdict, in plan order, and what made the run as a whole untrustworthy.
package struct RunVerdicts: Sendable {
  package var cases: [CaseVerdict]
  package var runErrors: [String]
  /// The cases that did not pass grouped by cause, in words (parity-check's closing blocks); empty when none.
  package var causes: String = ""
}
