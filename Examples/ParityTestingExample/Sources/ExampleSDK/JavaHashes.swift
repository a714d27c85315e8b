/// The SDK's Java-compatible hashes (what `hashCode()` gives on Android).
public enum JavaHashes {
  public static func int(_ value: Int32) -> Int32 { value }

  public static func long(_ value: Int64) -> Int32 {
    Int32(truncatingIfNeeded: value ^ Int64(bitPattern: UInt64(bitPattern: value) >> 32))
  }

  public static func float(_ value: Float) -> Int32 {
    value.isNaN ? 0x7fc0_0000 : Int32(bitPattern: value.bitPattern)
  }

  /// Java's `Double.doubleToLongBits`: the bits, every NaN as the canonical one.
  public static func doubleBits(_ value: Double) -> Int64 {
    Int64(bitPattern: value.isNaN ? 0x7ff8_0000_0000_0000 : value.bitPattern)
  }

  public static func double(_ value: Double) -> Int32 { long(doubleBits(value)) }

  public static func boolean(_ value: Bool) -> Int32 { value ? 1231 : 1237 }

  /// `seed * 31 + e` over the elements, wrapping like a Java `int`.
  public static func fold(seed: Int32, _ elements: [Int32]) -> Int32 {
    elements.reduce(seed) { $0 &* 31 &+ $1 }
  }

  /// A Kotlin `List`'s hash: the fold from 1.
  public static func list(_ elementHashes: [Int32]) -> Int32 { fold(seed: 1, elementHashes) }

  public static func string(utf16: [UInt16]) -> Int32 { fold(seed: 0, utf16.map { Int32($0) }) }
}
