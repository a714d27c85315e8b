import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON
import _ParityTestSupport

/// The comparison vectors (Tests/Fixtures/comparison-vectors.json, format `parity-comparison/1`): an expected
/// value, a typed actual value and a tolerance, with the verdict every runner must reach. The JVM oracle
/// (`oracle comparison-vectors`) and the web runner (js/test/comparison-vectors.test.js) judge the same file, so
/// the three runners can never judge one pair differently.
@Suite struct ComparisonVectorsTests {
  static let file = repositoryRoot.appendingPathComponent("Tests/Fixtures/comparison-vectors.json")

  /// A fixture that cannot be read as the format says: the file, not a runner, is wrong.
  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }

  @Test func everyComparisonVectorGetsItsVerdict() throws {
    let document = try JSONDocument(bytes: Array(try Data(contentsOf: Self.file)))
    let root = document.root
    #expect(root["format"]?.stringValue == "parity-comparison/1")
    let cases = root["cases"]?.elements ?? []
    #expect(!cases.isEmpty, "no comparison vectors")
    var verdicts: Set<String> = []
    for vector in cases {
      let id = vector["id"]?.stringValue ?? "?"
      let type = try #require(vector["type"], "\(id): no type")
      let actual = try Self.actualValue(try #require(vector["actual"], "\(id): no actual"), type: type, id: id)
      let tolerance = try vector["tolerance"].map { try Self.tolerance($0, id: id) } ?? .exact
      let comparator = Comparator(tolerance: tolerance, expectedPointer: JSONPointer().appending("expected"))
      let got: Verdict
      do {
        let found = try comparator.divergences(expected: try #require(vector["expected"]), actual: actual)
        if found.isEmpty {
          got = Verdict(verdict: "pass", fields: [], kinds: [], ulps: nil)
        } else {
          let ulps = vector["ulps"] != nil && found.count == 1 ? found[0].ulps.map(String.init) : nil
          got = Verdict(verdict: "diverge", fields: found.map(\.field.description), kinds: found.map(\.kind.name), ulps: ulps)
        }
      } catch is DefectReason {
        got = Verdict(verdict: "vectorError", fields: [], kinds: [], ulps: nil)
      }
      let wanted = Verdict(verdict: vector["verdict"]?.stringValue ?? "?",
                           fields: (vector["fields"]?.elements ?? []).map { $0.stringValue ?? "?" },
                           kinds: (vector["kinds"]?.elements ?? []).map { $0.stringValue ?? "?" },
                           ulps: vector["ulps"]?.stringValue)
      #expect(got == wanted, "comparison vector \(id)")
      verdicts.insert(got.verdict)
    }
    #expect(verdicts == ["pass", "diverge", "vectorError"], "the vectors must show every verdict")
  }

  /// The section "notPortableOutcomes": a case whose Android value is not portable, put through the runner's own
  /// case judging (a camera.hash case, the subject answering as the vector says), asked or not.
  @Test func everyNotPortableOutcomeIsReached() throws {
    let document = try JSONDocument(bytes: Array(try Data(contentsOf: Self.file)))
    let section = try #require(document.root["notPortableOutcomes"], "no notPortableOutcomes section")
    let cases = section["cases"]?.elements ?? []
    #expect(!cases.isEmpty, "no notPortableOutcomes cases")
    var seen: Set<String> = []
    for vector in cases {
      let id = vector["id"]?.stringValue ?? "?"
      let expected = try #require(vector["expected"], "\(id): no expected")
      let ask: Bool = try #require(vector["askNotPortable"]?.boolValue as Bool?, "\(id): no askNotPortable")
      let calls = CallCount()
      let answer = try Self.answer(try #require(vector["subject"], "\(id): no subject"), id: id)
      var subject = ParitySubject(name: "answers-\(id)")
      subject.cameraPositionHash = { _ in
        calls.increment()
        return try answer()
      }
      let vectors = try TemporaryVectors([layoutPath(suite: "camera.hash"): vectorFile(suite: "camera.hash", cases: [
        #"{"id": "\#(id)", "input": {"position": {"lat": 1.0, "lng": 2.0}, "zoom": 3.0, "hasPaddings": true}, "expected": \#(expected.compactText)}"#,
      ])])
      defer { vectors.remove() }
      var runner = Runner(subject: subject)
      runner.askNotPortable = ask
      let report = runner.run(VectorLoader.load(paths: [vectors.path]))
      #expect(report.defects.isEmpty, "\(id): \(report.defects.map(\.message))")
      let outcome = try #require(report.results.first?.outcome, "\(id): no result")
      let got: Verdict
      switch outcome {
      case .notPortable: got = Verdict(verdict: "notPortable", fields: [], kinds: [], ulps: nil)
      case .diverged(let divergences):
        got = Verdict(verdict: "diverge", fields: divergences.map(\.field.description), kinds: divergences.map(\.kind.name), ulps: nil)
      default: got = Verdict(verdict: outcome.label, fields: [], kinds: [], ulps: nil)
      }
      let wanted = Verdict(verdict: vector["verdict"]?.stringValue ?? "?",
                           fields: (vector["fields"]?.elements ?? []).map { $0.stringValue ?? "?" },
                           kinds: (vector["kinds"]?.elements ?? []).map { $0.stringValue ?? "?" }, ulps: nil)
      #expect(got == wanted, "notPortableOutcomes \(id)")
      let called = calls.value > 0
      #expect(called == vector["subjectCalled"]?.boolValue, "notPortableOutcomes \(id): subject called: \(called)")
      seen.insert("\(ask) \(called) \(got.verdict)")
    }
    #expect(seen.isSuperset(of: ["false false notPortable", "true true notPortable", "true true diverge"]),
            "the section must show every outcome: \(seen.sorted())")
  }

  /// How often a subject function was called (from the runner's workers).
  final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }

  struct Rejection: ContractRejection {
    var code: String
  }

  struct UndefinedError: Error {}

  /// The answer a vector's "subject" gives: a value, a rejection, not portable, or an undefined error.
  static func answer(_ node: JSONValue, id: String) throws -> @Sendable () throws -> Parity.Portability<Int32> {
    if node.stringValue == "throws" { return { throw UndefinedError() } }
    if let value = node["value"]?.integerValue, let hash = Int32(exactly: value) { return { .portable(hash) } }
    if let code = node["rejection"]?.stringValue { return { throw Rejection(code: code) } }
    if let reason = node["notPortable"]?.stringValue { return { .notPortable(reason: reason) } }
    throw FixtureError(description: "\(id): unknown subject answer \(node.compactText)")
  }

  struct Verdict: Equatable, CustomStringConvertible {
    var verdict: String
    var fields: [String]
    /// The kind of each difference (docs/report-format.md, "Causes"), in the order of `fields`.
    var kinds: [String]
    var ulps: String?
    var description: String { "\(verdict) \(fields) \(kinds)" + (ulps.map { " ulps \($0)" } ?? "") }
  }

  /// The actual value as a subject returns it, typed by the file's notation ("i32", {"array": T}, {"object": {...}}).
  static func actualValue(_ node: JSONValue, type: JSONValue, id: String) throws -> ParityValue {
    if node.isNull { return .null }
    let at = JSONPointer().appending("actual")
    if let scalar = type.stringValue {
      switch scalar {
      case "i32": return .int32(try ScalarDecoding.int32(node, at: at))
      case "i64": return .int64(try ScalarDecoding.int64(node, at: at))
      case "f64": return .double(try ScalarDecoding.double(node, at: at))
      case "f32": return .float(try ScalarDecoding.float(node, at: at))
      case "bool": return .bool(try ScalarDecoding.bool(node, at: at))
      case "string": return .string(try ScalarDecoding.utf16(node, at: at))
      default: throw FixtureError(description: "\(id): unknown type \"\(scalar)\"")
      }
    }
    if let element = type["array"] {
      return .array(try node.elements.map { try actualValue($0, type: element, id: id) })
    }
    if let fields = type["object"] {
      return .object(try fields.keys.map { name in
        guard let value = node[name] else { throw FixtureError(description: "\(id): actual lacks \"\(name)\"") }
        return ParityValue.Field(name, try actualValue(value, type: fields[name]!, id: id))
      })
    }
    throw FixtureError(description: "\(id): unknown type \(type.compactText)")
  }

  static func tolerance(_ node: JSONValue, id: String) throws -> Tolerance {
    Tolerance(ulps: node["ulps"]?.integerValue.map { UInt64($0) }, absolute: node["abs"]?.numberValue,
              nanBits: node["nanBits"]?.boolValue ?? false, signedZero: node["signedZero"]?.boolValue ?? true,
              nanMatchesNumber: node["nanMatchesNumber"]?.boolValue ?? false)
  }
}
