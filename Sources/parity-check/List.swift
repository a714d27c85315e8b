import ArgumentParser
import ParityFuzzing
import ParityHarness
import ParitySuites

struct List: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the suites of the vectors (or the known subjects).")

  @OptionGroup var vectors: VectorOptions

  @Flag(help: "List the subjects that --subject accepts instead.")
  var subjects = false

  /// What `list` keeps of a file.
  struct ListedFile: Sendable {
    var suite: String
    var path: String
    var revisions: [String]?
    var selectedCases: Int
  }

  func run() throws {
    FileSchedule.afterEachFile = Allocator.returnFreedPages
    if subjects {
      print("core  the package's core modules (default)")
      for mutant in MutantCatalog.all { print("\(mutant.subject.name)  \(mutant.suite): \(mutant.mistake)") }
      return
    }
    // Each file is summed up while it is loaded and released: memory stays bounded by the files in flight.
    let selection = vectors.selection
    let set = VectorLoader.summarize(paths: vectors.paths) { file in
      ListedFile(suite: file.suite, path: file.path, revisions: file.revisions,
                 selectedCases: file.cases.filter(selection.includes).count)
    }
    var covered = Set<String>()
    for file in set.summaries where selection.includes(suite: file.suite) {
      covered.insert(file.suite)
      let known = SuiteCatalog.binding(for: file.suite) == nil ? "  (unknown suite)" : ""
      let revisions = file.revisions.map { "  [android-sdk-core \($0.joined(separator: ", "))]" } ?? ""
      print(TerminalText.escaped("\(file.suite)  \(TerminalText.count(file.selectedCases, "case"))  \(file.path)\(revisions)\(known)"))
    }
    for name in SuiteCatalog.bindings.keys.sorted() where !covered.contains(name) && vectors.selection.includes(suite: name) {
      print("\(name)  no vectors")
    }
    for defect in set.defects { printToStandardError(defect.description) }
    if !set.defects.isEmpty { throw ExitCode(2) }
  }
}
