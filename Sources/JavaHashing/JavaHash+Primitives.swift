extension JavaHash {
  /// `Integer.hashCode(v)`: the value itself.
  @inlinable
  public static func int(_ value: Int32) -> Int32 {
    value
  }

  /// `Long.hashCode(v)`: `(int)(v ^ (v >>> 32))`, an unsigned shift; so `-1L` hashes to 0.
  @inlinable
  public static func long(_ value: Int64) -> Int32 {
    let bits = UInt64(bitPattern: value)
    return Int32(truncatingIfNeeded: bits ^ (bits >> 32))
  }

  /// `Float.hashCode(f)`: `Float.floatToIntBits(f)`, so every NaN hashes to `0x7fc00000` and `-0.0f` differs from `0.0f`.
  @inlinable
  public static func float(_ value: Float) -> Int32 {
    floatToIntBits(value)
  }

  /// `Double.hashCode(d)`: `b = Double.doubleToLongBits(d)`, then `(int)(b ^ (b >>> 32))`; every NaN hashes alike
  /// (2146959360) and `-0.0` (-2147483648) differs from `0.0` (0).
  @inlinable
  public static func double(_ value: Double) -> Int32 {
    long(doubleToLongBits(value))
  }

  /// `Boolean.hashCode(b)`: `true` → 1231, `false` → 1237.
  @inlinable
  public static func boolean(_ value: Bool) -> Int32 {
    value ? 1231 : 1237
  }

  /// `Float.floatToIntBits(f)`: the IEEE 754 bit pattern, with every NaN collapsed to `0x7fc00000`.
  @inlinable
  public static func floatToIntBits(_ value: Float) -> Int32 {
    value.isNaN ? 0x7fc0_0000 : floatToRawIntBits(value)
  }

  /// `Float.floatToRawIntBits(f)`: the IEEE 754 bit pattern as is, NaN payload and sign included.
  @inlinable
  public static func floatToRawIntBits(_ value: Float) -> Int32 {
    Int32(bitPattern: value.bitPattern)
  }

  /// `Double.doubleToLongBits(d)`: the IEEE 754 bit pattern, with every NaN collapsed to `0x7ff8000000000000`.
  @inlinable
  public static func doubleToLongBits(_ value: Double) -> Int64 {
    value.isNaN ? 0x7ff8_0000_0000_0000 : doubleToRawLongBits(value)
  }

  /// `Double.doubleToRawLongBits(d)`: the IEEE 754 bit pattern as is, NaN payload and sign included.
  @inlinable
  public static func doubleToRawLongBits(_ value: Double) -> Int64 {
    Int64(bitPattern: value.bitPattern)
  }
}
