import ArgumentParser
import ParityHarness
import ParityMutants

struct List: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the suites of the vectors (or the known subjects).")

  @OptionGroup var vectors: VectorOptions

  @Flag(help: "List the subjects that --subject accepts instead.")
  var subjects = false

  func run() throws {
    if subjects {
      print("core  the package's core modules (default)")
      for mutant in MutantCatalog.all { print("\(mutant.subject.name)  \(mutant.suite): \(mutant.mistake)") }
      return
    }
    let set = VectorLoader.load(paths: vectors.paths)
    var covered = Set<String>()
    for file in set.files where vectors.selection.includes(suite: file.suite) {
      covered.insert(file.suite)
      let cases = file.cases.filter(vectors.selection.includes).count
      let known = SuiteCatalog.binding(for: file.suite) == nil ? "  (unknown suite)" : ""
      let revisions = file.revisions.map { "  [android-sdk-core \($0.joined(separator: ", "))]" } ?? ""
      print(TerminalText.escaped("\(file.suite)  \(TerminalText.count(cases, "case"))  \(file.path)\(revisions)\(known)"))
    }
    for name in SuiteCatalog.bindings.keys.sorted() where !covered.contains(name) && vectors.selection.includes(suite: name) {
      print("\(name)  no vectors")
    }
    for defect in set.defects { printToStandardError(defect.description) }
    if !set.defects.isEmpty { throw ExitCode(2) }
  }
}
