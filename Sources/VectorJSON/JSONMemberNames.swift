/// The names of an object's members a reader asks for together, prepared once (a `static let`) so that an object
/// is read in one pass over its members (`JSONValue.members(_:)`) instead of one hashed lookup per name.
public struct JSONMemberNames: Sendable {
  public let names: [String]
  /// Each name's UTF-8 bytes: compared with json-c's keys as they come, without making a `String` of them.
  let bytes: [[UInt8]]

  public init(_ names: [String]) {
    self.names = names
    bytes = names.map { Array($0.utf8) }
  }

  /// Whether `key` (NUL-terminated UTF-8) is the name at `index`.
  func name(at index: Int, is key: UnsafePointer<UInt8>) -> Bool {
    let name = bytes[index]
    var offset = 0
    // The key's NUL differs from every byte of a name, so the comparison never reads past the key.
    while offset < name.count && key[offset] == name[offset] { offset += 1 }
    return offset == name.count && key[offset] == 0
  }
}

extension JSONValue {
  /// The members named in `names`, in their order (nil for an absent one; a JSON null member is a null value),
  /// read in one pass; an empty result for a value that is not an object. The same as `names.names.map { self[$0] }`.
  public func members(_ names: JSONMemberNames) -> [JSONValue?] {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _):
      guard kind == .object else { return [] }
      var found = [JSONValue?](repeating: nil, count: names.names.count)
      JSONCAccess.forEachMember(of: handle) { key, member in
        for index in found.indices where names.name(at: index, is: key) { found[index] = inSameDocument(member) }
      }
      return found
    #endif
    case .portable, .flat:
      guard kind == .object else { return [] }
      return names.names.map { self[$0] }
    }
  }
}
