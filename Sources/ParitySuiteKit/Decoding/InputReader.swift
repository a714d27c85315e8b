import OverlayIdentity
import VectorJSON

/// Reads the fields of one input object, and rejects the fields nobody read.
///
/// A suite binding asks for each field it knows; `read` then reports any other field as unknown, so a
/// misspelt field name can never be silently ignored (and silently defaulted).
public struct InputReader {
  public let object: JSONValue
  public let pointer: JSONPointer
  /// The android-sdk-core revision the input is read for: where a suite's fields differ between revisions
  /// (`densify.linear`), it decides which fields a case may have and which defaults fill the absent ones.
  public let revision: AndroidCoreRevision
  /// The names of the fields read, kept only when a first reading found an unknown field: `read` then reads the
  /// object again to name it. Most objects have none, and an array per object was a cost of its own.
  private var readKeys: [String]?
  /// How many of the fields read were present: when it equals the object's size, no field is unknown and the
  /// names need not be listed (which costs a string per member on the hot path).
  private var presentCount = 0

  public init(_ object: JSONValue, at pointer: JSONPointer, revision: AndroidCoreRevision = .newest) throws {
    guard object.kind == .object else {
      throw DefectReason(at: pointer, "expected an object, found \(ScalarDecoding.describe(object))")
    }
    self.object = object
    self.pointer = pointer
    self.revision = revision
  }

  /// A field that must be present.
  public mutating func required<T>(_ key: String, _ decode: (JSONValue, JSONPointer) throws -> T) throws -> T {
    readKeys?.append(key)
    guard let value = object[key] else {
      throw DefectReason(at: pointer, "missing required field \"\(key)\"", help: "see docs/suites.md for the suite's fields")
    }
    presentCount += 1
    return try decode(value, pointer.appending(key))
  }

  /// A field that Android gives a default: absent means `defaultValue`; `null` is not allowed.
  public mutating func optional<T>(_ key: String, default defaultValue: T, _ decode: (JSONValue, JSONPointer) throws -> T) throws -> T {
    readKeys?.append(key)
    guard let value = object[key] else { return defaultValue }
    presentCount += 1
    return try decode(value, pointer.appending(key))
  }

  /// A nullable field: absent or `null` means `nil`.
  public mutating func nullable<T>(_ key: String, _ decode: (JSONValue, JSONPointer) throws -> T) throws -> T? {
    readKeys?.append(key)
    guard let value = object[key] else { return nil }
    presentCount += 1
    guard !value.isNull else { return nil }
    return try decode(value, pointer.appending(key))
  }

  /// Whether every field of the object was read.
  private var readEveryField: Bool { presentCount == object.count }

  /// Throws for the first field that no `required`, `optional` or `nullable` call named.
  private func rejectUnknownFields() throws {
    guard let readKeys else { return }
    for key in object.keys where !readKeys.contains(key) {
      let known = readKeys.map { "\"\($0)\"" }.joined(separator: ", ")
      throw DefectReason(at: pointer.appending(key), "unknown field \"\(key)\"", help: "the known fields are \(known)", atKey: true)
    }
  }

  /// Reads a whole object field by field with `body`, then checks for unknown fields.
  ///
  /// `body` must read the same fields every time it is called with the same object: an object with a field it
  /// did not read is read a second time, keeping the names of the fields read, to name the unknown one.
  public static func read<T>(
    _ value: JSONValue, at pointer: JSONPointer, revision: AndroidCoreRevision = .newest, _ body: (inout InputReader) throws -> T
  ) throws -> T {
    var reader = try InputReader(value, at: pointer, revision: revision)
    let result = try body(&reader)
    if reader.readEveryField { return result }
    var naming = try InputReader(value, at: pointer, revision: revision)
    naming.readKeys = []
    _ = try body(&naming)
    try naming.rejectUnknownFields()
    return result
  }

  /// Decodes every element of an array with `decode`.
  public static func array<T>(_ value: JSONValue, at pointer: JSONPointer, _ decode: (JSONValue, JSONPointer) throws -> T) throws -> [T] {
    guard value.kind == .array else {
      throw DefectReason(at: pointer, "expected an array, found \(ScalarDecoding.describe(value))")
    }
    var result: [T] = []
    result.reserveCapacity(value.count)
    for index in 0..<value.count {
      result.append(try decode(value[index]!, pointer.appending(index)))
    }
    return result
  }
}
