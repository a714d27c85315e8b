import ParityHarness
import ParitySuiteKit
/// A shrunk divergence, ready to become a vector case.
package struct FuzzFinding: Sendable {
  package var suite: String
  /// `fuzz-<seed>-<n>`.
  package var id: String
  /// The diverging fields (`DifferentialCheck.signature`).
  package var fields: [String]
  package var input: ParityValue
  /// The oracle's `expected`, exactly as it wrote it (with its `tolerance`, when it sent one).
  package var expected: String
  package var outcome: CaseOutcome
  /// The committed corpus already has a case with this input.
  package var inCorpus: Bool
  /// The input before shrinking.
  package var original: ParityValue
}
