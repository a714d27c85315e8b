import Foundation

/// Applies a known-divergence list to a run, so that it cannot go stale.
///
/// A listed case that diverges becomes a known divergence and no longer fails the gate. The list itself fails
/// the run (exit 2) when an entry has expired, when its pattern matches no case of the corpus, or when a case it
/// lists now passes — a fixed bug must take its entry with it.
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

  /// `report` with the list applied; `corpus` holds the name of every case loaded (selected or not) that the list
  /// covers, at least (`lists(_:)`), and `report` every result the list covers.
  package func apply(to report: RunReport, corpus: [String]) -> RunReport {
    var report = report
    report.runErrors += listErrors(corpus: corpus)
    for index in report.results.indices {
      let (outcome, error) = gate(report.results[index])
      report.results[index].outcome = outcome
      if let error { report.runErrors.append(error) }
    }
    return report
  }

  private var entries: [KnownDivergenceList.Entry] { list.entries.filter { $0.platform == platform } }

  /// The faults of the list itself: entries that expired, and entries that match no case of `corpus`.
  package func listErrors(corpus: [String]) -> [String] {
    var errors: [String] = []
    for entry in entries where entry.expires < today {
      errors.append("known divergence \(entry.label) (\(entry.location)) expired on \(entry.expires); fix \(entry.issue) or renew the entry with a reason")
    }
    for entry in entries where !corpus.contains(where: { matches(entry, $0) }) {
      errors.append("known divergence \(entry.label) (\(entry.location)) matches no case; remove it (renamed cases need an alias)")
    }
    return errors
  }

  /// Whether an entry of the list covers the case `name` (`suite/id`): the only cases the list needs to see.
  package func lists(_ name: String) -> Bool { entries.contains { matches($0, name) } }

  /// One case's outcome with the list applied, and the run error when a listed case now passes.
  package func gate(_ result: CaseResult) -> (outcome: CaseOutcome, runError: String?) {
    guard let entry = entries.first(where: { matches($0, result.name) }) else { return (result.outcome, nil) }
    switch result.outcome {
    case .diverged, .errorExpectedButValue:
      let details = result.outcome.detailLines.prefix(3).joined(separator: "; ")
      return (.knownDivergence(entry: "\(entry.label): \(entry.reason) (\(entry.issue))", details: details), nil)
    case .passed:
      return (result.outcome, "known divergence \(entry.label) (\(entry.location)) lists \(result.name), which now passes; remove the entry")
    default:
      return (result.outcome, nil)
    }
  }

  /// Whether `entry` covers the case `name` under its current name or any name it had before a rename.
  private func matches(_ entry: KnownDivergenceList.Entry, _ name: String) -> Bool {
    aliases.names(resolvingTo: name).contains { Glob.matches(entry.pattern, $0) }
  }
}
