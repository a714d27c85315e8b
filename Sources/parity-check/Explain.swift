import ArgumentParser
import ParityHarness

struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show one case: where it is, its input, the JVM's expected value, the subject's value and the verdict.")

  @Argument(help: "The case's global name, SUITE/ID (e.g. marker.id/tokyo).")
  var name: String

  @OptionGroup var vectors: VectorOptions

  func run() throws {
    let name = try vectors.aliasMap().resolve(self.name)
    guard let slash = name.lastIndex(of: "/") else { throw ValidationError("expected SUITE/ID, got '\(name)'") }
    let suite = String(name[..<slash])
    let id = String(name[name.index(after: slash)...])
    let set = VectorLoader.load(paths: vectors.paths)
    guard let explanation = CaseExplanation(suite: suite, id: id, in: set, subject: try vectors.resolvedSubject(),
                                                contract: try vectors.contractRevision()) else {
      throw ValidationError("no case \(name) in \(vectors.paths.joined(separator: " "))")
    }
    print(explanation.rendered)
    if explanation.exitCode != 0 { throw ExitCode(explanation.exitCode) }
  }
}
