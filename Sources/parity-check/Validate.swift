import ArgumentParser
import ParityHarness
import ParitySuiteKit

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Load and lint the vectors: layout, inputs, and every expected value against its suite's output shape; exit 2 on any defect.")

  @OptionGroup var vectors: VectorOptions

  /// What validation keeps of a file once it is linted: memory stays bounded by the files in flight.
  struct FileSummary: Sendable {
    var defects: [VectorDefect]
    var caseNames: [String]
  }

  func run() throws {
    let selection = vectors.selection
    let set = VectorLoader.summarize(paths: vectors.paths) { file in
      FileSummary(defects: VectorValidation.defects(in: file, selection: selection),
                  caseNames: file.cases.map { "\(file.suite)/\($0.id)" })
    }
    let defects = set.defects + set.summaries.flatMap(\.defects)
    for defect in defects { printToStandardError(defect.description) }
    let caseNames = set.summaries.flatMap(\.caseNames)
    let aliasProblems = try vectors.aliasMap().defects(existing: Set(caseNames), path: vectors.aliases ?? AliasMap.fileName)
    for problem in aliasProblems { printToStandardError("error: " + TerminalText.escaped(problem)) }
    for link in set.links.compactMap(\.linkDescription) { print("symbolic link: " + TerminalText.escaped(link)) }
    if defects.isEmpty && aliasProblems.isEmpty && !caseNames.isEmpty {
      print("valid: \(set.summaries.count) files, \(caseNames.count) cases; digest \(set.digest)")
      return
    }
    if caseNames.isEmpty { printToStandardError("error: no cases found") }
    throw ExitCode(2)
  }
}
