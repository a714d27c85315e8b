/// What a case that did not pass says about its cause, in the runner-neutral form every runner maps its verdicts
/// to before grouping them (docs/report-format.md, "Causes"): the shared fixture Tests/Fixtures/cause-groups.json
/// is written in this form, and every runner groups its cases by the same rule.
public struct CaseCause: Sendable, Equatable {
  /// The outcome kinds a cause signature tells apart.
  public enum Kind: String, Sendable, CaseIterable {
    /// Both return a value, and the values differ.
    case diverged
    /// Kotlin rejects the input with an error code; the subject returns a value.
    case errorExpectedButValue = "error-expected-but-value"
    /// Kotlin returns a value; the subject rejects the input.
    case valueExpectedButError = "value-expected-but-error"
    /// Both reject the input, with another error code (or at another index).
    case anotherErrorCode = "another-error-code"
    /// The subject crashed (trapped, exited) on the case.
    case crashed
    /// The subject outlived the case timeout.
    case timedOut = "timed-out"
    /// The subject could not run the case (no function for its suite, an error the contract does not define, ...).
    case runError = "run-error"
  }

  /// One diverging field: its JSON Pointer as reported (`/points/3/lat`) and the kind of difference
  /// (``DifferenceKind/name``: `null`, `type`, `number`, `string`, `boolean`, `length`, `portability`, `elided`).
  public struct Difference: Sendable, Hashable {
    public var field: String
    public var kind: String

    public init(field: String, kind: String) {
      self.field = field
      self.kind = kind
    }
  }

  public var suite: String
  public var id: String
  /// The case's input as compact JSON (the report's `input`): the smaller it is, the better it shows the cause.
  public var input: String
  public var kind: Kind
  /// `diverged`: every diverging field.
  public var differences: [Difference]
  /// `error-expected-but-value`, `another-error-code`: Kotlin's error code.
  public var expectedError: String?
  /// `value-expected-but-error`, `another-error-code`: the subject's error code.
  public var actualError: String?
  /// `crashed`: the runtime's message as it printed it (nil: it printed none); `run-error`: the run error's message.
  public var message: String?
  /// `crashed`: where the subject trapped, when it was located.
  public var frame: CrashFrame?

  public init(suite: String, id: String, input: String, kind: Kind, differences: [Difference] = [],
              expectedError: String? = nil, actualError: String? = nil, message: String? = nil, frame: CrashFrame? = nil) {
    self.suite = suite
    self.id = id
    self.input = input
    self.kind = kind
    self.differences = differences
    self.expectedError = expectedError
    self.actualError = actualError
    self.message = message
    self.frame = frame
  }

  /// `suite/id`.
  public var name: String { "\(suite)/\(id)" }
}

extension CaseCause {
  /// The cause of a case that did not pass; nil for a case that passed, is not portable, is a known divergence
  /// (the list excused it) or whose vectors are malformed (the corpus's fault, not the subject's).
  public init?(_ result: CaseResult) {
    self.init(result.outcome, suite: result.suite, id: result.id, input: result.input)
  }

  init?(_ outcome: CaseOutcome, suite: String, id: String, input: String) {
    switch outcome {
    case .passed, .notPortable, .knownDivergence, .vectorError:
      return nil
    case .errorExpectedButValue(let code, _):
      self.init(suite: suite, id: id, input: input, kind: .errorExpectedButValue, expectedError: code)
    case .diverged(let divergences):
      for divergence in divergences {
        switch divergence.kind {
        case .rejected(let code):
          self.init(suite: suite, id: id, input: input, kind: .valueExpectedButError, actualError: code)
          return
        case .otherRejection(let expected, let actual):
          self.init(suite: suite, id: id, input: input, kind: .anotherErrorCode, expectedError: expected, actualError: actual)
          return
        default:
          continue
        }
      }
      self.init(suite: suite, id: id, input: input, kind: .diverged,
                differences: divergences.map { Difference(field: $0.field.description, kind: $0.kind.name) })
    case .subjectFailed(let failure):
      switch failure.kind {
      case .crashed:
        self.init(suite: suite, id: id, input: input, kind: .crashed, message: failure.runtimeMessage, frame: failure.frame)
      case .timedOut:
        self.init(suite: suite, id: id, input: input, kind: .timedOut)
      }
    case .runError(let message):
      self.init(suite: suite, id: id, input: input, kind: .runError, message: message)
    }
  }
}
