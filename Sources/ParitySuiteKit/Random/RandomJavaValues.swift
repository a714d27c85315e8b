/// Random `JavaValue`s (docs/suites.md): every type, nested lists, maps and data classes, now and then a
/// long list or a deep nesting.
extension SplitMix64 {
  /// A JavaValue (or `null`), nested at most `depth` levels below this one.
  public mutating func anyJavaValue(depth: Int = 3) -> ParityValue {
    let kinds = depth > 0 ? 10 : 7
    switch below(kinds) {
    case 0: return .null
    case 1: return .record(["int": .int32(anyInt32())])
    case 2: return .record(["long": .int64(anyInt64())])
    case 3: return .record(["float": .float(anyFloat())])
    case 4: return .record(["double": .double(anyDouble())])
    case 5: return .record(["boolean": .bool(chance(0.5))])
    case 6: return .record(["string": .string(anyJavaString())])
    case 7: return .record(["list": .array(javaValues(count: collectionSize(), depth: depth - 1))])
    case 8: return .record(["dataClass": .array(javaValues(count: max(1, collectionSize()), depth: depth - 1))])
    default: return .record(["map": .array(mapEntries(count: collectionSize(), depth: depth - 1))])
    }
  }

  /// A value nested `levels` deep in one-element lists and data classes: deep enough to stress recursion,
  /// well inside the format's 256 levels once wrapped in a case.
  public mutating func deeplyNestedJavaValue(levels: Int) -> ParityValue {
    var value = anyJavaValue(depth: 0)
    for _ in 0..<levels { value = .record([chance(0.5) ? "list" : "dataClass": .array([value])]) }
    return value
  }

  private mutating func collectionSize() -> Int {
    switch below(20) {
    case 0: return 0
    case 1: return int(in: 50...(chance(0.1) ? 2000 : 200))
    default: return int(in: 1...5)
    }
  }

  private mutating func javaValues(count: Int, depth: Int) -> [ParityValue] {
    (0..<count).map { _ in anyJavaValue(depth: count > 20 ? 0 : depth) }
  }

  /// Entries with distinct keys (Java `equals`): keys are scalars whose encodings differ, and never floating
  /// point, whose equality (NaN payloads, ±0.0) is too easy to get wrong here.
  private mutating func mapEntries(count: Int, depth: Int) -> [ParityValue] {
    var seen = Set<String>()
    var entries: [ParityValue] = []
    for _ in 0..<count {
      let key: ParityValue
      switch below(5) {
      case 0: key = .record(["int": .int32(anyInt32())])
      case 1: key = .record(["long": .int64(anyInt64())])
      case 2: key = .record(["boolean": .bool(chance(0.5))])
      case 3: key = .null
      default: key = .record(["string": .string(anyJavaString())])
      }
      guard seen.insert(key.json).inserted else { continue }
      entries.append(.array([key, anyJavaValue(depth: count > 20 ? 0 : depth)]))
    }
    return entries
  }
}
