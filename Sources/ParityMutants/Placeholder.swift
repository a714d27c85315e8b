import ParityHarness

/// Deliberately wrong subjects, each reproducing a realistic porting mistake in one suite.
public enum MutantCatalog {
  public static let all: [Mutant] = []
}

/// A wrong subject and what it gets wrong.
public struct Mutant: Sendable {
  /// The suite the mistake shows up in.
  public var suite: String
  /// The field a check must name.
  public var field: String
  public var subject: ParitySubject
  public var mistake: String
}
