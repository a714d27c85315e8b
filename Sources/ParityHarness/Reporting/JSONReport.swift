import ParitySuiteKit
/// The machine-readable report (`--format json`), format `parity-report/1`: the same facts as the text report.
/// docs/report-format.md describes it and docs/schemas/parity-report-1.schema.json is its schema.
struct JSONReport {
  let report: RunReport

  var rendered: String {
    let sink = ReportSink()
    write(to: sink)
    return sink.text
  }

  /// Writes the report a piece at a time; the passes a run only counted come from its spool, in case order.
  func write(to sink: ReportSink) {
    var out = "{\n"
    out += "  \"format\": \"parity-report/1\",\n"
    out += "  \"runner\": \"parity-check\",\n"
    out += "  \"subject\": \(Escaping.json(report.subject)),\n"
    out += "  \"contract\": \(Escaping.json(report.contract.rawValue)),\n"
    out += "  \"digest\": \(report.corpusDigest.map { Escaping.json($0.description) } ?? "null"),\n"
    out += "  \"partial\": \(report.isPartial),\n"
    out += "  \"exitCode\": \(report.exitCode),\n"
    out += "  \"files\": \(report.fileCount),\n"
    out += "  \"selected\": \(report.selectedCount),\n"
    out += "  \"summary\": \(counts(report.total)),\n"
    out += "  \"suites\": [\n" + report.suites.map { "    " + counts($0, key: "suite") }.joined(separator: ",\n") + "\n  ],\n"
    out += "  \"tags\": [\n" + report.tags.map { "    " + counts($0, key: "tag") }.joined(separator: ",\n") + "\n  ],\n"
    out += "  \"results\": [\n"
    sink.write(out)
    var first = true
    func entry(_ text: String) {
      sink.write((first ? "" : ",\n") + "    " + text)
      first = false
    }
    if let spool = report.passSpool {
      // Each suite's kept results, between its runs of spooled passes (entries written with ",\n" after each).
      var start = 0
      for suite in report.suiteOrder {
        let runs = report.passRuns[suite] ?? [PassSpool.Run()]
        var end = start
        while end < report.results.count && report.results[end].suite == suite { end += 1 }
        for index in 0..<max(runs.count, end - start + 1) {
          if index < runs.count, case let run = runs[index], run.count > 0 {
            if !first { sink.write(",\n") }
            spool.copy(run.json, junit: false, dropLast: 2, to: sink)
            first = false
          }
          if start + index < end { entry(result(report.results[start + index])) }
        }
        start = end
      }
      for result in report.results[start...] { entry(self.result(result)) }
    } else {
      for result in report.results { entry(self.result(result)) }
    }
    out = "\n  ],\n"
    sink.write(out)
    out = "  \"groups\": [\n"
    for (index, group) in report.causeGroups.enumerated() {
      out += (index == 0 ? "    " : ",\n    ") + group.json
      if out.utf8.count >= 1 << 16 {
        sink.write(out)
        out = ""
      }
    }
    out += "\n  ],\n"
    out += "  \"defects\": [\n" + report.defects.map { "    " + defect($0) }.joined(separator: ",\n") + "\n  ],\n"
    out += "  \"runErrors\": [" + report.runErrors.map(Escaping.json).joined(separator: ", ") + "]\n"
    sink.write(out + "}\n")
  }

  /// A passing case's entry in `results`.
  static func passedEntry(suite: String, id: String) -> String {
    "{\"suite\": \(Escaping.json(suite)), \"id\": \(Escaping.json(id)), \"outcome\": \"passed\"}"
  }

  /// Counts of one suite (`key: "suite"`), one tag (`key: "tag"`) or the whole run (no name).
  private func counts(_ s: SuiteSummary, key: String? = nil) -> String {
    let name = key.map { "\"\($0)\": \(Escaping.json(s.suite)), " } ?? ""
    return "{\(name)\"cases\": \(s.cases), \"passed\": \(s.passed), \"diverged\": \(s.diverged), "
      + "\"notPortable\": \(s.notPortable), \"known\": \(s.known), \"errors\": \(s.errors)}"
  }

  private func result(_ r: CaseResult) -> String {
    var fields = ["\"suite\": \(Escaping.json(r.suite))", "\"id\": \(Escaping.json(r.id))",
                  "\"outcome\": \(Escaping.json(r.outcome.label))"]
    if case .passed = r.outcome { return Self.passedEntry(suite: r.suite, id: r.id) }
    fields.append("\"file\": \(Escaping.json(r.file))")
    fields.append("\"line\": \(r.location.line)")
    fields.append("\"column\": \(r.location.column)")
    fields.append("\"input\": \(Escaping.json(r.input))")
    if let comment = r.comment { fields.append("\"comment\": \(Escaping.json(comment))") }
    switch r.outcome {
    case .diverged(let divergences):
      fields.append("\"divergences\": [" + divergences.map(divergence).joined(separator: ", ") + "]")
    case .errorExpectedButValue(let code, let actual):
      fields.append("\"expectedError\": \(Escaping.json(code)), \"actual\": \(Escaping.json(actual))")
    case .notPortable(let reason):
      fields.append("\"reason\": \(Escaping.json(reason))")
    case .knownDivergence(let entry, let details):
      fields.append("\"entry\": \(Escaping.json(entry)), \"details\": \(Escaping.json(details))")
    case .vectorError(let d):
      fields.append("\"defect\": \(defect(d))")
    case .runError(let message):
      fields.append("\"message\": \(Escaping.json(message))")
    case .subjectFailed(let failure):
      fields.append("\"message\": \(Escaping.json(failure.message))")
      if let frame = failure.frame { fields.append("\"frame\": \(Self.frame(frame))") }
    case .passed:
      break
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private func divergence(_ d: FieldDivergence) -> String {
    var fields = ["\"field\": \(Escaping.json(d.field.description))", "\"kind\": \(Escaping.json(d.kind.name))",
                  "\"expected\": \(Escaping.json(d.expected))",
                  "\"actual\": \(Escaping.json(d.actual))"]
    if let error = d.absoluteError { fields.append("\"absoluteError\": \(error.isFinite ? "\(error)" : Escaping.json("\(error)"))") }
    if let ulps = d.ulps { fields.append("\"ulps\": \(ulps)") }
    if let tolerance = d.tolerance { fields.append("\"tolerance\": \(Escaping.json(tolerance.description))") }
    if let note = d.note { fields.append("\"note\": \(Escaping.json(note))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// Where a crashed subject trapped: `{"function": ..., "file": ..., "line": ..., "column": ...}`, the position
  /// when the subject was built with debug information.
  static func frame(_ frame: CrashFrame) -> String {
    var fields = ["\"function\": \(Escaping.json(frame.function))"]
    if let file = frame.file { fields.append("\"file\": \(Escaping.json(file))") }
    if let line = frame.line { fields.append("\"line\": \(line)") }
    if let column = frame.column { fields.append("\"column\": \(column)") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private func defect(_ d: VectorDefect) -> String {
    "{\"file\": \(Escaping.json(d.file)), \"line\": \(d.location.line), \"column\": \(d.location.column), "
      + "\"pointer\": \(Escaping.json(d.pointer.description)), \"message\": \(Escaping.json(d.message)), "
      + "\"help\": \(Escaping.json(d.help))}"
  }
}
