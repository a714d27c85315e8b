import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// The shared folder of invalid vector files (Tests/Fixtures/invalid-vectors, one folder per fault): the Swift
/// gate's half of tools/tests/invalid-vectors-test, in process, so `swift test` alone catches a reader that lets
/// one through. The oracle's half runs in that script.
@Suite struct InvalidVectorsFolderTests {
  struct Kind: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var location: String
    var pattern: String
    var testDescription: String { name }
  }

  static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/invalid-vectors")

  static let kinds: [Kind] = {
    let table = (try? String(contentsOf: folder.appendingPathComponent("expectations.tsv"), encoding: .utf8)) ?? ""
    return table.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, !fields[0].hasPrefix("#") else { return nil }
      return Kind(name: fields[0], file: fields[1], location: fields[2], pattern: fields[3])
    }
  }()

  @Test func theTableListsEveryFolder() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { !$0.contains(".") }.sorted()
    #expect(folders.count >= 30)
    #expect(folders == Self.kinds.map(\.name).sorted())
  }

  @Test("check and validate reject the fault, named and placed", arguments: kinds)
  func bothCommandsReject(_ kind: Kind) throws {
    let path = Self.folder.appendingPathComponent(kind.name).path
    let pattern = try NSRegularExpression(pattern: kind.pattern)
    func says(_ defects: [VectorDefect]) -> Bool {
      defects.contains { defect in
        let text = defect.description
        let placed = kind.location == "-" || text.contains("\(kind.file):\(kind.location):")
        return placed && text.contains(kind.file)
          && pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
    }
    let report = Runner().run(paths: [path])
    #expect(report.exitCode == 2)
    // A file that does not load is a defect of the run; a case whose expected value is malformed, its outcome.
    let found = report.defects + report.results.compactMap { result -> VectorDefect? in
      if case .vectorError(let defect) = result.outcome { return defect }
      return nil
    }
    #expect(says(found), "\(found.map(\.description))")
    let validated = VectorValidation.defects(in: VectorLoader.load(paths: [path]))
    #expect(says(validated), "\(validated.map(\.description))")
  }

  @Test func theValidControlFolderPasses() {
    let path = repositoryRoot.appendingPathComponent("Tests/Fixtures/valid-vectors").path
    let report = Runner().run(paths: [path])
    #expect(report.exitCode == 0)
    #expect(report.selectedCount == 7)
    #expect(VectorValidation.defects(in: VectorLoader.load(paths: [path])).isEmpty)
  }
}
