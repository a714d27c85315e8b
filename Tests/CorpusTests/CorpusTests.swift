import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// The committed corpus at the newest revision, checked against the core: one Swift Testing case per vector case
/// of the files that hold for it, so a divergence shows up by its `suite/id` in `swift test` and in Xcode's test
/// navigator (ContractRevisionTests runs the core on every revision).
enum Corpus {
  static let vectors = VectorLoader.load(paths: [repositoryRoot.appendingPathComponent("vectors").path])
  /// One run of the whole corpus; each test case looks up its own result.
  static let report = Runner(subject: .core).run(vectors)
  static let results: [String: CaseResult] = Dictionary(report.results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  static var caseNames: [CorpusCase] {
    vectors.files.filter { $0.holds(for: AndroidCoreRevision.newest.rawValue) }
      .flatMap { file in file.cases.map { CorpusCase(name: "\(file.suite)/\($0.id)") } }
  }
}

struct CorpusCase: CustomTestStringConvertible, Sendable {
  var name: String
  var testDescription: String { name }
}

@Suite struct CorpusTests {
  @Test func theCorpusLoadsWithoutDefects() {
    #expect(!Corpus.vectors.files.isEmpty, "no vector files under vectors/")
    for defect in Corpus.report.defects { Issue.record("\(defect)") }
    for error in Corpus.report.runErrors { Issue.record("\(error)") }
  }

  @Test("vector case", arguments: Corpus.caseNames)
  func vectorCase(_ corpusCase: CorpusCase) throws {
    let result = try #require(Corpus.results[corpusCase.name], "\(corpusCase.name) did not run")
    switch result.outcome {
    case .passed, .notPortable:
      break
    default:
      let details = result.outcome.detailLines.joined(separator: "\n")
      Issue.record("\(result.outcome.label) \(result.name) (\(result.file):\(result.location))\n\(details)\ninput: \(result.input)")
    }
  }
}
