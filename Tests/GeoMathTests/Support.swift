import GeoMath
import GeoModel
import Testing

/// Expects `actual` within `tolerance` of an independently derived `expected` (printing both and the error).
func expectClose(
  _ actual: Double, _ expected: Double, within tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "expected \(expected), got \(actual) (error \(abs(actual - expected)), tolerance \(tolerance))",
    sourceLocation: sourceLocation)
}

/// Expects the bit pattern of `actual` to equal that of `expected` (so -0.0 ≠ 0.0; any NaN matches any NaN).
func expectBits(_ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(
    actual.bitPattern == expected.bitPattern || (actual.isNaN && expected.isNaN),
    "expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

/// The typed error `body` throws, or `nil` when it returns.
func thrown<T>(_ body: () throws(GeoContractError) -> T) -> GeoContractError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125)
let osaka = GeoPoint(latitude: 34.702485, longitude: 135.495951)
let newYork = GeoPoint(latitude: 40.712776, longitude: -74.005974)
