
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

  /// How many results the text report renders as one chunk (chunks are rendered on every core).
  package static var textResultsPerChunk: Int { TextReport.resultsPerChunk }
}
