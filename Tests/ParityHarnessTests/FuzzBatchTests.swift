import ParityHarness
import ParitySuiteKit
import ParitySuites
@testable import ParityFuzzing
import Testing

/// The fuzzer judges a batch at a time (one vector file, one parse of the oracle's answers per ~32 kB): every
/// batch result must be exactly what judging each pair alone gives, whatever the pairs are.
@Suite struct FuzzBatchTests {
  /// Lines the oracle could send, good and bad; several are built to run into a neighbour if joined naively.
  static let lines = [
    #"{"expected": {"hash": 2112}}"#,
    #"{ "expected" :{"hash":1} }"#,
    #"{"expected": {"hash": 1}, "tolerance": {"ulps": 4}}"#,
    #"{"tolerance": {"ulps": 4}, "expected": {"hash": 1}}"#,
    #"{"failure": "bad input: a } and a ] and a \" inside"}"#,
    #"{"expected": {"id": "a\\\"}{b"}}"#,
    #"{"expected": {"hash": 1}, "extra": 1}"#,
    #"{"expected": 5}"#,
    "not json",
    #"{"expected": {"hash": 1}"#,
    #"{"failure": "a"}, {"failure": "b"}"#,
    #"{"expected": {"hash": 1}}}"#,
    #"{"expected": {"hash": [1}}"#,
    "",
    #"{"expected": {"hash": 1x}}"#,
  ]

  @Test func manyAnswerLinesReadAsEachLineAlone() {
    let alone = Self.lines.map { OracleAnswer(line: $0) }
    #expect(alone.contains(nil) && alone.contains { $0 != nil }, "the lines mix answers and garbage")
    // All together, then only the good ones (the path that reads them as one array), then each bad one among good ones.
    #expect(OracleAnswer.answers(lines: Self.lines.map { Array($0.utf8) }) == alone)
    let good = Self.lines.filter { OracleAnswer(line: $0) != nil }
    #expect(OracleAnswer.answers(lines: good.map { Array($0.utf8) }) == good.map { OracleAnswer(line: $0) })
    for bad in Self.lines where OracleAnswer(line: bad) == nil {
      let mixed = [good[0], bad, good[1]]
      #expect(OracleAnswer.answers(lines: mixed.map { Array($0.utf8) }) == mixed.map { OracleAnswer(line: $0) }, "\(bad)")
    }
    // Thousands of lines are read in several arrays; the answers stay in order.
    let many = (0..<5000).map { #"{"expected": {"hash": \#($0)}}"# }
    #expect(OracleAnswer.answers(lines: many.map { Array($0.utf8) }) == many.map { OracleAnswer(line: $0) })
  }

  /// Pairs of `suite` for the subject, answered by the fake oracle; `spoil` breaks some answers.
  static func pairs(_ suite: String, count: Int, spoil: Bool = false) -> [(input: String, expected: String)] {
    Fuzzer.inputs(suite: suite, seed: 11, count: count).enumerated().compactMap { index, input in
      guard case .expected(var expected) = FuzzFakeOracle.answer(OracleRequest(suite: suite, input: input.json)) else { return nil }
      if spoil && index % 97 == 3 { expected = #"{"hash": "not a number"}"# }
      if spoil && index % 89 == 5 { expected += #", "tolerance": {"ulps": -1}"# }
      return (input.json, expected)
    }
  }

  static func judgedAlone(_ check: DifferentialCheck, _ pairs: [(input: String, expected: String)]) -> [String] {
    pairs.map { String(describing: check.verdict(input: $0.input, expected: $0.expected)) }
  }

  @Test(arguments: ["javaHash.string", "marker.id", "zoom.interval", "route.distanceMarkers"])
  func aBatchIsJudgedAsEachPairAlone(suite: String) throws {
    let check = try #require(DifferentialCheck(suite: suite, subject: .core, tolerance: .exact))
    let pairs = Self.pairs(suite, count: 600)
    let batch = check.verdicts(pairs).map { String(describing: $0) }
    #expect(batch == Self.judgedAlone(check, pairs))
    #expect(batch.allSatisfy { $0 == "agreed" || $0 == "notPortable" })
  }

  @Test func divergencesInABatchReadAsAlone() throws {
    let subject = try #require(MutantCatalog.mutant(named: "zoom-rounded-up")).subject
    let check = try #require(DifferentialCheck(suite: "zoom.interval", subject: subject, tolerance: .exact))
    let pairs = Self.pairs("zoom.interval", count: 600)
    let batch = check.verdicts(pairs).map { String(describing: $0) }
    #expect(batch == Self.judgedAlone(check, pairs))
    #expect(batch.contains { $0.hasPrefix("diverged") } && batch.contains("agreed"), "the batch mixes agreements and divergences")
  }

  @Test func defectsInABatchReadAsAlone() throws {
    let check = try #require(DifferentialCheck(suite: "javaHash.string", subject: .core, tolerance: .exact))
    let pairs = Self.pairs("javaHash.string", count: 600, spoil: true)
    let batch = check.verdicts(pairs).map { String(describing: $0) }
    #expect(batch == Self.judgedAlone(check, pairs))
    #expect(batch.contains { $0.hasPrefix("invalid") } && batch.contains("agreed"), "the batch mixes agreements and defects")
  }

  /// A batch is cut into runs of at least 32 kB of text, in order, none empty, covering every item once; the
  /// results come back one per item, in item order, whatever run did them.
  @Test func piecesCoverTheBatchInOrder() {
    #expect(PieceWork.ranges(of: [], size: 10) == [])
    #expect(PieceWork.ranges(of: [4, 4, 4, 4, 4], size: 10) == [0..<3, 3..<5])
    #expect(PieceWork.ranges(of: [25, 1, 9, 1], size: 10) == [0..<1, 1..<3, 3..<4])
    #expect(PieceWork.ranges(of: [0, 0], size: 10) == [0..<2])
    let items = (0..<5000).map { "item \($0)" }
    let runs = PieceWork.ranges(of: items.map { $0.utf8.count * 100 }, size: PieceWork.pieceBytes)
    #expect(runs.count > 2, "a batch this large is worked on in several runs")
    #expect(PieceWork.map(items, bytes: { $0.utf8.count * 100 }) { run in run.map { $0.uppercased() } } == items.map { $0.uppercased() })
  }
}
