import Foundation
import ParitySuiteKit

/// Applies a known-divergence list to a run, so that it cannot go stale (docs/known-divergences.md; the shared
/// fixture Tests/Fixtures/known-divergences/rules.json pins the rules for every runner).
///
/// A case entry (a pattern alone) excuses the divergences of the cases it matches, and fails the run (exit 2)
/// when a case it matches passes: a fixed bug must take its entry with it. A cause entry (a pattern with an
/// `outcome`, `field`, `message` or `frame`) excuses only the cases that fail the way it says, crashes included;
/// a case it matches may pass, and it fails the run only when it excuses none of the cases it matches. Every entry
/// fails the run when it has expired or its pattern matches no case of the corpus.
package struct KnownDivergenceGate: Sendable {
  package var list: KnownDivergenceList
  package var aliases: AliasMap
  /// The platform this run checks (`ios` for parity-check); entries for other platforms are ignored.
  package var platform: String
  /// Today, `YYYY-MM-DD` in UTC.
  package var today: String

  package init(list: KnownDivergenceList, aliases: AliasMap = AliasMap(), platform: String = "ios", today: String = KnownDivergenceGate.utcToday()) {
    self.list = list
    self.aliases = aliases
    self.platform = platform
    self.today = today
  }

  package static func utcToday() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
  }

  /// One case judged against the list.
  package struct Judgement: Sendable {
    package var outcome: CaseOutcome
    /// The run error when a case entry lists a case that now passes.
    package var runError: String?
    /// The index (in `list.entries`) of the entry that excused the case.
    package var excusedBy: Int?
  }

  /// `report` with the list applied; `corpus` holds the name of every case loaded (selected or not) that the list
  /// covers, at least (`lists(_:)`), and `report` every result the list covers. A partial report does not judge its
  /// cause entries: the cases that would show them earning their place may not have run.
  package func apply(to report: RunReport, corpus: [String]) -> RunReport {
    var report = report
    report.runErrors += listErrors(corpus: corpus)
    var excused = Set<Int>()
    for index in report.results.indices {
      let judgement = judge(report.results[index])
      report.results[index].outcome = judgement.outcome
      if let error = judgement.runError { report.runErrors.append(error) }
      if let entry = judgement.excusedBy { excused.insert(entry) }
    }
    if !report.isPartial { report.runErrors += causeEntryErrors(judged: report.results.map(\.name), excused: excused) }
    return report
  }

  /// The entries of this run's platform, with their indices in the list.
  private var entries: [(index: Int, entry: KnownDivergenceList.Entry)] {
    list.entries.enumerated().filter { $0.element.platform == platform }.map { ($0.offset, $0.element) }
  }

  /// The faults of the list itself: entries that expired, and entries that match no case of `corpus`.
  package func listErrors(corpus: [String]) -> [String] {
    var errors: [String] = []
    for (_, entry) in entries where entry.expires < today {
      errors.append("known divergence \(entry.label) (\(entry.location)) expired on \(entry.expires); fix \(entry.issue) or renew the entry with a reason")
    }
    for (_, entry) in entries where !corpus.contains(where: { matches(entry, $0) }) {
      errors.append("known divergence \(entry.label) (\(entry.location)) matches no case; remove it (renamed cases need an alias)")
    }
    return errors
  }

  /// The cause entries that excused no case although their pattern matches a case judged (`judged`: the names of
  /// every case judged; `excused`: the indices of the entries that excused one).
  package func causeEntryErrors(judged: [String], excused: Set<Int>) -> [String] {
    entries.filter { $0.entry.isCauseEntry && !excused.contains($0.index) }.compactMap { _, entry in
      guard judged.contains(where: { matches(entry, $0) }) else { return nil }
      return "known divergence \(entry.label) (\(entry.location)) excuses no case: none of the cases it matches fails "
        + "the way it says; correct it or remove it"
    }
  }

  /// Whether an entry of the list covers the case `name` (`suite/id`): the only cases the list needs to see.
  package func lists(_ name: String) -> Bool { entries.contains { matches($0.entry, name) } }

  /// One case's outcome with the list applied, and the run error when a listed case now passes.
  package func gate(_ result: CaseResult) -> (outcome: CaseOutcome, runError: String?) {
    let judgement = judge(result)
    return (judgement.outcome, judgement.runError)
  }

  /// One case judged against the list: excused by the first entry that covers its failure, or failing the run
  /// when it passes and a case entry lists it.
  package func judge(_ result: CaseResult) -> Judgement {
    if case .passed = result.outcome {
      guard let entry = entries.first(where: { !$0.entry.isCauseEntry && matches($0.entry, result.name) })?.entry else {
        return Judgement(outcome: result.outcome)
      }
      return Judgement(outcome: result.outcome,
                       runError: "known divergence \(entry.label) (\(entry.location)) lists \(result.name), which now passes; remove the entry")
    }
    guard let cause = CaseCause(result),
      let (index, entry) = entries.first(where: { excuses($0.entry, cause, name: result.name) })
    else { return Judgement(outcome: result.outcome) }
    let details: String
    if case .subjectFailed(let failure) = result.outcome {
      details = failure.message
    } else {
      details = result.outcome.detailLines.prefix(3).joined(separator: "; ")
    }
    return Judgement(outcome: .knownDivergence(entry: "\(entry.label): \(entry.reason) (\(entry.issue))", details: details),
                     excusedBy: index)
  }

  /// Whether `entry` excuses the failing case `name` whose cause is `cause`.
  private func excuses(_ entry: KnownDivergenceList.Entry, _ cause: CaseCause, name: String) -> Bool {
    guard matches(entry, name) else { return false }
    guard entry.isCauseEntry else {
      // A case entry excuses what it always did: the case's divergences of every kind, never a crash.
      return [.diverged, .errorExpectedButValue, .valueExpectedButError, .anotherErrorCode].contains(cause.kind)
    }
    guard cause.kind == entry.excusedKind else { return false }
    if let globs = entry.fields {
      let fields = cause.differences.filter { $0.kind != DifferenceKind.elided.name }.map(\.field)
      guard !fields.isEmpty, fields.allSatisfy({ field in globs.contains { Glob.matches($0, field) } }) else { return false }
    }
    if let glob = entry.message {
      guard Glob.matches(glob, cause.message.flatMap(CauseSignature.runtimeMessage) ?? "") else { return false }
    }
    if let glob = entry.frame {
      guard let frame = cause.frame, Glob.matches(glob, frame.function) else { return false }
    }
    return true
  }

  /// Whether `entry` covers the case `name` under its current name or any name it had before a rename.
  private func matches(_ entry: KnownDivergenceList.Entry, _ name: String) -> Bool {
    aliases.names(resolvingTo: name).contains { Glob.matches(entry.pattern, $0) }
  }
}

extension KnownDivergenceGate.Judgement {
  init(outcome: CaseOutcome) { self.init(outcome: outcome, runError: nil, excusedBy: nil) }
}
