import ParitySuiteKit
import ParitySuites
import VectorJSON

/// A case that was never a vector file: an input the fuzzer generated and the oracle's answer to it, read by a
/// committed case's rules (the answer's `expected` and `tolerance` exactly as `VectorFileParser` reads a case's).
extension VectorFileParser {
  /// The case of `input` with `answer`, an object of the answer's `expected` member and, for an input the contract
  /// declares ill-conditioned, its `tolerance` (which wins over `defaultTolerance`, as in a file), for a case of
  /// `suite`. Throws a `DefectReason` where the same case in a file would be a defect.
  package static func generatedCase(input: JSONValue, answer: JSONValue, defaultTolerance: Tolerance,
                                    suite: String) throws -> VectorCase {
    let pointer = JSONPointer.root.appending("cases").appending(0)
    guard input.kind == .object else {
      throw DefectReason(at: pointer.appending("input"), "\"input\" must be an object")
    }
    guard answer.kind == .object, let expectedValue = answer["expected"] else {
      throw DefectReason(at: pointer, "the answer has no \"expected\" value")
    }
    let toleranceValue = answer["tolerance"]
    guard answer.count == (toleranceValue == nil ? 1 : 2) else {
      throw DefectReason(at: pointer, "the answer has members besides \"expected\" and \"tolerance\"")
    }
    let declared = SuiteCatalog.suite(named: suite).map { DeclaredNotPortableReasons(suite: $0.name, reasons: $0.notPortableReasons) }
    let expected = try parseExpectation(expectedValue, at: pointer.appending("expected"), notPortable: declared)
    let tolerance = try toleranceValue.map { try parseTolerance($0, at: pointer.appending("tolerance")) } ?? defaultTolerance
    return VectorCase(id: "fuzz", tags: [], comment: nil, input: input, expected: expected, tolerance: tolerance, index: 0)
  }

  /// A file of `suite` for generated cases to be judged in (`CaseEvaluation` names its suite and locates its
  /// defects in `document`): it holds none of them.
  package static func generatedFile(suite: String, document: JSONDocument) -> VectorFile {
    VectorFile(path: "fuzz", suite: suite, description: "fuzz", source: "fuzz", cases: [], revisions: nil, document: document)
  }
}
