import GeoModel
import Testing

/// Expected values printed by a JVM running Android's `GeoPoint.hashCode()` formula (OpenJDK 17).
@Suite("GeoPoint.hashCode()")
struct GeoPointHashTests {
  @Test func knownPoints() {
    #expect(GeoPoint(latitude: 35.681236, longitude: 139.767125).javaHashCode == -322_569_930)
    #expect(GeoPoint(latitude: -35.5, longitude: -139.25, altitude: 12.5).javaHashCode == -2_099_557_632)
    #expect(GeoPoint(latitude: 90, longitude: 180).javaHashCode == 1_576_998_656)
    #expect(GeoPoint(latitude: 0, longitude: 0).javaHashCode == 0)
  }

  @Test func equalPointsMayHashDifferently() {
    let a = GeoPoint(latitude: 1.0, longitude: 0)
    let b = GeoPoint(latitude: 0.99999999, longitude: 0)
    #expect(a.isAndroidEqual(to: b))
    #expect(a.javaHashCode == 1_020_065_408)
    #expect(b.javaHashCode == 1_020_064_447)
  }

  @Test func toLongSaturatesAndZeroesNaN() {
    #expect(GeoPoint(latitude: 1e300, longitude: 0).javaHashCode == Int32.min)
    #expect(GeoPoint(latitude: -1e300, longitude: 0).javaHashCode == Int32.min)
    #expect(GeoPoint(latitude: 0, longitude: 0, altitude: 1e300).javaHashCode == Int32.min)
    #expect(GeoPoint(latitude: .nan, longitude: 1).javaHashCode == 310_000_000)
    #expect(GeoPoint(latitude: .nan, longitude: .infinity, altitude: -.infinity).javaHashCode == 0)
  }

  @Test func truncatesTowardZero() {
    // -0.99e-7 * 1e7 and 0.99e-7 * 1e7 both truncate to 0.
    #expect(GeoPoint(latitude: -0.99e-7, longitude: 0.99e-7).javaHashCode == 0)
  }
}
