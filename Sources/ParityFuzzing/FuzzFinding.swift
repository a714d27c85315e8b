import ParityHarness
import ParitySuiteKit
import ParitySuites
/// A shrunk divergence, ready to become a vector case.
public struct FuzzFinding: Sendable {
  public var suite: String
  /// `fuzz-<seed>-<n>`.
  public var id: String
  /// The diverging fields (`DifferentialCheck.signature`).
  public var fields: [String]
  public var input: ParityValue
  /// The oracle's `expected`, exactly as it wrote it (with its `tolerance`, when it sent one).
  public var expected: String
  public var outcome: CaseOutcome
  /// The committed corpus already has a case with this input.
  public var inCorpus: Bool
  /// The input before shrinking.
  public var original: ParityValue
}
