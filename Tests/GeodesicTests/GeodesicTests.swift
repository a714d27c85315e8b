import GeoModel
import Geodesic
import Testing

/// Expected values here come from another port of Karney's algorithm (Debian's python3-geographiclib 2.0), so they
/// check the C library's wiring (ellipsoid, argument order, line capabilities), not the library against itself.
/// The tolerances are those the contract declares from tools/measure-geodesic-ports.
private let metres = 1e-6
private let degrees = 1e-9

private let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125, altitude: 40)
private let osaka = GeoPoint(latitude: 34.702485, longitude: 135.495951, altitude: 10)

private func expectClose(
  _ actual: Double, _ expected: Double, within tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "expected \(expected), got \(actual) (error \(abs(actual - expected)), tolerance \(tolerance))",
    sourceLocation: sourceLocation)
}

@Suite struct WGS84DistanceTests {
  @Test func tokyoToOsakaMatchesGeographicLib() {
    expectClose(WGS84.distance(from: tokyo, to: osaka), 403_826.6860572838, within: metres)
  }

  /// Where Vincenty's iteration does not converge (the iOS core's fallback is 28 km off); Karney's does.
  @Test func nearAntipodalPairWhereVincentyFails() {
    let a = GeoPoint(latitude: 0, longitude: 0)
    expectClose(WGS84.distance(from: a, to: GeoPoint(latitude: 0.5, longitude: 179.7)), 19_944_127.420750458, within: metres)
    expectClose(WGS84.distance(from: a, to: GeoPoint(latitude: 0, longitude: 179.5)), 19_980_861.908890963, within: metres)
  }

  @Test func newYorkToTokyo() {
    let newYork = GeoPoint(latitude: 40.712776, longitude: -74.005974)
    expectClose(WGS84.distance(from: newYork, to: tokyo), 10_870_737.006858077, within: metres)
  }

  @Test func identicalPointsAreZero() {
    #expect(WGS84.distance(from: tokyo, to: tokyo) == 0)
  }

  /// GeographicLib's rule: a NaN or infinite coordinate, or a latitude beyond ±90, gives NaN; never a trap.
  @Test(arguments: [
    GeoPoint(latitude: .nan, longitude: 0), GeoPoint(latitude: 0, longitude: .nan),
    GeoPoint(latitude: .infinity, longitude: 0), GeoPoint(latitude: 0, longitude: -.infinity),
    GeoPoint(latitude: 90.5, longitude: 0), GeoPoint(latitude: -1e300, longitude: 0),
  ])
  func badCoordinatesGiveNaN(_ bad: GeoPoint) {
    #expect(WGS84.distance(from: bad, to: osaka).isNaN)
    #expect(WGS84.distance(from: osaka, to: bad).isNaN)
  }

  @Test func outOfRangeLongitudesAreReduced() {
    let shifted = GeoPoint(latitude: osaka.latitude, longitude: osaka.longitude + 720)
    expectClose(WGS84.distance(from: tokyo, to: shifted), 403_826.6860572838, within: metres)
  }

  @Test func interpolateHalfwayMatchesGeographicLib() {
    let middle = WGS84.interpolate(from: tokyo, to: osaka, fraction: 0.5)
    expectClose(middle.latitude, 35.21071556436737, within: degrees)
    expectClose(middle.longitude, 137.61872598819474, within: degrees)
    #expect(middle.altitude == 25)
  }

  @Test func interpolateDoesNotClampTheFraction() {
    let beyond = WGS84.interpolate(from: tokyo, to: osaka, fraction: 2)
    expectClose(WGS84.distance(from: tokyo, to: beyond), 2 * 403_826.6860572839, within: 1e-3)
    #expect(beyond.altitude == -20)
  }

  @Test func interpolateWithNaNGivesNaNPosition() {
    let point = WGS84.interpolate(from: GeoPoint(latitude: .nan, longitude: 0), to: osaka, fraction: 0.5)
    #expect(point.latitude.isNaN && point.longitude.isNaN)
    #expect(WGS84.interpolate(from: tokyo, to: osaka, fraction: .nan).latitude.isNaN)
  }
}
