/// The interop view as GitHub-flavoured Markdown, short enough for `$GITHUB_STEP_SUMMARY` or a pull request
/// comment: each platform's totals, the suites where some platform fails, the top causes, the changes since a
/// baseline, and a link to the page.
package struct InteropMarkdown {
  package var view: InteropView
  package var diff: InteropDiff?
  package var pageURL: String?

  /// Causes listed per platform; the page has them all.
  static let topCauses = 5

  package init(view: InteropView, diff: InteropDiff?, pageURL: String?) {
    self.view = view
    self.diff = diff
    self.pageURL = pageURL
  }

  package var rendered: String {
    var lines = ["## Parity across platforms", ""]
    let digests = Array(Set(view.columns.compactMap(\.report.digest))).sorted()
    let contracts = Array(Set(view.columns.map(\.report.contract))).sorted()
    lines.append("\(view.columns.count) platforms · \(view.cases.count) cases · vectors "
                 + digests.map { code(String($0.prefix(19)) + "…") }.joined(separator: ", ")
                 + " · contract " + contracts.map(code).joined(separator: ", "))
    lines.append("")
    for column in view.columns where !column.report.isComplete {
      lines.append("> [!WARNING]\n> **Partial**: the report of \(cell(column.report.name)) is of a run that did not finish; its counts are no verdict.")
      lines.append("")
    }
    if view.mixedVectors {
      lines.append("> [!NOTE]\n> The reports are of different vector sets, side by side: no case is compared across platforms.")
      lines.append("")
    }
    lines.append("| platform | subject | pass rate | passed | diverged | crashed | not portable | not run | known | platform-specific |")
    lines.append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
    for column in view.columns {
      let total = column.total
      lines.append("| \(cell(column.report.name)) | \(cell(column.report.subject)) | "
                   + "\(InteropText.rate(total, partial: !column.report.isComplete)) | "
                   + [InteropOutcome.passed, .diverged, .crashed, .notPortable, .notRun, .known].map { "\(total[$0])" }.joined(separator: " | ")
                   + " | \(view.mixedVectors ? "–" : "\(column.platformSpecific.count)") |")
    }
    lines.append("")
    let failing = view.suites.indices.filter { suite in view.cells[suite].contains { $0.failures > 0 } }
    if failing.isEmpty {
      lines.append("No suite fails on any platform (\(view.suites.count) suites).")
    } else {
      lines.append("Suites with a failure (\(failing.count) of \(view.suites.count); passed of portable cases):")
      lines.append("")
      lines.append("| suite | " + view.columns.map { cell($0.report.name) }.joined(separator: " | ") + " |")
      lines.append("|---|" + view.columns.map { _ in "--:|" }.joined())
      for suite in failing {
        lines.append("| \(cell(view.suites[suite])) | " + view.columns.indices.map { column in
          let counts = view.cells[suite][column]
          let text = InteropText.cell(counts, partial: !view.columns[column].report.isComplete)
          return counts.failures > 0 ? "**\(text)**" : text
        }.joined(separator: " | ") + " |")
      }
    }
    lines.append("")
    lines.append("**Top causes**")
    lines.append("")
    for column in view.columns {
      let specific = Set(column.platformSpecific)
      guard !column.groups.isEmpty else {
        lines.append("- **\(cell(column.report.name))**: no failing case")
        continue
      }
      lines.append("- **\(cell(column.report.name))** (\(plural(column.groups.count, "cause"))):")
      for group in column.groups.prefix(Self.topCauses) {
        let own = view.mixedVectors ? "" : ", \(group.cases.filter(specific.contains).count) platform-specific"
        lines.append("  - \(code(group.signature)): \(plural(group.cases.count, "case"))\(own)")
      }
      if column.groups.count > Self.topCauses { lines.append("  - and \(plural(column.groups.count - Self.topCauses, "more cause"))") }
    }
    if let diff {
      lines.append("")
      lines.append("**Since the baseline**")
      lines.append("")
      for change in diff.platforms {
        guard change.baselinePath != nil else {
          lines.append("- **\(cell(change.name))**: no baseline report")
          continue
        }
        if change.fixed.isEmpty && change.new.isEmpty && change.moved.isEmpty {
          lines.append("- **\(cell(change.name))**: no change")
          continue
        }
        let moved = change.movedCounts.map { "\($0.count) \($0.from.word) → \($0.to.word)" }.joined(separator: ", ")
        lines.append("- **\(cell(change.name))**: \(change.fixed.count) fixed, \(change.new.count) new, "
                     + "\(plural(change.moved.count, "case")) moved\(moved.isEmpty ? "" : " (\(moved))")")
        for group in change.fixed { lines.append("  - fixed: \(code(group.signature)) (\(plural(group.cases.count, "case")))") }
        for group in change.new { lines.append("  - new: \(code(group.signature)) (\(plural(group.cases.count, "case")))") }
      }
    }
    if let pageURL {
      lines.append("")
      lines.append("[Every cause with its representative case, and every case, on the page](\(pageURL))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// Text in a table cell: no pipe, no HTML, no line break.
  private func cell(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "|": escaped += "\\|"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "&": escaped += "&amp;"
      case "\n", "\r": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A code span that holds any text: fenced with more backticks than the text has in a row.
  private func code(_ text: String) -> String {
    let flat = text.map { $0 == "\n" || $0 == "\r" ? " " : $0 == "|" ? "¦" : $0 }
    var longest = 0
    var run = 0
    for character in flat {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = flat.first == "`" || flat.last == "`" ? " " + String(flat) + " " : String(flat)
    return fence + padded + fence
  }
}
