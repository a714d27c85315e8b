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
          got = Verdict(verdict: "pass", fields: [], ulps: nil)
        } else {
          let ulps = vector["ulps"] != nil && found.count == 1 ? found[0].ulps.map(String.init) : nil
          got = Verdict(verdict: "diverge", fields: found.map(\.field.description), ulps: ulps)
        }
      } catch is DefectReason {
        got = Verdict(verdict: "vectorError", fields: [], ulps: nil)
      }
      let wanted = Verdict(verdict: vector["verdict"]?.stringValue ?? "?",
                           fields: (vector["fields"]?.elements ?? []).map { $0.stringValue ?? "?" },
                           ulps: vector["ulps"]?.stringValue)
      #expect(got == wanted, "comparison vector \(id)")
      verdicts.insert(got.verdict)
    }
    #expect(verdicts == ["pass", "diverge", "vectorError"], "the vectors must show every verdict")
  }

  struct Verdict: Equatable, CustomStringConvertible {
    var verdict: String
    var fields: [String]
    var ulps: String?
    var description: String { "\(verdict) \(fields)" + (ulps.map { " ulps \($0)" } ?? "") }
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
