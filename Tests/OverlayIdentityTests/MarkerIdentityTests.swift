import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Tokyo's auto ID is the one given in android-core-semantics.md §3; the other values were printed by a JVM
/// evaluating the §3 formulas with the JVM's own `hashCode()`s.
@Suite("Marker ID, hash and fingerprint")
struct MarkerIdentityTests {
  let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125)

  @Test func tokyoAutoID() {
    #expect(MarkerState(position: tokyo).autoID == .portable("-1991902364"))
  }

  @Test func autoIDIgnoresTheExplicitID() {
    let marker = MarkerState(position: tokyo, id: "m1")
    #expect(marker.autoID == .portable("-1991902364"))
    #expect(marker.resolvedID == .portable("m1"))
    #expect(marker.fingerprint.portableValue?.id == 3428)  // "m1".hashCode()
  }

  @Test func defaultHashUsesRawDoubleHashes() {
    #expect(MarkerState(position: tokyo).javaHashCode == 1_657_189_757)
  }

  @Test func defaultFingerprint() throws {
    let fingerprint = try #require(MarkerState(position: tokyo).fingerprint.portableValue)
    #expect(fingerprint.id == -1_766_636_669)  // "-1991902364".hashCode()
    #expect(fingerprint.icon == 0)
    #expect(fingerprint.clickable == 1231)
    #expect(fingerprint.draggable == 1237)
    #expect(fingerprint.latitude == -41_698_564)
    #expect(fingerprint.longitude == 165_357_241)
    #expect(fingerprint.animation == 1)
    #expect(fingerprint.zIndex == 0)
    #expect(fingerprint.fields.map(\.name) == [
      "id", "icon", "clickable", "draggable", "latitude", "longitude", "animation", "zIndex",
    ])
  }

  @Test func everyFieldSet() {
    let marker = MarkerState(
      position: tokyo, extra: .string("x"), iconHash: 42, clickable: false, draggable: true, zIndex: 3)
    #expect(marker.autoID == .portable("-1879823042"))
    #expect(marker.javaHashCode == 1_199_313_642)
  }

  @Test func animationMakesIDAndFingerprintNotPortable() {
    let marker = MarkerState(position: tokyo, animation: .drop)
    guard case .notPortable(let reason) = marker.autoID else {
      Issue.record("an animated marker's auto ID must not be invented")
      return
    }
    #expect(reason.contains("identity hash"))
    #expect(marker.fingerprint.portableValue == nil)
    #expect(MarkerState(position: tokyo, id: "m1", animation: .bounce).fingerprint.portableValue == nil)
    // hashCode() does not include the animation, so it stays portable.
    #expect(marker.javaHashCode == 1_657_189_757)
  }

  @Test func zIndexNilAndZeroShareAFingerprint() {
    let none = MarkerState(position: tokyo, zIndex: nil).fingerprint
    let zero = MarkerState(position: tokyo, zIndex: 0).fingerprint
    #expect(none == zero, "zIndex.hashCode(): null and 0 both give 0")
    #expect(MarkerState(position: tokyo, zIndex: nil).javaHashCode == MarkerState(position: tokyo, zIndex: 0).javaHashCode)
  }
}
