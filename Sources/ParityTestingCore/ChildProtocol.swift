import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import VectorJSON

/// What a parent and its ``ParityChild`` say to each other: one JSON object a line, in the vector format's
/// encodings (64-bit integers as decimal strings, NaN payloads as bits, surrogates as `utf16` arrays), so nothing
/// depends on how a JSON reader treats numbers.
///
/// The child starts with `--parity-child --contract <revision> --reader <reader>` and says who it is:
///
///     {"protocol": "parity-child/2", "subject": "my-sdk", "harness": "0.5.0"}
///
/// The parent, which loaded and planned the cases, sends each case's suite and input on the child's standard
/// input, several ahead of the answers; the child computes them in order and answers each with the subject's
/// outcome (the parent judges it, with the same code as a run in its own process):
///
///     {"case": 17, "suite": "geoPoint.hash", "input": {"point": {"lat": "NaN", "lng": 139.767125}}}
///     {"case": 17, "value": {"hash": -1088376896}, "types": {"hash": "i32"}}
///     {"case": 18, "rejected": "invalidCoordinate", "index": 2}
///     {"case": 19, "notPortable": "enum identity hash"}
///     {"case": 20, "unsupported": true}                 the subject has no function for the suite
///     {"case": 21, "failed": "..."}                     an error the contract does not define
///     {"case": 22, "unreadable": "..."}                 the child cannot read the question
///
/// A value is written as the vector format writes an `expected` value, with its JVM types beside it (`i32`,
/// `i64`, `f64`, `f32`, `bool`, `string`, `null`; arrays and objects of them): the types decide how the value
/// is read back, as the subject's value decides how an `expected` value is read. Because the child answers in
/// order, a child that dies or hangs is stopped on the oldest case it has not answered.
package enum ChildProtocol {
  static let flag = "--parity-child"
  static let version = "parity-child/2"

  /// The child's arguments.
  static func arguments(contract: AndroidCoreRevision, reader: JSONReader) -> [String] {
    [flag, "--contract", contract.rawValue, "--reader", reader.rawValue]
  }

  // MARK: - Lines

  static func hello(subject: String) -> String {
    "{\"protocol\": \(text(version)), \"subject\": \(text(subject)), \"harness\": \(text(HarnessVersion.package))}\n"
  }

  static func question(index: Int, suite: String, input: String) -> String {
    "{\"case\": \(index), \"suite\": \(text(suite)), \"input\": \(input)}\n"
  }

  package static func answer(index: Int, _ outcome: SubjectOutcome) -> String {
    var line = "{\"case\": \(index), "
    switch outcome {
    case .value(let value): line += "\"value\": \(value.json), \"types\": \(types(of: value))"
    case .rejected(let code, let position):
      line += "\"rejected\": \(text(code))" + (position.map { ", \"index\": \($0)" } ?? "")
    case .notPortable(let reason): line += "\"notPortable\": \(text(reason))"
    case .unsupported: line += "\"unsupported\": true"
    case .failed(let message): line += "\"failed\": \(text(message))"
    case .mismatchedInput(let mismatch): line += "\"unreadable\": \(text(mismatch.description))"
    }
    return line + "}\n"
  }

  static func unreadable(index: Int, _ reason: String) -> String {
    "{\"case\": \(index), \"unreadable\": \(text(reason))}\n"
  }

  /// A string in the vector format's encoding (printable ASCII, `\u` escapes, `utf16` for surrogates).
  private static func text(_ string: String) -> String { ParityValue.text(string).json }

  private static func types(of value: ParityValue) -> String {
    switch value {
    case .int32: return "\"i32\""
    case .int64: return "\"i64\""
    case .double: return "\"f64\""
    case .float: return "\"f32\""
    case .bool: return "\"bool\""
    case .string: return "\"string\""
    case .null: return "\"null\""
    case .array(let elements): return "[" + elements.map(types).joined(separator: ", ") + "]"
    case .object(let fields): return "{" + fields.map { "\(text($0.name)): \(types(of: $0.value))" }.joined(separator: ", ") + "}"
    }
  }

  // MARK: - Reading

  /// A line the other side wrote that does not follow the protocol.
  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  /// A child's first line: the subject's name.
  static func subjectName(hello line: [UInt8], reader: JSONReader) throws -> String {
    let root = try document(line, reader: reader)
    guard let version = root["protocol"]?.stringValue else {
      throw Unreadable(description: "its first line is not a parity-child greeting")
    }
    guard version == Self.version else {
      throw Unreadable(description: "it speaks \(version), this harness \(Self.version): build it against this harness's version")
    }
    return try string(root, "subject")
  }

  /// A question as the child reads it.
  static func question(_ line: [UInt8], reader: JSONReader) throws -> (index: Int, suite: String, input: JSONValue) {
    let root = try document(line, reader: reader)
    guard let index = root["case"]?.integerValue, let input = root["input"] else {
      throw Unreadable(description: "a question without \"case\" or \"input\"")
    }
    return (Int(index), try string(root, "suite"), input)
  }

  /// An answer as the parent reads it.
  package static func answer(_ line: [UInt8], reader: JSONReader) throws -> (index: Int, outcome: ChildOutcome) {
    let root = try document(line, reader: reader)
    guard let index = root["case"]?.integerValue else { throw Unreadable(description: "an answer without \"case\"") }
    let pointer = JSONPointer.root
    if let value = root["value"], let types = root["types"] {
      return (Int(index), .answered(.value(try parityValue(value, types: types, at: pointer.appending("value")))))
    }
    if root["rejected"] != nil {
      let position = try root["index"].map { try ScalarDecoding.int32($0, at: pointer.appending("index")) }
      return (Int(index), .answered(.rejected(code: try string(root, "rejected"), index: position.map(Int.init))))
    }
    if root["notPortable"] != nil { return (Int(index), .answered(.notPortable(reason: try string(root, "notPortable")))) }
    if root["unsupported"] != nil { return (Int(index), .answered(.unsupported)) }
    if root["failed"] != nil { return (Int(index), .answered(.failed(try string(root, "failed")))) }
    if root["unreadable"] != nil { return (Int(index), .unreadable(try string(root, "unreadable"))) }
    throw Unreadable(description: "an answer with none of value, rejected, notPortable, unsupported, failed, unreadable")
  }

  /// The value `json` holds, read as `types` says: by the same decoders as an expected value.
  static func parityValue(_ json: JSONValue, types: JSONValue, at pointer: JSONPointer) throws -> ParityValue {
    switch types.kind {
    case .string:
      switch types.stringValue {
      case "i32": return .int32(try ScalarDecoding.int32(json, at: pointer))
      case "i64": return .int64(try ScalarDecoding.int64(json, at: pointer))
      case "f64": return .double(try ScalarDecoding.double(json, at: pointer))
      case "f32": return .float(try ScalarDecoding.float(json, at: pointer))
      case "bool": return .bool(try ScalarDecoding.bool(json, at: pointer))
      case "string": return .string(try ScalarDecoding.utf16(json, at: pointer))
      case "null":
        guard json.isNull else { throw DefectReason(at: pointer, "expected null") }
        return .null
      default: throw DefectReason(at: pointer, "unknown type \"\(types.stringValue ?? "")\"")
      }
    case .array:
      guard json.kind == .array, json.count == types.count else {
        throw DefectReason(at: pointer, "expected an array of \(types.count) elements")
      }
      return .array(try (0..<types.count).map { try parityValue(json[$0]!, types: types[$0]!, at: pointer.appending($0)) })
    case .object:
      guard json.kind == .object, json.count == types.count else {
        throw DefectReason(at: pointer, "expected an object of \(types.count) members")
      }
      return .object(try types.keys.map { name in
        guard let member = json[name], let memberTypes = types[name] else { throw DefectReason(at: pointer, "member \(name) is missing") }
        return ParityValue.Field(name, try parityValue(member, types: memberTypes, at: pointer.appending(name)))
      })
    default:
      throw DefectReason(at: pointer, "types must be a type name, an array or an object")
    }
  }

  private static func document(_ line: [UInt8], reader: JSONReader) throws -> JSONValue {
    do {
      return try JSONDocument(bytes: line, reader: reader).root
    } catch {
      throw Unreadable(description: "a line that is not a JSON object: \(error.message)")
    }
  }

  private static func string(_ root: JSONValue, _ key: String) throws -> String {
    guard let value = root[key] else { throw Unreadable(description: "no \"\(key)\"") }
    return String(decoding: try ScalarDecoding.utf16(value, at: JSONPointer.root.appending(key)), as: UTF16.self)
  }
}

/// What a child said about one case.
package enum ChildOutcome: Sendable {
  /// The subject's outcome, to be judged.
  case answered(SubjectOutcome)
  /// The child could not read the question (a suite it does not know, an input it cannot decode): it was built
  /// against another version of the harness.
  case unreadable(String)
}
