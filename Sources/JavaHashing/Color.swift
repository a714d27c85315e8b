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

  /// Compose `Color(red, green, blue, alpha = 1f)` with `Float` channels in sRGB, as Compose ui-graphics 1.8.1
  /// (Compose BOM 2025.05.00, the SDK's) computes it.
  ///
  /// Each channel is clamped into [0, 1] with Compose's `fastCoerceIn` (`c < 0 → 0`, then `c > 1 → 1`; a NaN
  /// stays NaN) and becomes the byte `(c * 255f + 0.5f).toInt()` in `Float` arithmetic (so 0.5 → 128, NaN → 0).
  /// Compose releases before 1.7 threw `IllegalArgumentException` for a channel out of range instead; the
  /// vectors record the SDK's version. As in Kotlin, all-integer literals pick the `Int` initialiser: write
  /// `Color(red: 1.0, green: 0.0, blue: 0.0)` for full red.
  public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
    self.init(byteRed: Int(Self.byte(red)), green: Int(Self.byte(green)), blue: Int(Self.byte(blue)),
              alpha: Int(Self.byte(alpha)))
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

  /// Kotlin `(c.fastCoerceIn(0f, 1f) * 255f + 0.5f).toInt()` in `Float` arithmetic.
  private static func byte(_ value: Float) -> Int32 {
    var clamped = value
    if clamped < 0 { clamped = 0 }
    if clamped > 1 { clamped = 1 }
    let scaled: Float = clamped * 255
    let rounded: Float = scaled + 0.5
    return kotlinToInt(rounded)
  }

  /// Packs four bytes (each already in 0...255) as `0xAARRGGBB`.
  private init(byteRed red: Int, green: Int, blue: Int, alpha: Int) {
    let packed = UInt32(truncatingIfNeeded: (alpha << 24) | (red << 16) | (green << 8) | blue)
    self.argb = Int32(bitPattern: packed)
  }
}
