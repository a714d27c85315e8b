import ArgumentParser
import OverlayIdentity
import ParityHarness

struct RevisionDiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "revision-diff",
    abstract: "List the cases whose expected value changes between two android-sdk-core revisions.",
    discussion: "Exit 0 with the report; 2 when the vectors do not load or a revision is unknown.")

  @Argument(help: "The revision you are on, e.g. 221a949.")
  var from: String

  @Argument(help: "The revision you move to, e.g. 221a949+clickable.")
  var to: String

  @Argument(help: "Vector files or folders.")
  var paths: [String] = ["vectors/"]

  func run() throws {
    guard let from = AndroidCoreRevision(rawValue: from), let to = AndroidCoreRevision(rawValue: to) else {
      let unknown = AndroidCoreRevision(rawValue: from) == nil ? from : to
      throw ValidationError("unknown revision '\(unknown)'; known: " + AndroidCoreRevision.knownRevisions(insteadOf: unknown))
    }
    let set = VectorLoader.load(paths: paths)
    for defect in set.defects { printToStandardError(defect.description) }
    if !set.defects.isEmpty || set.files.isEmpty { throw ExitCode(2) }
    print(RevisionDiff(from: from, to: to, in: set).rendered, terminator: "")
  }
}
