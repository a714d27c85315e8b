import ParitySuiteKit
@testable import ParityTestingCore
import Testing
import VectorJSON

/// A child's answer reads back as exactly the outcome it wrote, whatever the JSON reader does with numbers.
@Suite struct ChildProtocolTests {
  static let values: [ParityValue] = [
    .int32(.min), .int32(-1), .int64(.min), .int64(.max), .double(-0.0), .double(.leastNonzeroMagnitude),
    .double(.greatestFiniteMagnitude), .double(.nan), .double(-.nan), .double(Double(bitPattern: 0x7ff0_0000_0000_0001)),
    .double(-.infinity), .float(-0.0), .float(.leastNonzeroMagnitude), .float(Float(bitPattern: 0x7fc0_0001)), .float(0.1),
    .bool(true), .null, .string(Array("tab\t\"quote\" \\ é 日本".utf16)), .string([0xD800, 0x41, 0xDFFF]),
    .array([]), .array([.int32(1), .null, .array([.float(2.5)])]),
    .object([.init("hash", .int32(7)), .init("point", .record(["lat": .double(1.5), "lng": .double(-.nan)])), .init("id", .null)]),
  ]

  @Test(arguments: values)
  func aValueReadsBackWithItsTypeAndBits(_ value: ParityValue) throws {
    for reader in JSONReader.allCases where reader == .portable || JSONReader.standard == .jsonC {
      let line = ChildProtocol.answer(index: 3, .value(value))
      let (index, outcome) = try ChildProtocol.answer(Array(line.dropLast().utf8), reader: reader)
      #expect(index == 3)
      guard case .answered(.value(let read)) = outcome else { Issue.record("not a value: \(outcome)"); continue }
      #expect(Self.bits(read) == Self.bits(value), "\(reader): \(line)")
    }
  }

  @Test func rejectionsNotPortableAndFailuresReadBack() throws {
    let outcomes: [SubjectOutcome] = [
      .rejected(code: "invalidCoordinate", index: 2), .rejected(code: "emptyRoute", index: nil),
      .notPortable(reason: "enum identity hash"), .unsupported, .failed("MyError(\"line\\nbreak\")"),
    ]
    for outcome in outcomes {
      let line = ChildProtocol.answer(index: 0, outcome)
      let (_, read) = try ChildProtocol.answer(Array(line.dropLast().utf8), reader: .standard)
      guard case .answered(let answer) = read else { Issue.record("\(line)"); continue }
      #expect("\(answer)" == "\(outcome)")
    }
  }

  /// Equality that tells NaN payloads, signs of zero and Float from Double apart.
  static func bits(_ value: ParityValue) -> String {
    switch value {
    case .double(let number): return "d\(number.bitPattern)"
    case .float(let number): return "f\(number.bitPattern)"
    case .array(let elements): return "[" + elements.map(bits).joined(separator: ",") + "]"
    case .object(let fields): return "{" + fields.map { "\($0.name):\(bits($0.value))" }.joined(separator: ",") + "}"
    default: return "\(value)"
    }
  }
}
