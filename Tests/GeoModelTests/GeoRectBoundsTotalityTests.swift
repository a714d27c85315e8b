import _CoreTestSupport
import GeoModel
import Testing

/// Every GeoRectBounds, decimal-text and Kotlin-primitive operation on random inputs biased towards special values
/// (NaN, ±∞, ±0, huge, subnormal): none may trap, each failure is a typed ``AndroidException``. Run in a child
/// process that names each input first, so a trap fails the test naming it (``InputLog``).
@Suite("GeoRectBounds and decimal text totality")
struct GeoRectBoundsTotalityTests {
  static func operations() {
    var random = SplitMix64(seed: 0x6E0_0012)
    var sink = 0
    for iteration in 0..<3000 {
      func point() -> GeoPoint {
        GeoPoint(
          latitude: random.nextSpecialDouble(), longitude: random.nextSpecialDouble(),
          altitude: random.nextSpecialDouble())
      }
      let a = point()
      let b = point()
      let c = point()
      let precision = Int(random.next() % 2400) - 1200
      let corners = random.next() % 4
      InputLog.announce("seed 0x6E00012 iteration \(iteration): a \(a) b \(b) c \(c) p \(precision) \(corners)")
      var bounds = GeoRectBounds(
        southWest: corners & 1 == 0 ? b : nil, northEast: corners & 2 == 0 ? c : nil)
      sink &+= bounds.contains(a) ? 1 : 0
      sink &+= bounds.center == nil ? 0 : 1
      sink &+= bounds.toSpan() == nil ? 0 : 1
      sink &+= (try? bounds.toUrlValue(precision: precision))?.count ?? 0
      sink &+= (try? bounds.toUrlValue(precision: precision % 20))?.count ?? 0
      sink &+= (try? a.toUrlValue(precision: precision))?.count ?? 0
      _ = bounds.expandedByDegrees(latitudePadding: a.altitude, longitudePadding: b.altitude)
      _ = bounds.union(GeoRectBounds(southWest: a, northEast: b))
      bounds.extend(a)
      bounds.extend(b)
      #expect(!bounds.isEmpty)
      _ = KotlinMath.minOf(a.latitude, b.latitude) + KotlinMath.maxOf(a.longitude, b.longitude)
      _ = try? KotlinMath.coerceIn(a.altitude, b.latitude, c.latitude)
      sink &+= Int((try? KotlinMath.roundToInt(a.latitude)) ?? 0)
      sink &+= Int(KotlinMath.toInt(a.longitude))
    }
    withExtendedLifetime(sink) {}
  }

  @Test func noOperationTraps() async {
    if await #expect(processExitsWith: .success, performing: { GeoRectBoundsTotalityTests.operations() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          GeoRectBoundsTotalityTests.operations()
        })
    }
  }
}
