
/// How far a floating-point result may be from the JVM's and still pass.
///
/// A value passes when it equals the expected one, or lies within `ulps` units in the last place, or within
/// `absolute`: either bound suffices. Integers, strings and error codes never use a tolerance.
public struct Tolerance: Sendable, Equatable, CustomStringConvertible {
  /// Distance in units in the last place, counted over the ordered IEEE values of the field's own width.
  public var ulps: UInt64?
  /// Largest allowed |actual − expected|.
  public var absolute: Double?
  /// When true, a NaN must have the same bit pattern; otherwise any NaN equals any NaN.
  public var nanBits: Bool
  /// When true (the default), −0.0 and 0.0 differ.
  public var signedZero: Bool
  /// When true, a NaN and a number pass each other: for inputs where the last bit of a libm function decides
  /// whether Android's own result is a number at all (docs/contracts.md §12).
  public var nanMatchesNumber: Bool

  public init(ulps: UInt64? = nil, absolute: Double? = nil, nanBits: Bool = false, signedZero: Bool = true,
              nanMatchesNumber: Bool = false) {
    self.ulps = ulps
    self.absolute = absolute
    self.nanBits = nanBits
    self.signedZero = signedZero
    self.nanMatchesNumber = nanMatchesNumber
  }

  /// Bit-for-bit equality apart from NaN payloads.
  public static let exact = Tolerance()

  public var description: String {
    var parts: [String] = []
    if let ulps { parts.append("\(ulps) ulps") }
    if let absolute { parts.append("abs \(absolute)") }
    if parts.isEmpty { parts.append("exact") }
    if nanBits { parts.append("NaN bits") }
    if !signedZero { parts.append("0.0 == -0.0") }
    if nanMatchesNumber { parts.append("NaN == any number") }
    return parts.joined(separator: ", ")
  }
}
