import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Values printed by a JVM evaluating the §4 formulas with the JVM's own `hashCode()`s.
@Suite("Circle ID, hash and fingerprint")
struct CircleIdentityTests {
  let circle = CircleState(center: GeoPoint(latitude: 35.681236, longitude: 139.767125), radiusMeters: 1000)

  @Test func defaults() {
    #expect(circle.clickable && circle.geodesic)
    #expect(circle.strokeColor.argb == -65536)
    #expect(circle.strokeWidth == Dp(1))
    #expect(circle.fillColor.argb == 2_147_483_647)
    #expect(circle.zIndex == nil && circle.extra == nil)
  }

  @Test func autoIDAndHash() {
    #expect(circle.autoID == "1221244215")
    #expect(circle.javaHashCode == -276_549_621)
  }

  @Test func fingerprint() {
    let fingerprint = circle.fingerprint
    #expect(fingerprint.id == 2_042_620_548)
    #expect(fingerprint.center == -322_569_930)
    #expect(fingerprint.radiusMeters == JavaHash.double(1000))
    #expect(fingerprint.clickable == 1231)
    #expect(fingerprint.geodesic == 1231, "circle fingerprints store the Boolean hash, not the String hash")
    #expect(fingerprint.strokeColor == -65536)
    #expect(fingerprint.strokeWidth == 1_065_353_216)
    #expect(fingerprint.fillColor == 2_147_483_647)
    #expect(fingerprint.zIndex == 0)
    #expect(fingerprint.extra == 0)
  }

  @Test func explicitIDIsHashedAsAString() {
    var withID = circle
    withID.id = "Aa"
    #expect(withID.fingerprint.id == 2112)
    #expect(withID.autoID == "1221244215")
  }
}
