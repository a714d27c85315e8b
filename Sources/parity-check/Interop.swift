import ArgumentParser
import Foundation
import ParityHarness
import ParitySuiteKit

struct Interop: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "One view of several platforms' reports of the same vectors: matrix, platform-specific failures, causes.",
    discussion: """
      Give the JSON reports (parity-report/1) of the three runners: parity-check --format json --output FILE (iOS),
      tools/jvm-parity/oracle conformance --json-report FILE (Android), parity-check-web --json-report FILE (web).
      Name a column with NAME=FILE; by default it is the runner's platform (with the subject when two reports share
      one). docs/interop.md describes the view, the page and the CI wiring.
      Exit 0 when the view was drawn; 1 when, with --baseline, a platform has a new cause or a case that passed and
      now fails; 2 when it cannot be trusted: a report that cannot be read, reports of different vector sets (unless
      --allow-different-vectors), no case at all, a report (or baseline report) of a run that did not finish (the
      page and summary are still written, marked partial), or a file that cannot be written.
      """)

  @Argument(help: "The platforms' JSON reports, each FILE or NAME=FILE.")
  var reports: [String]

  @Option(help: "Write the view as one self-contained HTML page (and interop-summary.json beside it).")
  var html: String?

  @Option(help: "Write the totals, the failing suites, the top causes and the changes as Markdown ('-': standard output).")
  var markdown: String?

  @Option(help: "Earlier reports of the same platforms (files, NAME=FILE, or folders of *.json) to compare with.")
  var baseline: [String] = []

  @Option(help: "A folder of earlier interop summaries: the page draws the trend, and this run's summary is added.")
  var history: String?

  @Flag(help: "Show reports of different vector sets side by side instead of refusing them (no case is compared).")
  var allowDifferentVectors = false

  @Option(help: "The page's address, linked from the Markdown.")
  var pageURL: String?

  @Option(help: "What this run is called on the trend chart (an SDK commit, a date; default: the date).")
  var runLabel: String?

  @Option(help: "When this run was made, ISO 8601 in UTC (default: now).")
  var runDate: String?

  @Flag(help: "Print nothing but errors.")
  var quiet = false

  func run() throws {
    var options = InteropOptions(reports: reports, runDate: runDate ?? Self.now())
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

  private static func now() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date())
  }
}
