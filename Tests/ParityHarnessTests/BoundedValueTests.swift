import Foundation
import ParityHarness
import ParitySuiteKit
import Testing
import VectorJSON

/// A divergence shows a value up to a fixed size, never whole: a subject that answers a million
/// points where Android rejects the input, or a list that differs everywhere, gives a report of the same small size
/// as a short one. The notation is the web runner's (js/src/bounded.js).
@Suite struct BoundedValueTests {
  static let huge = 1_000_000

  static func point(_ index: Int) -> ParityValue {
    .record(["lat": .double(Double(index) / 1000), "lng": .double(-Double(index) / 1000)])
  }

  @Test func aHugeAnswerIsShownByItsLengthAndEnds() {
    let answer = ParityValue.array((0..<Self.huge).map(Self.point))
    let shown = BoundedValue.preview(answer)
    #expect(shown.count <= BoundedValue.previewCharacters + 40)
    #expect(shown.contains("(1000000 elements)"))
    #expect(shown.hasPrefix("[{\"lat\": 0.0, \"lng\": -0.0}, {\"lat\": 0.001, \"lng\": -0.001}, ... (1000000 elements) ..., "))
    #expect(shown.hasSuffix("{\"lat\": 999.999, \"lng\": -999.999}]"))
    // A small value reads as it always did, whole.
    let small = ParityValue.array([.int32(1), .int32(2)])
    #expect(BoundedValue.preview(small) == small.rendered)
  }

  @Test func aLongStringIsShownByItsEndsAndWhereItDiffers() {
    let expected = Array(String(repeating: "a", count: 100_000).utf16)
    var actual = expected
    actual[70_000] = UInt16(UInt8(ascii: "b"))
    let shown = BoundedValue.stringPair(expected: expected, actual: actual)
    #expect(shown.note == "first difference at character 70000")
    #expect(shown.expected.count < 200 && shown.expected.hasSuffix("(100000 characters)"))
  }

  @Test func aListThatDiffersEverywhereShowsItsFirstDifferingElementsAndCountsTheRest() throws {
    let count = 100_000
    let expectedText = "{\"v\": [" + (0..<count).map(String.init).joined(separator: ",") + "]}"
    let document = try JSONDocument(bytes: Array(expectedText.utf8))
    let expected = try #require(document.root["v"])
    let answer = ParityValue.array((0..<count).map { .int32(Int32($0 + 1)) })
    let comparator = Comparator(tolerance: .exact, expectedPointer: JSONPointer().appending("expected"))
    let found = try comparator.divergences(expected: expected, actual: answer)
    #expect(found.count == BoundedValue.elementDivergences + 1)
    #expect(found[0].field.description == "/0" && found[0].expected == "0" && found[0].actual == "1")
    #expect(found.last?.note == "99990 more differing elements are not shown (100000 in all; the first 10 are above)")
    #expect(found.last?.kind == .elided)
    #expect(found.map { $0.expected.count + $0.actual.count }.reduce(0, +) < 1_000)
  }

  /// Lists of different lengths: one length divergence and the first differing element, not every later element
  /// shifted (one missing point must not read as a divergence of every later field).
  @Test func aListOfAnotherLengthShowsItsLengthAndItsFirstDifferingElement() throws {
    let count = 100_000
    let expectedText = "{\"v\": [" + (0..<count).map(String.init).joined(separator: ",") + "]}"
    let document = try JSONDocument(bytes: Array(expectedText.utf8))
    let expected = try #require(document.root["v"])
    // The element 3 is missing: every later one is shifted by one.
    let answer = ParityValue.array((0..<count).filter { $0 != 3 }.map { .int32(Int32($0)) })
    let comparator = Comparator(tolerance: .exact, expectedPointer: JSONPointer().appending("expected"))
    let found = try comparator.divergences(expected: expected, actual: answer)
    #expect(found.count == 2)
    #expect(found[0].kind == .length && found[0].note == "length")
    #expect(found[0].expected == "100000 elements, first 0, last 99999")
    #expect(found[0].actual == "99999 elements, first 0, last 99999")
    #expect(found[1].field.description == "/3" && found[1].expected == "3" && found[1].actual == "4" && found[1].kind == .number)
  }

  @Test func aHugeExpectedValueIsBoundedToo() throws {
    let expectedText = "{\"points\": [" + (0..<Self.huge / 10).map { "[\($0),\($0)]" }.joined(separator: ",") + "]}"
    let document = try JSONDocument(bytes: Array(expectedText.utf8))
    let shown = BoundedValue.preview(document.root)
    #expect(shown.count <= BoundedValue.previewCharacters + 40)
    #expect(shown == "{\"points\":[[0,0],[1,1],... (100000 elements) ...,[99999,99999]]}")
  }
}
