import _CoreTestSupport
import GeoMath
import GeoModel
import Testing

/// WebMercator, hex cell IDs and z-indices on random inputs biased towards special values: none may trap (a
/// saturated rounding, `Int` wrap-around in the cube rounding, `Float` overflow), each failure is a typed
/// ``AndroidException``. Run in a child process that names each input first (``InputLog``).
@Suite("Projection totality")
struct ProjectionTotalityTests {
  static func operations() {
    var random = SplitMix64(seed: 0x6E0_0013)
    var sink = 0
    for iteration in 0..<5000 {
      let point = GeoPoint(latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble())
      let zoom = random.nextSpecialDouble()
      let base = Int32(truncatingIfNeeded: random.next())
      InputLog.announce("seed 0x6E00013 iteration \(iteration): \(point) zoom \(zoom) base \(base)")
      let projected = WebMercator.project(point)
      sink &+= projected.x.isNaN ? 1 : 0
      sink &+= (try? HexGeocell.cellID(of: point, zoom: zoom, baseSideMeters: base))?.count ?? 0
      sink &+= (try? HexGeocell.cellID(of: point, zoom: zoom.magnitude.truncatingRemainder(dividingBy: 64)))?.count ?? 0
      sink &+= Int((try? ZIndex.calculate(for: point)) ?? 0)
    }
    withExtendedLifetime(sink) {}
  }

  @Test func noOperationTraps() async {
    if await #expect(processExitsWith: .success, performing: { ProjectionTotalityTests.operations() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          ProjectionTotalityTests.operations()
        })
    }
  }
}
