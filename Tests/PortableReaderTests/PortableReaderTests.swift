import Testing
import VectorJSON

/// The portable reader on its own: strict where json-c is lenient, identical where both accept, and a tree
/// comparison that can tell the two apart when they do differ.
@Suite struct PortableReaderTests {
  func load(_ text: String, _ reader: JSONReader) throws -> JSONDocument {
    try JSONDocument(bytes: Array(text.utf8), reader: reader)
  }

  func portableError(_ text: String) -> JSONLoadError? {
    do {
      _ = try load(text, .portable)
      return nil
    } catch {
      return error as? JSONLoadError
    }
  }

  @Test(arguments: [
    #"{"a": 1e2, "b": -0.0, "c": 9223372036854775807, "d": -9223372036854775808, "e": 0.1, "f": 1E-7}"#,
    #"{"big": 99999999999999999999, "small": -99999999999999999999, "unsigned": 18446744073709551615}"#,
    #"{"s": "tab\there \u0000 nul \u001f \/ slash \"q\" \\ \u00e9 \uffff", "t": true, "n": null, "x": [], "o": {}}"#,
    #"{"dup": 1, "other": 2, "dup": 3}"#,
    "  [1, [2, [3, {\"k\": [4.5, \"5\"]}]]]  \n",
  ])
  func bothReadersAgreeOnWhatBothAccept(_ text: String) throws {
    let jsonC = try load(text, .jsonC), portable = try load(text, .portable)
    var count = 0
    #expect(TreeComparison.differences(jsonC.root, portable.root, at: "", count: &count).isEmpty)
    #expect(jsonC.root.compactText == portable.root.compactText)
  }

  @Test func largeIntegersAreClampedAsJSONCClampsThem() throws {
    let root = try load(#"{"big": 99999999999999999999, "small": -99999999999999999999}"#, .portable).root
    #expect(root["big"]?.integerValue == .max)
    #expect(root["small"]?.integerValue == .min)
  }

  @Test(arguments: [
    #"{"a": NaN}"#, #"{"a": Infinity}"#, #"{"a": 1} // comment"#, #"{"a": /* c */ 1}"#, #"{"a": [1, 2,]}"#,
    #"{"a": 1,}"#, "{'a': 1}", #"{"a": 01}"#, #"{"a": +1}"#, #"{"a": .5}"#, #"{"a": 1.}"#, #"{"a": 1e}"#,
    "{\"a\": \"raw\ttab\"}", #"{"a": "\x"}"#, #"{"a": tru}"#, #"{a: 1}"#, #"{"a" 1}"#, "",
  ])
  func thePortableReaderRejectsWhatTheRFCRejects(_ text: String) {
    let error = portableError(text)
    #expect(error != nil, "accepted \(text)")
    #expect(error?.message.hasPrefix("bad JSON") == true)
  }

  @Test func errorsAreLocatedAtTheOffendingByte() {
    #expect(portableError(#"{"a": [1, 2"#)?.kind == .unexpectedEnd)
    #expect(portableError(#"{"a": 1} x"#)?.kind == .trailingContent)
    #expect(portableError("{\n  \"a\": [1,, 2]\n}")?.location == SourceLocation(line: 2, column: 11))
    let deep = String(repeating: "[", count: JSONDocument.maximumDepth + 1) + String(repeating: "]", count: JSONDocument.maximumDepth + 1)
    #expect(portableError(deep)?.kind == .tooDeep(limit: JSONDocument.maximumDepth))
    let deepest = String(repeating: "[", count: JSONDocument.maximumDepth) + String(repeating: "]", count: JSONDocument.maximumDepth)
    #expect(portableError(deepest) == nil)
  }

  @Test func theFidelityScanGuardsBothReaders() {
    #expect(portableError(#"{"a": -0}"#)?.kind == .negativeZeroInteger)
    #expect(portableError(#"{"s": "\ud83d\ude00"}"#)?.kind == .surrogateEscape("\\ud83d"))
    #expect(portableError("{\"s\": \"caf\u{e9}\"}")?.kind == .nonASCIIByte(0xC3))
  }

  /// The comparison the corpus test relies on must see a number's kind, its exact bits, and member order.
  @Test(arguments: [
    (#"{"a": 1}"#, #"{"a": 1.0}"#), (#"{"a": 0.1}"#, #"{"a": 0.10000000000000002}"#),
    (#"{"a": 1, "b": 2}"#, #"{"b": 2, "a": 1}"#), (#"{"a": "x"}"#, #"{"a": "y"}"#), (#"[1, 2]"#, #"[1]"#),
  ])
  func theTreeComparisonSeesEveryDifference(_ pair: (String, String)) throws {
    let a = try load(pair.0, .jsonC), b = try load(pair.1, .portable)
    var count = 0
    #expect(!TreeComparison.differences(a.root, b.root, at: "", count: &count).isEmpty)
  }
}
