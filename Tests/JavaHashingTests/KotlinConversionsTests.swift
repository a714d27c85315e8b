import JavaHashing
import Testing

/// Expected values printed by a JVM: `(long) d` and `(int) f`.
@Suite("Kotlin toLong() / toInt()")
struct KotlinConversionsTests {
  @Test func toLongTruncatesSaturatesAndZeroesNaN() {
    #expect(kotlinToLong(.nan) == 0)
    #expect(kotlinToLong(1e300) == .max)
    #expect(kotlinToLong(-1e300) == .min)
    #expect(kotlinToLong(.infinity) == .max)
    #expect(kotlinToLong(-.infinity) == .min)
    #expect(kotlinToLong(-2.9) == -2)
    #expect(kotlinToLong(2.9) == 2)
    #expect(kotlinToLong(-0.0) == 0)
    #expect(kotlinToLong(9_223_372_036_854_775_808.0) == .max)
    #expect(kotlinToLong(-9_223_372_036_854_775_808.0) == .min)
    #expect(kotlinToLong(9_223_372_036_854_774_784.0) == 9_223_372_036_854_774_784)
  }

  @Test func toIntTruncatesSaturatesAndZeroesNaN() {
    #expect(kotlinToInt(Float.nan) == 0)
    #expect(kotlinToInt(Float(3e10)) == .max)
    #expect(kotlinToInt(Float(-3e10)) == .min)
    #expect(kotlinToInt(Float(2_147_483_648.0)) == .max)
    #expect(kotlinToInt(Float(-2_147_483_648.0)) == .min)
    #expect(kotlinToInt(Float(255.5)) == 255)
    #expect(kotlinToInt(Float(-0.5)) == 0)
  }
}
