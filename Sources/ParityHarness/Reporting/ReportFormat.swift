
/// The formats a run can be reported in; all render the same `RunReport`.
package enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, junit

  /// `quiet` shows only what did not pass; `verbose` lists every not-portable case instead of a per-suite sum.
  package func render(_ report: RunReport, quiet: Bool = false, verbose: Bool = false) -> String {
    switch self {
    case .text: return TextReport(report: report, quiet: quiet, verbose: verbose).rendered
    case .json: return JSONReport(report: report).rendered
    case .junit: return JUnitReport(report: report).rendered
    }
  }

  /// Writes the report to `sink` a piece at a time (JSON and JUnit are streamed; text is rendered whole: it names
  /// only what did not pass).
  package func write(_ report: RunReport, quiet: Bool = false, verbose: Bool = false, to sink: ReportSink) {
    switch self {
    case .text: sink.write(TextReport(report: report, quiet: quiet, verbose: verbose).rendered)
    case .json: JSONReport(report: report).write(to: sink)
    case .junit: JUnitReport(report: report).write(to: sink)
    }
  }

  /// The text report's cause groups alone (`CAUSES: ...` and one block per group), without its leading blank
  /// line; empty when every case passed. ParityTesting records it as the run's issue.
  package static func causes(of report: RunReport) -> String {
    TextReport(report: report, quiet: true, verbose: false).causeBlocks.dropFirst().joined(separator: "\n")
  }

  /// How many results the text report renders as one chunk (chunks are rendered on every core).
  package static var textResultsPerChunk: Int { TextReport.resultsPerChunk }
}
