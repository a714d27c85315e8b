import PortableJSON
import Testing
import VectorJSON

/// The portable reader on its own: strict by itself (not only behind the shared scan), identical to json-c where
/// both accept, rejecting alike where the gates reject, and a tree comparison that can tell two trees apart.
@Suite struct PortableReaderTests {
  func load(_ text: String, _ reader: JSONReader) throws -> JSONDocument {
    try JSONDocument(bytes: Array(text.utf8), reader: reader)
  }

  func loadError(_ text: String, _ reader: JSONReader) -> JSONLoadError? {
    do {
      _ = try load(text, reader)
      return nil
    } catch {
      return error as? JSONLoadError
    }
  }

  /// The parser alone, without the fidelity scan in front of it.
  func parserError(_ text: String, maximumDepth: Int = 256) -> PortableJSONError? {
    let bytes = Array(text.utf8)
    do throws(PortableJSONError) {
      _ = try bytes.withUnsafeBufferPointer { buffer throws(PortableJSONError) in
        try PortableJSONParser.parse(buffer, maximumDepth: maximumDepth)
      }
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    #"{"a": 1e2, "b": -0.0, "c": 9223372036854775807, "d": -9223372036854775808, "e": 0.1, "f": 1E-7}"#,
    #"{"s": "tab\there \u001f \/ slash \"q\" \\ \u00e9 \uffff", "t": true, "n": null, "x": [], "o": {}}"#,
    "  {\"k\": [1, [2, [3, {\"k\": [4.5, \"5\"]}]]]}  \n",
  ])
  func bothReadersAgreeOnWhatBothAccept(_ text: String) throws {
    let jsonC = try load(text, .jsonC), portable = try load(text, .portable)
    var count = 0
    #expect(TreeComparison.differences(jsonC.root, portable.root, at: "", count: &count).isEmpty)
    #expect(jsonC.root.compactText == portable.root.compactText)
  }

  @Test(arguments: [
    #"{"a": NaN}"#, #"{"a": 1} // comment"#, #"{"a": /* c */ 1}"#, #"{"a": [1, 2,]}"#, #"{"a": 1,}"#, "{'a': 1}",
    #"{"a": 01}"#, #"{"a": 1.}"#, #"{"a": 1e}"#, "{\"a\": \"raw\ttab\"}", #"{"a": "\x"}"#, #"{"a": tru}"#, #"{a: 1}"#,
    #"{"a" 1}"#, #"{"a": 1} x"#, #"{"a": [1, 2"#, #"{"dup": 1, "dup": 2}"#, #"{"big": 99999999999999999999}"#, "",
  ])
  func bothReadersRejectAlikeAtTheSamePlace(_ text: String) {
    let jsonC = loadError(text, .jsonC), portable = loadError(text, .portable)
    #expect(portable != nil, "the portable reader accepts \(text)")
    #expect(portable?.location == jsonC?.location, "json-c: \(String(describing: jsonC)), portable: \(String(describing: portable))")
  }

  @Test(arguments: [
    #"{"a": NaN}"#, #"{"a": Infinity}"#, #"{"a": 1} // c"#, #"{"a": /* c */ 1}"#, #"{"a": [1, 2,]}"#, #"{"a": 1,}"#,
    "{'a': 1}", #"{"a": 01}"#, #"{"a": +1}"#, #"{"a": .5}"#, #"{"a": 1.}"#, #"{"a": 1e}"#, "{\"a\": \"raw\ttab\"}",
    #"{"a": "\x"}"#, #"{"a": tru}"#, #"{a: 1}"#, #"{"a" 1}"#, "",
  ])
  func theParserAloneRejectsWhatTheRFCRejects(_ text: String) {
    #expect(parserError(text) != nil, "the parser accepts \(text)")
  }

  @Test func theParserLocatesItsFaults() {
    #expect(parserError(#"{"a": [1, 2"#)?.kind == .unexpectedEnd)
    #expect(parserError(#"{"a": 1} x"#) == PortableJSONError(kind: .trailingContent, offset: 9))
    #expect(parserError("{\n  \"a\": [1,, 2]\n}")?.offset == 12)
    #expect(parserError("[[[1]]]", maximumDepth: 2)?.kind == .tooDeep)
    #expect(parserError("[[1]]", maximumDepth: 2) == nil)
  }

  /// Beyond 64 bits the scan rejects the number first; behind it, the parser clamps as json-c does.
  @Test func theParserClampsIntegersBeyond64BitsAsJSONCDoes() throws {
    let bytes = Array(#"[99999999999999999999, -99999999999999999999]"#.utf8)
    let root = try bytes.withUnsafeBufferPointer { try PortableJSONParser.parse($0, maximumDepth: 4) }
    guard case .array(let elements) = root.content, case .integer(let big, _, _) = elements[0].content,
      case .integer(let small, _, _) = elements[1].content
    else { Issue.record("not two integers"); return }
    #expect(big == .max && small == .min)
  }

  @Test func theFidelityScanGuardsBothReaders() {
    #expect(loadError(#"{"a": -0}"#, .portable)?.kind == .negativeZeroInteger)
    #expect(loadError(#"{"s": "\ud83d\ude00"}"#, .portable)?.kind == .surrogateEscape("\\ud83d"))
    #expect(loadError("{\"s\": \"caf\u{e9}\"}", .portable)?.kind == .nonASCIIByte(0xC3))
  }

  /// The comparison the corpus test relies on must see a number's kind, its exact bits, and member order.
  @Test(arguments: [
    (#"{"a": 1}"#, #"{"a": 1.0}"#), (#"{"a": 0.1}"#, #"{"a": 0.10000000000000002}"#),
    (#"{"a": 1, "b": 2}"#, #"{"b": 2, "a": 1}"#), (#"{"a": "x"}"#, #"{"a": "y"}"#), (#"{"a": [1, 2]}"#, #"{"a": [1]}"#),
  ])
  func theTreeComparisonSeesEveryDifference(_ pair: (String, String)) throws {
    let a = try load(pair.0, .jsonC), b = try load(pair.1, .portable)
    var count = 0
    #expect(!TreeComparison.differences(a.root, b.root, at: "", count: &count).isEmpty)
  }
}
