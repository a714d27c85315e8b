import ParitySuiteKit
import Testing
import VectorJSON

/// A Java string in a vector is a JSON string or `{"utf16": [...]}`; both readers decode it alike, and a unit
/// that is not an integer from 0 to 65535 is named by its own pointer.
@Suite struct JavaStringDecodingTests {
  static let readers: [JSONReader] = [.jsonC, .portable]

  func decode(_ text: String, reader: JSONReader) throws -> Result<[UInt16], DefectReason> {
    let document = try JSONDocument(bytes: Array("{\"s\": \(text)}".utf8), reader: reader)
    let value = try #require(document.root["s"])
    do {
      return .success(try ScalarDecoding.utf16(value, at: JSONPointer.root.appending("s")))
    } catch let defect as DefectReason {
      return .failure(defect)
    }
  }

  @Test(arguments: readers) func unitsAreReadAsWritten(reader: JSONReader) throws {
    #expect(try decode(#"{"utf16": [104, 55296, 0, 65535]}"#, reader: reader).get() == [104, 0xD800, 0, 0xFFFF])
    #expect(try decode(#"{"utf16": []}"#, reader: reader).get() == [])
    #expect(try decode(#""h\u00e9""#, reader: reader).get() == [104, 0xE9])
  }

  @Test(arguments: readers) func aUnitOutOfRangeOrNotAnIntegerIsNamedByItsPointer(reader: JSONReader) throws {
    for units in ["[65, 65536, 66]", "[65, -1]", "[65, 1.5]", "[65, \"B\"]", "[65, null]", "[65, [66]]", "[65, 9223372036854775807]"] {
      guard case .failure(let defect) = try decode("{\"utf16\": \(units)}", reader: reader) else {
        Issue.record("\(units) decoded")
        continue
      }
      #expect(defect.pointer.description == "/s/utf16/1", "\(units)")
      #expect(defect.message == "a UTF-16 code unit must be an integer from 0 to 65535", "\(units)")
    }
  }

  @Test(arguments: readers) func anythingElseIsNamedAtTheString(reader: JSONReader) throws {
    for text in ["17", #"{"utf16": [65], "x": 1}"#, #"{"utf16": "A"}"#, "[65]"] {
      guard case .failure(let defect) = try decode(text, reader: reader) else {
        Issue.record("\(text) decoded")
        continue
      }
      #expect(defect.pointer.description == "/s", "\(text)")
      #expect(defect.message.hasPrefix("expected a string or {\"utf16\": [...]}, found "), "\(text)")
    }
  }
}
