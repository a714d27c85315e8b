import Foundation
import JavaHashing
@testable import OverlayIdentity
import Testing

/// The Swift model of `java.util.concurrent.ConcurrentHashMap` against the JDK's own map: random put/remove
/// sequences over colliding String keys (red-black tree bins, removals that find a tree too small, resizes that
/// split trees), with the order the JDK iterated after every operation (Tests/Fixtures/concurrent-hash-map,
/// written by its JdkConcurrentHashMapOrders.java). `CONCURRENT_MAP_JDK_ORDERS=FILE` replays another such file,
/// e.g. thousands of sequences fresh from the JDK.
@Suite("ConcurrentHashMap order against the JDK")
struct ConcurrentMapJDKTests {
  struct Sequence {
    var line: Int
    var operations: [(put: Bool, key: String)]
    var digest: String
    var finalOrder: [String]
  }

  static func load() throws -> [Sequence] {
    let path = ProcessInfo.processInfo.environment["CONCURRENT_MAP_JDK_ORDERS"]
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/concurrent-hash-map/jdk-orders.txt").path
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    var sequences: [Sequence] = []
    for (index, line) in lines.enumerated() {
      let fields = line.split(separator: " ").map(String.init)
      switch fields.first {
      case "S":
        sequences.append(Sequence(line: index + 1, operations: fields.dropFirst().map { ($0.first == "+", String($0.dropFirst())) },
                                  digest: "", finalOrder: []))
      case "D": sequences[sequences.count - 1].digest = fields[1]
      case "O": sequences[sequences.count - 1].finalOrder = Array(fields.dropFirst())
      default: break
      }
    }
    return sequences
  }

  /// FNV-1a 64 over an order, as the Java program writes it: each key's characters and a space, then a newline.
  static func digest(_ hash: inout UInt64, _ order: [String]) {
    for key in order {
      for unit in key.utf16 { hash = (hash ^ UInt64(unit)) &* 0x100_0000_01b3 }
      hash = (hash ^ 0x20) &* 0x100_0000_01b3
    }
    hash = (hash ^ 0x0a) &* 0x100_0000_01b3
  }

  @Test func everySequenceIteratesAsTheJDKDid() throws {
    let sequences = try Self.load()
    #expect(sequences.count >= 100)
    var matched = 0
    var withTrees = 0
    var treesUndoneByRemoval = 0
    var resizesWithTrees = 0
    for sequence in sequences {
      var map = ConcurrentEntityMap<Int>()
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var hadTree = false
      for (step, operation) in sequence.operations.enumerated() {
        let (trees, capacity) = (map.treeBinCount, map.capacity)
        if operation.put { map.register(JavaString(operation.key), step) } else { map.remove(JavaString(operation.key)) }
        if map.treeBinCount > 0 { hadTree = true }
        if !operation.put && map.treeBinCount < trees { treesUndoneByRemoval += 1 }
        if map.capacity > capacity && trees > 0 { resizesWithTrees += 1 }
        Self.digest(&hash, map.entries.map(\.id.description))
      }
      let order = map.entries.map(\.id.description)
      let digest = String(hash, radix: 16).leftPadded(to: 16)
      if digest == sequence.digest && order == sequence.finalOrder {
        matched += 1
      } else {
        Issue.record("line \(sequence.line): the JDK ended with \(sequence.finalOrder), the model with \(order) (digests \(sequence.digest), \(digest))")
      }
      if hadTree { withTrees += 1 }
    }
    #expect(matched == sequences.count)
    // The evidence exercises what it is for: tree bins, removals that turn them back into lists, resizes that
    // split them.
    let coverage = "\(withTrees) with a tree bin, \(treesUndoneByRemoval) trees undone by a removal, \(resizesWithTrees) resizes of a table with trees"
    #expect(withTrees * 2 > sequences.count && treesUndoneByRemoval > 0 && resizesWithTrees > 0, "\(coverage)")
    print("ConcurrentMapJDKTests: \(matched) of \(sequences.count) sequences as the JDK; \(coverage)")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
