import ParitySuiteKit
/// The human report: a table per suite, then every case that did not pass, then the verdict.
///
/// A run whose vectors did not all load starts with the errors and shows neither a digest nor a table of
/// zeros; a run that stopped early (`--fail-fast`) says so and shows no corpus digest.
struct TextReport {
  let report: RunReport
  let quiet: Bool
  /// List every not-portable case; by default they are summed up per suite and reason.
  let verbose: Bool

  var rendered: String {
    var lines: [String] = []
    if !report.defects.isEmpty {
      // The reason the run cannot be trusted comes first; counts of a half-loaded corpus would only mislead.
      for defect in report.defects { lines.append(defect.description) }
      lines += report.runErrors.map { "error: " + Escaping.terminal($0) }
      lines.append("")
      lines.append("ERROR (the vectors did not load): \(Plural.count(report.defects.count, "error")) in "
                   + "\(Plural.count(report.fileCount, "file")); no case was judged from them and no digest is printed")
      return Self.text(of: lines)
    }
    let total = report.total
    if !quiet {
      lines.append("parity-check: subject \(Escaping.terminal(report.subject)), \(Plural.count(report.fileCount, "file")), "
                   + "\(Plural.count(report.selectedCount, "case")) selected")
      lines.append("contract: android-sdk-core \(report.contract.rawValue); \(report.contract.toolchain)")
      lines.append(digestLine)
      lines += report.links.map { "symbolic link: " + Escaping.terminal($0) }
      lines.append("")
      lines.append(row("suite", "cases", "passed", "diverged", "not portable", "known", "errors"))
      for suite in report.suites + [total] {
        lines.append(row(Escaping.terminal(suite.suite), "\(suite.cases)", "\(suite.passed)", "\(suite.diverged)",
                         "\(suite.notPortable)", "\(suite.known)", "\(suite.errors)"))
      }
    }
    let brokenTags = report.tags.filter { $0.diverged + $0.known + $0.errors > 0 }
    if !quiet && !brokenTags.isEmpty {
      lines.append("")
      lines.append(row("tag", "cases", "passed", "diverged", "not portable", "known", "errors"))
      for tag in brokenTags {
        lines.append(row(Escaping.terminal(tag.suite), "\(tag.cases)", "\(tag.passed)", "\(tag.diverged)",
                         "\(tag.notPortable)", "\(tag.known)", "\(tag.errors)"))
      }
    }
    lines += caseBlocks
    if !quiet && !verbose { lines += notPortableSummary }
    lines += causeBlocks
    for error in report.runErrors {
      lines.append("")
      lines.append("error: " + Escaping.terminal(error))
    }
    lines.append("")
    let verdict = report.exitCode == 0 ? "PASS" : report.exitCode == 1 ? "FAIL (divergences)" : "ERROR (the run is not trustworthy)"
    let digest = report.corpusDigest.map { "digest \($0)" } ?? "partial run, no corpus digest"
    lines.append("\(verdict): \(total.passed) passed, \(total.diverged) diverged, \(total.notPortable) not portable, "
                 + "\(total.known) known, \(total.errors) errors; \(digest)")
    return Self.text(of: lines)
  }

  /// The lines, each ended by a newline. The last one's newline comes from an empty last line: appending it to
  /// the joined text would copy a report of tens of megabytes once more.
  private static func text(of lines: [String]) -> String {
    var lines = lines
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// Results rendered together: a run that diverges everywhere prints over a million lines, and its chunks are
  /// rendered on every core.
  static let resultsPerChunk = 4096

  /// The blank line and lines of each case shown, in the run's order, as a few texts of many lines each (the
  /// report joins its lines with newlines, so a text of lines joined alike reads the same).
  private var caseBlocks: [String] {
    let results = report.results
    let chunks = stride(from: 0, to: results.count, by: Self.resultsPerChunk).map {
      $0..<min($0 + Self.resultsPerChunk, results.count)
    }
    return ResultSlots.concurrentMap(count: chunks.count) { chunk -> String? in
      // One text per chunk, appended to: a line array joined afterwards cost as much as the rest of the report.
      var text = ""
      for result in results[chunks[chunk]] where shows(result.outcome) {
        if !text.isEmpty { text += "\n" }
        text += "\n"
        text += Escaping.terminal("\(result.outcome.label.uppercased()) \(result.name)  (\(result.file):\(result.location))")
        for line in result.outcome.detailLines {
          text += "\n  "
          text += Escaping.terminal(line)
        }
        text += "\n  input:     "
        text += Escaping.terminal(result.input)
      }
      return text.isEmpty ? nil : text
    }.compactMap { $0 }
  }

  /// Whether the report shows a case with this outcome: never a pass; not-portable cases only with `verbose`
  /// (otherwise summed up), known divergences unless `quiet`.
  private func shows(_ outcome: CaseOutcome) -> Bool {
    switch outcome {
    case .passed: return false
    case .notPortable: return !quiet && verbose
    case .knownDivergence: return !quiet
    default: return true
    }
  }

  /// One block per cause group, the largest first (docs/report-format.md, "Causes"): the signature in words, the
  /// count, the suites, the representative (the smallest input) shown in full, and a few other cases.
  var causeBlocks: [String] {
    let groups = report.causeGroups
    guard !groups.isEmpty else { return [] }
    let total = groups.reduce(0) { $0 + $1.cases.count }
    var lines = ["", "CAUSES: \(Plural.count(total, "case")) that did not pass, in \(Plural.count(groups.count, "group")), the largest first"]
    // The representatives' results, found in one pass over the results.
    let wanted = Set(groups.map(\.representative.name))
    var representatives: [String: CaseResult] = [:]
    for result in report.results where wanted.contains(result.name) { representatives[result.name] = result }
    for (index, group) in groups.enumerated() {
      lines.append("")
      lines.append(Escaping.terminal("GROUP \(index + 1) of \(groups.count) [\(group.id)]: \(Plural.count(group.cases.count, "case")) in "
                                     + "\(Plural.count(group.suites.count, "suite"))"))
      lines.append("  cause:     " + Escaping.terminal(group.signature.words))
      lines.append("  suites:    " + Escaping.terminal(group.suites.joined(separator: ", ")))
      if let result = representatives[group.representative.name] {
        // A crash or a hang is named as the subject's failure, as ParityTesting names its case.
        let label = if case .subjectFailed(let failure) = result.outcome { failure.kind.rawValue } else { result.outcome.label }
        lines.append("  smallest:  " + Escaping.terminal("\(label.uppercased()) \(result.name)  (\(result.file):\(result.location))"))
        let details = if case .subjectFailed(let failure) = result.outcome { ["subject:   " + failure.detail] } else { result.outcome.detailLines }
        lines += details.map { "    " + Escaping.terminal($0) }
        lines.append("    input:     " + Escaping.terminal(result.input))
        if let comment = result.comment { lines.append("    comment:   " + Escaping.terminal(comment)) }
      }
      let others = group.examples.map(\.name)
      if !others.isEmpty {
        let more = group.cases.count - 1 - others.count
        lines.append("  also:      " + Escaping.terminal(others.joined(separator: ", ")) + (more > 0 ? " and \(more) more" : ""))
      }
    }
    return lines
  }

  private var digestLine: String {
    if let digest = report.corpusDigest { return "digest: \(digest)" }
    if report.isPartial, let note = report.partialNote {
      return "partial run: \(Escaping.terminal(note)); the digest of a partial run is not the corpus digest and is not printed"
    }
    return "partial run: --fail-fast stopped at the first failure after \(Plural.count(report.judgedCount, "case")); "
      + "the digest of a partial run is not the corpus digest and is not printed"
  }

  /// One line per suite and reason: "NOT-PORTABLE marker.id: 13 cases (reason)".
  private var notPortableSummary: [String] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for result in report.results {
      guard case .notPortable(let reason) = result.outcome else { continue }
      let key = "\(result.suite): \(reason)"
      if counts[key] == nil { order.append(key) }
      counts[key, default: 0] += 1
    }
    guard !order.isEmpty else { return [] }
    var lines = [""]
    for key in order {
      let colon = key.firstIndex(of: ":")!
      lines.append(Escaping.terminal("NOT-PORTABLE \(key[..<colon]): \(Plural.count(counts[key]!, "case"))"
                                     + " (\(key[key.index(colon, offsetBy: 2)...]))"))
    }
    lines.append("  (--verbose lists every not-portable case)")
    return lines
  }

  private func row(_ name: String, _ columns: String...) -> String {
    let padded = name.count >= 32 ? name + " " : name + String(repeating: " ", count: 32 - name.count)
    return padded + columns.map { String(repeating: " ", count: max(0, 9 - $0.count)) + $0 }.joined(separator: " ")
  }
}

/// "1 case", "2 cases".
package enum Plural {
  package static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
  /// "1 entry", "2 entries": a noun whose plural is not the singular and an s.
  package static func count(_ n: Int, _ noun: String, plural: String) -> String { "\(n) \(n == 1 ? noun : plural)" }
}
