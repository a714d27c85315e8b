/// The formats a run can be reported in; all render the same `RunReport`.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, junit

  public func render(_ report: RunReport, quiet: Bool = false) -> String {
    switch self {
    case .text: return TextReport(report: report, quiet: quiet).rendered
    case .json: return JSONReport(report: report).rendered
    case .junit: return JUnitReport(report: report).rendered
    }
  }
}
