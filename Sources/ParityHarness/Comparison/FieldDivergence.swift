import VectorJSON

/// One field where the subject's value differs from the JVM's.
public struct FieldDivergence: Sendable, Equatable {
  /// The field's JSON Pointer inside `expected` (`/markers/2/point/lat`); the root for a whole-value mismatch.
  public var field: JSONPointer
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

  public init(field: JSONPointer, expected: String, actual: String, absoluteError: Double? = nil,
              ulps: UInt64? = nil, tolerance: Tolerance? = nil, note: String? = nil) {
    self.field = field
    self.expected = expected
    self.actual = actual
    self.absoluteError = absoluteError
    self.ulps = ulps
    self.tolerance = tolerance
    self.note = note
  }
}
