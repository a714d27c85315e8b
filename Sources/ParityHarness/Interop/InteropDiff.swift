/// What changed since a baseline (the same platforms' earlier reports), per platform: the causes that are gone,
/// the causes that are new, and every case whose outcome moved: what a reviewer reads on a pull request.
package struct InteropDiff: Sendable {
  package struct Move: Sendable {
    package var key: CaseKey
    package var from: InteropOutcome
    package var to: InteropOutcome
  }

  package struct PlatformChange: Sendable {
    package var name: String
    /// The baseline report of this platform; nil when the baseline has none (nothing is compared).
    package var baselinePath: String?
    /// Causes of the baseline that no longer occur.
    package var fixed: [InteropCauseGroup]
    /// Causes that the baseline did not have.
    package var new: [InteropCauseGroup]
    /// Cases whose outcome differs from the baseline's, in corpus order.
    package var moved: [Move]

    /// How many cases moved each way, the most first: `(passed, diverged, 400)`.
    package var movedCounts: [(from: InteropOutcome, to: InteropOutcome, count: Int)] {
      var counts: [Int: Int] = [:]
      for move in moved { counts[move.from.rawValue * 16 + move.to.rawValue, default: 0] += 1 }
      return counts.map { (InteropOutcome(rawValue: $0.key / 16)!, InteropOutcome(rawValue: $0.key % 16)!, $0.value) }
        .sorted { $0.count != $1.count ? $0.count > $1.count : ($0.from, $0.to) < ($1.from, $1.to) }
    }
  }

  package var platforms: [PlatformChange]

  /// A new cause, or a case that passed and now fails, on some platform: the change made parity worse.
  package var regressed: Bool {
    platforms.contains { change in !change.new.isEmpty || change.moved.contains { $0.from == .passed && $0.to.isFailure } }
  }

  /// Compares each platform of `current` with the baseline's platform of the same name, or else the one of the
  /// same runner's platform and subject (a baseline folder with one report more names its columns apart).
  package init(current: InteropView, baseline: InteropView) {
    func identity(_ report: PlatformReport) -> String { PlatformReport.platform(ofRunner: report.runner) + "\u{0}" + report.subject }
    platforms = current.columns.indices.map { column in
      let name = current.columns[column].report.name
      let baselineColumn = baseline.columns.firstIndex { $0.report.name == name }
        ?? baseline.columns.firstIndex { identity($0.report) == identity(current.columns[column].report) }
      guard let old = baselineColumn else {
        return PlatformChange(name: name, baselinePath: nil, fixed: [], new: [], moved: [])
      }
      let currentIDs = Set(current.columns[column].groups.map(\.id))
      let baselineIDs = Set(baseline.columns[old].groups.map(\.id))
      var moved: [Move] = []
      var seen = Set<CaseKey>()
      for key in (current.cases + baseline.cases) where seen.insert(key).inserted {
        let (from, to) = (baseline.outcome(key, column: old), current.outcome(key, column: column))
        if from != to { moved.append(Move(key: key, from: from, to: to)) }
      }
      return PlatformChange(name: name, baselinePath: baseline.columns[old].report.path,
                            fixed: baseline.columns[old].groups.filter { !currentIDs.contains($0.id) },
                            new: current.columns[column].groups.filter { !baselineIDs.contains($0.id) },
                            moved: moved.sorted { $0.key < $1.key })
    }
  }
}
