import ParityHarness
import ParitySuiteKit
import ParitySuites
import ParityFuzzing
import Testing
import _ParityTestSupport

/// Every suite can fail: each mutant subject, run against the committed corpus, is reported as diverging in its
/// own suite, at the field its mistake corrupts — while the core subject passes the same cases.
@Suite struct MutantKillTests {
  static let corpus = VectorLoader.load(paths: [repositoryRoot.appendingPathComponent("vectors").path])

  struct Case: CustomTestStringConvertible, Sendable {
    var mutant: Mutant
    var testDescription: String { "\(mutant.subject.name) (\(mutant.suite))" }
  }

  static var mutants: [Case] { MutantCatalog.all.map(Case.init) }

  @Test("the corpus kills the mutant at the right field", arguments: mutants)
  func killed(_ testCase: Case) throws {
    let row = try #require(MutantKillReport(corpus: Self.corpus, mutants: [testCase.mutant]).rows.first)
    #expect(row.isKilled, "\(row.mutant.subject.name) survives: \(row.mutant.mistake); exit \(row.exitCode), fields that diverged: \(row.fields)")
  }

  @Test func everySuiteHasAMutant() {
    let covered = Set(MutantCatalog.all.map(\.suite))
    let missing = SuiteCatalog.bindings.keys.filter { !covered.contains($0) }.sorted()
    #expect(missing.isEmpty, "suites without a mutant: \(missing)")
  }

  @Test func theCoreSubjectPassesWhatTheMutantsFail() {
    let report = Runner(subject: .core).run(Self.corpus)
    #expect(report.total.diverged == 0)
  }
}
