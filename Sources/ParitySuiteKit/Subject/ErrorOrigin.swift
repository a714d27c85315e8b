/// Whose rule an error code stands for: an exception Android's own code raises, or a limit only the contract
/// sets. An adapter over the real SDK raises the first kind where the SDK throws; the second kind it must check
/// itself (docs/adapter-reference.md).
public enum ErrorOrigin: String, Sendable {
  case android
  case contract
}

extension ContractErrorCodes {
  /// Every code of ``all`` with its origin and, in a few words, when it is raised. `parity-check catalog --format
  /// adapters` fails on a code missing here, so a new code cannot reach the adapter reference undocumented.
  public static let origins: [String: (origin: ErrorOrigin, meaning: String)] = [
    "invalidCoordinate": (.contract, "a route point or a position that is not a valid coordinate (the index of the first)"),
    "emptyRoute": (.contract, "a route with no points"),
    "invalidDistance": (.contract, "a NaN distance along a route"),
    "tooManyMarkers": (.contract, "more than 100 000 distance markers"),
    "invalidSpan": (.contract, "a negative or non-finite span"),
    "invalidBounds": (.contract, "a south-west corner north of the north-east one"),
    "emptyPoints": (.android, "a linear densify of no points: Android indexes the empty list and throws"),
    "emptyPath": (.android, "a geodesic densify of no points: Android's points[0] throws IndexOutOfBoundsException"),
    "roundNaN": (.android, "Kotlin's roundToInt() of NaN throws IllegalArgumentException"),
    "nonFiniteDecimal": (.android, "BigDecimal(Double) of NaN or an infinity throws NumberFormatException"),
    "invalidFormatPrecision": (.android, "String.format with a precision it refuses throws IllegalFormatPrecisionException"),
    "emptyRange": (.android, "coerceIn with min > max throws IllegalArgumentException"),
  ]
}
