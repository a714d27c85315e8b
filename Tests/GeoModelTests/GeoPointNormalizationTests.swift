import GeoModel
import Testing

/// Expected values printed by a JVM evaluating Android's `wrap()`, `normalize()` and `normalizeLng` expressions.
@Suite("GeoPoint wrap / normalize / isValid")
struct GeoPointNormalizationTests {
  @Test func normalizeLngMaps180ToMinus180() {
    #expect(GeoPoint.normalizeLng(180) == -180)
    #expect(GeoPoint.normalizeLng(-180) == -180)
    #expect(GeoPoint.normalizeLng(540) == -180)
    #expect(GeoPoint.normalizeLng(190) == -170)
    #expect(GeoPoint.normalizeLng(-190.5) == 169.5)
    #expect(GeoPoint.normalizeLng(1e300) == -180)
    #expect(GeoPoint.normalizeLng(.infinity).isNaN)
    #expect(GeoPoint.normalizeLng(-0.0).bitPattern == (0.0 as Double).bitPattern)
  }

  @Test func wrapCrossesThePoleOnce() {
    let north = GeoPoint(latitude: 100, longitude: 10, altitude: 7).wrap()
    #expect(north.latitude == -80 && north.longitude == -170 && north.altitude == 7)
    let south = GeoPoint(latitude: -100, longitude: -170).wrap()
    #expect(south.latitude == 80 && south.longitude == 10)
    #expect(GeoPoint(latitude: 400, longitude: 0).wrap().latitude == 220)
    #expect(GeoPoint(latitude: .nan, longitude: 190).wrap().latitude.isNaN)
    #expect(GeoPoint(latitude: .nan, longitude: 190).wrap().longitude == -170)
  }

  @Test func wrapRoundsInAndroidsTwoSteps() {
    // Android computes -90 + (lat - 90), not lat - 180; they differ in the last bit for huge latitudes.
    let north = GeoPoint(latitude: 3.671238314270882e17, longitude: 0).wrap()
    #expect(north.latitude == 3.6712383142708806e17, "wrap must compute -90 + (lat - 90)")
    let south = GeoPoint(latitude: -5.077172505113162e17, longitude: 0).wrap()
    #expect(south.latitude == -5.077172505113161e17, "wrap must compute 90 - (-90 - lat)")
  }

  @Test func normalizeClampsLatitudeButKeepsNaN() {
    let p = GeoPoint(latitude: 95, longitude: 190, altitude: 3).normalize()
    #expect(p.latitude == 90 && p.longitude == -170 && p.altitude == 3)
    #expect(GeoPoint(latitude: -1e300, longitude: 0).normalize().latitude == -90)
    #expect(GeoPoint(latitude: .nan, longitude: 0).normalize().latitude.isNaN)
    #expect(GeoPoint(latitude: -0.0, longitude: 0).normalize().latitude.sign == .minus)
  }

  @Test func isValidIsInclusiveAndRejectsNaN() {
    #expect(GeoPoint(latitude: 90, longitude: 180).isValid)
    #expect(GeoPoint(latitude: -90, longitude: -180).isValid)
    #expect(!GeoPoint(latitude: 90.000001, longitude: 0).isValid)
    #expect(!GeoPoint(latitude: 0, longitude: -180.000001).isValid)
    #expect(!GeoPoint(latitude: .nan, longitude: 0).isValid)
    #expect(!GeoPoint(latitude: 0, longitude: .nan).isValid)
    #expect(GeoPoint(latitude: 0, longitude: 0, altitude: .nan).isValid)
  }
}
