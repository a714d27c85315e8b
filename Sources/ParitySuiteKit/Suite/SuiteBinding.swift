import OverlayIdentity
import VectorJSON

/// What a subject did with one case's input.
public enum SubjectOutcome: Sendable {
  case value(ParityValue)
  case rejected(code: String, index: Int?)
  case notPortable(reason: String)
  /// The subject has no function for this suite.
  case unsupported
  /// The subject failed in a way the contract does not describe (an unexpected error type).
  case failed(String)
  /// The input was not decoded by this suite's binding, so nothing was evaluated: a mistake of the caller, not
  /// of the subject.
  case mismatchedInput(SuiteInputMismatch)
}

/// An input handed to a suite's binding that another binding decoded (`evaluate` takes any decoded input).
public struct SuiteInputMismatch: Error, Sendable, Equatable, CustomStringConvertible {
  /// The suite whose binding was asked to evaluate the input.
  public let suite: String
  /// The input type that suite decodes to.
  public let expectedType: String
  /// The type of the input it was given.
  public let actualType: String

  public var description: String {
    "suite \(suite) evaluates a decoded \(expectedType), but was given a \(actualType): decode the input with "
      + "SuiteCatalog.binding(for: \"\(suite)\") before evaluating it"
  }
}

/// Binds a suite name to the typed decoding of its input and to the subject function that computes it.
public struct SuiteBinding: Sendable {
  public let name: String
  /// The android-sdk-core revision whose input fields ``decode(_:at:)`` reads (``at(_:)`` gives another's).
  public private(set) var revision: AndroidCoreRevision = .newest
  private let decodeInput: @Sendable (JSONValue, JSONPointer, AndroidCoreRevision) throws -> any Sendable
  private let evaluateInput: @Sendable (any Sendable, ParitySubject) -> SubjectOutcome

  /// A suite whose input fields are read by `decode` and whose result `evaluate` computes with a subject.
  ///
  /// `evaluate` returns `nil` when the subject lacks the suite's function; a core's refusal of an input on which
  /// Android has no one answer (`NotPortableRefusal`) becomes "not portable", an error conforming to
  /// `ContractRejection` a rejection, any other error a subject failure.
  public init<Input: Sendable>(
    _ name: String,
    decode: @escaping @Sendable (inout InputReader) throws -> Input,
    evaluate: @escaping @Sendable (Input, ParitySubject) throws -> SubjectOutcome?
  ) {
    self.name = name
    decodeInput = { value, pointer, revision in try InputReader.read(value, at: pointer, revision: revision, decode) }
    evaluateInput = { input, subject in
      guard let input = input as? Input else {
        return .mismatchedInput(SuiteInputMismatch(suite: name, expectedType: "\(Input.self)",
                                                   actualType: "\(type(of: input))"))
      }
      do {
        return try evaluate(input, subject) ?? .unsupported
      } catch let refusal as NotPortableRefusal where refusal.notPortableReason != nil {
        return .notPortable(reason: refusal.notPortableReason ?? "")
      } catch let rejection as ContractRejection {
        return .rejected(code: rejection.code, index: rejection.index)
      } catch {
        return .failed("\(error)")
      }
    }
  }

  /// This binding reading the input fields of `revision` (a suite whose fields differ between revisions takes
  /// only that revision's).
  public func at(_ revision: AndroidCoreRevision) -> SuiteBinding {
    var binding = self
    binding.revision = revision
    return binding
  }

  /// Reads a case's input as ``revision`` has it; throws a `DefectReason` for a malformed or unknown field.
  public func decode(_ input: JSONValue, at pointer: JSONPointer) throws -> any Sendable {
    try decodeInput(input, pointer, revision)
  }

  /// Runs a decoded input through `subject`; an input that this binding's `decode` did not produce gives
  /// `.mismatchedInput`, never a trap.
  public func evaluate(_ input: any Sendable, with subject: ParitySubject) -> SubjectOutcome {
    evaluateInput(input, subject)
  }
}
