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
extension HitTestError: ContractRejection {}

/// Every code the contract defines (docs/contracts.md, "Error codes"): the only codes an expected error may
/// name. The oracle knows the same list (`CONTRACT_ERROR_CODES`).
public enum ContractErrorCodes {
  public static let all: [String] = {
    let geo: [GeoContractError] = [
      .invalidCoordinate(index: 0), .emptyRoute, .invalidDistance, .tooManyMarkers, .invalidSpan, .invalidBounds,
      .emptyPoints, .tooManyPoints,
    ]
    let android: [AndroidException] = [
      .roundNaN, .nonFiniteDecimal, .invalidFormatPrecision, .emptyRange, .precisionOutOfRange,
    ]
    // GeodesicError's codes: `emptyPath`, and `tooManyPoints` as above. This module cannot name GeodesicError:
    // Geodesic needs PROJ, which iOS test bundles do not have.
    return geo.map(\.code) + android.map(\.code) + [HitTestError.unmodelledTreeBin.code, "emptyPath"]
  }()
}
