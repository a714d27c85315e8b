import _CoreTestSupport
import GeoModel
import Testing

@Suite("GeoPoint totality")
struct GeoPointTotalityTests {
  @Test func noOperationTraps() {
    var random = SplitMix64(seed: 0x6E0_0001)
    var sink: Int32 = 0
    for _ in 0..<5000 {
      let p = GeoPoint(
        latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble(),
        altitude: random.nextSpecialDouble())
      let q = GeoPoint(latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble())
      sink &+= p.javaHashCode
      _ = p.isAndroidEqual(to: q)
      let wrapped = p.wrap()
      let normalized = p.normalize()
      _ = p.isValid
      if !p.longitude.isNaN && p.longitude.isFinite {
        #expect(wrapped.longitude >= -180 && wrapped.longitude < 180)
        #expect(normalized.longitude >= -180 && normalized.longitude < 180)
      }
      if !p.latitude.isNaN {
        #expect(normalized.latitude >= -90 && normalized.latitude <= 90)
      }
    }
    withExtendedLifetime(sink) {}
  }
}

