import Foundation
import VectorJSON

/// Checks a subject against a loaded vector set: selects cases, runs each through its suite's binding, and
/// collects every result (it stops early only with `failFast`).
public struct Runner: Sendable {
  public var subject: ParitySubject
  public var selection: CaseSelection
  public var failFast: Bool

  public init(subject: ParitySubject = .core, selection: CaseSelection = .everything, failFast: Bool = false) {
    self.subject = subject
    self.selection = selection
    self.failFast = failFast
  }

  /// The work of a run: each selected file with its binding and selected cases.
  struct Plan {
    var jobs: [(file: VectorFile, binding: SuiteBinding, cases: [VectorCase])] = []
    var defects: [VectorDefect] = []
    var notes: [String] = []
    var selectedCount: Int { jobs.reduce(0) { $0 + $1.cases.count } }
  }

  func plan(_ set: VectorSet) -> Plan {
    var plan = Plan()
    plan.defects = set.defects
    for file in set.files where selection.includes(suite: file.suite) {
      guard let binding = SuiteCatalog.binding(for: file.suite) else {
        let pointer = JSONPointer.root.appending("suite")
        let hint = SuiteCatalog.suggestion(for: file.suite).map { "did you mean \"\($0)\"? " } ?? ""
        plan.defects.append(VectorDefect(
          file: file.path, location: file.location(of: pointer), pointer: pointer,
          message: "unknown suite \"\(file.suite)\"", help: "\(hint)run `parity-check list` for the known suites"))
        continue
      }
      let cases = file.cases.filter(selection.includes)
      if !cases.isEmpty { plan.jobs.append((file, binding, cases)) }
    }
    if set.fileCount == 0 { plan.notes.append("no vector files found") }
    if plan.selectedCount == 0 && plan.defects.isEmpty {
      plan.notes.append("no case matches the selection; nothing was checked")
    }
    return plan
  }

  public func run(_ set: VectorSet) -> RunReport {
    let plan = plan(set)
    var results: [CaseResult] = []
    if failFast {
      outer: for job in plan.jobs {
        for vectorCase in job.cases {
          let result = evaluate(vectorCase, job.file, job.binding)
          results.append(result)
          if result.outcome.isDivergence || result.outcome.isError { break outer }
        }
      }
    } else {
      // Files are independent: spread them over the cores, then put the results back in file order.
      let jobs = plan.jobs
      let slots = ResultSlots<[CaseResult]>(count: jobs.count)
      DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
        let job = jobs[index]
        slots[index] = job.cases.map { evaluate($0, job.file, job.binding) }
      }
      for index in jobs.indices { results += slots[index] ?? [] }
    }
    return RunReport(subject: subject.name, digest: set.digest, fileCount: set.fileCount, results: results,
                     defects: plan.defects, runErrors: plan.notes, selectedCount: plan.selectedCount)
  }

  private func evaluate(_ vectorCase: VectorCase, _ file: VectorFile, _ binding: SuiteBinding) -> CaseResult {
    let outcome = CaseEvaluation.outcome(of: vectorCase, in: file, binding: binding, subject: subject)
    let passed = if case .passed = outcome { true } else { false }
    return CaseResult(
      suite: file.suite, id: vectorCase.id, file: file.path,
      location: passed ? SourceLocation(line: 0, column: 0) : file.location(of: vectorCase.pointer),
      tags: vectorCase.tags, input: passed ? "" : vectorCase.input.compactText, outcome: outcome)
  }
}
