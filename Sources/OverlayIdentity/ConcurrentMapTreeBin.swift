import JavaHashing

/// A bin of ``ConcurrentEntityMap`` that `java.util.concurrent.ConcurrentHashMap` has turned into a red-black
/// tree (its `TreeBin`): the map iterates the bin's linked list, which keeps the tree's nodes in the order the list
/// was built, with every key added since at its front. The tree itself is never iterated, but its shape decides
/// when a removal turns the bin back into a list (`removeTreeNode` gives up on a tree it finds too small), so the
/// shape is kept exactly as the JDK's insertions, rotations and successor swaps leave it.
///
/// Nodes live in an array and link by index, so the bin stays a value: a copy of the map is independent.
struct ConcurrentMapTreeBin<Entity> {
  struct Node {
    var hash: Int32
    var key: JavaString
    var entity: Entity
    var parent: Int?
    var left: Int?
    var right: Int?
    var red = false
  }

  private(set) var nodes: [Node] = []
  /// The bin's list, its first node first: the order the map iterates.
  private(set) var list: [Int] = []
  private var root: Int?

  /// `new TreeBin(first)`: the list kept as given, the tree built by inserting its nodes in list order.
  init(_ entries: [(hash: Int32, key: JavaString, entity: Entity)]) {
    for entry in entries {
      let x = nodes.count
      nodes.append(Node(hash: entry.hash, key: entry.key, entity: entry.entity))
      list.append(x)
      guard var p = root else {
        root = x
        continue
      }
      while true {
        let goesLeft = Self.direction(entry.hash, entry.key, nodes[p]) <= 0
        guard let child = goesLeft ? nodes[p].left : nodes[p].right else {
          nodes[x].parent = p
          if goesLeft { nodes[p].left = x } else { nodes[p].right = x }
          balanceInsertion(x)
          break
        }
        p = child
      }
    }
  }

  /// The bin's entries in list order.
  var entries: [(hash: Int32, key: JavaString, entity: Entity)] {
    list.map { (nodes[$0].hash, nodes[$0].key, nodes[$0].entity) }
  }

  var count: Int { list.count }

  /// `putTreeVal`: replaces the entity of a present key (returning false), or adds the key as a tree leaf and
  /// at the front of the list (returning true).
  mutating func put(hash: Int32, key: JavaString, entity: Entity) -> Bool {
    guard var p = root else {
      // Not reached by the map (an emptied tree becomes a list bin), but the JDK's answer all the same.
      nodes.append(Node(hash: hash, key: key, entity: entity))
      root = nodes.count - 1
      list = [nodes.count - 1]
      return true
    }
    while true {
      if nodes[p].hash == hash && nodes[p].key == key {
        nodes[p].entity = entity
        return false
      }
      let goesLeft = Self.direction(hash, key, nodes[p]) <= 0
      guard let child = goesLeft ? nodes[p].left : nodes[p].right else {
        let x = nodes.count
        nodes.append(Node(hash: hash, key: key, entity: entity, parent: p))
        list.insert(x, at: 0)
        if goesLeft { nodes[p].left = x } else { nodes[p].right = x }
        // A black parent takes a red leaf as it is; a red one needs the rebalancing.
        if nodes[p].red { balanceInsertion(x) } else { nodes[x].red = true }
        return true
      }
      p = child
    }
  }

  /// Whether the bin holds `key`.
  func contains(_ key: JavaString) -> Bool {
    list.contains { nodes[$0].key == key }
  }

  /// `removeTreeNode` for a present key (an absent one changes nothing): the node leaves the list at once; then,
  /// if the tree is too small by the JDK's test (no root, or the root lacks a right child, a left child or a
  /// left-left grandchild), the tree is left as it is and `true` says the bin must become a list again;
  /// otherwise the node leaves the tree too (swapped with its successor first when it has two children).
  mutating func remove(_ key: JavaString) -> Bool {
    guard let position = list.firstIndex(where: { nodes[$0].key == key }) else { return false }
    let p = list.remove(at: position)
    if list.isEmpty {
      root = nil
      return true
    }
    guard let r = root, nodes[r].right != nil, let rl = nodes[r].left, nodes[rl].left != nil else { return true }
    deleteFromTree(p)
    return false
  }

  // MARK: - The red-black tree

  /// Where a key goes relative to a node: by spread hash, then by `String.compareTo` (the keys are distinct
  /// strings, so it is never 0 and the JDK's tie-break by identity hash is never needed).
  private static func direction(_ hash: Int32, _ key: JavaString, _ node: Node) -> Int {
    if node.hash > hash { return -1 }
    if node.hash < hash { return 1 }
    return javaCompare(key, node.key)
  }

  /// `String.compareTo`: the first differing UTF-16 unit decides, else the shorter string is smaller.
  static func javaCompare(_ a: JavaString, _ b: JavaString) -> Int {
    for (x, y) in zip(a.utf16, b.utf16) where x != y {
      return Int(x) - Int(y)
    }
    return a.utf16.count - b.utf16.count
  }

  private func isRed(_ node: Int?) -> Bool {
    node.map { nodes[$0].red } ?? false
  }

  private mutating func setRed(_ node: Int?, _ red: Bool) {
    if let node { nodes[node].red = red }
  }

  /// The tree with `x` just linked in as a leaf, recoloured and rotated back to a red-black tree.
  private mutating func balanceInsertion(_ inserted: Int) {
    var x = inserted
    nodes[x].red = true
    while true {
      guard let xp = nodes[x].parent else {
        nodes[x].red = false
        root = x
        return
      }
      guard nodes[xp].red, let xpp = nodes[xp].parent else { return }
      let parentIsLeft = nodes[xpp].left == xp
      let uncle = parentIsLeft ? nodes[xpp].right : nodes[xpp].left
      if let uncle, nodes[uncle].red {
        nodes[uncle].red = false
        nodes[xp].red = false
        nodes[xpp].red = true
        x = xpp
        continue
      }
      var parent = xp
      var grandparent: Int? = xpp
      // An inner child is rotated outward first, so that it becomes its parent's parent.
      if parentIsLeft ? nodes[parent].right == x : nodes[parent].left == x {
        x = parent
        if parentIsLeft { rotateLeft(x) } else { rotateRight(x) }
        parent = nodes[x].parent!
        grandparent = nodes[parent].parent
      }
      nodes[parent].red = false
      if let grandparent {
        nodes[grandparent].red = true
        if parentIsLeft { rotateRight(grandparent) } else { rotateLeft(grandparent) }
      }
    }
  }

  /// `p`'s right child takes its place; `p` becomes that child's left child. A new root is black.
  private mutating func rotateLeft(_ p: Int) {
    guard let r = nodes[p].right else { return }
    let rl = nodes[r].left
    nodes[p].right = rl
    if let rl { nodes[rl].parent = p }
    let pp = nodes[p].parent
    nodes[r].parent = pp
    if let pp {
      if nodes[pp].left == p { nodes[pp].left = r } else { nodes[pp].right = r }
    } else {
      root = r
      nodes[r].red = false
    }
    nodes[r].left = p
    nodes[p].parent = r
  }

  /// The mirror of ``rotateLeft(_:)``.
  private mutating func rotateRight(_ p: Int) {
    guard let l = nodes[p].left else { return }
    let lr = nodes[l].right
    nodes[p].left = lr
    if let lr { nodes[lr].parent = p }
    let pp = nodes[p].parent
    nodes[l].parent = pp
    if let pp {
      if nodes[pp].right == p { nodes[pp].right = l } else { nodes[pp].left = l }
    } else {
      root = l
      nodes[l].red = false
    }
    nodes[l].right = p
    nodes[p].parent = l
  }

  /// Unlinks `p` from the tree as the JDK does: a node with two children first trades places (and colours) with
  /// its successor, the leftmost node of its right subtree, so that it has at most one child; that child (or `p`
  /// itself, when it has none) is where the rebalancing starts, unless `p` was red.
  private mutating func deleteFromTree(_ p: Int) {
    var replacement: Int
    let pl = nodes[p].left
    let pr = nodes[p].right
    if let pl, let pr {
      var s = pr
      while let sl = nodes[s].left { s = sl }
      let colour = nodes[s].red
      nodes[s].red = nodes[p].red
      nodes[p].red = colour
      let sr = nodes[s].right
      let pp = nodes[p].parent
      if s == pr {
        nodes[p].parent = s
        nodes[s].right = p
      } else {
        let sp = nodes[s].parent
        nodes[p].parent = sp
        if let sp {
          if nodes[sp].left == s { nodes[sp].left = p } else { nodes[sp].right = p }
        }
        nodes[s].right = pr
        nodes[pr].parent = s
      }
      nodes[p].left = nil
      nodes[p].right = sr
      if let sr { nodes[sr].parent = p }
      nodes[s].left = pl
      nodes[pl].parent = s
      nodes[s].parent = pp
      if let pp {
        if nodes[pp].left == p { nodes[pp].left = s } else { nodes[pp].right = s }
      } else {
        root = s
      }
      replacement = sr ?? p
    } else {
      replacement = pl ?? pr ?? p
    }
    if replacement != p {
      let pp = nodes[p].parent
      nodes[replacement].parent = pp
      if let pp {
        if nodes[pp].left == p { nodes[pp].left = replacement } else { nodes[pp].right = replacement }
      } else {
        root = replacement
      }
      nodes[p].left = nil
      nodes[p].right = nil
      nodes[p].parent = nil
    }
    if !nodes[p].red { balanceDeletion(replacement) }
    if replacement == p, let pp = nodes[p].parent {
      if nodes[pp].left == p {
        nodes[pp].left = nil
      } else if nodes[pp].right == p {
        nodes[pp].right = nil
      }
      nodes[p].parent = nil
    }
  }

  /// Restores the red-black rules after a black node left the tree above `start` (the JDK's `balanceDeletion`:
  /// the four cases of the textbook, each with its mirror).
  private mutating func balanceDeletion(_ start: Int) {
    var x: Int? = start
    while true {
      guard let current = x, current != root else { return }
      guard var xp = nodes[current].parent else {
        nodes[current].red = false
        root = current
        return
      }
      if nodes[current].red {
        nodes[current].red = false
        return
      }
      let isLeft = nodes[xp].left == current
      var sibling = isLeft ? nodes[xp].right : nodes[xp].left
      if let s = sibling, nodes[s].red {
        nodes[s].red = false
        nodes[xp].red = true
        if isLeft { rotateLeft(xp) } else { rotateRight(xp) }
        xp = nodes[current].parent!
        sibling = isLeft ? nodes[xp].right : nodes[xp].left
      }
      guard let s = sibling else {
        x = xp
        continue
      }
      let near = isLeft ? nodes[s].left : nodes[s].right
      var far = isLeft ? nodes[s].right : nodes[s].left
      if !isRed(far) && !isRed(near) {
        nodes[s].red = true
        x = xp
        continue
      }
      var rotatedSibling: Int? = s
      var parent: Int? = xp
      if !isRed(far) {
        setRed(near, false)
        nodes[s].red = true
        if isLeft { rotateRight(s) } else { rotateLeft(s) }
        parent = nodes[current].parent
        rotatedSibling = parent.flatMap { isLeft ? nodes[$0].right : nodes[$0].left }
      }
      if let rotatedSibling {
        nodes[rotatedSibling].red = parent.map { nodes[$0].red } ?? false
        far = isLeft ? nodes[rotatedSibling].right : nodes[rotatedSibling].left
        setRed(far, false)
      }
      if let parent {
        nodes[parent].red = false
        if isLeft { rotateLeft(parent) } else { rotateRight(parent) }
      }
      x = root
    }
  }
}

extension ConcurrentMapTreeBin: Sendable where Entity: Sendable {}
extension ConcurrentMapTreeBin.Node: Sendable where Entity: Sendable {}
