import ArgumentParser
import ParityHarness

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Load and lint the vectors: layout, inputs, and every expected value against its suite's output shape; exit 2 on any defect.")

  @OptionGroup var vectors: VectorOptions

  func run() throws {
    let set = VectorLoader.load(paths: vectors.paths)
    let defects = VectorValidation.defects(in: set, selection: vectors.selection)
    for defect in defects { printToStandardError(defect.description) }
    let aliasProblems = try vectors.aliasMap().defects(existing: Set(set.caseNames), path: vectors.aliases ?? AliasMap.fileName)
    for problem in aliasProblems { printToStandardError("error: " + TerminalText.escaped(problem)) }
    let cases = set.files.reduce(0) { $0 + $1.cases.count }
    for link in set.links.compactMap(\.linkDescription) { print("symbolic link: " + TerminalText.escaped(link)) }
    if defects.isEmpty && aliasProblems.isEmpty && cases > 0 {
      print("valid: \(set.files.count) files, \(cases) cases; digest \(set.digest)")
      return
    }
    if cases == 0 { printToStandardError("error: no cases found") }
    throw ExitCode(2)
  }
}
