#if canImport(CJSONC)
import CJSONC
#endif
import PortableJSON

/// One value inside a `JSONDocument`: a view of a json-c node that keeps its document, and so the node, alive; or
/// a node of the portable reader's tree (``JSONReader``), which lives as long as it is referenced; or a node of a
/// tree built in memory (``FlatJSONTree``, the fuzzer's generated inputs), which keeps that tree. All answer every
/// question alike.
///
/// A value may outlive every other reference to its document (a `VectorCase` kept after its file is dropped, an
/// oracle answer read after its line is parsed): it never points at freed memory. The one exception is a view
/// lent by `withBorrowedView`, which lives only inside its closure (`owned` makes one that may leave it). Values
/// are read-only views; the tree is never changed after parsing.
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

  enum Storage {
    #if canImport(CJSONC)
    /// A json-c node (json-c represents JSON `null` as a NULL pointer), and the document whose json-c tree it
    /// points into: json-c frees the tree when the document goes.
    case jsonC(OpaquePointer?, document: JSONDocument)
    /// The same, in a view whose document something else keeps alive (`withBorrowedView`): copying it and reading
    /// its members retain nothing.
    case jsonCBorrowed(OpaquePointer?, document: Unmanaged<JSONDocument>)
    #endif
    case portable(PortableJSONNode)
    /// A node of a tree built in memory (``FlatJSONTree``), which the tree keeps.
    case flat(FlatJSONTree, Int)
  }

  let storage: Storage

  #if canImport(CJSONC)
  init(handle: OpaquePointer?, in document: JSONDocument) { storage = .jsonC(handle, document: document) }

  init(handle: OpaquePointer?, borrowing document: Unmanaged<JSONDocument>) {
    storage = .jsonCBorrowed(handle, document: document)
  }

  /// Another node of this value's json-c tree, held as this value holds its document: retained, or borrowed.
  func inSameDocument(_ handle: OpaquePointer?) -> JSONValue {
    switch storage {
    case .jsonC(_, let document): return JSONValue(handle: handle, in: document)
    case .jsonCBorrowed(_, let document): return JSONValue(handle: handle, borrowing: document)
    case .portable, .flat: preconditionFailure("a json-c node asked of a value not read by json-c")
    }
  }
  #endif

  init(node: PortableJSONNode) { storage = .portable(node) }

  init(flat tree: FlatJSONTree, index: Int) { storage = .flat(tree, index) }

  public var kind: Kind {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return JSONCAccess.kind(handle)
    #endif
    case .portable(let node): return node.kind
    case .flat(let tree, let index):
      switch tree.node(index) {
      case .null: return .null
      case .boolean: return .boolean
      case .integer: return .integer
      case .double: return .double
      case .string: return .string
      case .array: return .array
      case .object: return .object
      }
    }
  }

  public var isNull: Bool { kind == .null }

  public var boolValue: Bool? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return kind == .boolean ? json_object_get_boolean(handle) != 0 : nil
    #endif
    case .portable(let node): if case .boolean(let value) = node.content { return value } else { return nil }
    case .flat(let tree, let index): if case .boolean(let value) = tree.node(index) { return value } else { return nil }
    }
  }

  /// The integer, for JSON integers. json-c clamps integers beyond 64 bits, so range checks belong to callers.
  public var integerValue: Int64? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return kind == .integer ? json_object_get_int64(handle) : nil
    #endif
    case .portable(let node): if case .integer(let value, _, _) = node.content { return value } else { return nil }
    case .flat(let tree, let index): if case .integer(let value) = tree.node(index) { return value } else { return nil }
    }
  }

  /// The number as a `Double`, for JSON integers and numbers with a fraction or exponent.
  public var numberValue: Double? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _):
      switch kind {
      case .integer, .double: return json_object_get_double(handle)
      default: return nil
      }
    #endif
    case .portable(let node):
      switch node.content {
      case .integer(_, let value, _), .double(let value, _): return value
      default: return nil
      }
    case .flat(let tree, let index):
      switch tree.node(index) {
      case .integer(let value): return Double(value)
      case .double(let value): return value
      default: return nil
      }
    }
  }

  public var stringValue: String? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return JSONCAccess.string(handle)
    #endif
    case .portable(let node): if case .string(let text) = node.content { return text } else { return nil }
    case .flat(let tree, let index): if case .string(let text) = tree.node(index) { return text } else { return nil }
    }
  }

  /// The number of elements of an array or members of an object; 0 for anything else.
  public var count: Int {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _):
      switch kind {
      case .array: return Int(json_object_array_length(handle))
      case .object: return Int(json_object_object_length(handle))
      default: return 0
      }
    #endif
    case .portable(let node):
      switch node.content {
      case .array(let elements): return elements.count
      case .object(let members): return members.count
      default: return 0
      }
    case .flat(let tree, let index):
      switch tree.node(index) {
      case .array(_, let count), .object(_, let count): return count
      default: return 0
      }
    }
  }

  /// The array element at `index`; `nil` when out of range or not an array.
  public subscript(index: Int) -> JSONValue? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _):
      // One type check (`count` would ask json-c for the type again).
      guard JSONCAccess.kind(handle) == .array, index >= 0, index < Int(json_object_array_length(handle)) else { return nil }
      return inSameDocument(json_object_array_get_idx(handle, index))
    #endif
    case .portable(let node):
      guard case .array(let elements) = node.content, elements.indices.contains(index) else { return nil }
      return JSONValue(node: elements[index])
    case .flat(let tree, let node):
      guard case .array(let start, let count) = tree.node(node), index >= 0, index < count else { return nil }
      return JSONValue(flat: tree, index: start + index)
    }
  }

  /// The object member named `key`; `nil` when absent or not an object (a JSON `null` member is not `nil`).
  public subscript(key: String) -> JSONValue? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return JSONCAccess.member(key, of: handle).map(inSameDocument)
    #endif
    case .portable(let node):
      guard case .object(let members) = node.content else { return nil }
      return members[key].map(JSONValue.init(node:))
    case .flat(let tree, let index): return tree.member(key, of: index).map { JSONValue(flat: tree, index: $0) }
    }
  }

  /// The object's member names in file order.
  public var keys: [String] {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return JSONCAccess.keys(handle)
    #endif
    case .portable(let node): if case .object(let members) = node.content { return members.keys } else { return [] }
    case .flat(let tree, let index):
      guard case .object(let start, let count) = tree.node(index) else { return [] }
      return (start..<start + count).map(tree.name)
    }
  }

  /// The array's elements.
  public var elements: [JSONValue] { (0..<(kind == .array ? count : 0)).map { self[$0]! } }

  /// The elements of an array of integers, each as its `integerValue`; nil when this is not an array or an
  /// element is not an integer. A long array of numbers (a string as UTF-16 code units) is read without a
  /// `JSONValue`, and so a retain of the document, per element.
  public var integerElements: [Int64]? {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return JSONCAccess.integerElements(handle)
    #endif
    case .portable(let node):
      guard case .array(let elements) = node.content else { return nil }
      var integers: [Int64] = []
      integers.reserveCapacity(elements.count)
      for element in elements {
        guard case .integer(let value, _, _) = element.content else { return nil }
        integers.append(value)
      }
      return integers
    case .flat(let tree, let index):
      guard case .array(let start, let count) = tree.node(index) else { return nil }
      var integers: [Int64] = []
      integers.reserveCapacity(count)
      for element in start..<start + count {
        guard case .integer(let value) = tree.node(element) else { return nil }
        integers.append(value)
      }
      return integers
    }
  }
}

extension JSONValue {
  /// Calls `body` with a view of this value, and of everything read from it, that does not retain the document:
  /// judging a case read its fields with a retain and a release of the document each. `body` must not keep the
  /// view or a value read from it beyond its return (`owned` gives one that may be kept); this value keeps the
  /// document alive meanwhile.
  public func withBorrowedView<Result>(_ body: (JSONValue) throws -> Result) rethrows -> Result {
    #if canImport(CJSONC)
    if case .jsonC(let handle, let document) = storage {
      return try withExtendedLifetime(document) {
        try body(JSONValue(handle: handle, borrowing: Unmanaged.passUnretained(document)))
      }
    }
    #endif
    return try body(self)
  }

  /// This value as one that keeps its document alive: itself, unless it was read from a borrowed view.
  public var owned: JSONValue {
    #if canImport(CJSONC)
    if case .jsonCBorrowed(let handle, let document) = storage {
      return JSONValue(handle: handle, in: document.takeUnretainedValue())
    }
    #endif
    return self
  }
}

extension JSONValue {
  /// The value as one line of compact JSON (json-c's own writer, or the portable one that writes alike), for
  /// reports.
  public var compactText: String {
    switch storage {
    #if canImport(CJSONC)
    case .jsonC(let handle, _), .jsonCBorrowed(let handle, _): return JSONCAccess.compactText(handle)
    #endif
    case .portable(let node): return node.compactText
    case .flat(let tree, let index): return tree.portableNode(index).compactText
    }
  }
}

extension PortableJSONNode {
  var kind: JSONValue.Kind {
    switch content {
    case .null: return .null
    case .boolean: return .boolean
    case .integer: return .integer
    case .double: return .double
    case .string: return .string
    case .array: return .array
    case .object: return .object
    }
  }
}
