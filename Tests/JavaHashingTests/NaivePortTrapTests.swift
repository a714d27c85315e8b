import JavaHashing
import Testing

/// Pins the mistakes a naive Swift port makes; each message says which trap was hit.
@Suite("Naive-port traps")
struct NaivePortTrapTests {
  @Test func floatHashedAsDoubleDiffers() {
    // Kotlin Float 1.0f hashes to 1065353216; widened to Double it would hash to 1072693248.
    #expect(JavaHash.float(1.0) == 1_065_353_216, "Float must hash with floatToIntBits")
    #expect(JavaHash.float(1.0) != JavaHash.double(1.0), "Float hashed as Double")
    #expect(JavaValue.float(1.5).javaHashCode != JavaValue.double(1.5).javaHashCode, "Float hashed as Double")
  }

  @Test func dpHashedAsDoubleAgreesOnlyAtTwo() {
    #expect(Dp(2).javaHashCode == JavaHash.double(2), "the one width where the Float and Double hashes agree")
    for width: Float in [0.5, 1, 1.5, 3, 4, 8, 10] {
      #expect(Dp(width).javaHashCode != JavaHash.double(Double(width)), "Dp \(width) hashed as Double")
    }
  }

  @Test func nanBitsAreCanonicalNotRaw() {
    let payloadNaN = Double(bitPattern: 0x7ff0_0000_0000_0001)
    #expect(JavaHash.double(payloadNaN) == 2_146_959_360, "NaN must hash as doubleToLongBits, not raw bits")
    #expect(JavaHash.doubleToRawLongBits(payloadNaN) != JavaHash.doubleToLongBits(payloadNaN), "raw vs canonical")
    let floatNaN = Float(bitPattern: 0xffc0_0001)
    #expect(JavaHash.float(floatNaN) == 0x7fc0_0000, "Float NaN must hash as floatToIntBits, not raw bits")
  }

  @Test func intAndLongHashDifferently() {
    #expect(JavaValue.int(-1).javaHashCode == -1, "Int hash is the value")
    #expect(JavaValue.long(-1).javaHashCode == 0, "Long hash is (int)(v ^ (v >>> 32)); -1L -> 0")
  }

  @Test func falseStringIsNotBooleanFalse() {
    #expect(JavaHash.string("false") == 97_196_323, "geodesic.toString().hashCode()")
    #expect(JavaHash.boolean(false) == 1237, "Boolean false hash")
    #expect(JavaHash.string("false") != JavaHash.boolean(false))
  }

  @Test func negativeZeroIsNotZero() {
    #expect(JavaHash.double(-0.0) != JavaHash.double(0.0), "-0.0 and 0.0 differ in doubleToLongBits")
    #expect(JavaHash.float(-0.0) != JavaHash.float(0.0), "-0.0f and 0.0f differ in floatToIntBits")
  }

  @Test func listSeedIsOneNotZero() {
    #expect(JavaHash.list([5]) == 36, "java.util.List hash is h31(1, …)")
    #expect(JavaHash.h31(seed: 0, [5]) == 5)
  }
}
