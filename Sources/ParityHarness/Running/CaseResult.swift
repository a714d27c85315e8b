import ParitySuiteKit
import VectorJSON

/// How one case ended.
///
/// `indirect` keeps a result small (a passed case carries no payload): a run holds one result per case.
public indirect enum CaseOutcome: Sendable {
  case passed
  /// The subject's value differs from the JVM's in these fields (or its rejection differs from the expected one).
  case diverged([FieldDivergence])
  /// The contract rejects the input, but the subject returned a value.
  case errorExpectedButValue(expectedCode: String, actual: String)
  /// Android's value is not reproducible; counted and reported, never passed.
  case notPortable(reason: String)
  /// Diverged, and listed in the known-divergence file: reported, does not fail the gate.
  case knownDivergence(entry: String, details: String)
  /// The case's vectors are malformed.
  case vectorError(VectorDefect)
  /// The subject could not run the case.
  case runError(String)
  /// The subject crashed or outlived the case timeout on this case (in a child process); a run error.
  case subjectFailed(SubjectFailure)

  /// The outcome's name in reports and JUnit.
  public var label: String {
    switch self {
    case .passed: return "passed"
    case .diverged: return "diverged"
    case .errorExpectedButValue: return "error-expected-but-value"
    case .notPortable: return "not-portable"
    case .knownDivergence: return "known-divergence"
    case .vectorError: return "vector-error"
    case .runError, .subjectFailed: return "run-error"
    }
  }

  /// A parity failure (exit 1).
  public var isDivergence: Bool {
    switch self {
    case .diverged, .errorExpectedButValue: return true
    default: return false
    }
  }

  /// A fault that makes the run untrustworthy (exit 2).
  public var isError: Bool {
    switch self {
    case .vectorError, .runError, .subjectFailed: return true
    default: return false
    }
  }

  /// Where `--fail-fast` stops: a divergence or an error.
  public var stopsFailFastRun: Bool { isDivergence || isError }
}

/// One case's result, with what a report needs to show it.
public struct CaseResult: Sendable {
  public var suite: String
  public var id: String
  public var file: String
  public var location: SourceLocation
  public var tags: [String]
  /// The input as compact JSON.
  public var input: String
  public var outcome: CaseOutcome
  /// The case's comment in its vector file (often what Android does there, or what a port gets wrong), for a case
  /// that did not pass.
  public var comment: String?

  /// `suite/id`, the case's global name.
  public var name: String { "\(suite)/\(id)" }

  package init(suite: String, id: String, file: String, location: SourceLocation, tags: [String], input: String,
               outcome: CaseOutcome, comment: String? = nil) {
    self.suite = suite
    self.id = id
    self.file = file
    self.location = location
    self.tags = tags
    self.input = input
    self.outcome = outcome
    self.comment = comment
  }
}
