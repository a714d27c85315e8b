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

  @Test func floatChannelsRoundHalfUp() throws {
    #expect(try Color(red: 1, green: 1, blue: 1, alpha: 0.5).argb == Int32(bitPattern: 0x80FF_FFFF))
    #expect(try Color(red: 1.0, green: 0.0, blue: 0.0).argb == -65536)
    #expect(try Color(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0).argb == 0)
  }

  @Test func integerLiteralsPickTheIntInitialiser() {
    // As in Kotlin, Color(1, 0, 0) means the Int channels (1, 0, 0), not full red.
    #expect(Color(red: 1, green: 0, blue: 0).argb == Int32(bitPattern: 0xFF01_0000))
  }

  @Test func floatChannelsUseFloatArithmetic() throws {
    // On the JVM (int)(c * 255f + 0.5f) gives 129 and 1 here, while Double arithmetic would give 128 and 0.
    let c1 = Float(bitPattern: 0x3f01_0101)
    let c2 = Float(bitPattern: 0x3b00_8080)
    #expect(try Color(red: c1, green: c2, blue: 0, alpha: 0).argb == 0x0081_0100)
  }

  @Test(arguments: [Float.nan, -Float.nan, -0.001, 1.001, .infinity, -.infinity, -Float.leastNonzeroMagnitude])
  func floatChannelOutOfRangeIsRejected(_ bad: Float) {
    #expect(throws: ColorError.self) { try Color(red: bad, green: 0, blue: 0) }
    #expect(throws: ColorError.self) { try Color(red: 0, green: 0, blue: 0, alpha: bad) }
  }

  @Test func errorNamesTheChannelAndCode() {
    do {
      _ = try Color(red: 0, green: 0, blue: 2, alpha: .nan)
      Issue.record("expected invalidColorChannel")
    } catch {
      guard case .invalidColorChannel(let channel, let value) = error else { return }
      #expect(channel == .blue)
      #expect(value == 2)
      #expect(error.code == "invalidColorChannel")
    }
  }

  @Test func negativeZeroChannelIsAccepted() throws {
    #expect(try Color(red: -0.0, green: 0, blue: 0, alpha: 1).argb == Int32(bitPattern: 0xFF00_0000))
  }
}
