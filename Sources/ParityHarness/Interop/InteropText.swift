import ParitySuiteKit

/// The interop view for a terminal: each platform's totals, the suite × platform matrix (passed of portable cases),
/// the platform-specific failures, each platform's causes with a representative, and the diff with a baseline.
package struct InteropText {
  package var view: InteropView
  package var diff: InteropDiff?

  package init(view: InteropView, diff: InteropDiff? = nil) {
    self.view = view
    self.diff = diff
  }

  package var rendered: String {
    let safe = Escaping.terminal
    var lines: [String] = []
    let digests = Array(Set(view.columns.compactMap(\.report.digest))).sorted()
    let contracts = Array(Set(view.columns.map(\.report.contract))).sorted()
    lines.append("interop: \(Plural.count(view.columns.count, "report")), \(Plural.count(view.cases.count, "case"))")
    lines.append("contract: android-sdk-core \(contracts.map(safe).joined(separator: ", "))")
    // The gates' own digest line, which a CI step compares with the pinned digest.
    switch digests.count {
    case 0: lines.append("digest: none (no report of a complete run)")
    case 1: lines.append("digest: \(safe(digests[0]))")
    default: lines.append("digests: \(digests.map(safe).joined(separator: ", "))")
    }
    if view.mixedVectors {
      lines.append("different vector sets, side by side: no case is compared across platforms")
    }
    lines.append("")
    lines += table(header: ["platform", "subject", "cases", "passed", "diverged", "crashed", "not portable", "not run",
                            "known", "pass rate", "specific"],
                   rows: view.columns.map { column in
                     let total = column.total
                     return [safe(column.report.name), safe(column.report.subject), "\(total.cases)"]
                       + InteropPage.outcomes.map { "\(total[$0])" }
                       + [Self.rate(total, partial: !column.report.isComplete),
                          view.mixedVectors ? "-" : "\(column.platformSpecific.count)"]
                   }, leftColumns: 2)
    lines.append("")
    lines += table(header: ["suite"] + view.columns.map { safe($0.report.name) },
                   rows: view.suites.indices.map { suite in
                     [safe(view.suites[suite])] + view.columns.indices.map { column in
                       Self.cell(view.cells[suite][column], partial: !view.columns[column].report.isComplete)
                     }
                   }, leftColumns: 1)
    lines.append("  (passed of portable cases; \"not run\": the platform does not run the suite)")
    lines.append("")
    if !view.mixedVectors {
      lines.append("platform-specific failures: "
                   + view.columns.map { "\(safe($0.report.name)) \($0.platformSpecific.count)" }.joined(separator: ", ")
                   + "; failing on every platform: \(view.failingEverywhere.count)")
    }
    for (index, column) in view.columns.enumerated() {
      let specific = Set(column.platformSpecific)
      lines.append("")
      lines.append("\(safe(column.report.name)): \(Plural.count(column.groups.count, "cause")), "
                   + "\(Plural.count(column.total.failures, "failing case"))"
                   + (column.groupsFromReport ? " (the report's groups)" : ""))
      for group in column.groups {
        let own = group.cases.filter(specific.contains).count
        lines.append("  \(safe(group.signature)): \(Plural.count(group.cases.count, "case"))"
                     + (view.mixedVectors ? "" : ", \(own) platform-specific"))
        let input = view.reported(group.representative, column: index)?.input ?? ""
        lines.append("    e.g. \(safe(group.representative.name))  input \(safe(Self.shortened(input, to: 120)))")
      }
    }
    if let diff {
      lines.append("")
      lines.append("since the baseline:")
      for change in diff.platforms {
        guard let baseline = change.baselinePath else {
          lines.append("  \(safe(change.name)): no baseline report of this platform")
          continue
        }
        let moved = change.movedCounts.map { "\($0.count) \($0.from.word) -> \($0.to.word)" }.joined(separator: ", ")
        lines.append("  \(safe(change.name)) (baseline \(safe(baseline))): \(change.fixed.count) fixed, \(change.new.count) new, "
                     + "\(Plural.count(change.moved.count, "case")) moved" + (moved.isEmpty ? "" : " (\(moved))"))
        for group in change.fixed { lines.append("    fixed: \(safe(group.signature)) (\(Plural.count(group.cases.count, "case")))") }
        for group in change.new { lines.append("    new:   \(safe(group.signature)) (\(Plural.count(group.cases.count, "case")))") }
      }
    }
    lines.append("")
    lines.append(verdict)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The last line: whether the picture is complete, and with a baseline whether it got worse.
  package var verdict: String {
    let incomplete = view.columns.filter { !$0.report.isComplete }.map { Escaping.terminal($0.report.name) }
    if !incomplete.isEmpty { return "PARTIAL: \(incomplete.joined(separator: ", ")) did not finish; its counts are not a verdict" }
    if let diff {
      let worse = diff.platforms.filter { change in
        !change.new.isEmpty || change.moved.contains { $0.from == .passed && $0.to.isFailure }
      }.map { Escaping.terminal($0.name) }
      if !worse.isEmpty { return "REGRESSED: new causes or newly failing cases on \(worse.joined(separator: ", "))" }
      return "NO REGRESSION against the baseline"
    }
    return "COMPLETE: every report judged every case it selected"
  }

  /// `passed/portable`, `not run`, with `(partial)` for a run that did not finish.
  static func cell(_ counts: OutcomeCounts, partial: Bool) -> String {
    let text = counts.nothingRun ? "not run" : counts.portable == 0 ? "not portable" : "\(counts[.passed])/\(counts.portable)"
    return partial ? text + " (partial)" : text
  }

  /// `37.2 %`, rounded down, so that only a platform that passed everything shows 100 %.
  package static func rate(_ counts: OutcomeCounts, partial: Bool = false) -> String {
    guard let rate = counts.passRate else { return "-" }
    let tenths = Int((rate * 1000).rounded(.down))
    return "\(tenths / 10).\(tenths % 10) %" + (partial ? " (partial)" : "")
  }

  static func shortened(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "… (\(text.count) characters)"
  }

  /// Columns padded to their widest cell; the first `leftColumns` left-aligned, the rest right-aligned.
  private func table(header: [String], rows: [[String]], leftColumns: Int) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      var line = row.indices.map { column -> String in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return column < leftColumns ? row[column] + padding : padding + row[column]
      }.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
