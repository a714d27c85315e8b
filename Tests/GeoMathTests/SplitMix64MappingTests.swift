import _CoreTestSupport
import Testing

/// The property tests' draws are fixed by the project, not by the standard library, so a seed
/// in a failure message names the same inputs on every platform and Swift version.
@Suite struct SplitMix64MappingTests {
  @Test func theGeneratorIsSplitMix64() {
    // SplitMix64's published first output for seed 0 (Steele, Lea and Flood; the reference C code's test value).
    var rng = SplitMix64(seed: 0)
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
  }

  @Test func doubleInRangeIsTheDocumentedMapping() {
    // Seed 0's first output, top 53 bits: k = 7956156453446585; u = k / 2^53; -90 + u * 180 in double arithmetic.
    var rng = SplitMix64(seed: 0)
    #expect(rng.double(in: -90..<90) == 68.995_945_478_455_67)
    var again = SplitMix64(seed: 0)
    let k = again.next() >> 11
    #expect(k == 7_956_156_453_446_585)
  }

  @Test func doubleInRangeStaysInTheHalfOpenRange() {
    var rng = SplitMix64(seed: 0x25)
    for (lower, upper) in [(-90.0, 90.0), (0, 1), (1, 1.0.nextUp), (-1e300, 1e300), (5, 5.000_000_000_000_001)] {
      for _ in 0..<2_000 {
        let value = rng.double(in: lower..<upper)
        #expect(value >= lower && value < upper, "\(value) not in \(lower)..<\(upper)")
      }
    }
  }
}
