import _ParityTestSupport
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON

/// A `VectorCase` (its input and expected value are `JSONValue`s) stays valid after its file and
/// document are released. tools/test runs these tests under AddressSanitizer too.
@Suite struct VectorCaseLifetimeTests {
  final class Probe {
    weak var document: JSONDocument?
  }

  struct Kept {
    var vectorCase: VectorCase
    var suite: String
    var inputText: String
    var expectedText: String
  }

  /// The first case with an expected value of a committed file, and its texts read while the file was loaded;
  /// once this returns, only the case refers to the file's document.
  static func caseOfAReleasedFile(_ probe: Probe) throws -> Kept {
    let set = VectorLoader.load(paths: [repositoryRoot.appendingPathComponent("vectors/javaHash/string.json").path])
    let file = try #require(set.files.first)
    probe.document = file.document
    let vectorCase = try #require(file.cases.first { if case .value = $0.expected { true } else { false } })
    return Kept(vectorCase: vectorCase, suite: file.suite, inputText: vectorCase.input.compactText,
                expectedText: vectorCase.expected.rendered)
  }

  @Test func aCaseIsReadableAfterItsFileIsReleased() throws {
    let probe = Probe()
    do {
      let kept = try Self.caseOfAReleasedFile(probe)
      #expect(probe.document != nil, "the case's values must keep the document alive")
      #expect(kept.vectorCase.input.compactText == kept.inputText)
      #expect(kept.vectorCase.expected.rendered == kept.expectedText)
      // The whole input read again, as a check reads it: decoded and run through the core.
      let binding = try #require(SuiteCatalog.binding(for: kept.suite))
      let input = try binding.decode(kept.vectorCase.input, at: kept.vectorCase.pointer.appending("input"))
      guard case .value(let actual) = binding.evaluate(input, with: .core) else {
        Issue.record("the core must compute \(kept.suite)/\(kept.vectorCase.id)")
        return
      }
      guard case .value(let expected) = kept.vectorCase.expected, let hash = expected["hash"]?.integerValue else {
        Issue.record("javaHash.string expects {\"hash\": N}: \(kept.expectedText)")
        return
      }
      #expect(actual == .record(["hash": .int32(Int32(truncatingIfNeeded: hash))]))
    }
    #expect(probe.document == nil, "the document goes with its last case")
  }

  /// A case's input, with nothing else of its file: the parser reads each case through a borrowed view and keeps
  /// the input owned, so the input alone keeps the document as well.
  static func inputOfAReleasedFile(_ probe: Probe) throws -> (input: JSONValue, text: String) {
    let kept = try caseOfAReleasedFile(probe)
    return (kept.vectorCase.input, kept.inputText)
  }

  @Test func aCaseInputAloneKeepsTheDocument() throws {
    let probe = Probe()
    do {
      let (input, text) = try Self.inputOfAReleasedFile(probe)
      #expect(probe.document != nil, "the input must keep the document alive")
      #expect(input.compactText == text)
    }
    #expect(probe.document == nil, "the document goes with the input")
  }
}
