import JavaHashing
import OverlayIdentity
import Testing

@Suite("Ground image ID, hash and fingerprint")
struct GroundImageIdentityTests {
  @Test func defaults() {
    let image = GroundImageState()
    #expect(image.opacity == 1.0 && image.tileSize == 512 && image.id == nil && image.extra == nil)
  }

  /// The bounds (`GeoRectBounds` has no `hashCode()`) and the `Drawable` are identity-hashed on Android.
  @Test func everythingFoldingInBoundsIsNotPortable() {
    let image = GroundImageState()
    #expect(image.autoID.portableValue == nil)
    #expect(image.resolvedID.portableValue == nil)
    #expect(image.javaHashCode.portableValue == nil)
    #expect(image.fingerprint.id.portableValue == nil)
    guard case .notPortable(let reason) = image.javaHashCode else { Issue.record("portable"); return }
    #expect(reason.contains("GeoRectBounds"))
  }

  /// The issue's divergence: opacity 1.0 is a Kotlin Float on Android (1065353216); the iOS core hashes a Double.
  @Test func portableFingerprintFields() {
    let image = GroundImageState(opacity: 0.75, tileSize: 256, id: "overlay-1", extra: .string("x"))
    let fingerprint = image.fingerprint
    #expect(fingerprint.id == .portable(-755_730_956))
    #expect(fingerprint.opacity == 1_061_158_912)
    #expect(GroundImageState().fingerprint.opacity == 1_065_353_216)
    #expect(fingerprint.tileSize == 256)
    #expect(fingerprint.extra == JavaHash.string("x"))
    #expect(fingerprint.bounds.portableValue == nil && fingerprint.image.portableValue == nil)
    #expect(image.resolvedID == .portable("overlay-1"))
    #expect(image.javaHashCode.portableValue == nil, "the hash is fingerPrint().hashCode(): it includes bounds")
  }
}
