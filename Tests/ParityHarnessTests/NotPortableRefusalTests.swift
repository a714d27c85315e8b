import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON

/// Issue 36: where Android gives no one answer the corpus says "not portable", and the core, which refuses those
/// inputs (`precisionOutOfRange`, `tooManyPoints`, `unmodelledTreeBin`, JDK-dependent digits), is reported the same
/// way by its suite binding; where Android answers, the core answers too (no contract limit left).
@Suite struct NotPortableRefusalTests {
  static func outcome(_ suite: String, _ input: String) throws -> SubjectOutcome {
    let document = try JSONDocument(bytes: Array(input.utf8))
    let binding = try #require(SuiteCatalog.binding(for: suite))
    return binding.evaluate(try binding.decode(document.root, at: .root), with: .core)
  }

  static func isNotPortable(_ outcome: SubjectOutcome) -> Bool {
    if case .notPortable = outcome { return true }
    return false
  }

  @Test(arguments: [
    ("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}], "fractionStep": 0.0}"#),
    ("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}], "fractionStep": 1e-9}"#),
    ("geoPoint.toUrlValue", #"{"point": {"lat": 1, "lng": 2}, "precision": -2147483648}"#),
    ("bounds.toUrlValue", #"{"bounds": {"southWest": {"lat": -1e23, "lng": 0}, "northEast": {"lat": 1e23, "lng": 1}}, "precision": 0}"#),
    ("hitTest.order", #"{"manager": "circle", "operations": [{"register": "AaAaAaAa"}, {"register": "AaAaAaBB"}, {"register": "AaAaBBAa"}, {"register": "AaAaBBBB"}, {"register": "AaBBAaAa"}, {"register": "AaBBAaBB"}, {"register": "AaBBBBAa"}, {"register": "AaBBBBBB"}, {"register": "BBAaAaAa"}, {"register": "BBAaAaBB"}]}"#),
  ])
  func theCoresRefusalIsNotPortable(suite: String, input: String) throws {
    let outcome = try Self.outcome(suite, input)
    #expect(Self.isNotPortable(outcome), "\(suite) \(input): \(outcome)")
  }

  @Test func whereAndroidAnswersTheCoreAnswers() throws {
    guard case .value(let low) = try Self.outcome("geoPoint.toUrlValue", #"{"point": {"lat": 1, "lng": 2}, "precision": -1101}"#)
    else { Issue.record("precision -1101 must give Android's \"0,0\""); return }
    #expect(low == .record(["url": .text("0,0")]))
    guard case .rejected(let code, _) = try Self.outcome("geoPoint.toUrlValue", #"{"point": {"lat": "NaN", "lng": 0}, "precision": 2000}"#)
    else { Issue.record("NaN at precision 2000 must be nonFiniteDecimal"); return }
    #expect(code == "nonFiniteDecimal")
    let dense = try Self.outcome("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}, {"lat": 2, "lng": 2}], "fractionStep": 1e-5}"#)
    guard case .value(.object(let fields)) = dense, fields.first?.name == "points", case .array(let points)? = fields.first?.value else {
      Issue.record("two segments at 1e-5 must give Android's 200 003 points: \(dense)"); return
    }
    #expect(points.count == 200_003)
  }
}
