/// An input for which the Android core throws instead of returning a value, as a typed result.
///
/// The Android functions modelled here (`roundToInt`, `BigDecimal(Double)`, `String.format`, `coerceIn`) throw a
/// Java exception for some inputs; the Swift core never traps and reports that exception instead, with a stable
/// ``code`` that the vectors write as `{"error": code}` (`docs/contracts.md`, "Kotlin primitives and text").
public enum AndroidException: Error, Equatable, Sendable {
  /// `Double.roundToInt()` of NaN: Kotlin throws `IllegalArgumentException("Cannot round NaN value.")`.
  case roundNaN
  /// `BigDecimal(x)` of NaN or ±∞: Java throws `NumberFormatException("Infinite or NaN")`.
  case nonFiniteDecimal
  /// `"%.<p>f".format(x)` with a negative `p`: the format string does not parse and Java throws
  /// `UnknownFormatConversionException`.
  case invalidFormatPrecision
  /// `coerceIn(min, max)` with `min > max`: Kotlin throws `IllegalArgumentException` (an empty range).
  case emptyRange
  /// A text precision outside ``JavaDecimalText/precisionRange``, where Android's answer depends on its
  /// BigDecimal and heap: the corpus marks such cases not portable, and the core refuses them. Not one of the
  /// contract's error codes (Android has no precision check).
  case precisionOutOfRange

  /// The code written in the vectors.
  public var code: String {
    switch self {
    case .roundNaN: "roundNaN"
    case .nonFiniteDecimal: "nonFiniteDecimal"
    case .invalidFormatPrecision: "invalidFormatPrecision"
    case .emptyRange: "emptyRange"
    case .precisionOutOfRange: "precisionOutOfRange"
    }
  }

  /// The Java exception Android throws (for messages that tell the user which Android behaviour this is).
  public var javaException: String {
    switch self {
    case .roundNaN, .emptyRange: "java.lang.IllegalArgumentException"
    case .nonFiniteDecimal: "java.lang.NumberFormatException"
    case .invalidFormatPrecision: "java.util.UnknownFormatConversionException"
    case .precisionOutOfRange: "none (the core's refusal; OpenJDK throws ArithmeticException near ±2^31)"
    }
  }
}
