/// A realistic porting mistake in one suite's subject functions, declared beside the suite it breaks.
///
/// Mutants prove that the gate can fail: a test runs the committed corpus against each (the core subject with
/// `change` applied) and requires a divergence in `suite`, at `field`.
public struct Mutant: Sendable {
  /// The name `--subject` accepts, e.g. `circle-hash-radius-as-float`.
  public let name: String
  /// The suite the mistake shows up in (set by the suite that declares the mutant).
  public private(set) var suite: String
  /// The JSON Pointer of the output field a check must name (`/hash`), or `/error` when the mistake is
  /// returning a value where the contract rejects the input.
  public let field: String
  /// The mistake, in a sentence.
  public let mistake: String
  /// What the mistake does to a correct subject.
  public let change: @Sendable (inout ParitySubject) -> Void

  public init(_ name: String, field: String, mistake: String, _ change: @escaping @Sendable (inout ParitySubject) -> Void) {
    self.name = name
    suite = ""
    self.field = field
    self.mistake = mistake
    self.change = change
  }

  func inSuite(_ suite: String) -> Mutant {
    var mutant = self
    mutant.suite = suite
    return mutant
  }

  /// `base` (the core subject) renamed and with the mistake applied.
  public func subject(from base: ParitySubject) -> ParitySubject {
    var subject = base
    subject.name = name
    change(&subject)
    return subject
  }
}
