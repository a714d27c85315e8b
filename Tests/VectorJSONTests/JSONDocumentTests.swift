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
    let text = "{\"a\": " + String(repeating: "[", count: depth - 1) + "1" + String(repeating: "]", count: depth - 1) + "}"
    try withRoot(text) { root in
      var value = root["a"]!
      for _ in 1..<(depth - 1) { value = value[0]! }
      #expect(value[0]?.integerValue == 1)
    }
  }

  @Test func nestingBeyondTheLimitFailsWithAClearMessage() {
    let depth = JSONDocument.maximumDepth
    let error = loadError("{\"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}")
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

  @Test func integersBeyond64BitsAreRejectedBecauseJSONCClampsThem() throws {
    #expect(loadError(#"{"a": 99999999999999999999}"#)?.kind == .integerBeyond64Bits("99999999999999999999"))
    #expect(loadError(#"{"a": 9223372036854775808}"#)?.kind == .integerBeyond64Bits("9223372036854775808"))
    try withRoot(#"{"a": 9223372036854775807, "b": -9223372036854775808}"#) {
      #expect($0["a"]?.integerValue == Int64.max)
      #expect($0["b"]?.integerValue == Int64.min)
    }
  }

  // MARK: - Strict JSON: each fault is named and located.

  @Test func duplicateKeysAreRejectedAtTheSecondName() {
    let error = loadError("{\"cases\": [{\"id\": \"a\",\n \"id\": \"b\"}]}")
    #expect(error?.kind == .duplicateKey("id"))
    #expect(error?.location == SourceLocation(line: 2, column: 2))
    #expect(error?.message == #"duplicate key "id" in one object (two values for one field make the vector ambiguous)"#)
    // An escape spells the same name; the same name in two objects is not a duplicate.
    #expect(loadError(#"{"suite": "a", "\u0073uite": "b"}"#)?.kind == .duplicateKey("suite"))
    #expect(loadError(#"{"a": {"x": 1}, "b": {"x": 1}, "c": [{"x": 1}, {"x": 2}]}"#) == nil)
    // A string value equal to a name is not a name.
    #expect(loadError(#"{"a": "a", "b": ["a", "b"]}"#) == nil)
  }

  @Test func bareNaNAndInfinitiesAreRejected() {
    #expect(loadError(#"{"a": NaN}"#)?.kind == .nonFiniteLiteral("NaN"))
    #expect(loadError(#"{"a": Infinity}"#)?.kind == .nonFiniteLiteral("Infinity"))
    #expect(loadError(#"{"a": [1, -Infinity]}"#)?.kind == .nonFiniteLiteral("-Infinity"))
    #expect(loadError(#"{"a": [1, -Infinity]}"#)?.location == SourceLocation(line: 1, column: 11))
    #expect(loadError(#"{"a": NaN}"#)?.help.contains(#""NaN""#) == true)
  }

  @Test func numbersThatDoNotReadAsTheDoubleTheyDenoteAreRejected() {
    #expect(loadError(#"{"a": 1e400}"#)?.kind == .numberOutOfRange("1e400"))
    #expect(loadError(#"{"a": -1.5E309}"#)?.kind == .numberOutOfRange("-1.5E309"))
    #expect(loadError(#"{"a": 1e-400}"#)?.kind == .numberUnderflow("1e-400"))
    #expect(loadError(#"{"a": 2.4e-324}"#)?.kind == .numberUnderflow("2.4e-324"))
    #expect(loadError(#"{"a": 1.}"#)?.kind == .malformedNumber("1."))
    #expect(loadError(#"{"a": 01}"#)?.kind == .malformedNumber("01"))
    #expect(loadError(#"{"a": 1e400}"#)?.location == SourceLocation(line: 1, column: 7))
  }

  /// The scan converts only numbers near a double's limits; every verdict must still be the one converting each
  /// number gives. Tokens are built around the shortcut's edges: 10^±300, long fractions of zeros, long integers.
  @Test func theScansRangeShortcutAgreesWithConvertingEveryNumber() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
    for _ in 0..<20_000 {
      var text = next(4) == 0 ? "-" : ""
      text += next(3) == 0 ? "0" : String(1 + next(9)) + digits(next(3) == 0 ? 15 + next(10) : next(4))
      if next(2) == 0 { text += "." + String(repeating: "0", count: next(3) == 0 ? 290 + next(40) : next(3)) + digits(1 + next(3)) }
      if next(2) == 0 {
        let edges = [0, 1, 290, 299, 300, 301, 302, 307, 308, 309, 320, 323, 324, 325, 330, 1_000_000]
        let edge = edges[next(edges.count)]
        text += (next(2) == 0 ? "e" : "E") + ["", "+", "-"][next(3)] + String(max(0, edge + next(3) - 1))
      }
      let isInteger = !text.contains(".") && !text.lowercased().contains("e")
      let expected: JSONLoadError.Kind?
      if isInteger {
        expected = text == "-0" ? .negativeZeroInteger : Int64(text) == nil ? .integerBeyond64Bits(text) : nil
      } else if let value = Double(text), value.isFinite {
        let hasNonZeroDigit = text.split(whereSeparator: { $0 == "e" || $0 == "E" })[0].contains { "123456789".contains($0) }
        expected = value == 0 && hasNonZeroDigit ? .numberUnderflow(text) : nil
      } else {
        expected = .numberOutOfRange(text)
      }
      #expect(loadError("{\"a\": \(text)}")?.kind == expected, "\(text)")
    }
  }

  /// Past a few members an object's names are kept in a set: a duplicate is still found, spelled either way.
  @Test func duplicateKeysAreFoundInLargeObjects() {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }
    #expect(loadError("{" + members.joined(separator: ", ") + "}") == nil)
    #expect(loadError("{" + (members + [#""k3": 0"#]).joined(separator: ", ") + "}")?.kind == .duplicateKey("k3"))
    #expect(loadError("{" + (members + [#""\u006B39": 0"#]).joined(separator: ", ") + "}")?.kind == .duplicateKey("k39"))
    #expect(loadError("{" + (members.prefix(5) + [#""\u006B4": 0"#]).joined(separator: ", ") + "}")?.kind == .duplicateKey("k4"))
    // A closed object's names are not the enclosing object's.
    #expect(loadError(#"{"a": {"b": 1, "c": 2}, "b": {"a": 1}, "c": 3}"#) == nil)
  }

  @Test func numbersAtTheEdgesOfTheDoubleRangeLoad() throws {
    try withRoot(#"{"a": 4.9E-324, "b": 1.7976931348623157E308, "c": 0e500, "d": 0.0e-999, "e": -0.0}"#) { root in
      #expect(root["a"]?.numberValue == Double.leastNonzeroMagnitude)
      #expect(root["b"]?.numberValue == Double.greatestFiniteMagnitude)
      #expect(root["c"]?.numberValue == 0)
      #expect(root["d"]?.numberValue == 0)
    }
  }

  @Test func commentsSingleQuotesAndTrailingCommasAreRejected() {
    #expect(loadError(#"{"a": /* c */ 1}"#)?.kind == .comment)
    #expect(loadError("{\"a\": 1} // c")?.kind == .comment)
    #expect(loadError(#"{"a": 'x'}"#)?.kind == .singleQuotedString)
    #expect(loadError(#"{"a": 1, }"#)?.kind == .trailingComma("}"))
    #expect(loadError(#"{"a": [1, 2,]}"#)?.kind == .trailingComma("]"))
    #expect(loadError(#"{"a": [1, 2,]}"#)?.location == SourceLocation(line: 1, column: 12))
  }

  @Test func rawControlCharactersAndNULBytesAreRejected() {
    #expect(loadError("{\"a\": \"x\ty\"}")?.kind == .controlCharacter(0x09))
    #expect(loadError("{\"a\": \"x\ty\"}")?.message == "raw control character 0x09 in a string")
    #expect(loadError("{\"a\": 1}\u{0}")?.kind == .nulByte)
    #expect(loadError("{\"a\": \"\u{0}\"}")?.kind == .nulByte)
  }

  @Test func aTopLevelValueThatIsNotAnObjectIsNamed() {
    #expect(loadError("null")?.kind == .topLevelNotObject("null"))
    #expect(loadError("null")?.message == "the top-level value is null: the file must be one JSON object")
    #expect(loadError(" [1]")?.kind == .topLevelNotObject("an array"))
    #expect(loadError("")?.kind == .topLevelNotObject("nothing (the file is empty)"))
    #expect(loadError("42")?.kind == .topLevelNotObject("a number"))
  }

  @Test func aUTF16FileIsNamedWithOrWithoutByteOrderMark() {
    let text = #"{"a": 1}"#
    let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [littleEndian, bigEndian, [0xFF, 0xFE] + littleEndian, [0xFE, 0xFF] + bigEndian] {
      let error = try? #require(throws: JSONLoadError.self) { try JSONDocument(bytes: bytes) }
      #expect(error?.kind == .utf16Encoding)
      #expect(error?.message == "the file is UTF-16: a vector file must be UTF-8 (pure ASCII)")
    }
  }

  @Test func theEarlierOfTwoFaultsIsReported() {
    // json-c's syntax error comes first in the file; the scan's finding (a duplicate key) after it.
    #expect(loadError(#"{"a": tru, "a": 1}"#)?.message.hasPrefix("bad JSON") == true)
    #expect(loadError(#"{"a": 1, "a": tru}"#)?.kind == .duplicateKey("a"))
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

  @Test func aPointerIsBuiltOnlyWhenAReadFailsAndTheFailureNamesIt() throws {
    struct Misread: Error { let at: JSONPointer }
    var built = 0
    func casePointer() -> JSONPointer { built += 1; return JSONPointer([.key("cases"), .index(2)]) }

    let read = JSONPointer.read(locatedAt: casePointer()) { $0.description }
    #expect(read == "" && built == 0)
    // Nor is one built below it: what a first try appends stays the unbuilt pointer (a pointer per field
    // read cost an allocation each).
    let appended = JSONPointer.read(locatedAt: casePointer()) { $0.appending("input").appending(3).description }
    #expect(appended == "" && built == 0)

    do {
      _ = try JSONPointer.read(locatedAt: casePointer()) { pointer -> Int in throw Misread(at: pointer) }
      Issue.record("a read that throws at every pointer must throw")
    } catch let error as Misread {
      #expect(error.at.description == "/cases/2")
    }
    #expect(built == 1)
  }

  @Test func keysKeepFileOrder() throws {
    try withRoot(#"{"b": 1, "a": 2, "c": 3}"#) { #expect($0.keys == ["b", "a", "c"]) }
  }

  /// Members read in one pass are the members looked up one by one: names that are prefixes of each other or of a
  /// key, a null member, an absent one, a name twice, non-ASCII keys; with json-c and with the portable reader.
  @Test(arguments: [JSONReader.jsonC, .portable])
  func membersReadTogetherAreEachLookedUp(reader: JSONReader) throws {
    let text = #"{"id": 1, "idx": 2, "i": null, "\u00e9t\u00e9": [3], "": 4, "tags": {"id": 5}}"#
    let root = try JSONDocument(bytes: Array(text.utf8), reader: reader).root
    let names = JSONMemberNames(["i", "id", "ide", "idx", "été", "", "tags", "absent", "id", "ta"])
    let together = root.members(names)
    #expect(together.map { $0?.compactText } == names.names.map { root[$0]?.compactText })
    #expect(together.map { $0?.compactText } == ["null", "1", nil, "2", "[3]", "4", #"{"id":5}"#, nil, "1", nil])
    #expect(root["tags"]!.members(names).map { $0?.compactText } == [nil, "5", nil, nil, nil, nil, nil, nil, "5", nil])
    #expect(root["été"]!.members(names).isEmpty, "an array has no members")
  }
}
