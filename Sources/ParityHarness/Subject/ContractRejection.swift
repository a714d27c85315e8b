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
