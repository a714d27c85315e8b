import _CoreTestSupport
import GeoModel
import JavaHashing
import OverlayIdentity
import Testing

@Suite("Overlay totality")
struct OverlayTotalityTests {
  @Test func randomOverlaysNeverTrap() {
    var random = SplitMix64(seed: 0x0E4_0001)
    var sink: Int32 = 0
    for _ in 0..<1500 {
      let point = random.nextPoint()
      let points = (0..<Int(random.next() % 8)).map { _ in random.nextPoint() }
      let holes = (0..<Int(random.next() % 3)).map { _ in (0..<Int(random.next() % 4)).map { _ in random.nextPoint() } }
      let extra: JavaValue? = random.next() % 2 == 0 ? nil : .double(random.nextSpecialDouble())
      let width = Dp(Float(bitPattern: UInt32(truncatingIfNeeded: random.next())))
      let zIndex: Int32? = random.next() % 2 == 0 ? nil : Int32(truncatingIfNeeded: random.next())

      let marker = MarkerState(
        position: point, extra: extra, iconHash: zIndex, clickable: random.next() % 2 == 0, zIndex: zIndex)
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

  @Test func hugePointListsNeverTrap() {
    let points = (0..<100_000).map { GeoPoint(latitude: Double($0) * 1e290, longitude: -Double($0)) }
    let holes = Array(repeating: Array(points.prefix(1000)), count: 100)
    let polygon = PolygonState(points: points, holes: holes)
    _ = polygon.javaHashCode
    _ = polygon.fingerprint
    _ = PolylineState(points: points).autoID
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
