import Testing
import VectorJSON

/// A `JSONValue` keeps its document (and so json-c's tree) alive, so a value that outlives
/// every other reference to its document never reads freed memory. tools/test runs these tests under
/// AddressSanitizer too, where reading a freed tree is a reported heap-use-after-free.
@Suite struct JSONValueLifetimeTests {
  /// Sees whether a document is still alive, without keeping it alive.
  final class Probe {
    weak var document: JSONDocument?
  }

  static let longText = String(repeating: "a long string, so json-c keeps it in its own allocation; ", count: 8)

  /// A case of a document that nothing refers to once this returns, but the returned value.
  static func caseOfAReleasedDocument(_ probe: Probe) throws -> JSONValue {
    let text = #"{"cases": [{"id": "kept-after-release", "input": {"s": ""# + longText + #"", "n": [1, 2.5, null]}}]}"#
    let document = try JSONDocument(bytes: Array(text.utf8))
    probe.document = document
    return try #require(document.root["cases"]?[0])
  }

  @Test func aValueKeepsItsDocumentAlive() throws {
    let probe = Probe()
    do {
      let kept = try Self.caseOfAReleasedDocument(probe)
      #expect(probe.document != nil, "the value must keep its document alive")
      #expect(kept.keys == ["id", "input"])
      #expect(kept["id"]?.stringValue == "kept-after-release")
      #expect(kept["input"]?["s"]?.stringValue == Self.longText)
      #expect(kept["input"]?["n"]?.elements.map(\.kind) == [.integer, .double, .null])
      #expect(kept["input"]?["n"]?[1]?.numberValue == 2.5)
      #expect(kept["input"]?.compactText == #"{"s":""# + Self.longText + #"","n":[1,2.5,null]}"#)
    }
    #expect(probe.document == nil, "the document goes with its last value")
  }

  @Test func aChildValueAloneKeepsTheDocument() throws {
    let probe = Probe()
    do {
      let string = try #require(try Self.caseOfAReleasedDocument(probe)["input"]?["s"])
      #expect(probe.document != nil)
      #expect(string.stringValue == Self.longText)
    }
    #expect(probe.document == nil)
  }

  /// A value read from a borrowed view and made `owned` keeps the document alive like any other: the case parser
  /// reads a case through a view and keeps its input and expected value this way.
  @Test func anOwnedValueFromABorrowedViewKeepsTheDocument() throws {
    let probe = Probe()
    do {
      let string = try #require(try Self.caseOfAReleasedDocument(probe).withBorrowedView { $0["input"]?["s"]?.owned })
      #expect(probe.document != nil)
      #expect(string.stringValue == Self.longText)
    }
    #expect(probe.document == nil)
  }
}
