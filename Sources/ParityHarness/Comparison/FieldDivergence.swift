import VectorJSON

/// One field where the subject's value differs from the JVM's.
public struct FieldDivergence: Sendable, Equatable {
  /// The field's JSON Pointer inside `expected` (`/markers/2/point/lat`); the root for a whole-value mismatch.
  public var field: JSONPointer
  /// How the two values differ: what a cause signature is made of (docs/report-format.md, "Causes").
  public var kind: DifferenceKind
  public var expected: String
  public var actual: String
  /// |actual − expected| for finite floating-point fields.
  public var absoluteError: Double?
  /// The distance in units in the last place, for floating-point fields that are not NaN.
  public var ulps: UInt64?
  /// The tolerance that was applied, for floating-point fields.
  public var tolerance: Tolerance?
  /// What kind of mismatch, when it is not a plain value difference ("missing field", "length").
  public var note: String?

  public init(field: JSONPointer, kind: DifferenceKind, expected: String, actual: String, absoluteError: Double? = nil,
              ulps: UInt64? = nil, tolerance: Tolerance? = nil, note: String? = nil) {
    self.field = field
    self.kind = kind
    self.expected = expected
    self.actual = actual
    self.absoluteError = absoluteError
    self.ulps = ulps
    self.tolerance = tolerance
    self.note = note
  }
}

/// How a field's two values differ. The same names on every runner: the JSON report's divergence `kind` and the
/// cause signature's field kinds (docs/report-format.md, "Causes").
public enum DifferenceKind: Sendable, Equatable {
  /// One value is null, the other is not.
  case null
  /// The values have different JSON types (a runner whose values carry no static type: the web runner).
  case type
  /// Two numbers (Int, Long, Double, Float) differ.
  case number
  /// Two strings differ.
  case string
  /// Two booleans differ.
  case boolean
  /// Two lists differ in length.
  case length
  /// One side is "not portable", the other a value or a rejection.
  case portability
  /// Not a field: the count of a list's differing elements beyond those shown.
  case elided
  /// Kotlin returns a value; the subject rejects the input with `code`.
  case rejected(code: String)
  /// Both reject the input, Kotlin with `expected`, the subject with `actual` (the same code when only the
  /// failing element's index differs).
  case otherRejection(expected: String, actual: String)

  /// The kind's name in reports and signatures.
  public var name: String {
    switch self {
    case .null: "null"
    case .type: "type"
    case .number: "number"
    case .string: "string"
    case .boolean: "boolean"
    case .length: "length"
    case .portability: "portability"
    case .elided: "elided"
    case .rejected: "rejected"
    case .otherRejection: "error"
    }
  }
}
