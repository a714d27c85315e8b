import ArgumentParser
import Foundation
import OverlayIdentity
import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import ParitySuites

/// Options every command that loads vectors takes.
struct VectorOptions: ParsableArguments {
  @Argument(help: "Vector files or folders (searched recursively for *.json).")
  var paths: [String] = ["vectors/"]

  @Option(help: "Only suites matching this glob, e.g. 'geoPoint.*', or a comma-separated list of globs (their union).")
  var suite: String?

  @Option(name: .customLong("case"), help: "Only cases whose id matches this glob.")
  var casePattern: String?

  @Option(help: "Only cases with this tag.")
  var tag: String?

  @Option(help: "The subject under test: 'core' (default) or a mutant name (see 'parity-check list --subjects').")
  var subject: String = "core"

  @Option(help: "The alias map of renamed cases (default: aliases.json in the first vector folder, if present).")
  var aliases: String?

  @Option(help: "The android-sdk-core revision to check (\(AndroidCoreRevision.allCases.map(\.rawValue).joined(separator: ", ")); default: the newest).")
  var contract: String?

  /// The revision named by --contract, or the newest.
  func contractRevision() throws -> AndroidCoreRevision {
    guard let contract else { return .newest }
    guard let revision = AndroidCoreRevision(rawValue: contract) else {
      throw ValidationError("unknown contract revision '\(contract)'; known: "
                            + AndroidCoreRevision.knownRevisions(insteadOf: contract))
    }
    return revision
  }

  /// The alias map: the one named (which must exist), or the vector folder's own, or none.
  func aliasMap() throws -> AliasMap {
    if let aliases { return try AliasMap.load(path: aliases) }
    let implicit = URL(fileURLWithPath: paths.first ?? "vectors").appendingPathComponent(AliasMap.fileName).path
    return FileManager.default.fileExists(atPath: implicit) ? try AliasMap.load(path: implicit) : AliasMap()
  }

  var selection: CaseSelection { CaseSelection(suitePattern: suite, casePattern: casePattern, tag: tag) }

  func resolvedSubject() throws -> ParitySubject {
    if subject == "core" { return .core(revision: try contractRevision()) }
    if let mutant = MutantCatalog.all.first(where: { $0.subject.name == subject }) { return mutant.subject }
    throw ValidationError("unknown subject '\(subject)'; run 'parity-check list --subjects'")
  }
}

func printToStandardError(_ text: String) {
  FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

