import Foundation
import ParityHarness
import ParitySuiteKit

/// One parity run shared by all the test cases of a test: the cases are planned when the test's arguments are
/// built, and the subject runs once, the first time a case asks for its verdict.
package final class ParitySession: Sendable {
  package let evaluator: CaseEvaluator
  let vectors: ParityVectors
  let options: ParityOptions
  private let state = LockedOnce<RunVerdicts>()

  package init(subject: ParitySubject, vectors: ParityVectors, options: ParityOptions) {
    self.vectors = vectors
    self.options = options
    evaluator = CaseEvaluator(subject: subject, vectors: vectors, options: options)
  }

  package var caseNames: [String] { evaluator.cases.map(\.name) }

  /// Every verdict; computed once, whoever asks first.
  package var verdicts: RunVerdicts {
    state.value {
      switch options.isolation {
      case .inProcess:
        return InProcessRun.run(evaluator, timeout: options.caseTimeout)
      case .childProcess(let executable):
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let reason = "child-process isolation needs macOS or Linux; on \(executable)'s platform run in process"
        return RunVerdicts(cases: evaluator.cases.indices.map { evaluator.unanswered(at: $0, label: "run-error", reason: reason) },
                           runErrors: evaluator.setupErrors + [reason])
        #else
        return ChildProcessRun.run(evaluator, executable: executable, vectors: vectors, options: options)
        #endif
      }
    }
  }
}

/// A value computed at most once, by the first caller; the others wait for it.
final class LockedOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  func value(_ compute: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let value = compute()
    stored = value
    return value
  }
}
