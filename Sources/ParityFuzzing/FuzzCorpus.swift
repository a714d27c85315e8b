import ParityHarness
import ParitySuiteKit
import ParitySuites
/// What the fuzzer takes from the committed corpus: each suite's default tolerance, and its inputs (to tell
/// whether a finding is new).
public struct FuzzCorpus: Sendable {
  public var tolerances: [String: Tolerance] = [:]
  public var inputs: CorpusInputIndex

  public init(_ set: VectorSet) {
    inputs = CorpusInputIndex(set)
    for file in set.files {
      guard let defaults = file.document.root["defaults"], let tolerance = defaults["tolerance"],
        let parsed = try? VectorFileParser.parseTolerance(tolerance, at: .root)
      else { continue }
      tolerances[file.suite] = parsed
    }
  }
}
