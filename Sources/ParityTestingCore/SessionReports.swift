import Foundation
import ParityHarness

/// The JSON (`parity-report/1`) and JUnit reports of a ParityTesting run, asked for with the environment
/// variables `PARITY_JSON_REPORT` and `PARITY_JUNIT_REPORT` (paths): a CI job sets them, and gets parity-check's
/// reports of the SDK's run. They are rewritten while the run goes, as partial reports (`"partial": true`, exit
/// code 2, a run error saying how many cases were judged), and on SIGINT or SIGTERM as partial reports of every
/// case judged, so a run killed by a CI timeout leaves what it judged; the last one, when the run ends, is whole.
package struct SessionReports: Sendable {
  package var json: String?
  package var junit: String?

  package init(json: String? = nil, junit: String? = nil) {
    self.json = json
    self.junit = junit
  }

  package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SessionReports? {
    let reports = SessionReports(json: environment["PARITY_JSON_REPORT"].flatMap { $0.isEmpty ? nil : $0 },
                                 junit: environment["PARITY_JUNIT_REPORT"].flatMap { $0.isEmpty ? nil : $0 })
    return reports.json == nil && reports.junit == nil ? nil : reports
  }

  /// How often a run prints its progress and rewrites its partial reports: `PARITY_PROGRESS_SECONDS` (a positive
  /// number of seconds) where a CI job wants a kill by its timeout to lose less, else every 10 s.
  package static func progressInterval(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeInterval {
    guard let text = environment["PARITY_PROGRESS_SECONDS"], let seconds = TimeInterval(text), seconds.isFinite, seconds > 0 else {
      return 10
    }
    return seconds
  }

  /// The run's report from the results judged so far.
  static func report(_ evaluator: CaseEvaluator, results: [CaseResult], runErrors: [String],
                     stage: VerdictBoard.Stage) -> RunReport {
    var report = evaluator.runner.report(of: evaluator.set, results: results, subjectName: evaluator.runner.subject.name)
    report.selectedCount = evaluator.cases.count
    report.isPartial = stage != .finished
    // The run's own faults; the defects of the vectors are listed as defects, not twice.
    let defects = Set(report.defects.map(\.description))
    report.runErrors = runErrors.filter { !defects.contains($0) }
    let judged = "\(results.count) of \(evaluator.cases.count) cases"
    switch stage {
    case .finished: break
    case .running:
      report.partialNote = "still running: judged \(judged)"
      report.runErrors.append("partial run: judged \(judged); the run was still going")
    case .interrupted(let signal):
      // parity-check's words for an interrupted --subject-executable run.
      report.partialNote = "interrupted by signal \(signal) after judging \(judged)"
      report.runErrors.append("partial run: interrupted by signal \(signal) after judging \(judged)")
    }
    return report
  }

  /// Writes each report through a temporary file created exclusively under a name no other file has
  /// (`ExclusiveTemporaryFile`, as parity-check's reports), renamed into place: a reader never finds half a report,
  /// a link planted beside the report is never written through, and a failure leaves no temporary file.
  func write(_ report: RunReport) {
    for (path, format) in [(json, ReportFormat.json), (junit, ReportFormat.junit)] {
      guard let path else { continue }
      do {
        try ExclusiveTemporaryFile.replace(path) { sink in format.write(report, to: sink) }
      } catch {
        VerdictBoard.standardError("ParityTesting: cannot write the report \(path): \(error.reason)")
      }
    }
  }
}
