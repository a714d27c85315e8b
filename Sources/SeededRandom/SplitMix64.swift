/// A seeded, platform-independent random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The fuzzer's inputs must be the same for a seed on every machine and Swift version, so it never uses the
/// standard library's random helpers (whose algorithms are unspecified); every draw goes through `next()`.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` (`bound` > 0), by Lemire's multiply-shift without rejection: the bias is
  /// below 2^-32 for the small bounds used here, and the result stays reproducible.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A uniform integer in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A uniform double in [0, 1), from the top 53 bits.
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniform double in `lower..<upper`.
  public mutating func double(in lower: Double, _ upper: Double) -> Double { lower + unit() * (upper - lower) }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

  /// A derived generator for an independent stream (one per suite), so adding a suite does not change the
  /// inputs of the others.
  public static func stream(seed: UInt64, name: String) -> SplitMix64 {
    // FNV-1a over the name's bytes, mixed with the seed.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    var mixer = SplitMix64(seed: seed ^ hash)
    return SplitMix64(seed: mixer.next())
  }
}
