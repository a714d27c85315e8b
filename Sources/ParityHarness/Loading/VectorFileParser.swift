import GeoMath
import OverlayIdentity
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// Turns a parsed document into a `VectorFile`, enforcing the layout of `parity-vectors/1`.
///
/// Faults in the top level reject the file; faults in one case reject that case only, so one bad case does not
/// hide the results of the others (the run still fails: a defect always exits 2).
package enum VectorFileParser {
  static let format = HarnessVersion.vectorFormat
  static let topLevelKeys = ["format", "suite", "description", "source", "defaults", "cases"]
  static let caseKeys = ["id", "tags", "comment", "input", "expected", "tolerance"]
  private static let caseMembers = JSONMemberNames(caseKeys)
  /// The members that make an `expected` object a rejection or a "not portable" rather than a value.
  private static let expectationMembers = JSONMemberNames(["error", "index", "notPortable"])

  package struct Parsed {
    package var file: VectorFile?
    package var defects: [VectorDefect]
  }

  /// What a file's top level says besides its cases.
  struct Header {
    var suite: String
    var description: String
    var source: String
    var revisions: [String]?
    var defaultTolerance: Tolerance
  }

  /// Parses `document`, read from `path`; `layoutPath` is its `<folder>/<name>`, checked against the layout
  /// rule `<area>/<function>[@<revision>].json` (nil: not checked, for a document that is no file).
  package static func parse(_ document: JSONDocument, path: String, layoutPath: String?) -> Parsed {
    var defects: [VectorDefect] = []
    do {
      let (header, casesValue) = try parseHeader(document.root, layoutPath: layoutPath)
      guard casesValue.count > 0 else {
        throw DefectReason(at: JSONPointer.root.appending("cases"), "the suite has no cases", help: "add a case, or delete the file")
      }
      var decoder = CaseDecoder(suite: header.suite, defaultTolerance: header.defaultTolerance, expectedCount: casesValue.count)
      let cases = try decoder.decode(casesValue, firstIndex: 0, in: document, path: path, defects: &defects)
      let file = VectorFile(path: path, suite: header.suite, description: header.description, source: header.source,
                            cases: cases, revisions: header.revisions, document: document)
      return Parsed(file: file, defects: defects)
    } catch let reason as DefectReason {
      defects.append(reason.located(in: document, file: path))
    } catch {
      defects.append(DefectReason(at: .root, "\(error)").located(in: document, file: path))
    }
    return Parsed(file: nil, defects: defects)
  }

  /// The top level of a file, and its `cases` array (not yet looked into); the first fault of the top level.
  static func parseHeader(_ root: JSONValue, layoutPath: String?) throws -> (Header, cases: JSONValue) {
    guard root.kind == .object else {
      throw DefectReason(at: .root, "a vector file is a JSON object, found \(ScalarDecoding.describe(root))")
    }
    try rejectUnknownKeys(of: root, at: .root, allowed: topLevelKeys)
    let format = try ScalarDecoding.string(required("format", in: root, at: .root), at: JSONPointer.root.appending("format"))
    guard format == Self.format else {
      throw DefectReason(at: JSONPointer.root.appending("format"), "unsupported format \"\(format)\"",
                         help: "this parity-check reads \"\(Self.format)\"")
    }
    let suite = try ScalarDecoding.string(required("suite", in: root, at: .root), at: JSONPointer.root.appending("suite"))
    let description = try ScalarDecoding.string(required("description", in: root, at: .root), at: JSONPointer.root.appending("description"))
    let source = try required("source", in: root, at: .root)
    guard source.kind == .object, let generator = source["generator"]?.stringValue else {
      throw DefectReason(at: JSONPointer.root.appending("source"),
                         "\"source\" must be an object naming its \"generator\" and \"version\"")
    }
    let version = source["version"]?.stringValue ?? "?"
    let revisions = try Self.revisions(of: source)
    // An unknown suite has no place to live; the run names it as unknown (with a "did you mean").
    if let layoutPath, SuiteCatalog.binding(for: suite) != nil {
      try checkLayout(layoutPath, suite: suite, revisions: revisions)
    }
    var defaultTolerance = Tolerance.exact
    if let defaults = root["defaults"] {
      let pointer = JSONPointer.root.appending("defaults")
      try rejectUnknownKeys(of: defaults, at: pointer, allowed: ["tolerance"])
      if let tolerance = defaults["tolerance"] {
        defaultTolerance = try parseTolerance(tolerance, at: pointer.appending("tolerance"))
      }
    }
    let casesValue = try required("cases", in: root, at: .root)
    guard casesValue.kind == .array else {
      throw DefectReason(at: JSONPointer.root.appending("cases"), "\"cases\" must be an array")
    }
    let header = Header(suite: suite, description: description, source: "\(generator) \(version)", revisions: revisions,
                        defaultTolerance: defaultTolerance)
    return (header, casesValue)
  }

  /// Decodes a file's cases, all at once or a slice at a time: what it has seen (the ids, for duplicates; the tag
  /// lists, to share them) carries over from one slice to the next.
  struct CaseDecoder {
    let defaultTolerance: Tolerance
    /// The suite's declared not-portable reasons, nil for a suite the harness does not know (the run says so).
    let notPortable: DeclaredNotPortableReasons?
    private var seenIDs: [String: Int] = [:]
    // Most cases of a file share one of a few tag lists: one array each, not one per case, for the results
    // of a run keep them until the report is written.
    private var tagLists: [[String]: [String]] = [:]
    private var lastTags: [String] = []

    init(suite: String, defaultTolerance: Tolerance, expectedCount: Int) {
      self.defaultTolerance = defaultTolerance
      notPortable = SuiteCatalog.suite(named: suite).map { DeclaredNotPortableReasons(suite: $0.name, reasons: $0.notPortableReasons) }
      seenIDs.reserveCapacity(expectedCount)
    }

    /// The cases of `casesValue`, an array whose element 0 is the file's case `firstIndex`; a defect for each
    /// case that is not one, located in `document`. Any other error ends the file (it is thrown).
    mutating func decode(_ casesValue: JSONValue, firstIndex: Int, in document: JSONDocument, path: String,
                         defects: inout [VectorDefect]) throws -> [VectorCase] {
      var cases: [VectorCase] = []
      cases.reserveCapacity(casesValue.count)
      for element in 0..<casesValue.count {
        let index = firstIndex + element
        do {
          // A borrowed view: reading a case's fields retains the document only for the two values a case keeps.
          var vectorCase = try casesValue.withBorrowedView {
            try parseCase($0[element]!, index: index, defaultTolerance: defaultTolerance, notPortable: notPortable)
          }
          if vectorCase.tags == lastTags { vectorCase.tags = lastTags }  // the usual case: as the case before
          else if let shared = tagLists[vectorCase.tags] { vectorCase.tags = shared } else { tagLists[vectorCase.tags] = vectorCase.tags }
          lastTags = vectorCase.tags
          if let first = seenIDs[vectorCase.id] {
            throw DefectReason(
              at: vectorCase.pointer.appending("id"), "duplicate case id \"\(vectorCase.id)\" (first used by case \(first))",
              help: "give the case a new id; never reuse or renumber ids")
          }
          seenIDs[vectorCase.id] = index
          cases.append(vectorCase)
        } catch let reason as DefectReason {
          defects.append(reason.located(in: document, file: path))
        }
      }
      return cases
    }
  }

  fileprivate static func parseCase(_ value: JSONValue, index: Int, defaultTolerance: Tolerance,
                                    notPortable: DeclaredNotPortableReasons?) throws -> VectorCase {
    try JSONPointer.read(locatedAt: JSONPointer.root.appending("cases").appending(index)) {
      try parseCase(value, index: index, at: $0, defaultTolerance: defaultTolerance, notPortable: notPortable)
    }
  }

  private static func parseCase(_ value: JSONValue, index: Int, at pointer: JSONPointer,
                                defaultTolerance: Tolerance, notPortable: DeclaredNotPortableReasons?) throws -> VectorCase {
    guard value.kind == .object else {
      throw DefectReason(at: pointer, "a case is an object, found \(ScalarDecoding.describe(value))")
    }
    // Each field looked up once (the check for unknown ones counts what was found), in `caseKeys` order.
    let fields = try members(of: value, at: pointer, allowed: caseMembers)
    let (idField, tagsField, commentField, inputField, expectedField, toleranceField) =
      (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
    guard let idValue = idField else { throw missingField("id", at: pointer) }
    let id = try ScalarDecoding.string(idValue, at: pointer.appending("id"))
    guard !id.isEmpty, id.utf8.allSatisfy(isIDByte) else {
      throw DefectReason(at: pointer.appending("id"), "case id \"\(id)\" may only use letters, digits, '.', '_' and '-'")
    }
    var tags: [String] = []
    if let tagsValue = tagsField {
      tags = try InputReader.array(tagsValue, at: pointer.appending("tags"), ScalarDecoding.string)
      if let bad = tags.firstIndex(where: { $0.isEmpty || !$0.utf8.allSatisfy(isTagByte) }) {
        throw DefectReason(at: pointer.appending("tags").appending(bad), "tag \"\(tags[bad])\" is not [a-z0-9-]+",
                           help: "tags are lower-case letters, digits and '-' (edge, nan, rule-boundary)")
      }
    }
    let comment = try commentField.map { try ScalarDecoding.string($0, at: pointer.appending("comment")) }
    guard let input = inputField else { throw missingField("input", at: pointer) }
    guard input.kind == .object else {
      throw DefectReason(at: pointer.appending("input"), "\"input\" must be an object")
    }
    guard let expectedValue = expectedField else {
      throw DefectReason(at: pointer, "case \"\(id)\" has no \"expected\" value",
                         help: "fill it on the JVM: tools/jvm-parity/oracle generate <this file>")
    }
    let expected = try parseExpectation(expectedValue, at: pointer.appending("expected"), notPortable: notPortable)
    var tolerance = defaultTolerance
    if let toleranceValue = toleranceField {
      tolerance = try parseTolerance(toleranceValue, at: pointer.appending("tolerance"))
    }
    return VectorCase(id: id, tags: tags, comment: comment, input: input.owned, expected: expected,
                      tolerance: tolerance, index: index)
  }

  /// An `expected` value: an error code of the contract, a reason `notPortable` declares (nil: not checked, for an
  /// unknown suite, which the run names), or a value (read against the suite's value when judged).
  static func parseExpectation(_ value: JSONValue, at pointer: JSONPointer,
                               notPortable: DeclaredNotPortableReasons?) throws -> Expectation {
    guard value.kind == .object else {
      throw DefectReason(at: pointer, "\"expected\" must be an object")
    }
    let members = value.members(expectationMembers)
    if let code = members[0] {
      try rejectUnknownKeys(of: value, at: pointer, allowed: ["error", "index"])
      let index = try members[1].map { Int(try ScalarDecoding.int32($0, at: pointer.appending("index"))) }
      let name = try ScalarDecoding.string(code, at: pointer.appending("error"))
      guard ContractErrorCodes.all.contains(name) else {
        throw DefectReason(at: pointer.appending("error"), "unknown error code \"\(name)\"",
                           help: "the contract's codes are \(ContractErrorCodes.all.joined(separator: ", ")) (docs/contracts.md)")
      }
      return .error(code: name, index: index)
    }
    if let reason = members[2] {
      try rejectUnknownKeys(of: value, at: pointer, allowed: ["notPortable"])
      let text = try ScalarDecoding.string(reason, at: pointer.appending("notPortable"))
      try notPortable?.check(text, at: pointer.appending("notPortable"))
      return .notPortable(reason: text)
    }
    return .value(value.owned)
  }

  /// A suite's declared not-portable reasons, for the expected values of its cases.
  struct DeclaredNotPortableReasons {
    let suite: String
    let reasons: [NotPortableReason]

    /// A defect unless `reason` matches a declared one: a case no runner asks may only say why Android's value is
    /// not portable as the oracle does, never anything an edit of the file wrote.
    func check(_ reason: String, at pointer: JSONPointer) throws {
      guard !reasons.contains(where: { $0.matches(reason) }) else { return }
      let declared = reasons.isEmpty ? "suite \(suite) has no case whose value is not portable"
        : "suite \(suite) declares \(reasons.count == 1 ? "one reason" : "\(reasons.count) reasons") (docs/vector-format.md)"
      throw DefectReason(at: pointer, "unknown not-portable reason \"\(reason)\" for suite \(suite)",
                         help: "\(declared); regenerate the file with tools/jvm-parity/oracle generate")
    }
  }

  /// `source.android.revisions`: the android-sdk-core revisions whose values the file holds, each one the
  /// harness knows (``AndroidCoreRevision``); nil when the file names none (it holds for every revision).
  static func revisions(of source: JSONValue) throws -> [String]? {
    guard let android = source["android"] else { return nil }
    let pointer = JSONPointer.root.appending("source").appending("android")
    guard android.kind == .object, let list = android["revisions"], list.kind == .array, list.count > 0 else {
      throw DefectReason(at: pointer, "\"android\" must be an object with a non-empty \"revisions\" array")
    }
    var revisions: [String] = []
    for index in 0..<list.count {
      let name = try ScalarDecoding.string(list[index]!, at: pointer.appending("revisions").appending(index))
      guard AndroidCoreRevision(rawValue: name) != nil else {
        throw DefectReason(at: pointer.appending("revisions").appending(index), "unknown android-sdk-core revision \"\(name)\"",
                           help: "known revisions: \(AndroidCoreRevision.knownRevisions(insteadOf: name))")
      }
      revisions.append(name)
    }
    return revisions
  }

  package static func parseTolerance(_ value: JSONValue, at pointer: JSONPointer) throws -> Tolerance {
    try rejectUnknownKeys(of: value, at: pointer, allowed: ["ulps", "abs", "nanBits", "signedZero", "nanMatchesNumber"])
    var tolerance = Tolerance()
    if let ulps = value["ulps"] {
      guard let count = ulps.integerValue, count >= 0, count <= Int32.max else {
        throw DefectReason(at: pointer.appending("ulps"), "\"ulps\" must be a non-negative 32-bit integer")
      }
      tolerance.ulps = UInt64(count)
    }
    if let absolute = value["abs"] {
      guard let bound = absolute.numberValue, bound >= 0, bound.isFinite else {
        throw DefectReason(at: pointer.appending("abs"), "\"abs\" must be a finite number >= 0")
      }
      tolerance.absolute = bound
    }
    if let nanBits = value["nanBits"] { tolerance.nanBits = try ScalarDecoding.bool(nanBits, at: pointer.appending("nanBits")) }
    if let signedZero = value["signedZero"] {
      tolerance.signedZero = try ScalarDecoding.bool(signedZero, at: pointer.appending("signedZero"))
    }
    if let nanMatchesNumber = value["nanMatchesNumber"] {
      tolerance.nanMatchesNumber = try ScalarDecoding.bool(nanMatchesNumber, at: pointer.appending("nanMatchesNumber"))
    }
    return tolerance
  }

  private static func required(_ key: String, in object: JSONValue, at pointer: JSONPointer) throws -> JSONValue {
    guard let value = object[key] else { throw missingField(key, at: pointer) }
    return value
  }

  private static func missingField(_ key: String, at pointer: JSONPointer) -> DefectReason {
    DefectReason(at: pointer, "missing required field \"\(key)\"", help: "see docs/vector-format.md")
  }

  /// The members named `allowed`, in that order (nil where absent); a defect for any other member.
  private static func members(of object: JSONValue, at pointer: JSONPointer, allowed: JSONMemberNames) throws -> [JSONValue?] {
    guard object.kind == .object else {
      throw DefectReason(at: pointer, "expected an object, found \(ScalarDecoding.describe(object))")
    }
    let found = object.members(allowed)
    var present = 0
    for member in found where member != nil { present += 1 }  // counted, not filtered into a new array
    if present != object.count { try rejectUnknownKeys(of: object, at: pointer, allowed: allowed.names) }
    return found
  }

  private static func rejectUnknownKeys(of object: JSONValue, at pointer: JSONPointer, allowed: [String]) throws {
    guard object.kind == .object else {
      throw DefectReason(at: pointer, "expected an object, found \(ScalarDecoding.describe(object))")
    }
    // Looking the allowed names up is cheaper than listing the members' names, which only a defect needs.
    let present = allowed.filter { object[$0] != nil }.count
    if present == object.count { return }
    for key in object.keys where !allowed.contains(key) {
      throw DefectReason(at: pointer.appending(key), "unknown field \"\(key)\"",
                         help: "the fields allowed here are \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))", atKey: true)
    }
  }

  /// The layout rule (docs/vector-format.md): suite `area.function` lives in `<area>/<function>.json`, or in
  /// `<area>/<function>@<revision>.json` for a revision the file names. The oracle enforces the same rule.
  static func checkLayout(_ layoutPath: String, suite: String, revisions: [String]?) throws {
    let stem = suite.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
    let allowed = ["\(stem).json"] + (revisions ?? []).map { "\(stem)@\($0).json" }
    guard allowed.contains(layoutPath) else {
      throw DefectReason(at: JSONPointer.root.appending("suite"),
                         "suite \(suite) lives in <vectors>/\(allowed.joined(separator: " or ")), not .../\(layoutPath)",
                         help: "move the file (the layout is vectors/<area>/<function>[@<revision>].json)")
    }
  }

  private static func isTagByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): return true
    default: return false
    }
  }

  private static func isIDByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}
