import VectorJSON

/// Judges one fuzz input: the subject's result against the oracle's answer, by exactly the harness's rules.
///
/// The input and the answer are put into a one-case vector file and go through the same parser, binding and
/// `CaseEvaluation` as a committed case, so a fuzz divergence is a divergence `parity-check` would report.
public struct DifferentialCheck: Sendable {
  public let suite: String
  public let subject: ParitySubject
  /// The suite's `defaults.tolerance` in the committed corpus (exact when the suite has no file).
  public let tolerance: Tolerance
  private let binding: SuiteBinding

  public init?(suite: String, subject: ParitySubject, tolerance: Tolerance) {
    guard let binding = SuiteCatalog.binding(for: suite) else { return nil }
    self.suite = suite
    self.subject = subject
    self.tolerance = tolerance
    self.binding = binding
  }

  public enum Verdict: Sendable {
    case agreed
    /// Both sides say Android's value is not reproducible.
    case notPortable
    /// The subject differs from the oracle; `signature` names the diverging fields (see `signature(of:)`).
    case diverged(CaseOutcome, signature: [String])
    /// The input or the answer is not a valid case, or the subject cannot run it: the run is not trustworthy.
    case invalid(String)
  }

  /// Whether the subject's result for `input` (compact JSON) agrees with `expected` (the oracle's answer: its
  /// `expected` value and, for an ill-conditioned input, the `tolerance` member after it).
  public func verdict(input: String, expected: String) -> Verdict {
    // The suite's tolerance is the file's default; a tolerance the oracle sent with its answer (an input the
    // contract declares ill-conditioned) follows `expected` and, as in a committed case, wins.
    let defaults = tolerance == .exact ? "" : "\"defaults\": {\"tolerance\": \(FindingWriter.json(tolerance))}, "
    let text = "{\"format\": \"parity-vectors/1\", \"suite\": \"\(suite)\", \"description\": \"fuzz\", "
      + "\"source\": {\"generator\": \"fuzz\"}, \(defaults)\"cases\": [{\"id\": \"fuzz\", \"input\": \(input), \"expected\": \(expected)}]}"
    let document: JSONDocument
    do {
      document = try JSONDocumentReader.parse(text)
    } catch {
      return .invalid("not readable as a vector case: \(error)")
    }
    let parsed = VectorFileParser.parse(document, path: "fuzz", layoutPath: nil)
    guard let file = parsed.file, let vectorCase = file.cases.first, parsed.defects.isEmpty else {
      return .invalid(parsed.defects.map(\.message).joined(separator: "; "))
    }
    let outcome = CaseEvaluation.outcome(of: vectorCase, in: file, binding: binding, subject: subject)
    switch outcome {
    case .passed: return .agreed
    case .notPortable: return .notPortable
    case .diverged, .errorExpectedButValue, .knownDivergence: return .diverged(outcome, signature: Self.signature(of: outcome))
    case .vectorError(let defect): return .invalid("\(defect.message) (at \(defect.pointer))")
    case .runError(let message): return .invalid(message)
    }
  }

  /// Decodes `input` with the suite's binding: whether it is a well-formed input of the suite.
  public func decodes(_ input: String) -> Bool {
    guard let document = try? JSONDocumentReader.parse(input) else { return false }
    return (try? binding.decode(document.root, at: .root)) != nil
  }

  /// The diverging fields with array indices replaced by `*`, sorted: shrinking a list moves a divergence
  /// from `/markers/7/km` to `/markers/1/km`, which is still the same divergence.
  public static func signature(of outcome: CaseOutcome) -> [String] {
    switch outcome {
    case .diverged(let divergences):
      let fields = divergences.map { divergence in
        divergence.field.tokens.map { token -> String in
          switch token {
          case .index: return "/*"
          case .key(let key): return "/" + key
          }
        }.joined() + (divergence.note == "length" ? " (length)" : "")
      }
      return Array(Set(fields.map { $0.isEmpty ? "/" : $0 })).sorted()
    case .errorExpectedButValue(let code, _):
      return ["/error (\(code) expected, the subject returned a value)"]
    default:
      return []
    }
  }
}
