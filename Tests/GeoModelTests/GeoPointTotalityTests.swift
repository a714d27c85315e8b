import GeoModel
import Testing

@Suite("GeoPoint totality")
struct GeoPointTotalityTests {
  @Test func noOperationTraps() {
    var random = SplitMix64(seed: 0x6E0_0001)
    var sink: Int32 = 0
    for _ in 0..<5000 {
      let p = GeoPoint(
        latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble(),
        altitude: random.nextSpecialDouble())
      let q = GeoPoint(latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble())
      sink &+= p.javaHashCode
      _ = p.isAndroidEqual(to: q)
      let wrapped = p.wrap()
      let normalized = p.normalize()
      _ = p.isValid
      if !p.longitude.isNaN && p.longitude.isFinite {
        #expect(wrapped.longitude >= -180 && wrapped.longitude < 180)
        #expect(normalized.longitude >= -180 && normalized.longitude < 180)
      }
      if !p.latitude.isNaN {
        #expect(normalized.latitude >= -90 && normalized.latitude <= 90)
      }
    }
    withExtendedLifetime(sink) {}
  }
}

/// A small seeded generator (SplitMix64), so property tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A Double that is often special: NaN, ±inf, ±0, subnormal, extreme, or any bit pattern.
  mutating func nextSpecialDouble() -> Double {
    let specials: [Double] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, 922_337_203_685.4775807, -922_337_203_685.4775808, 90, -90, 180, -180, 1e300,
    ]
    switch next() % 4 {
    case 0: return specials[Int(next() % UInt64(specials.count))]
    case 1: return Double(bitPattern: next())
    case 2: return Double(Int64(bitPattern: next())) / Double(1 << (next() % 60))
    default: return Double(bitPattern: next() & 0x000F_FFFF_FFFF_FFFF)
    }
  }
}
