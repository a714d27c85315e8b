import _CoreTestSupport
import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Random raster layers, ground images, camera positions and manager operation sequences, special values
/// included: none may trap. Evaluated in a child process that names each input first (``InputLog``).
@Suite struct ManagerIdentityTotalityTests {
  static func randomInputs() {
    var random = SplitMix64(seed: 0x0E4_0012)
    var sink: Int32 = 0
    for iteration in 0..<2_000 {
      let text = JavaString(utf16: (0..<Int(random.next() % 6)).map { _ in UInt16(truncatingIfNeeded: random.next()) })
      let opacity = random.nextSpecialFloat()
      let zIndex = Int32(truncatingIfNeeded: random.next())
      let point = random.nextPoint()
      let double = random.nextSpecialDouble()
      InputLog.announce("seed 0xE40012 iteration \(iteration): text \(text.utf16) opacity \(opacity) zIndex \(zIndex) point \(point) double \(double)")
      let sources: [RasterLayerSource] = [.tileJson(url: text), .arcGisService(serviceUrl: text), .urlTemplate(template: text)]
      let layer = RasterLayerState(
        source: sources[Int(random.next() % 3)], opacity: opacity, zIndex: zIndex, userAgent: text,
        extraHeaders: [(text, text), ("k", text)])
      sink &+= (layer.javaHashCode.portableValue ?? 0) &+ (layer.fingerprint.portableValue?.javaHashCode ?? 0)
      sink &+= layer.autoID.portableValue?.javaHashCode ?? 0
      let image = GroundImageState(opacity: opacity, tileSize: zIndex, id: text, extra: .double(double))
      sink &+= (image.fingerprint.id.portableValue ?? 0) &+ image.fingerprint.opacity
      let camera = MapCameraPosition(position: point, zoom: double, bearing: -double, tilt: double * 3, hasPaddings: false)
      sink &+= camera.javaHashCode.portableValue ?? 0
      var linked = LinkedEntityMap<Int>()
      var concurrent = ConcurrentEntityMap<Int>()
      for step in 0..<Int(random.next() % 40) {
        let id = JavaString("id-\(random.next() % 30)")
        if random.next() % 4 == 0 {
          linked.remove(id)
          concurrent.remove(id)
        } else {
          linked.register(id, step)
          concurrent.register(id, step)
        }
      }
      let entries = concurrent.entries
      #expect(Set(entries.map(\.id)) == Set(linked.entries.map(\.id)), "both maps hold the same keys")
      _ = HitTestSelection.circle(entries.map { ($0.id, Int32(truncatingIfNeeded: $0.entity), $0.entity % 2 == 0) })
      _ = HitTestSelection.marker(linked.entries.map { ($0.id, double * Double($0.entity)) })
    }
    withExtendedLifetime(sink) {}
  }

  @Test func randomInputsNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { ManagerIdentityTotalityTests.randomInputs() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          ManagerIdentityTotalityTests.randomInputs()
        })
    }
  }
}
