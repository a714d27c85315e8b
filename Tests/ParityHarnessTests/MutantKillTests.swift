import ParityHarness
import ParityMutants
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
  func killed(_ testCase: Case) {
    let mutant = testCase.mutant
    let report = Runner(subject: mutant.subject, selection: CaseSelection(suitePattern: mutant.suite)).run(Self.corpus)
    #expect(report.selectedCount > 0, "no vectors for \(mutant.suite)")
    let fields = report.results.flatMap { result -> [String] in
      switch result.outcome {
      case .diverged(let divergences): return divergences.map(\.field.description)
      case .errorExpectedButValue: return ["/error"]
      default: return []
      }
    }
    #expect(fields.contains { $0 == mutant.field || $0.hasPrefix(mutant.field + "/") },
            "\(mutant.subject.name) survives: \(mutant.mistake); fields that diverged: \(Set(fields).sorted())")
    #expect(report.exitCode == 1, "a mutant run must fail the gate with exit 1, got \(report.exitCode)")
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
