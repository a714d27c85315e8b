import ArgumentParser
import ParityHarness

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Load and lint the vectors without running any subject; exit 2 on the first class of defect.")

  @OptionGroup var vectors: VectorOptions

  func run() throws {
    let set = VectorLoader.load(paths: vectors.paths)
    let defects = VectorValidation.defects(in: set, selection: vectors.selection)
    for defect in defects { printToStandardError(defect.description) }
    let aliasProblems = try vectors.aliasMap().defects(existing: Set(set.caseNames), path: vectors.aliases ?? AliasMap.fileName)
    for problem in aliasProblems { printToStandardError("error: " + TerminalText.escaped(problem)) }
    let cases = set.files.reduce(0) { $0 + $1.cases.count }
    if defects.isEmpty && aliasProblems.isEmpty && cases > 0 {
      print("valid: \(set.files.count) files, \(cases) cases; digest \(set.digest)")
      return
    }
    if cases == 0 { printToStandardError("error: no cases found") }
    throw ExitCode(2)
  }
}
