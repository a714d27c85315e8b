import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Values printed by a JVM evaluating the §5 formulas with the JVM's own `hashCode()`s, at android-sdk-core
/// 221a949 (the last test: the step to revision 221a949+clickable).
@Suite("Polyline ID, hash and fingerprint")
struct PolylineIdentityTests {
  let line = PolylineState(points: [
    GeoPoint(latitude: 35, longitude: 139), GeoPoint(latitude: 36, longitude: 140),
  ], revision: .sdk221a949)

  @Test func pointsHashIsSeededWithZero() {
    #expect(OverlayHashing.pointsHash(line.points) == 1_537_519_616)
    #expect(OverlayHashing.pointsHash([]) == 0)
  }

  @Test func autoIDAndHash() {
    #expect(line.autoID == "-1706211893")
    #expect(line.javaHashCode == 1_798_755_221)
  }

  @Test func emptyPolyline() {
    let empty = PolylineState(points: [], revision: .sdk221a949)
    #expect(empty.autoID == "8426955")
    #expect(empty.javaHashCode == 261_235_605)
  }

  @Test func fingerprintStoresGeodesicAsStringHash() {
    let fingerprint = line.fingerprint
    #expect(fingerprint.id == -1_009_073_191)
    #expect(fingerprint.strokeColor == -16_777_216)
    #expect(fingerprint.strokeWidth == 1_065_353_216)
    #expect(fingerprint.geodesic == 97_196_323, "geodesic.toString().hashCode(), not Boolean false (1237)")
    #expect(fingerprint.zIndex == 0)
    #expect(fingerprint.points == 1_537_519_616)
    #expect(fingerprint.extra == 0)
    var geodesic = line
    geodesic.geodesic = true
    #expect(geodesic.fingerprint.geodesic == 3_569_038, "\"true\".hashCode()")
  }

  @Test func revisionClickableAddsClickableAndHashesGeodesicAsABoolean() {
    // reduce31([0, Black, 1.dp, false 1237, clickable true 1231, extra 0]), as the oracle computes it.
    let empty = PolylineState(points: [], revision: .sdk221a949Clickable)
    #expect(empty.autoID == "261273766")
    #expect(empty.javaHashCode == -490_447_846)
    #expect(empty.fingerprint.geodesic == 1237)
    var notClickable = empty
    notClickable.clickable = false
    #expect(notClickable.autoID != empty.autoID)
    #expect(PolylineState(points: []).revision == .newest)
  }
}
