import OverlayIdentity

/// Everything about one suite, in one declaration: its name and documentation, how its input is read, which
/// subject functions compute it and how their result is written, the core's implementation, its random inputs
/// and its mutants.
///
/// The suite list, `parity-check list` and `explain`, docs/suites.md's tables, the fuzzer and the mutant
/// catalogue all derive from these declarations (module ParitySuites, one file per suite group).
public struct Suite: Sendable {
  /// `family.function`, e.g. `circle.hash`; its vectors live in `vectors/<family>/<function>.json`.
  public let name: String
  /// The input and output fields in docs/suites.md's notation, and what docs/suites.md says besides.
  public let documentation: SuiteDocumentation
  /// Reads a case's input and runs it through a subject.
  public let binding: SuiteBinding
  /// Random inputs with this suite's fields, for `parity-check fuzz`.
  public let randomInput: @Sendable (inout SplitMix64) -> ParityValue
  /// Realistic porting mistakes, each a subject this suite's vectors must catch.
  public let mutants: [Mutant]
  /// The subject functions this suite calls, with the core's implementation of each.
  public let coreFunctions: [CoreFunction]
  /// The reasons the oracle gives where Android's value is not portable for this suite's inputs: the only ones a
  /// `{"notPortable": reason}` expected value of its vector files may give.
  public let notPortableReasons: [NotPortableReason]

  /// A suite computed by one subject function, whose result `output` writes as the expected value's fields.
  public init<Input: Sendable, Output>(
    _ name: String,
    input: SuiteInput<Input>,
    function: KeyPath<SubjectFunctions, SubjectFunction<Input, Output>>,
    core: CoreFunction.Implementation<Input, Output>,
    expected: String,
    notes: String? = nil,
    output: @escaping @Sendable (Output) -> SubjectOutcome,
    notPortable: [NotPortableReason] = [],
    mutants: [Mutant] = []
  ) {
    let key = SubjectFunctions.key(function)
    self.init(name, input: input, functions: [CoreFunction(key, core)], expected: expected, notes: notes,
              evaluate: { input, subject in try subject[key].map { output(try $0(input)) } },
              notPortable: notPortable, mutants: mutants)
  }

  /// A suite that calls several subject functions (or none, then `evaluate` returns nil).
  public init<Input: Sendable>(
    _ name: String,
    input: SuiteInput<Input>,
    functions: [CoreFunction],
    expected: String,
    notes: String? = nil,
    evaluate: @escaping @Sendable (Input, ParitySubject) throws -> SubjectOutcome?,
    notPortable: [NotPortableReason] = [],
    mutants: [Mutant] = []
  ) {
    self.name = name
    documentation = SuiteDocumentation(input: input.documentation, expected: expected, notes: notes)
    binding = SuiteBinding(name, decode: input.decode, evaluate: evaluate)
    randomInput = input.random
    self.mutants = mutants.map { $0.inSuite(name) }
    coreFunctions = functions
    notPortableReasons = notPortable
  }
}

/// How a suite's input is read from a case and drawn at random; suites with the same fields share one.
public struct SuiteInput<Input: Sendable>: Sendable {
  /// The fields in docs/suites.md's notation (`center: GeoPoint`, `radiusMeters: f64`, …).
  public let documentation: String
  public let decode: @Sendable (inout InputReader) throws -> Input
  public let random: @Sendable (inout SplitMix64) -> ParityValue

  public init(
    _ documentation: String,
    decode: @escaping @Sendable (inout InputReader) throws -> Input,
    random: @escaping @Sendable (inout SplitMix64) -> ParityValue
  ) {
    self.documentation = documentation
    self.decode = decode
    self.random = random
  }
}

/// A suite's fields as docs/suites.md lists them.
public struct SuiteDocumentation: Sendable, Equatable {
  public let input: String
  public let expected: String
  public let notes: String?
}

/// A subject function with the core's implementation of it, which ``ParitySubject/core`` fills in.
public struct CoreFunction: Sendable {
  /// The core's function for a contract revision (most functions are the same at every revision).
  public enum Implementation<Input, Output>: Sendable {
    case same(ParitySubject.Function<Input, Output>)
    case perRevision(@Sendable (AndroidCoreRevision) -> ParitySubject.Function<Input, Output>)
  }

  public let name: String
  /// The types the function takes and returns, module-qualified (`String(reflecting:)`); ParitySuites'
  /// `AdapterSpelling` writes them as an adapter does, with `Parity.` names.
  public let inputTypeName: String
  public let outputTypeName: String
  private let install: @Sendable (inout ParitySubject, AndroidCoreRevision) -> Void

  public init<Input, Output>(_ key: SubjectFunction<Input, Output>, _ implementation: Implementation<Input, Output>) {
    name = key.name
    inputTypeName = String(reflecting: Input.self)
    outputTypeName = String(reflecting: Output.self)
    install = { subject, revision in
      switch implementation {
      case .same(let function): subject[key] = function
      case .perRevision(let make): subject[key] = make(revision)
      }
    }
  }

  public init<Input, Output>(
    _ keyPath: KeyPath<SubjectFunctions, SubjectFunction<Input, Output>>, _ implementation: Implementation<Input, Output>
  ) {
    self.init(SubjectFunctions.key(keyPath), implementation)
  }

  /// Fills this function into `subject` with the core's implementation at `revision`.
  public func install(into subject: inout ParitySubject, revision: AndroidCoreRevision) {
    install(&subject, revision)
  }
}
