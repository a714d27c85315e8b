#if canImport(CJSONC)
import CJSONC

/// The json-c calls behind a `JSONValue` read by json-c: the only file besides `JSONDocument` that sees json-c's
/// node API.
enum JSONCAccess {
  static func kind(_ handle: OpaquePointer?) -> JSONValue.Kind {
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

  static func string(_ handle: OpaquePointer?) -> String? {
    guard kind(handle) == .string, let text = json_object_get_string(handle) else { return nil }
    let length = Int(json_object_get_string_len(handle))
    return text.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// Objects with more members than this are searched through json-c's hash table; smaller ones, nearly all of a
  /// vector file's, member by member.
  static let linearSearchLimit = 16

  /// The member `key` (NULL for a JSON null member), or nil when absent or not an object.
  ///
  /// A small object is searched by comparing `key`'s bytes with each member name in file order: json-c's own
  /// lookup (`json_object_object_get_ex`) measures the name's length and hashes all of it first, and that was a
  /// tenth of a check's time (`perf record` on the stress corpus). A file has no duplicate names
  /// (`FidelityScan` rejects them), so the first name that matches is the member.
  static func member(_ key: String, of handle: OpaquePointer?) -> OpaquePointer?? {
    guard let table = json_object_get_object(handle) else { return nil }  // NULL for anything but an object
    if table.pointee.count > linearSearchLimit {
      var member: OpaquePointer?
      // withCString lends a native string's own buffer; passing `key` directly would copy it into a new array.
      let found = key.withCString { json_object_object_get_ex(handle, $0, &member) }
      return found != 0 ? .some(member) : nil
    }
    var key = key
    return key.withUTF8 { name -> OpaquePointer?? in
      var entry = table.pointee.head
      while let current = entry {
        if isName(current.pointee.k.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), name) {
          return .some(current.pointee.v.map(OpaquePointer.init))
        }
        entry = current.pointee.next
      }
      return nil
    }
  }

  /// Whether the NUL-terminated `key` spells `name` (which holds no NUL).
  @inline(__always)
  static func isName(_ key: UnsafePointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    // The key's NUL differs from every byte of the name, so the comparison never reads past the key.
    while offset < name.count && key[offset] == name[offset] { offset += 1 }
    return offset == name.count && key[offset] == 0
  }

  /// Calls `body` with each member's key (NUL-terminated UTF-8) and value, in file order: json-c's entry list
  /// walked directly (its iterator functions cost a call each per member).
  static func forEachMember(of handle: OpaquePointer?, _ body: (UnsafePointer<UInt8>, OpaquePointer?) -> Void) {
    guard let table = json_object_get_object(handle) else { return }
    var entry = table.pointee.head
    while let current = entry {
      body(current.pointee.k.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), current.pointee.v.map(OpaquePointer.init))
      entry = current.pointee.next
    }
  }

  /// The array's elements as integers (json-c's `int64` of each), or nil when it is not an array of integers.
  static func integerElements(_ handle: OpaquePointer?) -> [Int64]? {
    guard kind(handle) == .array else { return nil }
    let count = Int(json_object_array_length(handle))
    var integers: [Int64] = []
    integers.reserveCapacity(count)
    for index in 0..<count {
      let element = json_object_array_get_idx(handle, index)
      guard kind(element) == .integer else { return nil }
      integers.append(json_object_get_int64(element))
    }
    return integers
  }

  static func keys(_ handle: OpaquePointer?) -> [String] {
    guard kind(handle) == .object, let handle else { return [] }
    var names: [String] = []
    names.reserveCapacity(Int(json_object_object_length(handle)))
    var iterator = json_object_iter_begin(handle)
    var end = json_object_iter_end(handle)
    while json_object_iter_equal(&iterator, &end) == 0 {
      names.append(String(cString: json_object_iter_peek_name(&iterator)))
      json_object_iter_next(&iterator)
    }
    return names
  }

  static func compactText(_ handle: OpaquePointer?) -> String {
    guard let handle else { return "null" }
    let flags = JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE
    return String(cString: json_object_to_json_string_ext(handle, Int32(flags)))
  }
}
#endif
