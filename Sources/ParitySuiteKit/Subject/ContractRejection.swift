import GeoMath
import GeoModel
import JavaHashing
import OverlayIdentity

/// An error by which a subject rejects an input as the contract requires: a code, and an index where the
/// contract names a position. Errors that do not conform are subject failures, not rejections.
public protocol ContractRejection: Error {
  var code: String { get }
  var index: Int? { get }
}

extension ContractRejection {
  public var index: Int? { nil }
}

extension GeoContractError: ContractRejection {}
extension AndroidException: ContractRejection {}

/// Every code the contract defines (docs/contracts.md, "Error codes"): the only codes an expected error may
/// name. The oracle knows the same list (`CONTRACT_ERROR_CODES`).
public enum ContractErrorCodes {
  public static let all: [String] = {
    let geo: [GeoContractError] = [
      .invalidCoordinate(index: 0), .emptyRoute, .invalidDistance, .tooManyMarkers, .invalidSpan, .invalidBounds,
      .emptyPoints,
    ]
    let android: [AndroidException] = [.roundNaN, .nonFiniteDecimal, .invalidFormatPrecision, .emptyRange]
    // GeodesicError's code `emptyPath`. This module cannot name GeodesicError: Geodesic needs PROJ, which iOS test
    // bundles do not have. Not listed: the cores' refusals where Android does not return one answer
    // (`tooManyPoints`, `precisionOutOfRange`): the corpus marks those inputs not portable.
    return geo.map(\.code) + android.map(\.code) + ["emptyPath"]
  }()
}

/// A core's refusal of an input on which Android gives no one answer: it never returns (a densify step of 0, a
/// zero geodesic maximum), or its answer depends on the JDK or on which BigDecimal runs (a precision near ±2^31).
/// The corpus marks such inputs `notPortable`, and the suite binding reports the core's refusal the same way, so
/// the core answers what the corpus expects.
package protocol NotPortableRefusal: Error {
  /// Why Android's answer is not portable, or `nil` when this error is an ordinary rejection.
  var notPortableReason: String? { get }
}

/// A refusal raised by a suite's core wiring (for example, `%f` digits that depend on the JDK).
package struct NotPortableInput: NotPortableRefusal, Sendable {
  package let reason: String
  package init(_ reason: String) { self.reason = reason }
  package var notPortableReason: String? { reason }
}

extension AndroidException: NotPortableRefusal {
  package var notPortableReason: String? {
    guard self == .precisionOutOfRange else { return nil }
    return "a precision beyond ±1000000: Android's answer depends on its BigDecimal and heap (OpenJDK throws "
      + "ArithmeticException near ±2^31; Android's libcore has a BigDecimal of its own)"
  }
}

extension GeoContractError: NotPortableRefusal {
  package var notPortableReason: String? {
    guard self == .tooManyPoints else { return nil }
    return "Android does not return on this input: a densify step of 0 or below never ends, and more than "
      + "10000000 points exhaust an app's heap"
  }
}
