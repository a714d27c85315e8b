import ArgumentParser
import Foundation
import ParityHarness

extension ReportFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the subject against the vectors and report every divergence (the default command).")

  @OptionGroup var vectors: VectorOptions

  @Option(help: "Report format: text, json or junit.")
  var format: ReportFormat = .text

  @Option(help: "Write the report to this file instead of standard output.")
  var output: String?

  @Option(help: "Also write a JSON report of the same run to this file.")
  var jsonReport: String?

  @Option(help: "Also write a JUnit report of the same run to this file.")
  var junitReport: String?

  @Flag(help: "Stop at the first divergence or error.")
  var failFast = false

  @Flag(help: "Print only what did not pass, and the verdict.")
  var quiet = false

  func run() throws {
    let set = VectorLoader.load(paths: vectors.paths)
    let runner = Runner(subject: try vectors.resolvedSubject(), selection: vectors.selection, failFast: failFast)
    let report = runner.run(set)
    try emit(format.render(report, quiet: quiet), to: output)
    if let jsonReport { try emit(ReportFormat.json.render(report), to: jsonReport) }
    if let junitReport { try emit(ReportFormat.junit.render(report), to: junitReport) }
    if report.exitCode != 0 { throw ExitCode(report.exitCode) }
  }
}
