import ArgumentParser
import Foundation
import ParityHarness
import ParitySuiteKit

struct Interop: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "One view of several platforms' reports of the same vectors: matrix, platform-specific failures, causes.",
    discussion: """
      Give the JSON reports (parity-report/1) of the three runners: parity-check --format json --output FILE (iOS), \
      tools/jvm-parity/oracle conformance --json-report FILE (Android), parity-check-web --json-report FILE (web). \
      A column is named NAME with NAME=FILE, else by its runner's platform (with the subject when two reports share \
      one). docs/interop.md describes the view, the page and the CI wiring.

      Exit 0 when the view was drawn; 1 when, with --baseline, a platform has a new cause or a case that passed and \
      now fails; 2 when it cannot be trusted: a report that cannot be read, reports of different vector sets (unless \
      --allow-different-vectors), no case at all, a report (or baseline report) of a run that did not finish (the \
      page and summary are still written, marked partial), or a file that cannot be written.
      """)

  @Argument(help: ArgumentHelp("The platforms' JSON reports, each FILE or NAME=FILE.", valueName: "report"))
  var reports: [String]

  @Option(help: ArgumentHelp("Write the view as one self-contained HTML page (and interop-summary.json beside it).",
                             valueName: "file"))
  var html: String?

  @Option(help: ArgumentHelp("Write the totals, the failing suites, the top causes and the changes as Markdown "
                               + "('-': standard output).", valueName: "file"))
  var markdown: String?

  @Option(help: ArgumentHelp("Earlier reports of the same platforms (files, NAME=FILE, or folders of *.json) to compare with.",
                             valueName: "dir-or-report"))
  var baseline: [String] = []

  @Option(help: ArgumentHelp("A folder of earlier interop summaries: the page draws the trend, and this run's summary is added.",
                             valueName: "dir"))
  var history: String?

  @Flag(help: "Show reports of different vector sets side by side instead of refusing them (no case is compared).")
  var allowDifferentVectors = false

  @Option(help: ArgumentHelp("The page's address, linked from the Markdown.", valueName: "url"))
  var pageURL: String?

  @Option(help: ArgumentHelp("What this run is called on the trend chart (an SDK commit, a date; default: the date).",
                             valueName: "label"))
  var runLabel: String?

  @Option(help: ArgumentHelp("When this run was made, ISO 8601 in UTC (default: now).", valueName: "date"))
  var runDate: String?

  @Flag(help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    if let runDate, Self.formatter.date(from: runDate) == nil {
      throw ValidationError("--run-date \(runDate) is not an ISO 8601 date and time in UTC, e.g. 2026-01-02T05:17:00Z")
    }
  }

  func run() throws {
    // In UTC whatever offset it was given with: the history is ordered by this text.
    let date = runDate.flatMap { Self.formatter.date(from: $0) } ?? Date()
    var options = InteropOptions(reports: reports, runDate: Self.formatter.string(from: date))
    options.baseline = baseline
    options.html = html
    options.markdown = markdown == "-" ? nil : markdown
    options.history = history
    options.allowDifferentVectors = allowDifferentVectors
    options.pageURL = pageURL
    options.runLabel = runLabel
    let interop: InteropRun
    do {
      interop = try InteropRun(options)
    } catch let refusal as InteropRefusal {
      printToStandardError(refusal.description)
      throw ExitCode(2)
    } catch let defect as VectorDefect {
      printToStandardError(defect.description)
      throw ExitCode(2)
    }
    if let folder = interop.folderToCreate {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        printToStandardError("error: cannot create the history folder \(folder): \((error as NSError).localizedDescription)")
        throw ExitCode(2)
      }
    }
    do {
      try ReportFiles(paths: interop.files.map(\.path)).write(interop.files.map { file in
        (path: file.path, write: { sink in sink.write(file.text) })
      })
      if markdown == "-" {
        try ReportFiles.writeToStandardOutput(InteropMarkdown(view: interop.view, diff: interop.diff, pageURL: pageURL).rendered)
      } else if !quiet {
        try ReportFiles.writeToStandardOutput(interop.text)
      }
    } catch let failure as ReportFiles.WriteFailure {
      printToStandardError(failure.description)
      throw ExitCode(2)
    }
    for reason in interop.incomplete { printToStandardError("error: " + reason) }
    if interop.exitCode != 0 { throw ExitCode(interop.exitCode) }
  }

  private static var formatter: ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }

}
