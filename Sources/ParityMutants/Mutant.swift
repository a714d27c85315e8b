import ParityHarness

/// A deliberately wrong subject: the core with one suite's function replaced by a realistic porting mistake.
///
/// Mutants prove that the gate can fail: a test runs the committed corpus against each and requires a
/// divergence in `suite`, at `field`.
public struct Mutant: Sendable {
  /// The suite the mistake shows up in.
  public var suite: String
  /// The JSON Pointer of the output field a check must name (`/hash`), or `/error` when the mistake is
  /// returning a value where the contract rejects the input.
  public var field: String
  /// The mistake, in a sentence.
  public var mistake: String
  public var subject: ParitySubject

  /// The core subject, renamed, with `change` applied.
  init(_ name: String, suite: String, field: String, mistake: String, _ change: (inout ParitySubject) -> Void) {
    var subject = ParitySubject.core
    subject.name = name
    change(&subject)
    self.suite = suite
    self.field = field
    self.mistake = mistake
    self.subject = subject
  }
}

/// Every mutant, at least one per suite.
public enum MutantCatalog {
  public static let all: [Mutant] = JavaHashMutants.all + GeoPointMutants.all + OverlayMutants.all + GeoMathMutants.all

  public static func mutant(named name: String) -> Mutant? { all.first { $0.subject.name == name } }
}
