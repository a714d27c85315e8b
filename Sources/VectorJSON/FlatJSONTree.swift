import PortableJSON

/// Values built in memory rather than read from text (the fuzzer's generated inputs), all of them in one buffer of
/// nodes: a `JSONValue` of it is the tree and a node's index, so a value of many nodes costs no allocation of its
/// own, where a ``PortableJSONNode`` tree cost one per node and more per object, and as much again to free.
///
/// Each node answers every question as the same value read from its text does (the builder gives each number the
/// kind its text has). Nodes are only ever added: values of the tree stay valid as it grows. One thread builds
/// and reads a tree (a piece of the fuzzer's batch).
public final class FlatJSONTree: @unchecked Sendable {
  public enum Node {
    case null
    case boolean(Bool)
    /// A number written without a fraction or exponent: its value as a double is `Double(value)`.
    case integer(Int64)
    /// A number written with a fraction or an exponent, as Swift's `description` of the double writes it.
    case double(Double)
    case string(String)
    /// An array whose elements are the `count` nodes from `start`.
    case array(start: Int, count: Int)
    /// An object whose members are the `count` nodes from `start`, each with its name; no name twice.
    case object(start: Int, count: Int)
  }

  private var nodes: UnsafeMutablePointer<Node>
  /// The member name of each node of an object, "" for the others.
  private var names: UnsafeMutablePointer<String>
  private var capacity: Int
  public private(set) var count = 0

  public init(capacity: Int = 1024) {
    self.capacity = max(16, capacity)
    nodes = .allocate(capacity: self.capacity)
    names = .allocate(capacity: self.capacity)
  }

  deinit {
    nodes.deinitialize(count: count)
    names.deinitialize(count: count)
    nodes.deallocate()
    names.deallocate()
  }

  /// Adds `count` null nodes, consecutive (the elements or members of a container, set later by `set`); the first one's index.
  public func reserve(_ count: Int) -> Int {
    if self.count + count > capacity {
      let grown = max(capacity * 2, self.count + count)
      let newNodes = UnsafeMutablePointer<Node>.allocate(capacity: grown)
      let newNames = UnsafeMutablePointer<String>.allocate(capacity: grown)
      newNodes.moveInitialize(from: nodes, count: self.count)
      newNames.moveInitialize(from: names, count: self.count)
      nodes.deallocate()
      names.deallocate()
      nodes = newNodes
      names = newNames
      capacity = grown
    }
    let start = self.count
    (nodes + start).initialize(repeating: .null, count: count)
    (names + start).initialize(repeating: "", count: count)
    self.count += count
    return start
  }

  /// Sets the node at `index`.
  public func set(_ index: Int, _ node: Node) {
    precondition(index >= 0 && index < count, "a node of a flat tree set outside it")
    nodes[index] = node
  }

  /// Names the node at `index`, a member of an object.
  public func setName(_ index: Int, _ name: String) {
    precondition(index >= 0 && index < count, "a node of a flat tree named outside it")
    names[index] = name
  }

  /// The value of the node at `index`.
  public func value(at index: Int) -> JSONValue {
    precondition(index >= 0 && index < count, "a node of a flat tree read outside it")
    return JSONValue(flat: self, index: index)
  }

  func node(_ index: Int) -> Node { nodes[index] }

  func name(_ index: Int) -> String { names[index] }

  /// The member of the object at `index` named `key`.
  func member(_ key: String, of index: Int) -> Int? {
    guard case .object(let start, let count) = nodes[index] else { return nil }
    for member in start..<start + count where names[member] == key { return member }
    return nil
  }

  /// The node at `index` as a portable reader's node, for its compact text (reports only: the fuzzer writes an
  /// input's text from its value).
  func portableNode(_ index: Int) -> PortableJSONNode {
    switch nodes[index] {
    case .null: return .null
    case .boolean(let value): return PortableJSONNode(.boolean(value))
    case .integer(let value): return PortableJSONNode(.integer(value, Double(value), text: String(value)))
    case .double(let value): return PortableJSONNode(.double(value, text: value.description))
    case .string(let text): return PortableJSONNode(.string(text))
    case .array(let start, let count): return PortableJSONNode(.array((start..<start + count).map(portableNode)))
    case .object(let start, let count):
      return PortableJSONNode(.object(PortableJSONObject(members: (start..<start + count).map { (names[$0], portableNode($0)) })))
    }
  }
}
