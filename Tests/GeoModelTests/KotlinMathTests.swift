import GeoModel
import Testing

/// Kotlin's minOf / maxOf / coerceIn / roundToInt / toInt on doubles, values printed by the JVM.
@Suite("Kotlin Double primitives")
struct KotlinMathTests {
  @Test func minOfAndMaxOfLetNaNWin() {
    // The example: Swift's min(35, .nan) is 35; Kotlin's minOf is NaN.
    #expect(Swift.min(35.0, Double.nan) == 35)
    #expect(KotlinMath.minOf(35, .nan).isNaN)
    #expect(KotlinMath.minOf(.nan, 35).isNaN)
    #expect(KotlinMath.maxOf(.nan, 1).isNaN)
    #expect(KotlinMath.maxOf(1, .nan).isNaN)
    #expect(KotlinMath.minOf(-.infinity, 3) == -.infinity)
  }

  @Test func minOfAndMaxOfOrderSignedZeros() {
    #expect(KotlinMath.minOf(0.0, -0.0).sign == .minus)
    #expect(KotlinMath.minOf(-0.0, 0.0).sign == .minus)
    #expect(KotlinMath.maxOf(-0.0, 0.0).sign == .plus)
    #expect(KotlinMath.maxOf(0.0, -0.0).sign == .plus)
    #expect(Swift.min(0.0, -0.0).sign == .plus, "the Swift behaviour this replaces")
  }

  @Test func coerceInKeepsNaNAndNegativeZeroAndRejectsAnEmptyRange() throws {
    #expect(try KotlinMath.coerceIn(.nan, -90, 90).isNaN)
    #expect(try KotlinMath.coerceIn(-0.0, 0, 1).sign == .minus)
    #expect(try KotlinMath.coerceIn(95, -90, 90) == 90)
    #expect(try KotlinMath.coerceIn(5, .nan, 1) == 1)
    #expect(androidException { try KotlinMath.coerceIn(1, 2, 1) } == .emptyRange)
  }

  @Test func roundToIntSendsTiesUpAndSaturates() throws {
    #expect(try KotlinMath.roundToInt(2.5) == 3)
    #expect(try KotlinMath.roundToInt(-2.5) == -2)
    #expect(try KotlinMath.roundToInt(-0.5) == 0)
    #expect(try KotlinMath.roundToInt(0.49999999999999994) == 0)
    #expect(try KotlinMath.roundToInt(2147483647.4) == .max)
    #expect(try KotlinMath.roundToInt(3e9) == .max)
    #expect(try KotlinMath.roundToInt(-3e9) == .min)
    #expect(try KotlinMath.roundToInt(-2147483648.5) == .min)
    #expect(try KotlinMath.roundToInt(.infinity) == .max)
    #expect(androidException { try KotlinMath.roundToInt(.nan) } == .roundNaN)
  }

  @Test func toIntTruncatesSaturatesAndMapsNaNToZero() {
    #expect(KotlinMath.toInt(20.7) == 20)
    #expect(KotlinMath.toInt(-3.5) == -3)
    #expect(KotlinMath.toInt(.nan) == 0)
    #expect(KotlinMath.toInt(1e300) == .max)
    #expect(KotlinMath.toInt(-.infinity) == .min)
  }
}
