import _CoreTestSupport
import GeoModel
import Testing

/// Every GeoPoint operation on random points, biased towards special values: none may trap. The inputs are
/// evaluated in a child process that names each one first, so a trap fails the test naming it (``InputLog``).
@Suite("GeoPoint totality")
struct GeoPointTotalityTests {
  static func operations() {
    var random = SplitMix64(seed: 0x6E0_0001)
    var sink: Int32 = 0
    for iteration in 0..<5000 {
      let p = GeoPoint(
        latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble(),
        altitude: random.nextSpecialDouble())
      let q = GeoPoint(latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble())
      InputLog.announce("seed 0x6E00001 iteration \(iteration): p \(p) q \(q)")
      sink &+= p.javaHashCode
      _ = p.isAndroidEqual(to: q)
      let wrapped = p.wrap()
      let normalized = p.normalize()
      _ = p.isValid
      if !p.longitude.isNaN && p.longitude.isFinite {
        #expect(wrapped.longitude >= -180 && wrapped.longitude < 180, "\(p)")
        #expect(normalized.longitude >= -180 && normalized.longitude < 180, "\(p)")
      }
      if !p.latitude.isNaN {
        #expect(normalized.latitude >= -90 && normalized.latitude <= 90, "\(p)")
      }
    }
    withExtendedLifetime(sink) {}
  }

  @Test func noOperationTraps() async {
    if await #expect(processExitsWith: .success, performing: { GeoPointTotalityTests.operations() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          GeoPointTotalityTests.operations()
        })
    }
  }
}
