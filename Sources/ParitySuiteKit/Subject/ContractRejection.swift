import GeoMath
import JavaHashing

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

extension GeoContractError {
  /// Every code the contract defines (docs/contracts.md, "Error codes"), the only codes an expected error may
  /// name; the oracle knows the same list.
  public static let allCodes: [String] = [
    GeoContractError.invalidCoordinate(index: 0), .emptyRoute, .invalidDistance, .tooManyMarkers, .invalidSpan, .invalidBounds,
  ].map(\.code)
}
