import JavaHashing
import Testing

/// Compose `Color` constants from its documentation; float-channel bytes checked against the JVM's
/// `(int)(c * 255f + 0.5f)`.
@Suite("Compose Color")
struct ColorTests {
  @Test func namedColors() {
    #expect(Color.red.argb == -65536)
    #expect(Color.red.javaHashCode == -65536)
    #expect(Color.black.argb == -16_777_216)
    #expect(Color.transparent.argb == 0)
  }

  @Test func intChannelsAreMaskedToBytes() {
    #expect(Color(red: 255, green: 255, blue: 255, alpha: 127).argb == 0x7FFF_FFFF)
    #expect(Color(red: 255, green: 0, blue: 0).argb == -65536)
    #expect(Color(red: 256, green: -1, blue: 0x1_0000_0010, alpha: 0x1FF).argb == Int32(bitPattern: 0xFF00_FF10))
    #expect(Color(red: .min, green: .max, blue: 0, alpha: 0).argb == 0x0000_FF00)
  }

  @Test func floatChannelsRoundHalfUp() {
    #expect(Color(red: 1, green: 1, blue: 1, alpha: 0.5).argb == Int32(bitPattern: 0x80FF_FFFF))
    #expect(Color(red: 1.0, green: 0.0, blue: 0.0).argb == -65536)
    #expect(Color(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0).argb == 0)
  }

  @Test func integerLiteralsPickTheIntInitialiser() {
    // As in Kotlin, Color(1, 0, 0) means the Int channels (1, 0, 0), not full red.
    #expect(Color(red: 1, green: 0, blue: 0).argb == Int32(bitPattern: 0xFF01_0000))
  }

  @Test func floatChannelsUseFloatArithmetic() {
    // On the JVM (int)(c * 255f + 0.5f) gives 129 and 1 here, while Double arithmetic would give 128 and 0.
    let c1 = Float(bitPattern: 0x3f01_0101)
    let c2 = Float(bitPattern: 0x3b00_8080)
    #expect(Color(red: c1, green: c2, blue: 0, alpha: 0).argb == 0x0081_0100)
  }

  // Compose ui-graphics 1.8.1 clamps a channel into [0, 1] (earlier releases threw); NaN becomes byte 0.
  @Test(arguments: [(Float.nan, 0), (-Float.nan, 0), (-0.001, 0), (-.infinity, 0), (-Float.leastNonzeroMagnitude, 0),
                    (1.001, 255), (.infinity, 255), (2, 255)] as [(Float, Int32)])
  func floatChannelOutOfRangeIsClamped(_ channel: Float, _ byte: Int32) {
    #expect(Color(red: channel, green: 0, blue: 0).argb == Int32(bitPattern: 0xFF00_0000) | (byte << 16))
    #expect(Color(red: 0, green: 0, blue: 0, alpha: channel).argb == byte << 24)
  }

  @Test func negativeZeroChannelIsAccepted() {
    #expect(Color(red: -0.0, green: 0, blue: 0, alpha: 1).argb == Int32(bitPattern: 0xFF00_0000))
  }
}
