/// A Compose `Color` in sRGB, held as its ARGB `int` (`0xAARRGGBB`); its `hashCode()` is that `int`.
public struct Color: Hashable, Sendable, JavaHashable {
  /// The ARGB value as a Java `int`: alpha in the top byte, then red, green, blue.
  public var argb: Int32

  /// `Color(argb)`: the color with this ARGB `int`.
  public init(argb: Int32) {
    self.argb = argb
  }

  /// Compose `Color(red, green, blue, alpha = 0xFF)` with `Int` channels: each channel is taken `and 0xFF`
  /// (so 256 → 0 and -1 → 255), never rejected.
  public init(red: Int, green: Int, blue: Int, alpha: Int = 0xFF) {
    self.init(byteRed: red & 0xFF, green: green & 0xFF, blue: blue & 0xFF, alpha: alpha & 0xFF)
  }

  /// Compose `Color(red, green, blue, alpha = 1f)` with `Float` channels in sRGB.
  ///
  /// Each channel must lie in [0, 1] (NaN is rejected) and becomes the byte `(c * 255f + 0.5f).toInt()`, computed
  /// in `Float` arithmetic as Kotlin does (so 0.5 → 128). As in Kotlin, all-integer literals pick the `Int`
  /// initialiser instead: write `Color(red: 1.0, green: 0.0, blue: 0.0)` for full red.
  /// - Throws: ``ColorError/invalidColorChannel(_:value:)`` for the first channel (red, green, blue, alpha) out of
  ///   range.
  public init(red: Float, green: Float, blue: Float, alpha: Float = 1) throws(ColorError) {
    let red = try Self.byte(red, .red)
    let green = try Self.byte(green, .green)
    let blue = try Self.byte(blue, .blue)
    let alpha = try Self.byte(alpha, .alpha)
    self.init(byteRed: Int(red), green: Int(green), blue: Int(blue), alpha: Int(alpha))
  }

  /// `hashCode()`: the ARGB `int` itself.
  public var javaHashCode: Int32 {
    argb
  }

  /// Compose `Color.Red`, `0xFFFF0000` (-65536).
  public static let red = Color(argb: Int32(bitPattern: 0xFFFF_0000))
  /// Compose `Color.Black`, `0xFF000000` (-16777216).
  public static let black = Color(argb: Int32(bitPattern: 0xFF00_0000))
  /// Compose `Color.Transparent`, `0x00000000`.
  public static let transparent = Color(argb: 0)

  /// Kotlin `(c * 255f + 0.5f).toInt()` in `Float` arithmetic, after checking that `c` is in [0, 1].
  private static func byte(_ value: Float, _ channel: ColorError.Channel) throws(ColorError) -> Int32 {
    guard value >= 0 && value <= 1 else { throw .invalidColorChannel(channel, value: value) }
    let scaled: Float = value * 255
    let rounded: Float = scaled + 0.5
    return kotlinToInt(rounded)
  }

  /// Packs four bytes (each already in 0...255) as `0xAARRGGBB`.
  private init(byteRed red: Int, green: Int, blue: Int, alpha: Int) {
    let packed = UInt32(truncatingIfNeeded: (alpha << 24) | (red << 16) | (green << 8) | blue)
    self.argb = Int32(bitPattern: packed)
  }
}
