import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import VectorJSON

/// Where Android gives no one answer the corpus says "not portable", and the core, which refuses those
/// inputs (`precisionOutOfRange`, `tooManyPoints`, JDK-dependent digits), is reported the same way by its suite
/// binding; where Android answers, the core answers too (no contract limit left, and a ConcurrentHashMap's tree
/// bin has its order).
@Suite struct NotPortableRefusalTests {
  static func outcome(_ suite: String, _ input: String, at revision: AndroidCoreRevision = .newest) throws -> SubjectOutcome {
    let document = try JSONDocument(bytes: Array(input.utf8))
    let binding = try #require(SuiteCatalog.binding(for: suite, revision: revision))
    return binding.evaluate(try binding.decode(document.root, at: .root), with: .core(revision: revision))
  }

  static func isNotPortable(_ outcome: SubjectOutcome) -> Bool {
    if case .notPortable = outcome { return true }
    return false
  }

  @Test(arguments: [
    ("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}], "fractionStep": 0.0}"#, AndroidCoreRevision.sdk221a949Clickable),
    ("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}], "fractionStep": 1e-9}"#, .sdk221a949Clickable),
    ("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}], "maxSegmentLength": 0.0}"#, .sdk1569cc5),
    ("geodesic.interpolatePoints", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}], "maxSegmentLength": 1e-9}"#, .sdk1569cc5),
    ("geoPoint.toUrlValue", #"{"point": {"lat": 1, "lng": 2}, "precision": -2147483648}"#, .sdk1569cc5),
    ("bounds.toUrlValue", #"{"bounds": {"southWest": {"lat": -1e23, "lng": 0}, "northEast": {"lat": 1e23, "lng": 1}}, "precision": 0}"#, .sdk1569cc5),
  ])
  func theCoresRefusalIsNotPortable(suite: String, input: String, revision: AndroidCoreRevision) throws {
    let outcome = try Self.outcome(suite, input, at: revision)
    #expect(Self.isNotPortable(outcome), "\(suite) \(input) at \(revision.rawValue): \(outcome)")
  }

  @Test func whereAndroidAnswersTheCoreAnswers() throws {
    guard case .value(let low) = try Self.outcome("geoPoint.toUrlValue", #"{"point": {"lat": 1, "lng": 2}, "precision": -1101}"#)
    else { Issue.record("precision -1101 must give Android's \"0,0\""); return }
    #expect(low == .record(["url": .text("0,0")]))
    guard case .rejected(let code, _) = try Self.outcome("geoPoint.toUrlValue", #"{"point": {"lat": "NaN", "lng": 0}, "precision": 2000}"#,
                                                         at: .sdk221a949Clickable)
    else { Issue.record("NaN at precision 2000 must be nonFiniteDecimal until 221a949+clickable"); return }
    #expect(code == "nonFiniteDecimal")
    guard case .value(let nan) = try Self.outcome("geoPoint.toUrlValue", #"{"point": {"lat": "NaN", "lng": 0}, "precision": 1}"#)
    else { Issue.record("NaN must be written \"NaN\" from 1569cc5 on"); return }
    #expect(nan == .record(["url": .text("NaN,0.0")]))
    let dense = try Self.outcome("densify.linear", #"{"points": [{"lat": 0, "lng": 0}, {"lat": 1, "lng": 1}, {"lat": 2, "lng": 2}], "fractionStep": 1e-5}"#,
                                 at: .sdk221a949Clickable)
    guard case .value(.object(let fields)) = dense, fields.first?.name == "points", case .array(let points)? = fields.first?.value else {
      Issue.record("two segments at 1e-5 must give Android's 200 003 points: \(dense)"); return
    }
    #expect(points.count == 200_003)
  }

  /// Ten ids with one String hash make a red-black tree bin in the circle manager's ConcurrentHashMap: Android's
  /// order is definite there (the tenth is appended before the bin is converted), and the core gives it.
  @Test(arguments: AndroidCoreRevision.allCases)
  func aTreeBinHasItsOrder(_ revision: AndroidCoreRevision) throws {
    let ids = ["AaAaAaAa", "AaAaAaBB", "AaAaBBAa", "AaAaBBBB", "AaBBAaAa", "AaBBAaBB", "AaBBBBAa", "AaBBBBBB", "BBAaAaAa", "BBAaAaBB"]
    let operations = ids.map { #"{"register": "\#($0)"}"# }.joined(separator: ", ")
    let outcome = try Self.outcome("hitTest.order", #"{"manager": "circle", "operations": [\#(operations)]}"#, at: revision)
    guard case .value(let value) = outcome else { Issue.record("\(outcome)"); return }
    #expect(value == .record(["order": .array(ids.map { .string(Array($0.utf16)) }), "chosen": .null]))
  }
}
