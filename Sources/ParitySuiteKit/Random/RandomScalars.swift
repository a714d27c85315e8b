/// Random JVM scalars biased toward the values where ports break: NaN payloads, ±∞, ±0.0, subnormals,
/// extreme magnitudes, integer bounds, lone surrogates and astral characters.
extension SplitMix64 {
  /// Doubles that break naive ports, kept as a table so every one of them comes up often.
  static let edgeDoubles: [Double] = [
    0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 2.0, -2.0, .infinity, -.infinity, .nan,
    Double(bitPattern: 0xFFF8_0000_0000_0000), Double(bitPattern: 0x7FF0_0000_0000_0001),
    Double(bitPattern: 0x7FF8_0000_0000_0001), Double(bitPattern: 0xFFFF_FFFF_FFFF_FFFF),
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 1e-300, 1e7, 1e-7, 1e12, 1e15, 1e16,
    9007199254740992, 9007199254740994, 2147483647.0, 2147483648.0, -2147483649.0, 9.223372036854776e18, -9.223372036854776e18,
    0.49999999999999994, 1.0000000000000002, 0.9999999999999999,
  ]

  /// Any double: edge values, raw bit patterns, ordinary values with few or many digits, extreme magnitudes.
  public mutating func anyDouble() -> Double {
    switch below(10) {
    case 0, 1: return pick(Self.edgeDoubles)
    case 2: return Double(bitPattern: next())
    case 3: return nanWithPayload()
    case 4: return Double(bitPattern: next() & 0x800F_FFFF_FFFF_FFFF)  // subnormal (or ±0)
    case 5: return scaled(double(in: -10, 10), decimalExponent: int(in: -320...308))
    case 6: return Double(int(in: -1000...1000))
    default: return decimal(double(in: -1000, 1000), digits: int(in: 0...8))
    }
  }

  /// A NaN with a random sign and payload (never the canonical one).
  public mutating func nanWithPayload() -> Double {
    let payload = max(1, next() & 0x000F_FFFF_FFFF_FFFF)
    let sign: UInt64 = chance(0.5) ? 0x8000_0000_0000_0000 : 0
    return Double(bitPattern: sign | 0x7FF0_0000_0000_0000 | payload)
  }

  static let edgeFloats: [Float] = [
    0, -0.0, 1, -1, 1.5, 2, 0.1, 1.1, .infinity, -.infinity, .nan, Float(bitPattern: 0x7FC0_0001),
    Float(bitPattern: 0xFFC0_0000), Float(bitPattern: 0x7F80_0001), .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 16777216, 16777218, 0.99999994, 15.99999,
  ]

  /// Any float, by the same recipe as `anyDouble`.
  public mutating func anyFloat() -> Float {
    switch below(10) {
    case 0, 1: return pick(Self.edgeFloats)
    case 2: return Float(bitPattern: UInt32(truncatingIfNeeded: next()))
    case 3:
      let payload = max(1, UInt32(truncatingIfNeeded: next()) & 0x007F_FFFF)
      return Float(bitPattern: (chance(0.5) ? 0x8000_0000 : 0) | 0x7F80_0000 | payload)
    case 4: return Float(bitPattern: UInt32(truncatingIfNeeded: next()) & 0x807F_FFFF)
    case 5: return Float(scaled(double(in: -10, 10), decimalExponent: int(in: -45...38)))
    case 6: return Float(int(in: -1000...1000))
    default: return Float(decimal(double(in: -100, 100), digits: int(in: 0...4)))
    }
  }

  /// Any 32-bit integer: bounds, small values, powers of two and their neighbours, the full range.
  public mutating func anyInt32() -> Int32 {
    switch below(6) {
    case 0: return pick([0, 1, -1, .max, .min, .max - 1, .min + 1, 255, 256, -65536, 2147483647])
    case 1: return Int32(int(in: -300...300))
    case 2: return Int32(truncatingIfNeeded: (1 as Int64) << int(in: 0...31)) &+ Int32(int(in: -1...1))
    default: return Int32(truncatingIfNeeded: next())
    }
  }

  static let edgeInt64s: [Int64] = [
    0, 1, -1, .max, .min, .max - 1, .min + 1, 2_147_483_648, -2_147_483_649, 4_294_967_296, -4_294_967_296, 4_294_967_295,
  ]

  /// Any 64-bit integer, including the values that collide as Int and Long (−1, 2^31, ±2^32).
  public mutating func anyInt64() -> Int64 {
    switch below(6) {
    case 0: return pick(Self.edgeInt64s)
    case 1: return Int64(int(in: -300...300))
    case 2: return (1 << Int64(int(in: 0...62))) &+ Int64(int(in: -1...1)) &* (chance(0.5) ? 1 : -1)
    case 3: return Int64(anyInt32())
    default: return Int64(bitPattern: next())
    }
  }

  /// A Java string as UTF-16 code units: mostly short, sometimes empty or a few thousand units long, mixing
  /// ASCII, controls, Latin-1, CJK, combining marks, emoji pairs and lone surrogates.
  public mutating func anyJavaString() -> [UInt16] {
    let length: Int
    switch below(20) {
    case 0, 1: length = 0
    case 2: return pick(Self.knownStrings).map { Array($0.utf16) } ?? [0xD83D]
    case 3: length = int(in: 100...(chance(0.05) ? 4000 : 300))
    default: length = int(in: 1...(chance(0.5) ? 8 : 40))
    }
    var units: [UInt16] = []
    units.reserveCapacity(length)
    let alphabet = below(4)  // some strings stay ASCII, others mix everything
    while units.count < length {
      if alphabet < 2 {
        units.append(UInt16(int(in: 0x20...0x7E)))
        continue
      }
      switch below(12) {
      case 0: units.append(UInt16(below(0x20)))  // controls, including NUL
      case 1: units.append(UInt16(int(in: 0xA0...0xFF)))
      case 2: units.append(UInt16(int(in: 0x4E00...0x9FFF)))
      case 3: units.append(UInt16(int(in: 0x300...0x36F)))  // combining marks
      case 4:  // a valid pair: an astral character
        let scalar = UInt32(int(in: 0x10000...0x10FFFF)) - 0x10000
        units += [UInt16(0xD800 + (scalar >> 10)), UInt16(0xDC00 + (scalar & 0x3FF))]
      case 5: units.append(UInt16(int(in: 0xD800...0xDFFF)))  // a lone (or accidentally paired) surrogate
      case 6: units.append(pick([0xFFFF, 0xFEFF, 0xFFFD, 0xE000, 0x2028]))
      case 7: units.append(UInt16(below(0x10000)))
      default: units.append(UInt16(int(in: 0x20...0x7E)))
      }
    }
    return units
  }

  static let knownStrings: [String?] = [
    "", "Aa", "BB", "polygenelubricants", "\u{1F600}", "e\u{301}", "\u{E9}", nil, "false", "true", "null",
    "https://example.com/maps/route?from=35.681236,139.767125&to=34.702485,135.495951&mode=driving&lang=ja",
  ]

  /// `value` rounded to `digits` decimals (a realistic coordinate or parameter).
  public mutating func decimal(_ value: Double, digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// `mantissa × 10^exponent`, saturating to ±∞ or 0 as the double arithmetic does.
  public func scaled(_ mantissa: Double, decimalExponent exponent: Int) -> Double {
    var result = mantissa
    var remaining = exponent
    while remaining > 0 { result *= 10; remaining -= 1 }
    while remaining < 0 { result /= 10; remaining += 1 }
    return result
  }
}
