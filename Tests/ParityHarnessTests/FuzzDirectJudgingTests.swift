import ParityHarness
import ParitySuiteKit
import ParitySuites
@testable import ParityFuzzing
import Testing
import VectorJSON

/// The fuzzer judges a generated input from its value, not from its text read back: the tree
/// it builds must be the one a reader gives for the text, and every verdict must be the one judging the pair
/// alone, as a one-case vector file, gives.
@Suite struct FuzzDirectJudgingTests {
  /// Whether `built` and `read` answer every question alike, node for node (`path` names the first difference).
  static func difference(_ built: JSONValue, _ read: JSONValue, path: String = "") -> String? {
    guard built.kind == read.kind else { return "\(path): \(built.kind) against \(read.kind)" }
    switch built.kind {
    case .null: return nil
    case .boolean: return built.boolValue == read.boolValue ? nil : "\(path): boolean"
    case .integer:
      return built.integerValue == read.integerValue && built.numberValue == read.numberValue ? nil : "\(path): integer"
    case .double:
      return built.numberValue?.bitPattern == read.numberValue?.bitPattern ? nil : "\(path): number"
    case .string: return built.stringValue == read.stringValue ? nil : "\(path): string"
    case .array:
      guard built.count == read.count else { return "\(path): \(built.count) elements against \(read.count)" }
      for index in 0..<built.count {
        if let found = difference(built[index]!, read[index]!, path: "\(path)/\(index)") { return found }
      }
      return nil
    case .object:
      guard built.keys == read.keys else { return "\(path): members \(built.keys) against \(read.keys)" }
      for key in built.keys {
        if let found = difference(built[key]!, read[key]!, path: "\(path)/\(key)") { return found }
      }
      return nil
    }
  }

  /// Every suite's generated inputs, built as trees, are node for node what json-c and the portable reader read
  /// from their text, and are written back as the same text.
  @Test func aBuiltInputIsTheTreeItsTextReadsAs() throws {
    for suite in SuiteCatalog.all {
      for input in Fuzzer.inputs(suite: suite.name, seed: 5, count: 60) + Self.awkwardValues {
        let text = input.json
        let built = try #require(GeneratedInputTree.value(input), "\(suite.name): \(text)")
        for reader in [JSONReader.standard, .portable] {
          let document = try JSONDocument(bytes: Array("{\"input\": \(text)}".utf8), reader: reader)
          let read = try #require(document.root["input"])
          let found = Self.difference(built, read)
          #expect(found == nil, "\(suite.name), \(reader): \(found ?? "") in \(text)")
          #expect(built.compactText == read.compactText, "\(suite.name), \(reader): \(text)")
        }
      }
    }
  }

  /// Values no generator may give today, each built as its text reads.
  static let awkwardValues: [ParityValue] = [
    .object([.init("a", .double(-0.0)), .init("b", .double(1e16)), .init("c", .double(5e-324)), .init("d", .double(.nan)),
             .init("e", .double(-.infinity)), .init("f", .double(Double(bitPattern: 0x7FF8_0000_0000_0001)))]),
    .object([.init("f", .float(0.1)), .init("g", .float(-.infinity)), .init("i", .int64(.min)), .init("j", .int32(.min))]),
    .object([.init("s", .string([0x22, 0x5C, 0x00, 0x1F, 0x7F, 0xE9, 0xFFFF])), .init("t", .string([0x41, 0xD800, 0xDC00])),
             .init("u", .array([.null, .bool(true), .array([])])), .init("v", .object([]))]),
  ]

  /// A value whose text the reader refuses or reads otherwise is not built: it is judged from its text.
  @Test func aValueItsTextDoesNotPlainlyGiveIsNotBuilt() {
    #expect(GeneratedInputTree.value(.object([.init("a", .int32(1)), .init("a", .int32(2))])) == nil)
    var deep = ParityValue.int32(1)
    for _ in 0...GeneratedInputTree.depthLimit { deep = .array([deep]) }
    #expect(GeneratedInputTree.value(deep) == nil)
    #expect(GeneratedInputTree.value(.object([.init("a", .int32(1)), .init("b", .int32(2))])) != nil)
  }

  static func items(_ suite: String, count: Int, spoil: Bool = false) -> [DifferentialCheck.AnsweredInput] {
    Fuzzer.inputs(suite: suite, seed: 13, count: count).enumerated().compactMap { index, input in
      guard case .expected(var expected) = FuzzFakeOracle.answer(OracleRequest(suite: suite, input: input.json)) else { return nil }
      if spoil && index % 97 == 3 { expected = #"{"hash": "not a number"}"# }
      if spoil && index % 89 == 5 { expected += #", "tolerance": {"ulps": -1}"# }
      if spoil && index % 83 == 7 { expected += #"}, {"expected": {"hash": 1}"# }
      if spoil && index % 79 == 9 { expected = #"{"error": "NO_SUCH_CODE"}"# }
      return (input, expected, nil)
    }
  }

  /// `items` with each answer as the fuzzer reads it from the oracle's lines: with the object of its line.
  static func read(_ items: [DifferentialCheck.AnsweredInput]) -> [DifferentialCheck.AnsweredInput] {
    let read = OracleAnswer.read(lines: items.map { Array("{\"expected\": \($0.expected)}".utf8) })
    return zip(items, read).map { item, answer in (item.input, item.expected, answer?.object) }
  }

  static func judgedAlone(_ check: DifferentialCheck, _ items: [DifferentialCheck.AnsweredInput]) -> [String] {
    items.map { String(describing: check.verdict(input: $0.input.json, expected: $0.expected)) }
  }

  /// Every suite: the core against answers the core computed agrees, judged from the values exactly as alone.
  @Test func everySuiteIsJudgedFromItsValuesAsAlone() throws {
    var judged = 0
    for suite in SuiteCatalog.all {
      let check = try #require(DifferentialCheck(suite: suite.name, subject: .core, tolerance: .exact))
      let items = Self.items(suite.name, count: 50)
      let direct = check.verdicts(generated: items).map { String(describing: $0) }
      #expect(direct == Self.judgedAlone(check, items), "\(suite.name)")
      #expect(check.verdicts(generated: Self.read(items)).map { String(describing: $0) } == direct, "\(suite.name), answers as read")
      judged += items.count
    }
    #expect(judged > 2000, "the fake oracle answered the suites' inputs")
  }

  @Test func divergencesFromValuesReadAsAlone() throws {
    let subject = try #require(MutantCatalog.mutant(named: "zoom-rounded-up")).subject
    let check = try #require(DifferentialCheck(suite: "zoom.interval", subject: subject, tolerance: .exact))
    let items = Self.items("zoom.interval", count: 600)
    let direct = check.verdicts(generated: items).map { String(describing: $0) }
    #expect(direct == Self.judgedAlone(check, items))
    #expect(direct.contains { $0.hasPrefix("diverged") } && direct.contains("agreed"), "the batch mixes agreements and divergences")
  }

  /// Bad answers (a wrong type, a bad tolerance, one that runs into the next, an unknown error code) among good
  /// ones: each verdict is still the one the pair alone gets.
  @Test func defectsAmongValuesReadAsAlone() throws {
    let check = try #require(DifferentialCheck(suite: "javaHash.string", subject: .core, tolerance: .exact))
    let items = Self.items("javaHash.string", count: 600, spoil: true)
    let direct = check.verdicts(generated: items).map { String(describing: $0) }
    #expect(direct == Self.judgedAlone(check, items))
    #expect(check.verdicts(generated: Self.read(items)).map { String(describing: $0) } == direct, "answers as read")
    #expect(direct.contains { $0.hasPrefix("invalid") } && direct.contains("agreed"), "the batch mixes agreements and defects")
  }

  /// A suite's default tolerance applies to a value judged directly, and an answer's own tolerance wins over it.
  @Test func tolerancesApplyAsInAFile() throws {
    let suite = "zoom.interval"
    let loose = Tolerance(ulps: 1 << 30)  // a tolerance a file may give: ulps fit 32 bits
    let subject = try #require(MutantCatalog.mutant(named: "zoom-rounded-up")).subject
    for tolerance in [Tolerance.exact, loose] {
      let check = try #require(DifferentialCheck(suite: suite, subject: subject, tolerance: tolerance))
      var items = Self.items(suite, count: 300)
      for index in items.indices where index % 3 == 0 { items[index].expected += #", "tolerance": {"ulps": 0}"# }
      #expect(check.verdicts(generated: items).map { String(describing: $0) } == Self.judgedAlone(check, items), "\(tolerance)")
      #expect(check.verdicts(generated: Self.read(items)).map { String(describing: $0) } == Self.judgedAlone(check, items),
              "\(tolerance), answers as read")
    }
  }
}
