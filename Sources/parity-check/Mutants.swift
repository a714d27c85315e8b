import ArgumentParser
import ParityFuzzing
import ParityHarness

struct Mutants: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run every mutant subject against the vectors and report which ones the corpus kills.",
    discussion: "Exit 0 when every mutant is killed at its field, 1 when one survives, 2 when the vectors do not load.")

  @Argument(help: "Vector files or folders.")
  var paths: [String] = ["vectors/"]

  func run() throws {
    let corpus = VectorLoader.load(paths: paths)
    for defect in corpus.defects { printToStandardError(defect.description) }
    if !corpus.defects.isEmpty || corpus.files.isEmpty { throw ExitCode(2) }
    let report = MutantKillReport(corpus: corpus)
    print(report.rendered, terminator: "")
    if report.killed != report.rows.count { throw ExitCode(1) }
  }
}
