/// A Compose `Dp`: a value class over a `Float`, so its `hashCode()` is `Float.floatToIntBits(value)`.
///
/// Equality is Java's `Float.equals`: equal `floatToIntBits`, so every NaN equals every NaN and `-0.0` differs
/// from `0.0`. Hashing a width as a `Double` instead gives a different hash for every value but 2.0.
public struct Dp: Sendable, JavaHashable {
  /// The width in density-independent pixels.
  public var value: Float

  /// `value.dp`.
  public init(_ value: Float) {
    self.value = value
  }

  /// `hashCode()`: `Float.floatToIntBits(value)` (`1.dp` → 1065353216, `2.dp` → 1073741824).
  public var javaHashCode: Int32 {
    JavaHash.floatToIntBits(value)
  }
}

extension Dp: Hashable {
  /// Java's `Float.equals`: the `floatToIntBits` patterns are equal.
  public static func == (lhs: Dp, rhs: Dp) -> Bool {
    lhs.javaHashCode == rhs.javaHashCode
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(javaHashCode)
  }
}
