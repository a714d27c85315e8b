@_exported import ParityTestingCore
import Testing

/// Every vector case as the arguments of one Swift Testing parameterized test: one test case per vector case,
/// named `suite/id`, plus one named `parity-run` that fails when the run as a whole cannot be trusted (vectors
/// that do not load, nothing selected, a stale known-divergence list, a lost child process), and records the
/// failures grouped by cause (one issue: each group's signature, count, suites and smallest case).
///
///     @Test(arguments: ParityCases(subject: YourSDKParity.subject, vectors: .resource(in: .module)))
///     func parity(_ vectorCase: ParityCase) { vectorCase.check() }
///
/// The vectors are loaded and the cases planned when the arguments are built; the run starts when the first
/// case is checked, and each case waits only for its own verdict.
public struct ParityCases: RandomAccessCollection, Sendable {
  private let session: ParitySession

  public init(subject: ParitySubject, vectors: ParityVectors, options: ParityOptions = ParityOptions()) {
    session = ParitySession(subject: subject, vectors: vectors, options: options)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { session.evaluator.cases.count + 1 }

  public subscript(position: Int) -> ParityCase {
    ParityCase(session: session, index: position == 0 ? nil : position - 1)
  }
}

/// One vector case (or the run as a whole), checked by ``check(sourceLocation:)``.
public struct ParityCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  let session: ParitySession
  /// The case's place in the run; nil for the run itself.
  let index: Int?

  /// `suite/id`, or `parity-run`.
  public var name: String { index.map { session.evaluator.cases[$0].name } ?? "parity-run" }
  public var testDescription: String { name }
  public var description: String { name }

  /// Records an issue when the case does not pass, with the message parity-check prints for it (field, Kotlin
  /// and Swift values, ULP error, input, the case's comment). A known divergence is recorded as a known issue;
  /// a not-portable case passes, as in parity-check.
  public func check(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let index else {
      let verdicts = session.verdicts
      for error in verdicts.runErrors { Issue.record(Comment(rawValue: "run error: " + error), sourceLocation: sourceLocation) }
      // The run's failures by cause: one issue, the largest group first, each with its smallest case.
      if !verdicts.causes.isEmpty { Issue.record(Comment(rawValue: verdicts.causes), sourceLocation: sourceLocation) }
      if verdicts.cases.isEmpty && verdicts.runErrors.isEmpty {
        Issue.record("no case was selected: nothing was checked", sourceLocation: sourceLocation)
      }
      return
    }
    // This case's verdict only: the run goes on in the background, and each case is reported when judged.
    let verdict = session.verdict(at: index)
    switch verdict.kind {
    case .passed, .notPortable:
      return
    case .known:
      withKnownIssue(Comment(rawValue: verdict.message)) {
        Issue.record(Comment(rawValue: verdict.message), sourceLocation: sourceLocation)
      }
    case .failed:
      Issue.record(Comment(rawValue: verdict.message), sourceLocation: sourceLocation)
    }
  }
}
