import ParityHarness
/// What the fuzzer takes from the committed corpus: each suite's default tolerance, and its inputs (to tell
/// whether a finding is new).
package struct FuzzCorpus: Sendable {
  package var tolerances: [String: Tolerance] = [:]
  package var inputs: CorpusInputIndex

  /// `suites`: the suites whose inputs are indexed (nil: every suite's); a run compares findings of its own suites
  /// only, and indexing the whole corpus cost a fuzz run of 100,000 inputs several per cent of its CPU.
  package init(_ set: VectorSet, suites: [String]? = nil) {
    inputs = CorpusInputIndex(set, suites: suites)
    for file in set.files {
      guard let defaults = file.document.root["defaults"], let tolerance = defaults["tolerance"],
        let parsed = try? VectorFileParser.parseTolerance(tolerance, at: .root)
      else { continue }
      tolerances[file.suite] = parsed
    }
  }
}
