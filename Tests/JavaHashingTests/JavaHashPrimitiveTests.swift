import JavaHashing
import Testing

/// Expected values are from the JVM (`Integer/Long/Float/Double/Boolean.hashCode`, printed by OpenJDK 17) or the
/// Java documentation, not computed here.
@Suite("Primitive hashCode()")
struct JavaHashPrimitiveTests {
  @Test func intIsItself() {
    #expect(JavaHash.int(0) == 0)
    #expect(JavaHash.int(-1) == -1)
    #expect(JavaHash.int(.min) == .min)
  }

  @Test func longFoldsHighAndLowWords() {
    #expect(JavaHash.long(0) == 0)
    #expect(JavaHash.long(-1) == 0)
    #expect(JavaHash.long(.min) == Int32.min)
    #expect(JavaHash.long(.max) == Int32.min)
    #expect(JavaHash.long(1 << 32) == 1)
    #expect(JavaHash.long(42) == 42)
  }

  @Test func floatIsFloatToIntBits() {
    #expect(JavaHash.float(1.0) == 1_065_353_216)
    #expect(JavaHash.float(2.0) == 1_073_741_824)
    #expect(JavaHash.float(1.5) == 1_069_547_520)
    #expect(JavaHash.float(0.1) == 1_036_831_949)
    #expect(JavaHash.float(0.0) == 0)
    #expect(JavaHash.float(-0.0) == Int32.min)
    #expect(JavaHash.float(.infinity) == 2_139_095_040)
    #expect(JavaHash.float(.leastNonzeroMagnitude) == 1)
    #expect(JavaHash.float(.nan) == 0x7fc0_0000)
  }

  @Test func doubleFoldsDoubleToLongBits() {
    #expect(JavaHash.double(0.0) == 0)
    #expect(JavaHash.double(-0.0) == -2_147_483_648)
    #expect(JavaHash.double(1.0) == 1_072_693_248)
    #expect(JavaHash.double(2.0) == 1_073_741_824)
    #expect(JavaHash.double(1.5) == 1_073_217_536)
    #expect(JavaHash.double(0.1) == -1_507_852_285)
    #expect(JavaHash.double(35.681236) == -41_698_564)
    #expect(JavaHash.double(.infinity) == 2_146_435_072)
    #expect(JavaHash.double(-.infinity) == -1_048_576)
    #expect(JavaHash.double(.leastNonzeroMagnitude) == 1)
    #expect(JavaHash.double(.nan) == 2_146_959_360)
  }

  @Test func doubleToLongBitsCanonicalisesNaN() {
    #expect(JavaHash.doubleToLongBits(.nan) == 0x7ff8_0000_0000_0000)
    #expect(JavaHash.doubleToLongBits(Double(bitPattern: 0x7ff0_0000_0000_0001)) == 0x7ff8_0000_0000_0000)
    #expect(JavaHash.doubleToLongBits(-.nan) == 0x7ff8_0000_0000_0000)
    #expect(JavaHash.doubleToLongBits(0.0) == 0)
    #expect(JavaHash.doubleToLongBits(-0.0) == Int64.min)
    #expect(JavaHash.doubleToRawLongBits(Double(bitPattern: 0xfff0_0000_0000_0001)) == Int64(bitPattern: 0xfff0_0000_0000_0001))
  }

  @Test func floatToIntBitsCanonicalisesNaN() {
    #expect(JavaHash.floatToIntBits(Float(bitPattern: 0x7fc0_0001)) == 0x7fc0_0000)
    #expect(JavaHash.floatToIntBits(Float(bitPattern: 0xffc0_0000)) == 0x7fc0_0000)
    #expect(JavaHash.floatToRawIntBits(Float(bitPattern: 0x7fc0_0001)) == 0x7fc0_0001)
  }

  @Test func booleanConstants() {
    #expect(JavaHash.boolean(true) == 1231)
    #expect(JavaHash.boolean(false) == 1237)
  }

  @Test func foldWrapsAround() {
    #expect(JavaHash.h31(seed: 0, []) == 0)
    #expect(JavaHash.h31(seed: 7, []) == 7)
    #expect(JavaHash.h31(seed: 0, [1, 2, 3]) == 1026)  // (1*31 + 2)*31 + 3
    #expect(JavaHash.h31(seed: .max, [.max]) == Int32.max &* 32)
  }

  @Test func listHashIsSeededWithOne() {
    // java.util.List.of().hashCode() == 1, List.of(1, 2, 3).hashCode() == 30817 (JVM).
    #expect(JavaHash.list([]) == 1)
    #expect(JavaHash.list([1, 2, 3]) == 30817)
  }
}
