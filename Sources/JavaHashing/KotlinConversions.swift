/// Kotlin's `Double.toLong()` (the JVM's `d2l`): truncates toward zero, saturates at `Long.MIN_VALUE` and
/// `Long.MAX_VALUE`, and maps NaN to 0. Never traps, unlike Swift's `Int64(_:)`.
@inlinable
public func kotlinToLong(_ value: Double) -> Int64 {
  // -2^63 is exact in Double; 2^63 is the first value above Int64.max.
  if value >= -9_223_372_036_854_775_808.0 && value < 9_223_372_036_854_775_808.0 {
    return Int64(value)
  }
  if value.isNaN { return 0 }
  return value < 0 ? .min : .max
}

/// Kotlin's `Float.toInt()` (the JVM's `f2i`): truncates toward zero, saturates at `Int.MIN_VALUE` and
/// `Int.MAX_VALUE`, and maps NaN to 0. Never traps, unlike Swift's `Int32(_:)`.
@inlinable
public func kotlinToInt(_ value: Float) -> Int32 {
  // -2^31 is exact in Float; 2^31 is the first value above Int32.max.
  if value >= -2_147_483_648.0 && value < 2_147_483_648.0 {
    return Int32(value)
  }
  if value.isNaN { return 0 }
  return value < 0 ? .min : .max
}
