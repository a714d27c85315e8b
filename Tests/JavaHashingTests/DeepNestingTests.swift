import _CoreTestSupport
import JavaHashing
import Testing

/// `javaHashCode` is total at any nesting depth (vector files cap nesting at 256; the library
/// API does not). Each deep test runs in a child process, so that a stack overflow fails the test instead of
/// ending the run; the expected hashes are computed here from the JVM's rules, without walking a `JavaValue`.
@Suite("Deeply nested JavaValue")
struct DeepNestingTests {
  static let depth = 100_000

  // The deep values live in statics, built on first use inside the child and never released: releasing nested
  // arrays recurses in the Swift runtime, one frame per level, which is not the hash's to promise.

  /// `listOf(listOf(…listOf(Int.MAX_VALUE)…))`.
  static let nestedLists: JavaValue = {
    var value = JavaValue.int(.max)
    for _ in 0..<depth { value = .list([value]) }
    return value
  }()

  /// `D(D(…D(7, 1)…, 1), 1)` for `data class D(val inner: Any, val one: Int)`.
  static let nestedDataClasses: JavaValue = {
    var value = JavaValue.int(7)
    for _ in 0..<depth { value = .dataClass([value, .int(1)]) }
    return value
  }()

  /// `mapOf(mapOf(…mapOf(null to 0)… to level-1) to level)`, levels 1 to `depth`.
  static let nestedMaps: JavaValue = {
    var value = JavaValue.map([(key: nil, value: .int(0))])
    for level in 1...depth { value = .map([(key: value, value: .int(Int32(level)))]) }
    return value
  }()

  static func hashNestedLists() {
    InputLog.announce("lists nested \(depth) deep around Int.MAX_VALUE")
    // List hash: h31(1, [inner]) = 31 + inner, so n levels add 31 * n to the innermost hash (wrapping).
    let expected = Int32.max &+ 31 &* Int32(depth)
    let hash = nestedLists.javaHashCode
    #expect(hash == expected, "hash \(hash), expected \(expected)")
  }

  static func hashNestedDataClasses() {
    InputLog.announce("data classes nested \(depth) deep around 7")
    // Data class hash: h31(inner, [1]) = 31 * inner + 1 per level, in Java's wrapping int arithmetic.
    var expected: Int32 = 7
    for _ in 0..<depth { expected = 31 &* expected &+ 1 }
    let hash = nestedDataClasses.javaHashCode
    #expect(hash == expected, "hash \(hash), expected \(expected)")
  }

  static func hashNestedMaps() {
    InputLog.announce("maps nested \(depth) deep around {null: 0}")
    // Map hash: the sum of key ^ value over the entries; one entry per level, so inner ^ level.
    var expected: Int32 = 0 ^ 0
    for level in 1...Int32(depth) { expected ^= level }
    let hash = nestedMaps.javaHashCode
    #expect(hash == expected, "hash \(hash), expected \(expected)")
  }

  @Test func nestedListsHashToTheClosedForm() async {
    if await #expect(processExitsWith: .success, performing: { DeepNestingTests.hashNestedLists() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { DeepNestingTests.hashNestedLists() })
    }
  }

  @Test func nestedDataClassesHashToTheRecurrence() async {
    if await #expect(processExitsWith: .success, performing: { DeepNestingTests.hashNestedDataClasses() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          DeepNestingTests.hashNestedDataClasses()
        })
    }
  }

  @Test func nestedMapsHashToTheRecurrence() async {
    if await #expect(processExitsWith: .success, performing: { DeepNestingTests.hashNestedMaps() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { DeepNestingTests.hashNestedMaps() })
    }
  }

  /// The walk with explicit stacks gives what the recursive definition gives, on random values.
  @Test func iterativeHashEqualsTheRecursiveDefinition() {
    var random = SplitMix64(seed: 0x5EED_0022)
    for iteration in 0..<5_000 {
      let value = random.nextJavaValue(depth: 5)
      #expect(value.javaHashCode == recursiveHash(value), "seed 0x5EED0022 iteration \(iteration): \(String(describing: value))")
    }
  }

  @Test func knownDeepishValues() {
    // By the JVM's rules, by hand: List.of() is 1, List.of(List.of()) is 31 * 1 + 1 = 32, one more level 31 + 32.
    #expect(JavaValue.list([.list([.list([])])]).javaHashCode == 63)
    #expect(JavaValue.dataClass([.dataClass([.int(2), nil]), .map([(key: .int(3), value: .int(1))])]).javaHashCode
      == 31 &* (31 &* 2 &+ 0) &+ (3 ^ 1))
  }
}

/// The JVM's `hashCode()` of a value, by its recursive definition (the recursive implementation the iterative one replaced).
private func recursiveHash(_ value: JavaValue?) -> Int32 {
  guard let value else { return 0 }
  switch value {
  case .int(let v): return JavaHash.int(v)
  case .long(let v): return JavaHash.long(v)
  case .float(let v): return JavaHash.float(v)
  case .double(let v): return JavaHash.double(v)
  case .boolean(let v): return JavaHash.boolean(v)
  case .string(let v): return v.javaHashCode
  case .list(let elements): return JavaHash.list(elements.map(recursiveHash))
  case .map(let entries): return entries.reduce(0) { $0 &+ (recursiveHash($1.key) ^ recursiveHash($1.value)) }
  case .dataClass(let fields):
    guard let first = fields.first else { return 0 }
    return JavaHash.h31(seed: recursiveHash(first), fields.dropFirst().map(recursiveHash))
  }
}
