import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Values printed by a JVM evaluating the §6 formulas with the JVM's own `hashCode()`s (`List.hashCode()` for the
/// seed-1 list hashes), at android-sdk-core 221a949.
@Suite("Polygon ID, hash and fingerprint")
struct PolygonIdentityTests {
  let polygon = PolygonState(
    points: [GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 1), GeoPoint(latitude: 1, longitude: 1)],
    holes: [[
      GeoPoint(latitude: 0.2, longitude: 0.2), GeoPoint(latitude: 0.2, longitude: 0.4),
      GeoPoint(latitude: 0.4, longitude: 0.4),
    ]], revision: .sdk221a949)

  @Test func defaults() {
    let plain = PolygonState(points: [])
    #expect(plain.holes.isEmpty)
    #expect(plain.strokeColor.argb == -16_777_216)
    #expect(plain.strokeWidth == Dp(2))
    #expect(plain.fillColor.argb == 0)
    #expect(!plain.geodesic && plain.zIndex == 0 && plain.extra == nil)
  }

  @Test func idAndFingerprintUseSeedZero() {
    #expect(OverlayHashing.pointsHash(polygon.points) == -1_944_836_480)
    #expect(OverlayHashing.holesHash(polygon.holes) == -1_666_956_160)
    #expect(polygon.autoID == "-1714395189")
  }

  @Test func hashCodeUsesJavaListHashes() {
    #expect(OverlayHashing.listHash(polygon.points) == -1_944_806_689)
    #expect(polygon.javaHashCode == 341_166_346)
  }

  @Test func fingerprint() {
    let fingerprint = polygon.fingerprint
    #expect(fingerprint.id == -1_005_140_487)
    #expect(fingerprint.strokeColor == -16_777_216)
    #expect(fingerprint.strokeWidth == 1_073_741_824)
    #expect(fingerprint.fillColor == 0)
    #expect(fingerprint.geodesic == 97_196_323)
    #expect(fingerprint.zIndex == 0)
    #expect(fingerprint.points == -1_944_836_480)
    #expect(fingerprint.holes == -1_666_956_160)
    #expect(fingerprint.extra == 0)
  }

  @Test func emptyHolesDifferBetweenSeeds() {
    #expect(OverlayHashing.holesHash([]) == 0, "holesHash is seeded with 0")
    #expect(OverlayHashing.nestedListHash([]) == 1, "holes.hashCode() is a java.util.List hash, seeded with 1")
    #expect(OverlayHashing.nestedListHash([[]]) == 32)
  }
}
