import GeoModel
import Testing

@Suite("GeoPoint.equals (1e-7 tolerance)")
struct GeoPointEqualityTests {
  @Test func withinToleranceIsEqual() {
    let a = GeoPoint(latitude: 10, longitude: 20, altitude: 30)
    #expect(a.isAndroidEqual(to: GeoPoint(latitude: 10 + 5e-8, longitude: 20 - 5e-8, altitude: 30)))
    #expect(a.isAndroidEqual(to: a))
  }

  @Test func toleranceIsStrict() {
    let a = GeoPoint(latitude: 0, longitude: 0)
    #expect(!a.isAndroidEqual(to: GeoPoint(latitude: 1e-7, longitude: 0)))
    #expect(!a.isAndroidEqual(to: GeoPoint(latitude: 0, longitude: 0, altitude: 2e-7)))
  }

  @Test func signedZerosAreEqual() {
    #expect(GeoPoint(latitude: 0, longitude: 0).isAndroidEqual(to: GeoPoint(latitude: -0.0, longitude: -0.0)))
  }

  @Test func nanAndInfinityAreNeverEqual() {
    let nan = GeoPoint(latitude: .nan, longitude: 0)
    #expect(!nan.isAndroidEqual(to: nan))
    let inf = GeoPoint(latitude: .infinity, longitude: 0)
    #expect(!inf.isAndroidEqual(to: inf))
  }
}
