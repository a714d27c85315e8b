/// The human report: a table per suite, then every case that did not pass, then the verdict.
struct TextReport {
  let report: RunReport
  let quiet: Bool

  var rendered: String {
    var lines: [String] = []
    let total = report.total
    if !quiet {
      lines.append("parity-check: subject \(report.subject), \(report.fileCount) files, \(report.selectedCount) cases selected")
      lines.append("digest: \(report.digest)")
      lines.append("")
      lines.append(row("suite", "cases", "passed", "diverged", "not portable", "known", "errors"))
      for suite in report.suites + [total] {
        lines.append(row(suite.suite, "\(suite.cases)", "\(suite.passed)", "\(suite.diverged)", "\(suite.notPortable)",
                         "\(suite.known)", "\(suite.errors)"))
      }
    }
    let brokenTags = report.tags.filter { $0.diverged + $0.known + $0.errors > 0 }
    if !quiet && !brokenTags.isEmpty {
      lines.append("")
      lines.append(row("tag", "cases", "passed", "diverged", "not portable", "known", "errors"))
      for tag in brokenTags {
        lines.append(row(tag.suite, "\(tag.cases)", "\(tag.passed)", "\(tag.diverged)", "\(tag.notPortable)",
                         "\(tag.known)", "\(tag.errors)"))
      }
    }
    for result in report.results {
      switch result.outcome {
      case .passed: continue
      case .notPortable, .knownDivergence: if quiet { continue }
      default: break
      }
      lines.append("")
      lines.append("\(result.outcome.label.uppercased()) \(result.name)  (\(result.file):\(result.location))")
      lines += result.outcome.detailLines.map { "  " + $0 }
      lines.append("  input:     \(result.input)")
    }
    for defect in report.defects {
      lines.append("")
      lines.append(defect.description)
    }
    for error in report.runErrors {
      lines.append("")
      lines.append("error: \(error)")
    }
    lines.append("")
    let verdict = report.exitCode == 0 ? "PASS" : report.exitCode == 1 ? "FAIL (divergences)" : "ERROR (the run is not trustworthy)"
    lines.append("\(verdict): \(total.passed) passed, \(total.diverged) diverged, \(total.notPortable) not portable, "
                 + "\(total.known) known, \(total.errors + report.defects.count) errors; digest \(report.digest)")
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ name: String, _ columns: String...) -> String {
    let padded = name.count >= 32 ? name + " " : name + String(repeating: " ", count: 32 - name.count)
    return padded + columns.map { String(repeating: " ", count: max(0, 9 - $0.count)) + $0 }.joined(separator: " ")
  }
}
