import _CoreTestSupport
import JavaHashing
import Testing

/// Random inputs, biased towards special values, through every function: none may trap.
///
/// The `NeverTrap` tests evaluate their inputs in a child process (an exit test) that names each input before
/// evaluating it, so a trap fails the test and names the input instead of ending the test run (``InputLog``).
@Suite("Totality")
struct TotalityTests {
  static func primitives() {
    var random = SplitMix64(seed: 0x5EED_0001)
    var sink: Int64 = 0
    for _ in 0..<5000 {
      let double = random.nextSpecialDouble()
      let float = random.nextSpecialFloat()
      let long = Int64(bitPattern: random.next())
      InputLog.announce("seed 0x5EED0001 double \(double) (bits \(double.bitPattern)) float \(float) (bits \(float.bitPattern)) long \(long)")
      sink &+= Int64(JavaHash.double(double)) &+ JavaHash.doubleToLongBits(double)
      sink &+= Int64(JavaHash.float(float)) &+ Int64(JavaHash.long(long))
      sink &+= kotlinToLong(double) &+ Int64(kotlinToInt(float))
      sink &+= Int64(Dp(float).javaHashCode)
      #expect(Color(red: float, green: 0.5, blue: 0.25, alpha: 1).argb >> 24 == -1, "alpha 1 gives 0xFF")
      sink &+= Int64(Color(red: Int(truncatingIfNeeded: long), green: 0, blue: 0).argb)
    }
    withExtendedLifetime(sink) {}  // keeps the work observable
  }

  @Test func primitivesNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { TotalityTests.primitives() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { TotalityTests.primitives() })
    }
  }

  @Test func canonicalNaNHashesAlike() {
    var random = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<2000 {
      let payload = random.next() & 0x000F_FFFF_FFFF_FFFF | 1
      let sign: UInt64 = random.next() & 1 == 0 ? 0 : 1 << 63
      let nan = Double(bitPattern: sign | 0x7FF0_0000_0000_0000 | payload)
      #expect(JavaHash.double(nan) == 2_146_959_360)
    }
  }

  static func stringsAndHugeSequences() {
    var random = SplitMix64(seed: 0x5EED_0003)
    for _ in 0..<500 {
      let units = (0..<Int(random.next() % 64)).map { _ in UInt16(truncatingIfNeeded: random.next()) }
      InputLog.announce("seed 0x5EED0003 UTF-16 units \(units)")
      let hash = JavaHash.string(utf16: units)
      #expect(JavaString(utf16: units).javaHashCode == hash)
    }
    InputLog.announce("h31 and list over 200,000 elements i * 2654435761")
    let huge = (0..<200_000).map { Int32(truncatingIfNeeded: $0 &* 2_654_435_761) }
    _ = JavaHash.h31(seed: .min, huge)
    _ = JavaHash.list(huge)
    InputLog.announce("a string of 100,000 U+FFFF")
    let longString = JavaString(utf16: repeatElement(0xFFFF, count: 100_000))
    _ = longString.javaHashCode
  }

  @Test func stringsAndHugeSequencesNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { TotalityTests.stringsAndHugeSequences() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          TotalityTests.stringsAndHugeSequences()
        })
    }
  }

  static func nestedValues() {
    var random = SplitMix64(seed: 0x5EED_0004)
    for iteration in 0..<500 {
      let value = random.nextJavaValue(depth: 4)
      InputLog.announce("seed 0x5EED0004 iteration \(iteration): \(String(describing: value))")
      _ = value.javaHashCode
    }
    InputLog.announce("lists nested 256 deep, each [inner, null]")
    var deep: JavaValue? = .int(1)
    for _ in 0..<256 { deep = .list([deep, nil]) }
    _ = deep.javaHashCode
  }

  @Test func nestedValuesNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { TotalityTests.nestedValues() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { TotalityTests.nestedValues() })
    }
  }
}

extension SplitMix64 {
  mutating func nextJavaValue(depth: Int) -> JavaValue? {
    let pick = next() % (depth > 0 ? 10 : 7)
    switch pick {
    case 0: return nil
    case 1: return .int(Int32(truncatingIfNeeded: next()))
    case 2: return .long(Int64(bitPattern: next()))
    case 3: return .float(nextSpecialFloat())
    case 4: return .double(nextSpecialDouble())
    case 5: return .boolean(next() & 1 == 0)
    case 6: return .string(JavaString(utf16: (0..<Int(next() % 8)).map { _ in UInt16(truncatingIfNeeded: next()) }))
    case 7: return .list((0..<Int(next() % 6)).map { _ in nextJavaValue(depth: depth - 1) })
    case 8:
      return .map((0..<Int(next() % 4)).map { _ in (nextJavaValue(depth: depth - 1), nextJavaValue(depth: depth - 1)) })
    default: return .dataClass((0..<Int(1 + next() % 4)).map { _ in nextJavaValue(depth: depth - 1) })
    }
  }
}
