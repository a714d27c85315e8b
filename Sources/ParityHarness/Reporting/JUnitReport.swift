import ParitySuiteKit
/// JUnit XML (`--format junit`): one testsuite per suite, one testcase per case, for CI dashboards.
///
/// Divergences are failures whose `message` names the field, both values and the ULP error (the body holds
/// the whole diff); vector and run errors are errors; not-portable and known divergences are skipped with
/// their reason. Faults outside any case go into a testsuite named `vector-files`. The layout follows the
/// Jenkins/Ant JUnit schema (docs/schemas/junit.xsd): the root carries no `skipped` count.
struct JUnitReport {
  let report: RunReport

  var rendered: String {
    let sink = ReportSink()
    write(to: sink)
    return sink.text
  }

  /// Writes the report a piece at a time; the passes a run only counted come from its spool, in case order.
  func write(to sink: ReportSink) {
    let total = report.total
    let outsideCases = report.defects.count + report.runErrors.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"parity-check\" tests=\"\(total.cases + outsideCases)\" failures=\"\(total.diverged)\" "
      + "errors=\"\(total.errors + outsideCases)\">\n"
    sink.write(out)
    var bySuite: [String: [CaseResult]] = [:]
    for result in report.results { bySuite[result.suite, default: []].append(result) }
    let digest = report.corpusDigest?.description ?? "none (partial or broken run)"
    for summary in report.suites {
      sink.write("  <testsuite name=\(attribute(summary.suite)) tests=\"\(summary.cases)\" failures=\"\(summary.diverged)\" "
        + "errors=\"\(summary.errors)\" skipped=\"\(summary.notPortable + summary.known)\">\n")
      sink.write("    <properties><property name=\"digest\" value=\(attribute(digest))/>"
        + "<property name=\"subject\" value=\(attribute(report.subject))/></properties>\n")
      let results = bySuite[summary.suite] ?? []
      if let spool = report.passSpool, let runs = report.passRuns[summary.suite] {
        for index in 0..<max(runs.count, results.count + 1) {
          if index < runs.count { spool.copy(runs[index].junit, junit: true, to: sink) }
          if index < results.count { sink.write(testcase(results[index])) }
        }
      } else {
        for result in results { sink.write(testcase(result)) }
      }
      sink.write("  </testsuite>\n")
    }
    out = ""
    if outsideCases > 0 {
      out += "  <testsuite name=\"vector-files\" tests=\"\(outsideCases)\" failures=\"0\" errors=\"\(outsideCases)\" skipped=\"0\">\n"
      for defect in report.defects {
        out += "    <testcase classname=\"vector-files\" name=\(attribute("\(defect.file):\(defect.location)"))>"
          + "<error message=\(attribute(defect.message))>\(Escaping.xml(defect.description))</error></testcase>\n"
      }
      for error in report.runErrors {
        out += "    <testcase classname=\"vector-files\" name=\"run\"><error message=\(attribute(error))/></testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    sink.write(out + "</testsuites>\n")
  }

  /// A passing case's testcase line.
  static func passedTestcase(suite: String, id: String) -> String {
    "    <testcase classname=\"\(Escaping.xml(suite))\" name=\"\(Escaping.xml(id))\"/>\n"
  }

  private func testcase(_ result: CaseResult) -> String {
    let open = "    <testcase classname=\(attribute(result.suite)) name=\(attribute(result.id))"
    let body = (result.outcome.detailLines + ["input: \(result.input)", "at \(result.file):\(result.location)"])
      .joined(separator: "\n")
    switch result.outcome {
    case .passed:
      return Self.passedTestcase(suite: result.suite, id: result.id)
    case .diverged, .errorExpectedButValue:
      return open + "><failure message=\(attribute(result.outcome.summaryLine))>\(Escaping.xml(body))</failure></testcase>\n"
    case .vectorError, .runError, .subjectFailed:
      return open + "><error message=\(attribute(result.outcome.summaryLine))>\(Escaping.xml(body))</error></testcase>\n"
    case .notPortable, .knownDivergence:
      return open + "><skipped message=\(attribute(result.outcome.detailLines.first ?? ""))/></testcase>\n"
    }
  }

  private func attribute(_ text: String) -> String { "\"" + Escaping.xml(text) + "\"" }
}
