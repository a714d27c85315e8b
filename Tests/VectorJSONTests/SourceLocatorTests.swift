import Testing
import VectorJSON

/// Locations come from an index a document builds once: these pin that the jumps it takes
/// land where a plain reading of the text says, whatever the order the places are asked in.
@Suite struct SourceLocatorTests {
  /// `count` cases, case i alone on line i + 3, starting at column 5, its `expected` at column 40.
  static func document(cases count: Int) throws -> JSONDocument {
    var lines = ["{", "  \"cases\": ["]
    for index in 0..<count {
      let comma = index < count - 1 ? "," : ""
      lines.append("    {\"id\": \"case-\(String(index + 1_000_000))\", \"expected\": {\"hash\": [\(index), [\(index)]]}}\(comma)")
    }
    lines += ["  ]", "}"]
    return try JSONDocument(bytes: Array(lines.joined(separator: "\n").utf8))
  }

  static func pointer(case index: Int, _ rest: String...) -> JSONPointer {
    var pointer = JSONPointer.root.appending("cases").appending(index)
    for token in rest { pointer = pointer.appending(token) }
    return pointer
  }

  @Test func everyCaseIsFoundOnItsLineInAnyOrder() throws {
    let count = 2_000
    let document = try Self.document(cases: count)
    // Last first, then from the start, then backwards: a memory of the walk must never send one astray.
    let order = [count - 1] + Array(0..<count) + Array((0..<count).reversed())
    for index in order {
      #expect(document.location(of: Self.pointer(case: index)) == SourceLocation(line: index + 3, column: 5))
    }
  }

  @Test func placesInsideACaseAreFoundAfterTheJumpToIt() throws {
    let document = try Self.document(cases: 50)
    for index in [49, 0, 17] {
      let line = index + 3
      #expect(document.location(of: Self.pointer(case: index, "expected")) == SourceLocation(line: line, column: 40))
      #expect(document.location(of: Self.pointer(case: index, "expected"), atKey: true) == SourceLocation(line: line, column: 28))
      let inner = Self.pointer(case: index, "expected", "hash").appending(1).appending(0)
      let digits = String(index).count
      #expect(document.location(of: inner) == SourceLocation(line: line, column: 53 + digits))
    }
  }

  @Test func aMissingElementGivesItsArraysPlace() throws {
    let document = try Self.document(cases: 3)
    #expect(document.location(of: Self.pointer(case: 1)) == SourceLocation(line: 4, column: 5))
    // Beyond the end: the deepest existing ancestor, the `cases` array (line 2, column 12).
    #expect(document.location(of: Self.pointer(case: 3)) == SourceLocation(line: 2, column: 12))
    #expect(document.location(of: Self.pointer(case: 0, "nothing")) == SourceLocation(line: 3, column: 5))
  }

  /// Member names are matched whole and by their UTF-8 bytes, as json-c matches them: a name that only starts
  /// with the one asked for is passed over, an escaped name is decoded first, and a canonically equivalent but
  /// different spelling (é against e + U+0301) is another name.
  @Test func memberNamesAreMatchedWholeAndByBytes() throws {
    let text = """
      {
        "cas": 1, "casesX": [0],
        "c\\u0061ses": {"a\\"b": 3, "\\u00e9": 4, "e\\u0301": 5}
      }
      """
    let document = try JSONDocument(bytes: Array(text.utf8))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    /// Where `marker` first occurs on line `line`, counted in bytes as `SourceLocation` counts.
    func place(_ marker: String, line: Int) -> VectorJSON.SourceLocation {
      let bytes = lines[line - 1]
      let wanted = Array(marker.utf8)
      let column = (0...(bytes.count - wanted.count)).first { Array(bytes[$0..<($0 + wanted.count)]) == wanted }!
      return SourceLocation(line: line, column: column + 1)
    }
    let cases = JSONPointer.root.appending("cases")
    #expect(document.location(of: cases) == place("{\"a", line: 3))
    #expect(document.location(of: cases, atKey: true) == place("\"c\\u0061ses", line: 3))
    #expect(document.location(of: cases.appending("a\"b")) == place("3", line: 3))
    #expect(document.location(of: cases.appending("\u{E9}")) == place("4", line: 3))
    #expect(document.location(of: cases.appending("e\u{301}")) == place("5", line: 3))
    #expect(document.location(of: JSONPointer.root.appending("cas")) == place("1", line: 2))
  }
}
