import JavaHashing
import Testing

@Suite("Compose Dp")
struct DpTests {
  @Test func hashIsFloatToIntBits() {
    #expect(Dp(1).javaHashCode == 1_065_353_216)
    #expect(Dp(2).javaHashCode == 1_073_741_824)
    #expect(Dp(.nan).javaHashCode == 0x7fc0_0000)
  }

  @Test func equalityIsJavaFloatEquals() {
    #expect(Dp(.nan) == Dp(Float(bitPattern: 0x7fc0_0001)))
    #expect(Dp(0) != Dp(-0.0))
    #expect(Dp(1.5) == Dp(1.5))
  }
}
