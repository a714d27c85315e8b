import ParityHarness
/// What the fuzzer takes from the committed corpus: each suite's default tolerance, and its inputs (to tell
/// whether a finding is new).
package struct FuzzCorpus: Sendable {
  package var tolerances: [String: Tolerance] = [:]
  package var inputs: CorpusInputIndex

  package init(_ set: VectorSet) {
    inputs = CorpusInputIndex(set)
    for file in set.files {
      guard let defaults = file.document.root["defaults"], let tolerance = defaults["tolerance"],
        let parsed = try? VectorFileParser.parseTolerance(tolerance, at: .root)
      else { continue }
      tolerances[file.suite] = parsed
    }
  }
}
