import CJSONC

/// One value inside a `JSONDocument`: a view of a json-c node that keeps its document, and so the node, alive.
///
/// A value may outlive every other reference to its document (a `VectorCase` kept after its file is dropped, an
/// oracle answer read after its line is parsed): it holds the document strongly, so it never points at freed
/// memory. Values are read-only views; the tree is never changed after parsing.
public struct JSONValue: @unchecked Sendable {
  public enum Kind: Sendable, Equatable, CustomStringConvertible {
    case null, boolean, integer, double, string, array, object

    public var description: String {
      switch self {
      case .null: return "null"
      case .boolean: return "a boolean"
      case .integer: return "an integer"
      case .double: return "a number with a fraction or exponent"
      case .string: return "a string"
      case .array: return "an array"
      case .object: return "an object"
      }
    }
  }

  // json-c represents JSON `null` as a NULL pointer.
  let handle: OpaquePointer?
  /// The document whose json-c tree `handle` points into: json-c frees the tree when the document goes.
  let document: JSONDocument

  init(handle: OpaquePointer?, in document: JSONDocument) {
    self.handle = handle
    self.document = document
  }

  public var kind: Kind {
    guard let handle else { return .null }
    switch json_object_get_type(handle) {
    case json_type_boolean: return .boolean
    case json_type_int: return .integer
    case json_type_double: return .double
    case json_type_string: return .string
    case json_type_array: return .array
    case json_type_object: return .object
    default: return .null
    }
  }

  public var isNull: Bool { handle == nil }

  public var boolValue: Bool? { kind == .boolean ? json_object_get_boolean(handle) != 0 : nil }

  /// The integer, for JSON integers. json-c clamps integers beyond 64 bits, so range checks belong to callers.
  public var integerValue: Int64? { kind == .integer ? json_object_get_int64(handle) : nil }

  /// The number as a `Double`, for JSON integers and numbers with a fraction or exponent.
  public var numberValue: Double? {
    switch kind {
    case .integer, .double: return json_object_get_double(handle)
    default: return nil
    }
  }

  public var stringValue: String? {
    guard kind == .string, let text = json_object_get_string(handle) else { return nil }
    let length = Int(json_object_get_string_len(handle))
    return text.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// The number of elements of an array or members of an object; 0 for anything else.
  public var count: Int {
    switch kind {
    case .array: return Int(json_object_array_length(handle))
    case .object: return Int(json_object_object_length(handle))
    default: return 0
    }
  }

  /// The array element at `index`; `nil` when out of range or not an array.
  public subscript(index: Int) -> JSONValue? {
    guard kind == .array, index >= 0, index < count else { return nil }
    return JSONValue(handle: json_object_array_get_idx(handle, index), in: document)
  }

  /// The object member named `key`; `nil` when absent or not an object (a JSON `null` member is not `nil`).
  public subscript(key: String) -> JSONValue? {
    guard kind == .object else { return nil }
    var member: OpaquePointer?
    // withCString lends a native string's own buffer; passing `key` directly would copy it into a new array.
    let found = key.withCString { json_object_object_get_ex(handle, $0, &member) }
    return found != 0 ? JSONValue(handle: member, in: document) : nil
  }

  /// The object's member names in file order.
  public var keys: [String] {
    guard kind == .object, let handle else { return [] }
    var names: [String] = []
    names.reserveCapacity(count)
    var iterator = json_object_iter_begin(handle)
    var end = json_object_iter_end(handle)
    while json_object_iter_equal(&iterator, &end) == 0 {
      names.append(String(cString: json_object_iter_peek_name(&iterator)))
      json_object_iter_next(&iterator)
    }
    return names
  }

  /// The array's elements.
  public var elements: [JSONValue] { (0..<(kind == .array ? count : 0)).map { self[$0]! } }
}

extension JSONValue {
  /// The value as one line of compact JSON (json-c's own writer), for reports.
  public var compactText: String {
    guard let handle else { return "null" }
    let flags = JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE
    return String(cString: json_object_to_json_string_ext(handle, Int32(flags)))
  }
}
