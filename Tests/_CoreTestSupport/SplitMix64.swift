@_exported import SeededRandom

/// Draws for the core's property tests, on the same seeded generator as the fuzzer's, so a test reproduces from
/// the seed in its message. Draw through these methods only: the standard library's `Double.random(in:using:)`
/// and `Int.random(in:using:)` do not fix their algorithms, so a seed would not name the same inputs on another
/// Swift version or platform.
extension SplitMix64 {
  /// A uniform double in `range` (finite bounds, not empty), by this fixed mapping: the top 53 bits of `next()`
  /// give `u = k / 2^53` in [0, 1), and the result is `lowerBound + u * (upperBound - lowerBound)`, or
  /// `upperBound.nextDown` in the rare case where rounding reaches `upperBound`; so the result is in the range.
  public mutating func double(in range: Range<Double>) -> Double {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite && !range.isEmpty)
    let unit = Double(next() >> 11) * 0x1p-53
    let value = range.lowerBound + unit * (range.upperBound - range.lowerBound)
    return value < range.upperBound ? value : range.upperBound.nextDown
  }

  /// A Double that is often special: NaN (with payloads), ±inf, ±0, subnormal, extreme, a Long or 1e7-scaled
  /// Long boundary, a coordinate boundary, or any bit pattern.
  public mutating func nextSpecialDouble() -> Double {
    let specials: [Double] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_223_372_036_854_775_808.0, -9_223_372_036_854_775_808.0,
      922_337_203_685.4775807, -922_337_203_685.4775808, 1e300, -1e-300, 90, -90, 180, -180,
    ]
    switch next() % 4 {
    case 0: return specials[Int(next() % UInt64(specials.count))]
    case 1: return Double(bitPattern: next())
    case 2: return Double(Int64(bitPattern: next())) / Double(1 << (next() % 60))
    default: return Double(bitPattern: next() & 0x000F_FFFF_FFFF_FFFF)  // subnormal
    }
  }

  /// A Float that is often special, like ``nextSpecialDouble()``.
  public mutating func nextSpecialFloat() -> Float {
    let specials: [Float] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1, 0.5,
      2_147_483_648.0, -2_147_483_648.0,
    ]
    switch next() % 3 {
    case 0: return specials[Int(next() % UInt64(specials.count))]
    case 1: return Float(bitPattern: UInt32(truncatingIfNeeded: next()))
    default: return Float(bitPattern: UInt32(truncatingIfNeeded: next()) & 0x3F80_0000 | UInt32(truncatingIfNeeded: next()) & 0x7F_FFFF)
    }
  }
}
