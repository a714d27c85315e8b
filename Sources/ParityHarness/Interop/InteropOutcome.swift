/// What one case came to on one platform, in the six kinds the interop view counts.
///
/// The reports of the three runners share `parity-report/1`'s outcomes; the view folds them into what a reader
/// compares across platforms: a wrong answer (`diverged`, also an error Android raises where the platform returned
/// a value), no answer at all (`crashed`: a trap, an exception the contract does not define, a timeout, any run or
/// vector error other than a suite the subject does not bind), a suite the subject does not run (`notRun`: a
/// run error saying so, or a case another report of the same vectors judged and this one does not hold), and a
/// divergence the platform's known-divergence list excuses (`known`: still a value Android does not compute).
package enum InteropOutcome: Int, CaseIterable, Sendable, Comparable {
  case passed, diverged, crashed, notPortable, notRun, known

  /// The word a reader sees: a matrix column, a summary's key.
  package var word: String {
    switch self {
    case .passed: return "passed"
    case .diverged: return "diverged"
    case .crashed: return "crashed"
    case .notPortable: return "not portable"
    case .notRun: return "not run"
    case .known: return "known"
    }
  }

  /// The key in the interop summary's JSON.
  package var key: String {
    switch self {
    case .notPortable: return "notPortable"
    case .notRun: return "notRun"
    default: return word
    }
  }

  /// Whether the platform's value is not Android's: the outcomes that make a platform-specific failure.
  package var isFailure: Bool { self == .diverged || self == .crashed || self == .known }

  /// A report's outcome (`outcome`) with, for a run error, its message.
  package static func of(reported outcome: String, message: String?) -> InteropOutcome {
    switch outcome {
    case "passed": return .passed
    case "diverged", "error-expected-but-value": return .diverged
    case "not-portable": return .notPortable
    case "known-divergence": return .known
    case "run-error" where message.map(isNotRunMessage) ?? false: return .notRun
    default: return .crashed
    }
  }

  /// The outcome of a cause of the runners' kind: an answer that is not Android's, or no answer.
  static func of(cause kind: CaseCause.Kind) -> InteropOutcome {
    switch kind {
    case .diverged, .errorExpectedButValue, .valueExpectedButError, .anotherErrorCode: return .diverged
    case .crashed, .timedOut, .runError: return .crashed
    }
  }

  /// A suite the subject does not bind, in each runner's words: the JVM and web runners say "not run by this
  /// subject", parity-check "has no function for suite".
  static func isNotRunMessage(_ message: String) -> Bool {
    message.contains("not run by this subject") || message.contains("has no function for suite")
  }

  package static func < (left: InteropOutcome, right: InteropOutcome) -> Bool { left.rawValue < right.rawValue }
}
