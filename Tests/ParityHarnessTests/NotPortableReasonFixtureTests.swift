import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON
import _ParityTestSupport

/// The not-portable reasons (Tests/Fixtures/not-portable-reasons.json, format `parity-not-portable-reasons/1`): the
/// suite declarations hold the file's templates, and the loader takes a `{"notPortable": reason}` expected value
/// exactly where the file says the suite declares the reason, refusing the file elsewhere. The oracle
/// (`oracle not-portable-reasons`) and the web runner (js/test/not-portable-reasons.test.js) hold the same file.
@Suite struct NotPortableReasonFixtureTests {
  static let file = repositoryRoot.appendingPathComponent("Tests/Fixtures/not-portable-reasons.json")

  struct Match {
    var id: String
    var suite: String
    var reason: String
    var declared: Bool
  }

  static func fixture() throws -> (suites: [String: [String]], matches: [Match]) {
    let document = try JSONDocument(bytes: Array(try Data(contentsOf: file)))
    let root = document.root
    #expect(root["format"]?.stringValue == "parity-not-portable-reasons/1")
    let suitesValue = try #require(root["suites"], "no suites")
    var suites: [String: [String]] = [:]
    for name in suitesValue.keys {
      suites[name] = try (suitesValue[name]?.elements ?? []).map { try #require($0.stringValue, "\(name): a template string") }
    }
    let matches = try (root["matches"]?.elements ?? []).map { (node: JSONValue) throws -> Match in
      Match(id: try #require(node["id"]?.stringValue), suite: try #require(node["suite"]?.stringValue),
            reason: try #require(node["reason"]?.stringValue), declared: try #require(node["declared"]?.boolValue as Bool?))
    }
    return (suites, matches)
  }

  @Test func everySuiteDeclaresTheFixturesTemplatesInItsOrder() throws {
    let (suites, _) = try Self.fixture()
    #expect(suites.count >= 15)
    for name in suites.keys {
      #expect(SuiteCatalog.suite(named: name) != nil, "\(name) is in the fixture but not a suite of parity-check")
    }
    for suite in SuiteCatalog.all {
      #expect(suite.notPortableReasons.map(\.template) == suites[suite.name] ?? [], "the not-portable reasons of \(suite.name)")
    }
  }

  @Test func eachReasonMatchesWhereTheFixtureSaysItDoes() throws {
    let (_, matches) = try Self.fixture()
    #expect(matches.contains { $0.declared } && matches.contains { !$0.declared })
    for match in matches {
      let suite = try #require(SuiteCatalog.suite(named: match.suite), "\(match.id): unknown suite")
      #expect(suite.notPortableReasons.contains { $0.matches(match.reason) } == match.declared, "\(match.id)")
    }
  }

  /// Every gate reads files through this loader: a reason its suite does not declare is a defect at the reason.
  @Test func theLoaderRefusesAReasonItsSuiteDoesNotDeclare() throws {
    let (_, matches) = try Self.fixture()
    for match in matches {
      let vectors = try TemporaryVectors([layoutPath(suite: match.suite): vectorFile(suite: match.suite, cases: [
        #"{"id": "np", "input": {}, "expected": {"notPortable": \#(Escaping.json(match.reason))}}"#,
      ])])
      defer { vectors.remove() }
      let set = VectorLoader.load(paths: [vectors.path])
      if match.declared {
        #expect(set.defects.isEmpty, "\(match.id): \(set.defects.map(\.message))")
        #expect(set.files.first?.cases.first?.expected.rendered == "not portable: \(match.reason)", "\(match.id)")
      } else {
        #expect(set.defects.map(\.message) == ["unknown not-portable reason \"\(match.reason)\" for suite \(match.suite)"], "\(match.id)")
        #expect(set.defects.first?.pointer.description == "/cases/0/expected/notPortable", "\(match.id)")
      }
    }
  }
}
