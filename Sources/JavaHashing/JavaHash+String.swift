extension JavaHash {
  /// `String.hashCode()`: `h31(0, UTF-16 code units)`, so `""` → 0 and `"Aa"`, `"BB"` → 2112.
  ///
  /// A Swift `String` cannot hold a lone surrogate; use ``string(utf16:)`` or ``JavaString`` for those.
  @inlinable
  public static func string(_ value: String) -> Int32 {
    string(utf16: value.utf16)
  }

  /// `String.hashCode()` over UTF-16 code units given one by one, which may include lone surrogates
  /// (`"\uD800"` → 55296).
  @inlinable
  public static func string(utf16 codeUnits: some Sequence<UInt16>) -> Int32 {
    h31(seed: 0, codeUnits.lazy.map { Int32(truncatingIfNeeded: $0) })
  }
}
