import ArgumentParser
import ParityHarness
import ParitySuiteKit

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Load and lint the vectors: layout, inputs, and every expected value against its suite's output shape; exit 2 on any defect.")

  @OptionGroup var vectors: VectorOptions

  /// What validation keeps of a file once it is linted: its defects, its number of cases, and those of its case
  /// names the alias map asks about. A file is linted a slice of cases at a time, as a check reads it: memory stays
  /// bounded by a slice per core, not by the files' sizes nor by the corpus.
  struct FileSummary: Sendable {
    var validation: VectorValidation.FileDefects
    var caseCount = 0
    var aliasedNames: [String] = []
    var defects: [VectorDefect] { validation.defects }
  }

  func run() throws {
    FileSchedule.afterEachFile = Allocator.returnFreedPages
    let selection = vectors.selection
    // Read first for the names it asks about; a map that does not load is reported after the vectors' defects.
    let aliasMap = Result { try vectors.aliasMap() }
    let asked = (try? aliasMap.get())?.namesChecked ?? []
    let set = VectorLoader.summarize(paths: vectors.paths, start: { FileSummary(validation: .init(selection: selection)) }) {
      summary, file in
      summary.validation.check(file)
      summary.caseCount += file.cases.count
      if !asked.isEmpty { summary.aliasedNames += file.cases.map { "\(file.suite)/\($0.id)" }.filter(asked.contains) }
    }
    let defects = set.defects + set.summaries.flatMap(\.defects)
    for defect in defects { printToStandardError(defect.description) }
    let caseCount = set.summaries.reduce(0) { $0 + $1.caseCount }
    let aliasProblems = try aliasMap.get().defects(existing: Set(set.summaries.flatMap(\.aliasedNames)),
                                                   path: vectors.aliases ?? AliasMap.fileName)
    for problem in aliasProblems { printToStandardError("error: " + TerminalText.escaped(problem)) }
    for link in set.links.compactMap(\.linkDescription) { print("symbolic link: " + TerminalText.escaped(link)) }
    if defects.isEmpty && aliasProblems.isEmpty && caseCount > 0 {
      print("valid: \(set.summaries.count) files, \(caseCount) cases; digest \(set.digest)")
      return
    }
    if caseCount == 0 { printToStandardError("error: no cases found") }
    throw ExitCode(2)
  }
}
