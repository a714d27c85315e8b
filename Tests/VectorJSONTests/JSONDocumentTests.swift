import Testing
import VectorJSON

@Suite struct JSONDocumentTests {
  func document(_ text: String) throws -> JSONDocument { try JSONDocument(bytes: Array(text.utf8)) }

  /// Runs `body` on the root of `text` (the root keeps its document alive).
  func withRoot(_ text: String, _ body: (JSONValue) throws -> Void) throws {
    try body(try document(text).root)
  }

  func loadError(_ text: String) -> JSONLoadError? {
    do {
      _ = try document(text)
      return nil
    } catch {
      return error as? JSONLoadError
    }
  }

  @Test func nestingBeyondJSONCsDefaultOf32StillLoads() throws {
    let depth = 100
    let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    try withRoot(text) { root in
      var value = root
      for _ in 1..<depth { value = value[0]! }
      #expect(value[0]?.integerValue == 1)
    }
  }

  @Test func nestingBeyondTheLimitFailsWithAClearMessage() {
    let depth = JSONDocument.maximumDepth + 1
    let error = loadError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    #expect(error?.message == "bad JSON: nesting deeper than 256 levels")
  }

  @Test func negativeZeroIntegerIsRejectedButNegativeZeroDoubleLoads() throws {
    #expect(loadError(#"{"a": -0}"#)?.kind == .negativeZeroInteger)
    #expect(loadError(#"{"a": [1, -0]}"#)?.location == SourceLocation(line: 1, column: 11))
    try withRoot(#"{"a": -0.0, "b": -0e0, "c": "-0", "d": -0.5}"#) { value in
      #expect(value["a"]?.numberValue?.sign == .minus)
      #expect(value["c"]?.stringValue == "-0")
    }
  }

  @Test func everySurrogateEscapeIsRejectedPairedOrNot() throws {
    // json-c 0.16 decodes this valid pair (U+8D92D) to U+FFFD, so pairs cannot be trusted either.
    #expect(loadError(#"{"s": "\ud9f6\udd2d"}"#)?.kind == .surrogateEscape("\\ud9f6"))
    #expect(loadError(#"{"s": "\ud83d\ude00"}"#)?.kind == .surrogateEscape("\\ud83d"))
    #expect(loadError(#"{"s": "\ud800"}"#)?.kind == .surrogateEscape("\\ud800"))
    #expect(loadError(#"{"s": "ok\udc00"}"#)?.location == SourceLocation(line: 1, column: 10))
    try withRoot(#"{"s": "\u00e9\uffff"}"#) { #expect($0["s"]?.stringValue == "\u{e9}\u{ffff}") }
  }

  @Test func escapedBackslashBeforeUIsNotAnEscape() throws {
    try withRoot(#"{"s": "\\ud800"}"#) { #expect($0["s"]?.stringValue == "\\ud800") }
  }

  @Test func nonASCIIBytesAreRejectedWithTheirPosition() {
    let error = loadError("{\n  \"s\": \"caf\u{e9}\"\n}")
    #expect(error?.kind == .nonASCIIByte(0xC3))
    #expect(error?.location == SourceLocation(line: 2, column: 12))
  }

  @Test func trailingContentAndTruncationAreSyntaxErrors() {
    #expect(loadError(#"{"a": 1} x"#)?.kind == .trailingContent)
    #expect(loadError(#"{"a": [1, 2"#)?.kind == .unexpectedEnd)
    #expect(loadError(#"{"a": 1,, "b": 2}"#)?.message.hasPrefix("bad JSON") == true)
  }

  @Test func integersBeyond64BitsAreClampedSoCallersMustRangeCheck() throws {
    // json-c clamps silently; the harness therefore accepts only 32-bit integers as numbers.
    try withRoot(#"{"a": 99999999999999999999}"#) { #expect($0["a"]?.integerValue == Int64.max) }
  }

  @Test func locatesMembersAndElementsByPointer() throws {
    let text = "{\n  \"cases\": [\n    {\"id\": \"x\"},\n    {\"id\": \"y\", \"input\": {\"a~b/c\": 1}}\n  ]\n}"
    let doc = try document(text)
    let pointer = JSONPointer([.key("cases"), .index(1), .key("input"), .key("a~b/c")])
    #expect(pointer.description == "/cases/1/input/a~0b~1c")
    #expect(doc.location(of: pointer) == SourceLocation(line: 4, column: 36))
    #expect(doc.location(of: pointer, atKey: true) == SourceLocation(line: 4, column: 27))
    #expect(doc.location(of: JSONPointer([.key("cases"), .index(7)])) == SourceLocation(line: 2, column: 12))
  }

  @Test func keysKeepFileOrder() throws {
    try withRoot(#"{"b": 1, "a": 2, "c": 3}"#) { #expect($0.keys == ["b", "a", "c"]) }
  }
}
