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

  @Option(help: "A known-divergence list (docs/known-divergences.md): listed cases that diverge do not fail the gate.")
  var knownDivergences: String?

  @Option(help: "The platform whose known-divergence entries apply.")
  var platform: String = "ios"

  @Flag(help: "Stop at the first divergence or error.")
  var failFast = false

  @Flag(help: "Print only what did not pass, and the verdict.")
  var quiet = false

  func run() throws {
    let runner = Runner(subject: try vectors.resolvedSubject(), selection: vectors.selection, failFast: failFast,
                        recordsCorpusCaseNames: knownDivergences != nil)
    var report = runner.run(paths: vectors.paths)
    if let knownDivergences {
      let gate = KnownDivergenceGate(list: try KnownDivergenceList.load(path: knownDivergences),
                                     aliases: try vectors.aliasMap(), platform: platform)
      report = gate.apply(to: report, corpus: report.corpusCaseNames)
    }
    try emit(format.render(report, quiet: quiet), to: output)
    if let jsonReport { try emit(ReportFormat.json.render(report), to: jsonReport) }
    if let junitReport { try emit(ReportFormat.junit.render(report), to: junitReport) }
    if report.exitCode != 0 { throw ExitCode(report.exitCode) }
  }
}
