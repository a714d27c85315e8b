import _CoreTestSupport
import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

/// Random overlays, biased towards special values, through every hash, fingerprint and auto ID: none may trap.
/// The `NeverTrap` tests evaluate their inputs in a child process that names each one first, so a trap fails
/// the test naming it (``InputLog``).
@Suite("Overlay totality")
struct OverlayTotalityTests {
  static func randomOverlays() {
    var random = SplitMix64(seed: 0x0E4_0001)
    var sink: Int32 = 0
    for iteration in 0..<1500 {
      let point = random.nextPoint()
      let points = (0..<Int(random.next() % 8)).map { _ in random.nextPoint() }
      let holes = (0..<Int(random.next() % 3)).map { _ in (0..<Int(random.next() % 4)).map { _ in random.nextPoint() } }
      let extra: JavaValue? = random.next() % 2 == 0 ? nil : .double(random.nextSpecialDouble())
      let width = Dp(Float(bitPattern: UInt32(truncatingIfNeeded: random.next())))
      let zIndex: Int32? = random.next() % 2 == 0 ? nil : Int32(truncatingIfNeeded: random.next())
      let clickable = random.next() % 2 == 0
      InputLog.announce(
        "seed 0xE40001 iteration \(iteration): point \(point) points \(points) holes \(holes) extra \(String(describing: extra)) "
          + "width \(width) zIndex \(String(describing: zIndex)) clickable \(clickable)")

      let marker = MarkerState(position: point, extra: extra, iconHash: zIndex, clickable: clickable, zIndex: zIndex)
      sink &+= marker.javaHashCode &+ (marker.fingerprint.portableValue?.javaHashCode ?? 0)
      #expect(marker.autoID.portableValue != nil)

      let circle = CircleState(
        center: point, radiusMeters: random.nextSpecialDouble(), strokeWidth: width, zIndex: zIndex, extra: extra)
      sink &+= circle.javaHashCode &+ circle.fingerprint.javaHashCode &+ circle.autoID.javaHashCode

      let polyline = PolylineState(points: points, strokeWidth: width, zIndex: zIndex ?? 0, extra: extra)
      sink &+= polyline.javaHashCode &+ polyline.fingerprint.javaHashCode &+ polyline.autoID.javaHashCode

      let polygon = PolygonState(points: points, holes: holes, strokeWidth: width, extra: extra)
      sink &+= polygon.javaHashCode &+ polygon.fingerprint.javaHashCode &+ polygon.autoID.javaHashCode
    }
    withExtendedLifetime(sink) {}
  }

  @Test func randomOverlaysNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { OverlayTotalityTests.randomOverlays() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          OverlayTotalityTests.randomOverlays()
        })
    }
  }

  static func hugePointLists() {
    InputLog.announce("a polygon of 100,000 points (latitude i * 1e290, longitude -i) with 100 holes of 1,000 of them")
    let points = (0..<100_000).map { GeoPoint(latitude: Double($0) * 1e290, longitude: -Double($0)) }
    let holes = Array(repeating: Array(points.prefix(1000)), count: 100)
    let polygon = PolygonState(points: points, holes: holes)
    _ = polygon.javaHashCode
    _ = polygon.fingerprint
    InputLog.announce("a polyline of the same 100,000 points")
    _ = PolylineState(points: points).autoID
  }

  @Test func hugePointListsNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { OverlayTotalityTests.hugePointLists() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          OverlayTotalityTests.hugePointLists()
        })
    }
  }

  @Test func autoIDIsTheDecimalInt() {
    var random = SplitMix64(seed: 0x0E4_0002)
    for _ in 0..<300 {
      let id = PolylineState(points: [random.nextPoint()]).autoID.description
      #expect(Int32(id) != nil, "auto ID \(id) must be a decimal Java int")
    }
  }
}

extension SplitMix64 {
  mutating func nextPoint() -> GeoPoint {
    GeoPoint(latitude: nextSpecialDouble(), longitude: nextSpecialDouble(), altitude: nextSpecialDouble())
  }
}
