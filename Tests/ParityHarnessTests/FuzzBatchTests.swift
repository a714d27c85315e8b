@testable import ParityFuzzing
import ParitySuiteKit
import Testing
import VectorJSON

/// The fuzzer reads the oracle's answers a batch at a time (one parse per ~32 kB of lines): every answer must be
/// exactly what reading its line alone gives, whatever the lines are. (Judging a batch: FuzzDirectJudgingTests.)
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

  /// A request line written from an input's value is the line of the request with the input's text.
  @Test func aRequestLineFromAValueIsTheLineOfItsText() {
    for input in Fuzzer.inputs(suite: "marker.id", seed: 3, count: 200) + Fuzzer.inputs(suite: "javaHash.string", seed: 3, count: 200) {
      var fromText: [UInt8] = []
      OracleRequest(suite: "s.x", input: input.json).appendLine(to: &fromText)
      var fromValue: [UInt8] = []
      OracleRequest.appendLine(suite: "s.x", input: input, to: &fromValue)
      #expect(fromValue == fromText)
    }
  }

  /// An answer read among others keeps the object its line was read as, for judging; one read alone has none.
  @Test func answersReadTogetherKeepTheirObjects() throws {
    let lines = [#"{"expected": {"hash": 7}, "tolerance": {"ulps": 4}}"#, #"{"failure": "bad input"}"#]
    let read = OracleAnswer.read(lines: lines.map { Array($0.utf8) })
    let first = try #require(read[0]?.object)
    #expect(first["expected"]?["hash"]?.integerValue == 7 && first["tolerance"]?["ulps"]?.integerValue == 4)
    #expect(read[1]?.answer == .failure("bad input"))
    let alone = OracleAnswer.read(lines: [Array(lines[0].utf8), Array("not json".utf8)])
    #expect(alone[0]?.answer == .expected(#"{"hash": 7}, "tolerance": {"ulps": 4}"#) && alone[0]?.object == nil && alone[1] == nil)
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
