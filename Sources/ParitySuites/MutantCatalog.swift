import ParitySuiteKit

/// Every mutant, gathered from the suites that declare them (at least one per suite).
public enum MutantCatalog {
  public static let all: [Mutant] = SuiteCatalog.all.flatMap(\.mutants)

  public static func mutant(named name: String) -> Mutant? { all.first { $0.name == name } }
}

extension Mutant {
  /// The core subject with this mistake applied, named after the mutant.
  public var subject: ParitySubject { subject(from: .core) }
}
