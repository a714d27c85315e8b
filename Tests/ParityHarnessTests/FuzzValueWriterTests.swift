@testable import ParityFuzzing
import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing

/// The fuzzer writes its inputs as bytes (cheaper than appending to a String); the text must be exactly what
/// the vector format's encodings give, as written by the straightforward String writer below.
@Suite struct ParityValueWriterTests {
  static func reference(_ value: ParityValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int32(let value): return String(value)
    case .int64(let value): return "\"" + String(value) + "\""
    case .double(let value):
      if value.isNaN {
        return value.bitPattern == Double.nan.bitPattern ? "\"NaN\"" : "\"0x" + hex(value.bitPattern, 16) + "\""
      }
      if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
      return "\(value)"
    case .float(let value):
      if value.isNaN {
        return value.bitPattern == Float.nan.bitPattern ? "\"NaN\"" : "\"0x" + hex(UInt64(value.bitPattern), 8) + "\""
      }
      if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
      return "\(Double(value))"
    case .string(let units):
      if units.contains(where: { (0xD800...0xDFFF).contains($0) }) {
        return "{\"utf16\": [" + units.map { String($0) }.joined(separator: ", ") + "]}"
      }
      return "\"" + units.map { unit -> String in
        switch unit {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x20...0x7E: return String(UnicodeScalar(UInt8(unit)))
        default: return "\\u" + hex(UInt64(unit), 4)
        }
      }.joined() + "\""
    case .array(let elements): return "[" + elements.map(reference).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\"\($0.name)\": " + reference($0.value) }.joined(separator: ", ") + "}"
    }
  }

  static func hex(_ value: UInt64, _ digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  @Test func edgeValuesAreWrittenAsTheFormatSays() {
    let values: [ParityValue] = [
      .int32(.min), .int32(.max), .int32(0), .int32(-7), .int64(.min), .int64(.max), .int64(0), .int64(-1),
      .string([]), .string([0x22, 0x5C, 0x1F, 0x7F, 0x41, 0xE9, 0xFFFF]), .string([0xD83D, 0xDE00]), .string([0xDC00]),
      .string([0, 9, 10, 99, 100, 999, 1000, 9999, 10000, 0xD800, 0xFFFF]),
      .double(-0.0), .double(5e-324), .double(.nan), .double(-.infinity), .float(.nan), .float(-0.0),
      .record(["a": .array([.null, .bool(true), .bool(false)])]),
    ]
    for value in values { #expect(value.json == Self.reference(value)) }
    #expect(ParityValue.int64(.min).json == #""-9223372036854775808""#)
    #expect(ParityValue.string([0x22, 0x5C, 0x1F, 0xE9]).json == #""\"\\\u001f\u00e9""#)
    #expect(ParityValue.string([0, 10, 0xD800, 65535]).json == #"{"utf16": [0, 10, 55296, 65535]}"#)
  }

  @Test(arguments: SuiteCatalog.all.map(\.name))
  func everySuiteInputIsWrittenAsBefore(suite: String) {
    for input in Fuzzer.inputs(suite: suite, seed: 3, count: 150) {
      #expect(input.json == Self.reference(input))
    }
  }
}
