import ArgumentParser
import ParityHarness

struct Pairwise: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Classify every case from a Swift report and a JVM report of the same corpus.",
    discussion: """
      Write the reports with `parity-check --format json --output swift.json` and
      `tools/jvm-parity/oracle check --json jvm.json`. Exit 0 when both sides agree with the file on every case, 1 otherwise,
      2 when the comparison cannot be trusted: a report that cannot be read, a report of a partial run or of vectors
      that did not load (no digest), two reports of different vector sets, or no case at all.
      """)

  @Argument(help: "The Swift run's JSON report.")
  var swiftReport: String

  @Argument(help: "The JVM check's JSON report.")
  var jvmReport: String

  func run() throws {
    let report = try PairwiseReport.compare(swiftReport: swiftReport, jvmReport: jvmReport)
    print(report.rendered, terminator: "")
    if !report.untrustworthy.isEmpty { throw ExitCode(2) }
    if !report.agrees { throw ExitCode(1) }
  }
}
