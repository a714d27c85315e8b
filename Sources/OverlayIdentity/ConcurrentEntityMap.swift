import JavaHashing

/// The entity map of Android's circle manager: a `java.util.concurrent.ConcurrentHashMap` keyed by `state.id`,
/// used from one thread. Its iteration order is neither insertion order nor sorted: it is the order of the
/// table's bins, and within a bin the order that insertion and resizing leave (`docs/contracts.md`, hit-test order).
///
/// Modelled: the lazy 16-bin table, `spread(h) = (h ^ (h >>> 16)) & 0x7fffffff`, appending new keys to their
/// bin, growth when the count reaches three quarters of the table, the resize's split of a bin (the nodes before
/// the bin's last same-side run are visited front to back and pushed onto the front of their new bin, so they come
/// out reversed, ahead of that run), and the resize a bin of 8 or more keys causes in a table smaller than 64.
/// Not modelled: a bin converted to a red-black tree (8 or more keys in one bin of a table of 64 or more, which
/// takes deliberately colliding ids); that is ``HitTestError/unmodelledTreeBin``, and the corpus marks such
/// inputs not portable.
public struct ConcurrentEntityMap<Entity> {
  private typealias Node = ConcurrentMapNode<Entity>

  private var table: [[Node]] = []
  private var resizeThreshold = 0
  private var count = 0

  private static var initialCapacity: Int { 16 }
  private static var treeifyThreshold: Int { 8 }
  private static var minimumTreeCapacity: Int { 64 }

  /// An empty map (no table until the first put).
  public init() {}

  /// `entities[id] = entity` (`put`).
  public mutating func register(_ id: JavaString, _ entity: Entity) throws(HitTestError) {
    if table.isEmpty {
      table = Array(repeating: [], count: Self.initialCapacity)
      resizeThreshold = Self.initialCapacity - Self.initialCapacity / 4
    }
    let hash = Self.spread(id.javaHashCode)
    let index = Self.binIndex(hash, capacity: table.count)
    if let position = table[index].firstIndex(where: { $0.key == id }) {
      // The JDK counts the nodes it walked (1-based) and may treeify even when it only replaces a value.
      table[index][position].entity = entity
      if position + 1 >= Self.treeifyThreshold { try treeifyBin(index) }
      return
    }
    let walked = table[index].count
    table[index].append(Node(hash: hash, key: id, entity: entity))
    if walked >= Self.treeifyThreshold { try treeifyBin(index) }
    count += 1
    while count >= resizeThreshold { transfer() }
  }

  /// `entities.remove(id)`; an absent id changes nothing. The table never shrinks.
  public mutating func remove(_ id: JavaString) {
    guard !table.isEmpty else { return }
    let index = Self.binIndex(Self.spread(id.javaHashCode), capacity: table.count)
    if let position = table[index].firstIndex(where: { $0.key == id }) {
      table[index].remove(at: position)
      count -= 1
    }
  }

  /// `entities.values` (with their keys) in iteration order: bin 0 first, each bin front to back.
  public var entries: [(id: JavaString, entity: Entity)] {
    table.flatMap { bin in bin.map { ($0.key, $0.entity) } }
  }

  /// `treeifyBin`: a table below 64 bins grows instead (`tryPresize(2n)`, which doubles until
  /// `tableSizeFor(3n + 1)` no longer exceeds the threshold); a larger one would make the bin a tree.
  private mutating func treeifyBin(_ index: Int) throws(HitTestError) {
    let capacity = table.count
    guard capacity < Self.minimumTreeCapacity else { throw .unmodelledTreeBin }
    let size = capacity << 1
    let target = Self.tableSizeFor(size + (size >> 1) + 1)
    while target > resizeThreshold { transfer() }
  }

  /// One resize to twice the bins; the new threshold is three quarters of the new size.
  private mutating func transfer() {
    let capacity = table.count
    var next = [[Node]](repeating: [], count: capacity << 1)
    for (index, bin) in table.enumerated() where !bin.isEmpty {
      let isHigh = { (node: Node) in Int(node.hash) & capacity != 0 }
      // The last run: the longest tail whose nodes all go to the same side; it moves as it is.
      var runStart = bin.count - 1
      while runStart > 0 && isHigh(bin[runStart - 1]) == isHigh(bin[bin.count - 1]) { runStart -= 1 }
      var low: [Node] = []
      var high: [Node] = []
      if isHigh(bin[bin.count - 1]) { high = Array(bin[runStart...]) } else { low = Array(bin[runStart...]) }
      for node in bin[..<runStart] {
        if isHigh(node) { high.insert(node, at: 0) } else { low.insert(node, at: 0) }
      }
      next[index] = low
      next[index + capacity] = high
    }
    table = next
    resizeThreshold = (capacity << 1) - (capacity >> 1)
  }

  /// `spread(h)`: the high half folded into the low half, sign bit cleared.
  private static func spread(_ hash: Int32) -> Int32 {
    (hash ^ Int32(bitPattern: UInt32(bitPattern: hash) >> 16)) & 0x7fff_ffff
  }

  private static func binIndex(_ hash: Int32, capacity: Int) -> Int {
    Int(hash) & (capacity - 1)
  }

  /// The smallest power of two `>= value` (for the positive values here).
  private static func tableSizeFor(_ value: Int) -> Int {
    var size = 1
    while size < value { size <<= 1 }
    return size
  }
}

extension ConcurrentEntityMap: Sendable where Entity: Sendable {}

/// One key of a bin: its spread hash, the key and the entity.
private struct ConcurrentMapNode<Entity> {
  var hash: Int32
  var key: JavaString
  var entity: Entity
}

extension ConcurrentMapNode: Sendable where Entity: Sendable {}

/// Why a hit-test order cannot be given.
public enum HitTestError: Error, Equatable, Sendable {
  /// The circle manager's `ConcurrentHashMap` would turn a bin into a red-black tree, whose order after removals
  /// depends on the tree's shape; the model does not reproduce it (the corpus marks such inputs not portable; this
  /// is the core's refusal, not one of the contract's error codes: Android returns an order).
  case unmodelledTreeBin

  /// The code written in the vectors.
  public var code: String {
    switch self {
    case .unmodelledTreeBin: "unmodelledTreeBin"
    }
  }
}
