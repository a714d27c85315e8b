import GeoModel
import Testing

/// The Android exception `body` throws, or `nil` when it returns (any other error fails the test).
func androidException<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation)
  -> AndroidException?
{
  do {
    _ = try body()
    return nil
  } catch let error as AndroidException {
    return error
  } catch {
    Issue.record("not an AndroidException: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Whether two points hold the same bits in every coordinate (so -0.0 ≠ 0.0; NaN matches NaN).
func sameBits(_ a: GeoPoint?, _ b: GeoPoint?) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN) }
  return same(a.latitude, b.latitude) && same(a.longitude, b.longitude) && same(a.altitude, b.altitude)
}
