import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Values printed by a JVM folding `GeoPoint.hashCode()` and `Double.hashCode()` as `MapCameraPosition.hashCode()`.
@Suite("Camera position hash")
struct CameraPositionHashTests {
  let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125)

  @Test func defaultsHavePaddingsAndNoVisibleRegion() {
    let camera = MapCameraPosition(position: tokyo)
    #expect(camera.zoom == 0 && camera.bearing == 0 && camera.tilt == 0)
    #expect(camera.hasPaddings && !camera.hasVisibleRegion)
    #expect(camera.javaHashCode.portableValue == nil, "MapPaddings.Zeros is hashed by identity")
  }

  @Test func portableWithoutPaddingsOrVisibleRegion() {
    let camera = MapCameraPosition(position: tokyo, zoom: 15.5, bearing: 30, tilt: 45, hasPaddings: false)
    #expect(camera.javaHashCode == .portable(1_368_053_898))
    var withRegion = camera
    withRegion.hasVisibleRegion = true
    guard case .notPortable(let reason) = withRegion.javaHashCode else { Issue.record("portable"); return }
    #expect(reason.contains("VisibleRegion"))
  }

  /// The issue's divergence: the iOS core folds with checked arithmetic and traps on overflow. Here every step
  /// wraps, and special values hash as on the JVM (NaN canonical, -0.0 distinct, saturating `toLong`).
  @Test func wrapsAndNeverTraps() {
    let camera = MapCameraPosition(
      position: GeoPoint(latitude: .nan, longitude: 1e300, altitude: -1e300), zoom: .nan, bearing: -0.0,
      tilt: .infinity, hasPaddings: false)
    #expect(camera.javaHashCode == .portable(-2_014_838_784))
  }
}
