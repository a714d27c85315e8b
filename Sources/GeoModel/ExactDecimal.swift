/// The exact decimal value of a finite `Double`: every binary double is a finite decimal fraction (Java's
/// `new BigDecimal(x)`), e.g. 35.681236 is 35.6812359999999983983798301778733730316162109375.
///
/// Held as significant digits `0.d1 d2 … dn × 10^pointPosition` without leading or trailing zeros; zero has no
/// digits. The sign is kept apart (``isNegative``) because Java's `BigDecimal` has no negative zero while its
/// formatter prints one.
struct ExactDecimal: Equatable {
  /// Significant digits, each 0...9, most significant first; the first and last are not 0. Empty for zero.
  var digits: [UInt8]
  /// How many digits stand before the decimal point (negative: zeros follow the point first).
  var pointPosition: Int
  var isNegative: Bool

  var isZero: Bool { digits.isEmpty }

  /// The exact value of `value`; `nil` for NaN and ±∞, which have no decimal value.
  init?(_ value: Double) {
    guard value.isFinite else { return nil }
    isNegative = value.sign == .minus
    let fraction = UInt64(value.significandBitPattern)
    let biasedExponent = Int(value.exponentBitPattern)
    if biasedExponent == 0 && fraction == 0 {
      digits = []
      pointPosition = 0
      return
    }
    // |value| = significand × 2^exponent with an integer significand.
    let significand = biasedExponent == 0 ? fraction : fraction | (1 << 52)
    let exponent = (biasedExponent == 0 ? 1 : biasedExponent) - 1075
    var number = DecimalLimbs(significand)
    if exponent >= 0 {
      number.multiply(byPowerOf: 2, exponent: exponent)
      digits = number.decimalDigits()
      pointPosition = digits.count
    } else {
      // m × 2^-k = m × 5^k / 10^k.
      number.multiply(byPowerOf: 5, exponent: -exponent)
      digits = number.decimalDigits()
      pointPosition = digits.count + exponent
    }
    while digits.last == 0 { digits.removeLast() }
  }

  init(digits: [UInt8], pointPosition: Int, isNegative: Bool) {
    var digits = digits
    var pointPosition = pointPosition
    while digits.last == 0 { digits.removeLast() }
    while digits.first == 0 {
      digits.removeFirst()
      pointPosition -= 1
    }
    self.digits = digits
    self.pointPosition = digits.isEmpty ? 0 : pointPosition
    self.isNegative = isNegative
  }

  /// The digit at decimal place `place` (1 = the first digit after the point, 0 = the units, -1 = the tens).
  func digit(atPlace place: Int) -> UInt8 {
    let index = pointPosition + place - 1
    return index >= 0 && index < digits.count ? digits[index] : 0
  }

  /// Cut to `places` decimal places toward zero (`RoundingMode.DOWN`); negative `places` cut integer digits.
  func truncated(toPlaces places: Int) -> ExactDecimal {
    let keep = max(0, min(digits.count, pointPosition + places))
    return ExactDecimal(digits: Array(digits[0..<keep]), pointPosition: pointPosition, isNegative: isNegative)
  }

  /// Whether the digits dropped by ``truncated(toPlaces:)`` are at least half a unit of the last kept place
  /// (`RoundingMode.HALF_UP` rounds up exactly then).
  func droppedIsAtLeastHalf(places: Int) -> Bool {
    digit(atPlace: places + 1) >= 5
  }

  /// Whether the digits dropped at `places` are more than half a unit, exactly half, or less.
  func droppedComparedToHalf(places: Int) -> Int {
    let first = digit(atPlace: places + 1)
    if first != 5 { return first > 5 ? 1 : -1 }
    let restStart = pointPosition + places + 1
    return restStart < digits.count ? 1 : 0
  }

  /// The value with one unit added at decimal place `places`, keeping the sign (a magnitude step away from 0).
  func addingUnit(atPlace places: Int) -> ExactDecimal {
    // Write the digits out down to `places`, then add 1 at the end with carries.
    let length = pointPosition + places
    var written = [UInt8](repeating: 0, count: max(length, 0))
    for index in 0..<min(length, digits.count) { written[index] = digits[index] }
    var position = written.count - 1
    var pointPosition = self.pointPosition
    if length <= 0 {
      // The unit is at or above the first digit's place: the result is exactly 10^-places.
      return ExactDecimal(digits: [1], pointPosition: -places + 1, isNegative: isNegative)
    }
    while position >= 0 {
      if written[position] == 9 {
        written[position] = 0
        position -= 1
      } else {
        written[position] += 1
        break
      }
    }
    if position < 0 {
      written.insert(1, at: 0)
      pointPosition += 1
    }
    return ExactDecimal(digits: written, pointPosition: pointPosition, isNegative: isNegative)
  }

  /// The decimal places after the point that the digits need (0 for integers).
  var placesAfterPoint: Int { max(0, digits.count - pointPosition) }

  /// `BigDecimal.toPlainString()` of this magnitude at scale `places`: no exponent, `places` digits after the
  /// point (zero-padded) when positive, trailing zeros instead of a point when negative; no sign.
  func plainMagnitude(places: Int) -> String {
    var text = ""
    if pointPosition <= 0 || isZero {
      text = "0"
    } else {
      for index in 0..<pointPosition {
        text.append(Character(String(index < digits.count ? digits[index] : 0)))
      }
    }
    if places < 0 {
      // Java prints a zero at a negative scale as "0", anything else as its integer digits (already there).
      return text
    }
    if places > 0 {
      text.append(".")
      for place in 1...places { text.append(Character(String(digit(atPlace: place)))) }
    }
    return text
  }

  /// `digits × 10^exponent` written for `strtod`, e.g. "0.35681236e2".
  var scientificText: String {
    if isZero { return "0" }
    return "0." + digits.map { String($0) }.joined() + "e" + String(pointPosition)
  }
}

/// A non-negative integer in base 10^9 limbs, least significant first: just enough arithmetic for ``ExactDecimal``.
struct DecimalLimbs {
  private static let base: UInt64 = 1_000_000_000
  private var limbs: [UInt64]

  init(_ value: UInt64) {
    limbs = []
    var rest = value
    repeat {
      limbs.append(rest % Self.base)
      rest /= Self.base
    } while rest > 0
  }

  private mutating func multiply(by factor: UInt64) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = limbs[index] * factor + carry  // < 10^9 × 10^9 + 10^9: no overflow
      limbs[index] = product % Self.base
      carry = product / Self.base
    }
    while carry > 0 {
      limbs.append(carry % Self.base)
      carry /= Self.base
    }
  }

  /// Multiplies by `radix^exponent` (radix 2 or 5), in steps that keep each factor below 10^9.
  mutating func multiply(byPowerOf radix: UInt64, exponent: Int) {
    let stepExponent = radix == 2 ? 29 : 12  // 2^29 and 5^12 are below 10^9
    var step: UInt64 = 1
    for _ in 0..<stepExponent { step *= radix }
    var remaining = exponent
    while remaining >= stepExponent {
      multiply(by: step)
      remaining -= stepExponent
    }
    var last: UInt64 = 1
    for _ in 0..<remaining { last *= radix }
    if last > 1 { multiply(by: last) }
  }

  /// The decimal digits, most significant first, without leading zeros.
  func decimalDigits() -> [UInt8] {
    var result: [UInt8] = []
    for (offset, limb) in limbs.reversed().enumerated() {
      var chunk = [UInt8](repeating: 0, count: 9)
      var rest = limb
      for index in stride(from: 8, through: 0, by: -1) {
        chunk[index] = UInt8(rest % 10)
        rest /= 10
      }
      if offset == 0 {
        result.append(contentsOf: chunk.drop(while: { $0 == 0 }))
      } else {
        result.append(contentsOf: chunk)
      }
    }
    return result
  }
}
