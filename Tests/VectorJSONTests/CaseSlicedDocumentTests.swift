#if canImport(CJSONC)
import Testing
import VectorJSON

/// A file read a slice of cases at a time holds the values, and locates them, exactly as the whole file does; any
/// text the whole-file reader would report on is left to it.
@Suite struct CaseSlicedDocumentTests {
  func file(cases: [String], before: String = #""format": "parity-vectors/1", "suite": "a.b""#) -> [UInt8] {
    Array("{\n  \(before),\n  \"cases\": [\n    \(cases.joined(separator: ",\n    "))\n  ]\n}\n".utf8)
  }

  let sampleCases = (0..<7).map { #"{"id": "c\#($0)", "input": {"x": [\#($0), -0.5, 1e3, "s\"\n"]}, "expected": \#($0)}"# }
    + ["12", #""text""#, "[]", "true"]

  @Test func slicesHoldTheWholeFilesValuesAndLocateThemAlike() throws {
    let bytes = file(cases: sampleCases)
    let whole = try JSONDocument(bytes: bytes)
    let sliced = try #require(CaseSlicedDocument.open(bytes))
    #expect(sliced.caseCount == sampleCases.count)
    #expect(sliced.header.root["suite"]?.stringValue == "a.b")
    #expect(sliced.header.root["cases"]?.count == 0)
    #expect(sliced.header.location(of: JSONPointer.root.appending("suite")) == whole.location(of: JSONPointer.root.appending("suite")))
    for range in [0..<3, 3..<6, 6..<11, 4..<5] {
      let slice = try #require(sliced.cases(range))
      #expect(slice.root.count == range.count)
      for index in range {
        #expect(slice.root[index - range.lowerBound]?.compactText == whole.root["cases"]?[index]?.compactText)
        for pointer in [JSONPointer.root.appending("cases").appending(index),
                        JSONPointer.root.appending("cases").appending(index).appending("input").appending("x").appending(3)] {
          #expect(slice.location(of: pointer) == whole.location(of: pointer))
        }
      }
    }
  }

  @Test func aFileTheScanOrJSONCFaultsAroundTheCasesIsNotSliced() {
    let good = #"{"id": "a", "input": {}, "expected": 1}"#
    #expect(CaseSlicedDocument.open(file(cases: [good, #"{"id": "b", "x": -0}"#])) == nil)  // a scan finding
    #expect(CaseSlicedDocument.open(file(cases: [])) == nil)  // no case
    #expect(CaseSlicedDocument.open(file(cases: [good], before: #""suite": "a.b", "cases": 1"#)) == nil)  // duplicate name
    #expect(CaseSlicedDocument.open(file(cases: [good]) + Array("x".utf8)) == nil)  // trailing content
    #expect(CaseSlicedDocument.open(Array(#"{"c\u0061ses": [1, 2]}"#.utf8)) == nil)  // spelt with an escape
    #expect(CaseSlicedDocument.open(Array(#"{"cases": {"a": [1, 2]}}"#.utf8)) == nil)  // not an array
    #expect(CaseSlicedDocument.open(Array(#"{"other": [1, 2]}"#.utf8)) == nil)
    #expect(CaseSlicedDocument.open(Array(#"{"a" 1, "cases": [1, 2]}"#.utf8)) == nil)  // json-c rejects the top level
    #expect(CaseSlicedDocument.open(Array(#"{"cases": [1, 2]}"#.utf8))?.caseCount == 2)
  }

  @Test func aSliceJSONCRejectsIsNotMade() throws {
    let good = #"{"id": "a", "input": {}, "expected": 1}"#
    // Two cases without a comma between them: the scan sees one element, which is not one value.
    let missingComma = try #require(CaseSlicedDocument.open(file(cases: [good, good + " " + good, good])))
    #expect(missingComma.caseCount == 3)
    #expect(missingComma.cases(0..<1) != nil)
    #expect(missingComma.cases(1..<2) == nil)
    #expect(missingComma.cases(0..<3) == nil)
    let emptyElement = try #require(CaseSlicedDocument.open(Array(#"{"cases": [1, , 2]}"#.utf8)))
    #expect(emptyElement.cases(1..<2) == nil)
    // json-c's NULL for a JSON null cannot be put in a slice's array as itself: the whole file reads it.
    #expect(try #require(CaseSlicedDocument.open(Array(#"{"cases": [1, null]}"#.utf8))).cases(0..<2) == nil)
  }

  @Test func aCaseNestsAsDeepAsInTheWholeFileAndNoDeeper() throws {
    // A case sits two levels down in its file: the whole file takes a case of up to 254 levels.
    for depth in [252, 253, 254, 255, 256] {
      let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      let bytes = file(cases: ["1", nested])
      let wholeLoads = (try? JSONDocument(bytes: bytes)) != nil
      let sliced = try #require(CaseSlicedDocument.open(bytes))
      #expect((sliced.cases(0..<2) != nil) == wholeLoads, "depth \(depth)")
    }
  }
}
#endif
