/// The implementation under test: one function per subject function key, each optional.
///
/// Any Swift implementation can be checked by filling in the functions its SDK has, adapting from the SDK's types
/// to the core's plain value types:
///
/// ```swift
/// var subject = ParitySubject(name: "my-sdk")
/// subject.intHash = { MySDK.hash($0) }
/// ```
///
/// Each suite declares the function keys it calls (`intHash`, `circleID`, …) in its own file, as properties of
/// ``SubjectFunctions``; `subject.intHash` reads and writes the function stored under that key. A suite whose
/// function is `nil` cannot run, and its cases are reported as run errors, never as passes.
/// `ParitySubject.core` (module ParitySuites) is the default subject: the core modules of this package.
@dynamicMemberLookup
public struct ParitySubject: Sendable {
  public typealias Function<Input, Output> = @Sendable (Input) throws -> Output

  /// A name for reports (`core`, or a mutant's name).
  public var name: String

  /// The functions filled in, by key name; each is a `Function<Input, Output>` of its key's types.
  private var functions: [String: any Sendable] = [:]

  /// A subject with no functions: every case is "cannot run" until functions are filled in.
  public init(name: String) {
    self.name = name
  }

  /// The function stored for `key`, or nil.
  public subscript<Input, Output>(key: SubjectFunction<Input, Output>) -> Function<Input, Output>? {
    get { functions[key.name] as? Function<Input, Output> }
    set { functions[key.name] = newValue }
  }

  /// `subject.circleID`: the function stored for the key ``SubjectFunctions`` declares under that name.
  public subscript<Input, Output>(
    dynamicMember keyPath: KeyPath<SubjectFunctions, SubjectFunction<Input, Output>>
  ) -> Function<Input, Output>? {
    get { self[SubjectFunctions.key(keyPath)] }
    set { self[SubjectFunctions.key(keyPath)] = newValue }
  }
}

/// The key of one function a subject may fill in: its name, and the types it takes and returns.
///
/// Keys are declared by the suites that call them, as computed properties of ``SubjectFunctions``.
public struct SubjectFunction<Input, Output>: Sendable {
  public let name: String

  public init(_ name: String) {
    self.name = name
  }
}

/// The namespace of subject function keys. Each suite file adds its keys in an extension:
///
/// ```swift
/// extension SubjectFunctions {
///   public var circleHash: SubjectFunction<CircleState, Int32> { SubjectFunction("circleHash") }
/// }
/// ```
public struct SubjectFunctions: Sendable {
  static func key<Input, Output>(
    _ keyPath: KeyPath<SubjectFunctions, SubjectFunction<Input, Output>>
  ) -> SubjectFunction<Input, Output> {
    SubjectFunctions()[keyPath: keyPath]
  }
}
