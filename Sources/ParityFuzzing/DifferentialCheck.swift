import ParityHarness
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// Judges one fuzz input: the subject's result against the oracle's answer, by exactly the harness's rules.
///
/// The input and the answer are put into a one-case vector file and go through the same parser, binding and
/// `CaseEvaluation` as a committed case, so a fuzz divergence is a divergence `parity-check` would report.
package struct DifferentialCheck: Sendable {
  package let suite: String
  package let subject: ParitySubject
  /// The suite's `defaults.tolerance` in the committed corpus (exact when the suite has no file).
  package let tolerance: Tolerance
  private let binding: SuiteBinding
  /// The file generated cases are judged in (`CaseEvaluation` names its suite from it); it holds none of them.
  private let generatedFile: VectorFile
  /// A vector file of the suite, with its default tolerance, up to its first case.
  package let fileHeader: String
  /// Judges in place of `subject` when set: a subject computed elsewhere (a child process, ``FuzzJudge``).
  package var judge: (any FuzzJudge)?

  package init?(suite: String, subject: ParitySubject, tolerance: Tolerance) {
    guard let binding = SuiteCatalog.binding(for: suite), let empty = try? JSONDocumentReader.parse("{}") else { return nil }
    self.suite = suite
    self.subject = subject
    self.tolerance = tolerance
    self.binding = binding
    generatedFile = VectorFileParser.generatedFile(suite: suite, document: empty)
    // The suite's tolerance is the file's default; a tolerance the oracle sent with its answer (an input the
    // contract declares ill-conditioned) follows `expected` and, as in a committed case, wins.
    let defaults = tolerance == .exact ? "" : "\"defaults\": {\"tolerance\": \(FindingWriter.json(tolerance))}, "
    fileHeader = "{\"format\": \"parity-vectors/1\", \"suite\": \"\(suite)\", \"description\": \"fuzz\", "
      + "\"source\": {\"generator\": \"fuzz\"}, \(defaults)\"cases\": ["
  }

  package enum Verdict: Sendable {
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
  package func verdict(input: String, expected: String) -> Verdict {
    if let judge { return judge.verdicts([(input, expected)], check: self).first ?? .invalid("the judge gave no verdict") }
    let text = fileHeader + "{\"id\": \"fuzz\", \"input\": \(input), \"expected\": \(expected)}]}"
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
    // The core is asked where the oracle says "not portable": its own portability rules are what is checked.
    let outcome = CaseEvaluation.outcome(of: vectorCase, in: file, binding: binding, subject: subject, askNotPortable: true)
    switch outcome {
    case .passed: return .agreed
    case .notPortable: return .notPortable
    case .diverged, .errorExpectedButValue, .knownDivergence: return .diverged(outcome, signature: Self.signature(of: outcome))
    case .vectorError(let defect): return .invalid("\(defect.message) (at \(defect.pointer))")
    case .runError(let message): return .invalid(message)
    case .subjectFailed(let failure): return .invalid(failure.message)
    }
  }

  /// A generated input with the oracle's answer: `expected` as the text that follows `"expected": ` in a vector
  /// case, and `answer` the object the oracle's line was read as, `{"expected": …}`, when there is one
  /// (``ReadAnswer``); without it, the answer is read from `expected`.
  package typealias AnsweredInput = (input: ParityValue, expected: String, answer: JSONValue?)

  /// The verdicts of generated inputs, each with the oracle's answer: the same as `verdict(input:expected:)` for
  /// each (with the input's text, `json`), in order, judged from the input as it is.
  ///
  /// Each input's tree is built from the value (``GeneratedInputTree``), the answer is the object its line was
  /// read as (read once, by ``OracleAnswer/read(lines:)``), and each case goes through the same `CaseEvaluation`
  /// as a committed one, a piece of the inputs on each core (``PieceWork``). Only agreement and "not portable" are
  /// taken from that: any other verdict, and that of an input whose answer does not read cleanly, is made again by
  /// `verdict(input:expected:)`, so divergences and defects read exactly as when each pair is judged alone.
  package func verdicts(generated items: [AnsweredInput]) -> [Verdict] {
    if let judge { return judge.verdicts(items.map { (input: $0.input.json, expected: $0.expected) }, check: self) }
    // Pieces of about 32 kB of answers: each input is judged on its own, so a piece is only a share of the work.
    return PieceWork.map(items, bytes: { $0.expected.utf8.count }) { directVerdicts($0) }
  }

  private func directVerdicts(_ items: [AnsweredInput]) -> [Verdict] {
    let alone = { (index: Int) in verdict(input: items[index].input.json, expected: items[index].expected) }
    var trees = GeneratedInputTree()
    return items.indices.map { index in
      guard let input = trees.tree(of: items[index].input),
        let answer = items[index].answer ?? Self.answerObject(items[index].expected),
        let vectorCase = try? VectorFileParser.generatedCase(input: input, answer: answer, defaultTolerance: tolerance, suite: suite)
      else { return alone(index) }
      // The core is asked where the oracle says "not portable", as in `verdict(input:expected:)`.
      switch CaseEvaluation.outcome(of: vectorCase, in: generatedFile, binding: binding, subject: subject, askNotPortable: true) {
      case .passed: return .agreed
      case .notPortable: return .notPortable
      default: return alone(index)
      }
    }
  }

  /// The answer `{"expected": …}` read from `expected` alone; nil unless that is exactly one object, so that an
  /// answer cannot run into what follows it.
  private static func answerObject(_ expected: String) -> JSONValue? {
    var bytes = Array("{\"expected\": ".utf8)
    bytes += expected.utf8
    bytes.append(UInt8(ascii: "}"))
    guard OracleAnswer.isOneObject(bytes) else { return nil }
    return (try? JSONDocument(bytes: bytes))?.root
  }

  /// Decodes `input` with the suite's binding: whether it is a well-formed input of the suite.
  package func decodes(_ input: String) -> Bool {
    guard let document = try? JSONDocumentReader.parse(input) else { return false }
    return (try? binding.decode(document.root, at: .root)) != nil
  }

  /// The diverging fields with array indices replaced by `*`, sorted: shrinking a list moves a divergence
  /// from `/markers/7/km` to `/markers/1/km`, which is still the same divergence.
  package static func signature(of outcome: CaseOutcome) -> [String] {
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
