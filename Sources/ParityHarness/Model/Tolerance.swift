
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

  public init(ulps: UInt64? = nil, absolute: Double? = nil, nanBits: Bool = false, signedZero: Bool = true) {
    self.ulps = ulps
    self.absolute = absolute
    self.nanBits = nanBits
    self.signedZero = signedZero
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
    return parts.joined(separator: ", ")
  }
}
