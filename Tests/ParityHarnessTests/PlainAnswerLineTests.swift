@testable import ParityFuzzing
import Testing

/// The fuzzer reads the oracle's usual answer line without json-c (`PlainAnswerLine`): whatever line it takes
/// must read exactly as json-c reads it, and whatever json-c or the fidelity scan would refuse, it must leave
/// to them.
@Suite struct PlainAnswerLineTests {
  /// Lines the oracle writes: the plain reader takes them, as json-c reads them.
  static let usual = [
    #"{"expected": {"hash": 382252049}}"#,
    #"{"expected": {"hash": -2147483648}}"#,
    #"{"expected": {"id": "5s-~#VE I*q7Lu3Ed/"}}"#,
    #"{"expected": {"id": "\ucd90\ubc33\u00bef\u00a9\u225c\uffff \" \\ \/ \b \f \n \r \t"}}"#,
    #"{"expected": {"id": ""}}"#,
    #"{"expected": {}}"#,
    #"{"expected": {"error": "invalidArgument", "index": 3}}"#,
    #"{"expected": {"notPortable": "identity hash"}}"#,
    #"{"expected": {"km": 1.5e-7, "m": -0.0, "x": 0.0, "y": 123.456E+12, "z": 9.99e250, "list": [1, [2, {}], []], "b": [true, false, null]}}"#,
    #"{"expected": {"long": "-9223372036854775808", "n": 999999999999999999, "zero": 0, "negative": -12}}"#,
  ]

  /// Lines the plain reader must leave to json-c: some json-c reads (other spacing, a tolerance, a failure, an
  /// escaped key), some it refuses, and some the fidelity scan refuses.
  static let others = [
    #"{"failure": "bad input"}"#,
    #"{"expected": {"hash": 1}, "tolerance": {"ulps": 4}}"#,
    #"{ "expected": {"hash": 1}}"#,
    #"{"expected": {"hash": 1} }"#,
    #"{"expected":{"hash": 1}}"#,
    #"{"expected": {"h\u0061sh": 1}}"#,
    #"{"expected": {"hash": 1}, "extra": 1}"#,
    #"{"expected": 5}"#,
    #"{"expected": {"hash": 1}"#,
    #"{"expected": {"hash": 1}}}"#,
    #"{"expected": {"hash": -0}}"#,
    #"{"expected": {"hash": 12345678901234567890}}"#,
    #"{"expected": {"x": 1e400}}"#,
    #"{"expected": {"x": 1e-400}}"#,
    #"{"expected": {"x": 1.}}"#,
    #"{"expected": {"x": .5}}"#,
    #"{"expected": {"x": 01}}"#,
    #"{"expected": {"x": 1e}}"#,
    #"{"expected": {"x": NaN}}"#,
    #"{"expected": {"x": tru}}"#,
    #"{"expected": {"x": truex}}"#,
    #"{"expected": {"x": 1x}}"#,
    #"{"expected": {"a": 1, "a": 2}}"#,
    #"{"expected": {"a": 1,}}"#,
    #"{"expected": {"a": [1,]}}"#,
    #"{"expected": {"a": [1}}"#,
    #"{"expected": {"s": "\ud800"}}"#,
    #"{"expected": {"s": "\ud83d\ude00"}}"#,
    #"{"expected": {"s": "\x"}}"#,
    #"{"expected": {"s": "\u12"}}"#,
    #"{"expected": {"s": "é"}}"#,
    "{\"expected\": {\"s\": \"a\tb\"}}",
    #"{"expected": {"s": "unterminated}}"#,
    #"{"expected": {'s': 1}}"#,
    #"{"expected": {"s": 1 /* comment */}}"#,
    "{\"expected\": " + String(repeating: "{\"a\": ", count: 20) + "1" + String(repeating: "}", count: 21),
    "not json",
    "",
  ]

  @Test func usualLinesReadAsJSONCReadsThem() {
    for line in Self.usual {
      let plain = PlainAnswerLine.expectedText(Array(line.utf8))
      #expect(plain != nil, "\(line)")
      #expect(plain.map(OracleAnswer.expected) == OracleAnswer(line: line), "\(line)")
    }
  }

  @Test func everythingElseIsLeftToJSONC() {
    for line in Self.others {
      #expect(PlainAnswerLine.expectedText(Array(line.utf8)) == nil, "\(line)")
    }
    // The batch reader still reads each of them as json-c does, among plain lines.
    let mixed = zip(Self.usual, Self.others).flatMap { [$0, $1] } + Self.others
    #expect(OracleAnswer.answers(lines: mixed.map { Array($0.utf8) }) == mixed.map { OracleAnswer(line: $0) })
  }
}
