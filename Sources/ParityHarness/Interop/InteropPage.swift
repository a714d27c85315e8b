import ParitySuiteKit

/// The interop view as one self-contained HTML page: inline CSS and SVG, a few lines of script that only filter
/// (everything is there and readable with scripts off), nothing fetched (its Content-Security-Policy forbids it).
///
/// Sections: each platform's totals; the suite × platform matrix coloured by pass rate, each cell linking to its
/// cases; the platform-specific failures; each platform's causes with their representative case (input,
/// Android's value, each platform's); the changes since a baseline; the trend; and the cases of every cell, as
/// ids grouped by cause. A case's details are printed for representatives only, so the page stays small (about
/// 1 MB for three platforms failing every one of 12,461 cases).
package struct InteropPage {
  package var view: InteropView
  package var diff: InteropDiff?
  package var summary: InteropSummary
  package var history: [InteropSummary]

  package init(view: InteropView, diff: InteropDiff?, summary: InteropSummary, history: [InteropSummary]) {
    self.view = view
    self.diff = diff
    self.summary = summary
    self.history = history
  }

  /// The longest input or value a representative shows whole.
  static let valueLimit = 600
  /// Case ids a cause shows inline; the cell's case list has them all.
  static let inlineCases = 12

  package var rendered: String {
    var page = PageText()
    let digests = Array(Set(view.columns.compactMap(\.report.digest))).sorted()
    let contracts = Array(Set(view.columns.map(\.report.contract))).sorted()
    page += """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
      <title>Parity across platforms: \(html(summary.label))</title>
      <style>\(InteropPageAssets.css)</style>
      </head>
      <body>
      <header>
      <h1>Parity across platforms</h1>

      """
    page += "<p class=\"meta\">\(view.columns.count) platforms · \(view.cases.count) cases · vectors \(codes(digests)) · "
      + "contract \(codes(contracts)) · run <strong>\(html(summary.label))</strong> (\(html(summary.date)))</p>\n"
    for column in view.columns where !column.report.isComplete {
      page += "<p class=\"banner partial\" role=\"alert\"><strong>PARTIAL</strong>: the report of \(html(column.report.name)) "
        + "(<code>\(html(column.report.path))</code>) is of a run that did not finish; its counts are marked partial and are no verdict.</p>\n"
    }
    if view.mixedVectors {
      page += "<p class=\"banner mixed\" role=\"note\">The reports are of <strong>different vector sets</strong>, shown side by side as asked: "
        + "no case is compared across platforms (no platform-specific failures).</p>\n"
    }
    let sections = [("platforms", "Platforms"), ("matrix", "Matrix"), ("specific", "Platform-specific failures"), ("causes", "Causes")]
      + (diff == nil ? [] : [("changes", "Changes")]) + [("trend", "Trend"), ("cases", "Cases")]
    page += "<nav aria-label=\"Sections\">" + sections.map { "<a href=\"#\($0.0)\">\($0.1)</a>" }.joined(separator: " · ")
      + "</nav>\n</header>\n<main>\n"
    platforms(into: &page)
    matrix(into: &page)
    specific(into: &page)
    causes(into: &page)
    if let diff { changes(diff, into: &page) }
    page += sectionStart("trend", "Trend")
    page += InteropTrendChart(runs: history + [summary]).rendered
    page += "</section>\n"
    cellCases(into: &page)
    page += "</main>\n<script>\(InteropPageAssets.script)</script>\n</body>\n</html>\n"
    return page.text
  }

  private func platforms(into page: inout PageText) {
    page += sectionStart("platforms", "Platforms")
    page += "<table class=\"totals\">\n<caption>Each platform's cases by outcome. Pass rate: passed of portable cases "
      + "(a case not run, crashed or a known divergence is not a pass).</caption>\n"
      + headerRow(["platform", "subject", "runner", "cases"] + Self.outcomes.map(\.word) + ["pass rate", "platform-specific failures"])
      + "<tbody>\n"
    for column in view.columns {
      let total = column.total
      let partial = !column.report.isComplete
      page += "<tr><th scope=\"row\">\(html(column.report.name))\(partial ? " <span class=\"tag\">partial</span>" : "")</th>"
        + "<td>\(html(column.report.subject))</td><td><code>\(html(column.report.runner))</code></td><td class=\"n\">\(total.cases)</td>"
        + Self.outcomes.map { "<td class=\"n\">\(total[$0])</td>" }.joined()
        + "<td class=\"n\">\(html(InteropText.rate(total, partial: partial)))</td>"
        + "<td class=\"n\">\(view.mixedVectors ? "–" : "<a href=\"#specific-\(index(of: column))\">\(column.platformSpecific.count)</a>")</td></tr>\n"
    }
    page += "</tbody>\n</table>\n</section>\n"
  }

  private func matrix(into page: inout PageText) {
    page += sectionStart("matrix", "Suites × platforms")
    // Shown by the page's script: without scripts there is nothing to filter with.
    page += "<div class=\"filter\" id=\"filter\" hidden><label for=\"suite-filter\">Filter suites</label> "
      + "<input id=\"suite-filter\" type=\"search\" placeholder=\"marker.\" autocomplete=\"off\"> "
      + "<label><input type=\"checkbox\" id=\"failing-only\"> only suites with a failure</label></div>\n"
    page += "<table class=\"matrix\" id=\"matrix-table\">\n<caption>Cases passed of each suite's portable cases, per platform, "
      + "coloured by pass rate; a cell links to its cases.</caption>\n<thead><tr><th scope=\"col\">suite</th>"
      + view.columns.map { "<th scope=\"col\">\(html($0.report.name))<br><span class=\"subject\">\(html($0.report.subject))</span></th>" }.joined()
      + "</tr></thead>\n<tbody>\n"
    for (suite, name) in view.suites.enumerated() {
      let failing = view.cells[suite].contains { $0.failures > 0 }
      page += "<tr data-suite=\"\(html(name))\" data-failing=\"\(failing)\"><th scope=\"row\">\(html(name))</th>"
      for column in view.columns.indices {
        page += cell(view.cells[suite][column], column: column, link: "cases-\(column)-\(name)")
      }
      page += "</tr>\n"
    }
    page += "</tbody>\n<tfoot><tr><th scope=\"row\">all suites</th>"
    for column in view.columns.indices { page += cell(view.columns[column].total, column: column, link: nil) }
    let swatches = [(Self.colour(1), "every portable case passed"), (Self.colour(0.5), "half"), (Self.colour(0), "none")]
    page += "</tr></tfoot>\n</table>\n<p class=\"legend\">"
      + swatches.map { "<span class=\"swatch\" style=\"background:\($0.0)\"></span> \($0.1) " }.joined()
      + "<span class=\"swatch notrun\"></span> not run <span class=\"swatch partial\"></span> partial run: no verdict</p>\n</section>\n"
  }

  private func cell(_ counts: OutcomeCounts, column: Int, link: String?) -> String {
    let partial = !view.columns[column].report.isComplete
    let text = counts.nothingRun ? "not run" : counts.portable == 0 ? "not portable" : "\(counts[.passed])/\(counts.portable)"
    let style = partial ? " partial" : counts.nothingRun || counts.portable == 0 ? " notrun" : ""
    let background = style.isEmpty ? " style=\"background:\(Self.colour(counts.passRate ?? 0))\"" : ""
    let outcomes = Self.outcomes.filter { counts[$0] > 0 }.map { "\(counts[$0]) \($0.word)" }.joined(separator: ", ")
    let rate = counts.nothingRun || counts.portable == 0 ? "" : "<span class=\"rate\">\(html(InteropText.rate(counts)))</span>"
    let content = link.map { "<a href=\"#\(html($0))\">\(text)</a>" } ?? "<strong>\(text)</strong>"
    return "<td class=\"cell\(style)\"\(background) data-passed=\"\(counts[.passed])\" data-portable=\"\(counts.portable)\" "
      + "title=\"\(html(outcomes))\">\(content)\(rate)\(partial ? "<span class=\"tag\">partial</span>" : "")</td>"
  }

  private func specific(into page: inout PageText) {
    page += sectionStart("specific", "Platform-specific failures")
    page += "<p>A case that fails on exactly one platform (diverged, crashed or a known divergence) and passes on at least one "
      + "other: the failures a platform's team owns alone.</p>\n"
    guard !view.mixedVectors else {
      page += "<p>Not counted: the reports are of different vector sets.</p>\n</section>\n"
      return
    }
    page += "<ul class=\"specific\">\n"
    for (column, platform) in view.columns.enumerated() {
      let specific = Set(platform.platformSpecific)
      let byGroup = platform.groups.map { group in (group, group.cases.filter(specific.contains).count) }.filter { $0.1 > 0 }
      page += "<li id=\"specific-\(column)\"><strong>\(html(platform.report.name))</strong>: \(Plural.count(specific.count, "case"))"
      if !byGroup.isEmpty {
        page += " — " + byGroup.map { group, count in
          "<a href=\"#\(groupAnchor(group, column: column))\">\(html(group.signature))</a> \(count)"
        }.joined(separator: "; ")
      }
      page += "</li>\n"
    }
    page += "</ul>\n<p>Failing on every platform: \(Plural.count(view.failingEverywhere.count, "case"))"
    if !view.failingEverywhere.isEmpty {
      page += ": " + view.failingEverywhere.prefix(200).map { "<code>\(html($0.name))</code>" }.joined(separator: " ")
      if view.failingEverywhere.count > 200 { page += " … and \(view.failingEverywhere.count - 200) more" }
    }
    page += "</p>\n</section>\n"
  }

  private func causes(into page: inout PageText) {
    page += sectionStart("causes", "Causes")
    page += "<p>Each platform's failing cases grouped by cause, largest first, each with its representative: the case with the smallest input.</p>\n"
    for (column, platform) in view.columns.enumerated() {
      let specific = Set(platform.platformSpecific)
      page += "<h3 id=\"causes-\(column)\">\(html(platform.report.name)): \(Plural.count(platform.groups.count, "cause")), "
        + "\(Plural.count(platform.total.failures, "failing case"))\(platform.groupsFromReport ? " (the report's groups)" : "")</h3>\n"
      for group in platform.groups { self.group(group, column: column, specific: specific, into: &page) }
    }
    page += "</section>\n"
  }

  private func group(_ group: InteropCauseGroup, column: Int, specific: Set<CaseKey>, into page: inout PageText) {
    let own = group.cases.filter(specific.contains).count
    let key = group.representative
    page += "<article class=\"group\" id=\"\(groupAnchor(group, column: column))\" data-suites=\"\(html(group.suites.joined(separator: " ")))\">\n"
    page += "<h4>\(html(group.signature))</h4>\n"
    page += "<p>\(Plural.count(group.cases.count, "case"))\(view.mixedVectors ? "" : ", \(own) platform-specific") · <code>\(html(group.id))</code></p>\n"
    let input = view.reported(key, column: column)?.input ?? ""
    page += "<p>Representative <code>\(html(key.name))</code>, input <code class=\"value\">\(html(short(input)))</code></p>\n"
    let values = view.values(of: key)
    page += "<table class=\"values\"><caption>\(html(key.name)) on every platform</caption>\n<thead><tr><th scope=\"col\">value</th>"
    page += values.fields.isEmpty
      ? "<th scope=\"col\">outcome</th>"
      : values.fields.map { "<th scope=\"col\"><code>\(html($0.isEmpty ? "(whole value)" : $0))</code></th>" }.joined()
    page += "</tr></thead>\n<tbody>\n"
    if !values.fields.isEmpty {
      page += "<tr class=\"android\"><th scope=\"row\">Android (expected)</th>"
        + values.android.map { "<td><code>\(html(short($0)))</code></td>" }.joined() + "</tr>\n"
    }
    for (index, value) in values.platforms.enumerated() {
      page += "<tr><th scope=\"row\">\(html(view.columns[index].report.name))</th>"
      switch value {
      case .values(let answers):
        page += zip(answers, values.android).map { answer, android in
          "<td\(answer == android ? "" : " class=\"differs\"")><code>\(html(short(answer)))</code></td>"
        }.joined()
      case .noValue(let outcome, let detail):
        // A runner's message often starts with the outcome already ("crashed: the subject crashed ...").
        let text = detail.map { $0.hasPrefix(outcome.word) ? short($0) : outcome.word + ": " + short($0) } ?? outcome.word
        page += "<td colspan=\"\(max(values.fields.count, 1))\"\(outcome.isFailure ? " class=\"differs\"" : "")>\(html(text))</td>"
      }
      page += "</tr>\n"
    }
    page += "</tbody></table>\n"
    let shown = group.cases.prefix(Self.inlineCases).map { "<code>\(html($0.name))</code>" }.joined(separator: " ")
    let rest = group.cases.count - min(group.cases.count, Self.inlineCases)
    page += "<p class=\"ids\">Cases: \(shown)\(rest > 0 ? " … and \(rest) more" : "") — all of them in "
      + group.suites.map { "<a href=\"#cases-\(column)-\(html($0))\">\(html($0)) on \(html(view.columns[column].report.name))</a>" }.joined(separator: ", ")
      + "</p>\n</article>\n"
  }

  private func changes(_ diff: InteropDiff, into page: inout PageText) {
    page += sectionStart("changes", "Since the baseline") + "<ul>\n"
    for change in diff.platforms {
      guard let baseline = change.baselinePath else {
        page += "<li><strong>\(html(change.name))</strong>: no baseline report of this platform</li>\n"
        continue
      }
      let moved = change.movedCounts.map { "\($0.count) \($0.from.word) → \($0.to.word)" }.joined(separator: ", ")
      page += "<li><strong>\(html(change.name))</strong> (baseline <code>\(html(baseline))</code>): \(change.fixed.count) fixed, "
        + "\(change.new.count) new, \(Plural.count(change.moved.count, "case")) moved\(moved.isEmpty ? "" : " (\(moved))")"
      if !change.fixed.isEmpty || !change.new.isEmpty {
        page += "<ul>"
        for group in change.fixed { page += "<li class=\"fixed\">fixed: \(html(group.signature)) (\(Plural.count(group.cases.count, "case")))</li>" }
        for group in change.new {
          let column = view.columns.firstIndex { $0.report.name == change.name } ?? 0
          page += "<li class=\"new\">new: <a href=\"#\(groupAnchor(group, column: column))\">\(html(group.signature))</a> "
            + "(\(Plural.count(group.cases.count, "case")))</li>"
        }
        page += "</ul>"
      }
      if !change.moved.isEmpty {
        page += "<details><summary>The \(Plural.count(change.moved.count, "case")) that moved</summary><p class=\"ids\">"
          + change.moved.map { "<code>\(html($0.key.name))</code> \($0.from.word) → \($0.to.word)" }.joined(separator: "; ") + "</p></details>"
      }
      page += "</li>\n"
    }
    page += "</ul>\n</section>\n"
  }

  private func cellCases(into page: inout PageText) {
    page += sectionStart("cases", "Cases per cell")
    var keysBySuite: [String: [CaseKey]] = [:]
    for key in view.cases { keysBySuite[key.suite, default: []].append(key) }
    for (column, platform) in view.columns.enumerated() {
      var groupOf: [CaseKey: InteropCauseGroup] = [:]
      for group in platform.groups { for key in group.cases { groupOf[key] = group } }
      for (suite, name) in view.suites.enumerated() {
        let counts = view.cells[suite][column]
        page += "<section class=\"cell-cases\" id=\"cases-\(column)-\(html(name))\"><h3>\(html(name)) on \(html(platform.report.name))</h3><p>"
          + Self.outcomes.filter { counts[$0] > 0 }.map { "\(counts[$0]) \($0.word)" }.joined(separator: ", ") + ".</p>\n"
        var order: [String] = []
        var byCause: [String: (group: InteropCauseGroup?, keys: [CaseKey])] = [:]
        for key in keysBySuite[name] ?? [] {
          let outcome = view.outcome(key, column: column)
          guard outcome.isFailure else { continue }
          let group = groupOf[key]
          let label = group?.id ?? outcome.word
          if byCause[label] == nil { order.append(label) }
          byCause[label, default: (group, [])].keys.append(key)
        }
        for label in order {
          let (group, keys) = byCause[label]!
          let title = group.map { "<a href=\"#\(groupAnchor($0, column: column))\">\(html($0.signature))</a>" } ?? html(label)
          page += "<p class=\"ids\">\(title) (\(keys.count)): " + keys.map { "<code>\(html($0.id))</code>" }.joined(separator: " ") + "</p>\n"
        }
        page += "</section>\n"
      }
    }
    page += "</section>\n"
  }

  private func groupAnchor(_ group: InteropCauseGroup, column: Int) -> String { "cause-\(column)-\(group.id)" }

  /// A section and its heading, which labels it for assistive technology.
  private func sectionStart(_ id: String, _ title: String) -> String {
    "<section id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<h2 id=\"\(id)-title\">\(title)</h2>\n"
  }

  /// A table's head: one column header per title.
  private func headerRow(_ titles: [String]) -> String {
    "<thead><tr>" + titles.map { "<th scope=\"col\">\(html($0))</th>" }.joined() + "</tr></thead>\n"
  }

  private func codes(_ items: [String]) -> String { items.map { "<code>\(html($0))</code>" }.joined(separator: ", ") }

  private func index(of column: InteropView.Column) -> Int {
    view.columns.firstIndex { $0.report.name == column.report.name } ?? 0
  }

  private func short(_ text: String) -> String { InteropText.shortened(text, to: Self.valueLimit) }

  private func html(_ text: String) -> String { Escaping.xml(text) }

  static let outcomes: [InteropOutcome] = [.passed, .diverged, .crashed, .notPortable, .notRun, .known]

  /// Red (none passed) through yellow to green (all passed), light enough for dark text on it; a rate short of 1
  /// never reaches the green of a cell where everything passed.
  static func colour(_ rate: Double) -> String {
    if rate >= 1 { return "hsl(130 55% 78%)" }
    let hue = Int((rate * 95).rounded(.down))
    return "hsl(\(hue) 80% \(84 - hue / 10)%)"
  }
}

/// A page built a piece at a time without copying the whole text on each append.
struct PageText {
  private(set) var text = ""
  static func += (page: inout PageText, piece: String) { page.text += piece }
}
