import JavaHashing

/// The entity map of Android's overlay managers that keep a `java.util.concurrent.ConcurrentHashMap` keyed by
/// `state.id`, used from one thread. Its iteration order is neither insertion order nor sorted: it is the order of
/// the table's bins, and within a bin the order that insertion, resizing and tree conversion leave
/// (`docs/contracts.md`, hit-test order).
///
/// Modelled as the JDK (8 and later) behaves: the lazy 16-bin table; `spread(h) = (h ^ (h >>> 16)) & 0x7fffffff`;
/// a new key appended to a list bin; growth when the count reaches three quarters of the table; a list bin's
/// split on resize (the nodes before the bin's last same-side run are pushed onto the front of their new bin, so
/// they come out reversed, ahead of that run); a bin of 8 or more keys resizing a table below 64 bins and
/// otherwise becoming a red-black tree bin (``ConcurrentMapTreeBin``: new keys at the front of its list, its
/// shape deciding when a removal turns it back into a list); a tree bin's split on resize (list order kept,
/// halves of 6 keys or fewer turned back into lists).
public struct ConcurrentEntityMap<Entity> {
  fileprivate typealias Entry = (hash: Int32, key: JavaString, entity: Entity)

  fileprivate enum Bin {
    case list([Entry])
    case tree(ConcurrentMapTreeBin<Entity>)
  }

  private var table: [Bin] = []
  /// `sizeCtl` once the table exists: the count at which it grows.
  private var resizeThreshold = 0
  private var count = 0

  private static var initialCapacity: Int { 16 }
  private static var treeifyThreshold: Int { 8 }
  private static var untreeifyThreshold: Int { 6 }
  private static var minimumTreeCapacity: Int { 64 }

  /// An empty map (no table until the first put).
  public init() {}

  /// `entities[id] = entity` (`put`).
  public mutating func register(_ id: JavaString, _ entity: Entity) {
    if table.isEmpty {
      table = Array(repeating: .list([]), count: Self.initialCapacity)
      resizeThreshold = Self.initialCapacity - Self.initialCapacity / 4
    }
    let hash = Self.spread(id.javaHashCode)
    let index = Self.binIndex(hash, capacity: table.count)
    switch table[index] {
    case .list(var entries):
      if let position = entries.firstIndex(where: { $0.key == id }) {
        // The JDK counts the nodes it walked (1-based) and may treeify even when it only replaces a value.
        entries[position].entity = entity
        table[index] = .list(entries)
        if position + 1 >= Self.treeifyThreshold { treeifyBin(index) }
        return
      }
      let walked = entries.count
      entries.append((hash, id, entity))
      table[index] = .list(entries)
      if walked >= Self.treeifyThreshold { treeifyBin(index) }
    case .tree(var tree):
      let added = tree.put(hash: hash, key: id, entity: entity)
      table[index] = .tree(tree)
      if !added { return }
    }
    count += 1
    while count >= resizeThreshold { transfer() }
  }

  /// `entities.remove(id)`; an absent id changes nothing. The table never shrinks.
  public mutating func remove(_ id: JavaString) {
    guard !table.isEmpty else { return }
    let index = Self.binIndex(Self.spread(id.javaHashCode), capacity: table.count)
    switch table[index] {
    case .list(var entries):
      guard let position = entries.firstIndex(where: { $0.key == id }) else { return }
      entries.remove(at: position)
      table[index] = .list(entries)
    case .tree(var tree):
      guard tree.contains(id) else { return }
      let tooSmall = tree.remove(id)
      table[index] = tooSmall ? .list(tree.entries) : .tree(tree)
    }
    count -= 1
  }

  /// `entities.values` (with their keys) in iteration order: bin 0 first, each bin front to back (a tree bin by
  /// its list).
  public var entries: [(id: JavaString, entity: Entity)] {
    table.flatMap { bin in Self.entries(of: bin).map { ($0.key, $0.entity) } }
  }

  /// How many bins the table has, and how many of them are tree bins (for the tests that replay the JDK's map).
  var capacity: Int { table.count }
  var treeBinCount: Int {
    table.count { if case .tree = $0 { true } else { false } }
  }

  private static func entries(of bin: Bin) -> [Entry] {
    switch bin {
    case .list(let entries): entries
    case .tree(let tree): tree.entries
    }
  }

  /// `treeifyBin`: a table below 64 bins grows instead (`tryPresize(2n)`, which doubles until
  /// `tableSizeFor(3n + 1)` no longer exceeds the threshold); in a larger one the list bin becomes a tree bin.
  private mutating func treeifyBin(_ index: Int) {
    let capacity = table.count
    guard capacity >= Self.minimumTreeCapacity else {
      let size = capacity << 1
      let target = Self.tableSizeFor(size + (size >> 1) + 1)
      while target > resizeThreshold { transfer() }
      return
    }
    if case .list(let entries) = table[index], !entries.isEmpty {
      table[index] = .tree(ConcurrentMapTreeBin(entries))
    }
  }

  /// One resize to twice the bins; the new threshold is three quarters of the new size.
  private mutating func transfer() {
    let capacity = table.count
    var next = [Bin](repeating: .list([]), count: capacity << 1)
    for (index, bin) in table.enumerated() {
      let isHigh = { (entry: Entry) in Int(entry.hash) & capacity != 0 }
      switch bin {
      case .list(let entries) where !entries.isEmpty:
        // The last run: the longest tail whose nodes all go to the same side; it moves as it is.
        var runStart = entries.count - 1
        while runStart > 0 && isHigh(entries[runStart - 1]) == isHigh(entries[entries.count - 1]) { runStart -= 1 }
        var low: [Entry] = []
        var high: [Entry] = []
        if isHigh(entries[entries.count - 1]) { high = Array(entries[runStart...]) } else { low = Array(entries[runStart...]) }
        for entry in entries[..<runStart] {
          if isHigh(entry) { high.insert(entry, at: 0) } else { low.insert(entry, at: 0) }
        }
        next[index] = .list(low)
        next[index + capacity] = .list(high)
      case .list:
        break
      case .tree(let tree):
        // Both halves keep the list's order; a half of 6 or fewer becomes a list, a larger one a new tree (or
        // the same tree, when every node stays on its side).
        let entries = tree.entries
        let low = entries.filter { !isHigh($0) }
        let high = entries.filter(isHigh)
        next[index] = Self.half(low, other: high, whole: tree)
        next[index + capacity] = Self.half(high, other: low, whole: tree)
      }
    }
    table = next
    resizeThreshold = (capacity << 1) - (capacity >> 1)
  }

  private static func half(_ entries: [Entry], other: [Entry], whole: ConcurrentMapTreeBin<Entity>) -> Bin {
    if entries.count <= untreeifyThreshold { return .list(entries) }
    return other.isEmpty ? .tree(whole) : .tree(ConcurrentMapTreeBin(entries))
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
extension ConcurrentEntityMap.Bin: Sendable where Entity: Sendable {}
