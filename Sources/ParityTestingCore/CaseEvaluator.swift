import Foundation
import ParityHarness
import ParitySuiteKit

/// A subject, its loaded and planned cases, and the known-divergence list: everything needed to judge one case,
/// in the test process or in a child.
package struct CaseEvaluator: Sendable {
  package let runner: Runner
  package let cases: [PlannedCase]
  let gate: KnownDivergenceGate?
  /// Faults found before any case ran: files that did not load, unknown suites, nothing selected, a
  /// known-divergence list that is expired or matches nothing.
  package let setupErrors: [String]
  package let digest: VectorSetDigest
  /// The loaded vectors, for a report of the run.
  package let set: VectorSet

  package init(subject: ParitySubject, vectors: ParityVectors, options: ParityOptions) {
    let selection = CaseSelection(casePattern: options.cases, tag: options.tag)
    var runner = Runner(subject: subject, selection: selection, contract: options.contract)
    runner.reader = options.reader
    runner.askNotPortable = options.askNotPortable
    let set = VectorLoader.load(paths: vectors.paths, reader: options.reader, displayedAs: vectors.displayPaths)
    let plan = runner.plannedCases(set)
    var errors = (set.defects + plan.defects).map(\.description)
    let suites = Set(set.files.map(\.suite))
    for glob in options.suites where !suites.contains(where: { Glob.matches(glob, $0) }) {
      errors.append("the suite pattern \"\(glob)\" matches no suite of the vectors")
    }
    let cases = plan.cases.filter { planned in options.suites.contains { Glob.matches($0, planned.suite) } }
    if set.fileCount == 0 { errors.append("no vector files found") }
    if cases.isEmpty && errors.isEmpty { errors.append("no case matches the selection; nothing was checked") }
    var gate: KnownDivergenceGate?
    if let path = options.knownDivergences {
      do {
        let aliases = try options.aliases.map { try AliasMap.load(path: $0) } ?? AliasMap()
        gate = KnownDivergenceGate(list: try KnownDivergenceList.load(path: path), aliases: aliases, platform: options.platform)
        errors += gate!.listErrors(corpus: set.caseNames)
      } catch {
        errors.append("the known-divergence list cannot be used: \(error)")
      }
    } else if options.aliases != nil {
      errors.append("aliases rename the cases of a known-divergence list; give knownDivergences too")
    }
    self.runner = runner
    self.cases = cases
    self.gate = gate
    self.setupErrors = errors
    self.digest = set.digest
    self.set = set
  }

  /// Runs case `index` through the subject and applies the known-divergence list.
  package func verdict(at index: Int) -> JudgedCase {
    verdict(for: runner.result(of: cases[index]), at: index)
  }

  /// The verdict on case `index`'s result, computed here or judged from a child's answer, with the
  /// known-divergence list applied.
  package func verdict(for result: CaseResult, at index: Int) -> JudgedCase {
    var result = result
    var runError: String?
    var excusedBy: Int?
    if let gate {
      let judgement = gate.judge(result)
      (result.outcome, runError, excusedBy) = (judgement.outcome, judgement.runError, judgement.excusedBy)
    }
    return JudgedCase(verdict: CaseVerdict(result, of: cases[index]), runError: runError, result: result, excusedBy: excusedBy)
  }

  /// The known-divergence list's cause entries that excused none of the cases judged although they match one
  /// (docs/known-divergences.md): judged once the run is whole.
  package func causeEntryErrors(_ judged: [JudgedCase]) -> [String] {
    guard let gate else { return [] }
    return gate.causeEntryErrors(judged: judged.map(\.result.name), excused: Set(judged.compactMap(\.excusedBy)))
  }

  /// The verdict on a case the subject crashed or hung on (`crashed`, `timed-out`; in a report, a run error), with
  /// the known-divergence list applied: an entry may excuse a crash.
  package func failed(at index: Int, _ failure: SubjectFailure) -> JudgedCase {
    verdict(for: cases[index].result(.subjectFailed(failure)), at: index)
  }

  /// A failed verdict for a case no subject could run (`run-error`), or one whose answer the subject broke
  /// (`subject-error`: a line that breaks the protocol, or a value without the suite's output shape).
  package func notRun(at index: Int, reason: String, label: String = "run-error") -> JudgedCase {
    JudgedCase(verdict: CaseVerdict(kind: .failed, label: label,
                                    message: cases[index].failureText(label: label, detailLines: ["subject:   " + reason])),
               runError: nil, result: cases[index].result(.runError("\(label): \(reason)")))
  }
}

/// One case judged: its verdict for a test, what it says about the run as a whole, and its result for a report.
package struct JudgedCase: Sendable {
  package var verdict: CaseVerdict
  package var runError: String?
  package var result: CaseResult
  /// The known-divergence entry that excused the case (its index in the list).
  package var excusedBy: Int?
}
