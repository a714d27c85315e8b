extension JavaHash {
  /// The JVM's hash fold `r = seed; for x in xs: r = 31 * r + x`, in 32-bit two's-complement arithmetic.
  ///
  /// Kotlin's `xs.reduce { r, x -> 31 * r + x }` equals `h31(seed: 0, xs)` for a non-empty `xs`, and a data class's
  /// `hashCode()` is `h31(seed: first, rest)`.
  @inlinable
  public static func h31(seed: Int32, _ elements: some Sequence<Int32>) -> Int32 {
    var result = seed
    for element in elements {
      result = 31 &* result &+ element
    }
    return result
  }

  /// `java.util.List.hashCode()` given its elements' hashes: `h31(seed: 1, elementHashes)`, so `[]` → 1.
  @inlinable
  public static func list(_ elementHashes: some Sequence<Int32>) -> Int32 {
    h31(seed: 1, elementHashes)
  }
}
