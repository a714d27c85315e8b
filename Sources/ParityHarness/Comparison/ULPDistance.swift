
/// Distance between two floating-point values in units in the last place.
///
/// Each value is mapped to its position on the line of ordered IEEE values (negative values mirrored, so that
/// −0.0 and 0.0 share position 0); the distance is the difference of the positions. Not defined for NaN.
enum ULPDistance {
  static func between(_ a: Double, _ b: Double) -> UInt64 {
    let (x, y) = (ordered(a.bitPattern), ordered(b.bitPattern))
    return x >= y ? UInt64(bitPattern: x &- y) : UInt64(bitPattern: y &- x)
  }

  static func between(_ a: Float, _ b: Float) -> UInt64 {
    let (x, y) = (ordered(UInt64(a.bitPattern) << 32), ordered(UInt64(b.bitPattern) << 32))
    let distance = x >= y ? UInt64(bitPattern: x &- y) : UInt64(bitPattern: y &- x)
    return distance >> 32
  }

  private static func ordered(_ bits: UInt64) -> Int64 {
    let magnitude = Int64(bitPattern: bits & 0x7FFF_FFFF_FFFF_FFFF)
    return bits >> 63 == 1 ? -magnitude : magnitude
  }
}
