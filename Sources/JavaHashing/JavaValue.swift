/// A value of a known JVM type, so that its `hashCode()` is that type's: a `Long` can never be hashed as an
/// `Int`, nor a `Float` as a `Double`.
///
/// Kotlin `null` is `Optional<JavaValue>.none` and hashes to 0 (see ``JavaHashable``).
public enum JavaValue: Sendable, JavaHashable {
  /// A Java `int` (Kotlin `Int`).
  case int(Int32)
  /// A Java `long` (Kotlin `Long`).
  case long(Int64)
  /// A Java `float` (Kotlin `Float`).
  case float(Float)
  /// A Java `double` (Kotlin `Double`).
  case double(Double)
  /// A Java `boolean` (Kotlin `Boolean`).
  case boolean(Bool)
  /// A Java `String`.
  case string(JavaString)
  /// A `java.util.List` (Kotlin `listOf(…)`), elements in order.
  case list([JavaValue?])
  /// A `java.util.Map` given as its entries; keys are expected to be distinct, as in a real map.
  case map([(key: JavaValue?, value: JavaValue?)])
  /// A Kotlin `data class` instance given as its property values in declaration order (at least one).
  case dataClass([JavaValue?])

  /// The JVM `hashCode()` of this value.
  ///
  /// - `int`: the value; `long`: `(int)(v ^ (v >>> 32))`; `float`: `floatToIntBits`; `double`: the `long` hash of
  ///   `doubleToLongBits`; `boolean`: 1231 / 1237; `string`: `h31(0, UTF-16 code units)`.
  /// - `list`: `h31(1, element hashes)` (seed 1), `null` elements hash to 0.
  /// - `map`: the wrapping sum over entries of `key.hashCode() ^ value.hashCode()`.
  /// - `dataClass`: `h31(first field hash, remaining field hashes)`; an empty field list (impossible in Kotlin)
  ///   hashes to 0.
  public var javaHashCode: Int32 {
    switch self {
    case .int(let value): JavaHash.int(value)
    case .long(let value): JavaHash.long(value)
    case .float(let value): JavaHash.float(value)
    case .double(let value): JavaHash.double(value)
    case .boolean(let value): JavaHash.boolean(value)
    case .string(let value): value.javaHashCode
    case .list(let elements): JavaHash.list(elements.lazy.map(\.javaHashCode))
    case .map(let entries):
      entries.reduce(0) { sum, entry in sum &+ (entry.key.javaHashCode ^ entry.value.javaHashCode) }
    case .dataClass(let fields):
      if let first = fields.first {
        JavaHash.h31(seed: first.javaHashCode, fields.dropFirst().lazy.map(\.javaHashCode))
      } else {
        0
      }
    }
  }
}

extension JavaValue {
  /// A Java `String` holding this Swift string's UTF-16 code units.
  public static func string(_ text: String) -> JavaValue {
    .string(JavaString(text))
  }
}
