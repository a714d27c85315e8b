import GeoModel
import GeoMath
import Geodesic
import Testing

private let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125, altitude: 40)
private let osaka = GeoPoint(latitude: 34.702485, longitude: 135.495951, altitude: 10)

/// Bit-exact point equality (the given points must come back exactly as given).
private func same(_ a: GeoPoint, _ b: GeoPoint) -> Bool {
  func bits(_ x: Double) -> UInt64 { x.isNaN ? Double.nan.bitPattern : x.bitPattern }
  return bits(a.latitude) == bits(b.latitude) && bits(a.longitude) == bits(b.longitude)
    && bits(a.altitude) == bits(b.altitude)
}

@Suite struct SegmentCountTests {
  /// Kotlin's `(d / max).toInt().coerceAtLeast(1)`: truncation, saturation at Int.MAX_VALUE, NaN → 0 → 1.
  @Test(arguments: [
    (403_826.0, 10_000.0, Int32(40)), (9_999.0, 10_000.0, 1), (0.0, 10_000.0, 1), (29_999.999, 10_000.0, 2),
    (1.0, 0.0, .max), (0.0, 0.0, 1), (.nan, 10_000.0, 1), (1.0, .nan, 1), (.infinity, 10_000.0, .max),
    (1.0, -5.0, 1), (3e9, 1.0, .max), (2_147_483_646.9, 1.0, 2_147_483_646), (2_147_483_647.0, 1.0, .max),
    (1.0, .infinity, 1),
  ])
  func saturatingCount(meters: Double, maximum: Double, expected: Int32) {
    #expect(GeodesicDensify.segmentCount(meters: meters, maximumSegmentMeters: maximum) == expected)
  }
}

@Suite struct DensifyTests {
  /// Tokyo→Osaka is 403.8 km: 40 pieces, 39 inserted points (the 40th accumulated fraction is not below 1).
  @Test func tokyoToOsakaAtTenKilometres() throws {
    let points = try GeodesicDensify.interpolatePoints([tokyo, osaka])
    #expect(points.count == 41)
    #expect(same(points[0], tokyo) && same(points[40], osaka))
    let total = WGS84.distance(from: tokyo, to: osaka)
    for (index, point) in points.enumerated().dropFirst().dropLast() {
      let along = WGS84.distance(from: tokyo, to: point)
      #expect(abs(along - total * Double(index) / 40) < 1e-3, "point \(index) at \(along) m")
      #expect(abs(WGS84.distance(from: point, to: osaka) - (total - along)) < 1e-3, "point \(index) off the geodesic")
    }
  }

  /// Where accumulating `step` reaches 1 only just above or below, the count follows the accumulation, not `n - 1`:
  /// 0.1 added ten times is 0.9999999999999999 < 1, so n = 10 inserts ten points.
  @Test func accumulatedFractionsDecideTheCount() throws {
    let meters = WGS84.distance(from: tokyo, to: osaka)
    let ten = try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: meters / 10.5)
    #expect(ten.count == 12)  // start, 10 inserted (fractions 0.1 … 0.9999999999999999), end
    let three = try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: meters / 3.5)
    #expect(three.count == 4)  // 1/3 + 1/3 + 1/3 = 1.0 exactly: 2 inserted
  }

  @Test func emptyPathIsAnError() {
    #expect(throws: GeodesicError.emptyPath) { try GeodesicDensify.interpolatePoints([]) }
    #expect(GeodesicError.emptyPath.code == "emptyPath")
  }

  @Test func onePointComesBackAsGiven() throws {
    let points = try GeodesicDensify.interpolatePoints([tokyo])
    #expect(points.count == 1 && same(points[0], tokyo))
  }

  /// A NaN vertex makes the distance NaN, `toInt()` 0, the count 1: both ends, nothing inserted, no trap.
  @Test func nanVertexInsertsNothing() throws {
    let bad = GeoPoint(latitude: .nan, longitude: 135)
    let points = try GeodesicDensify.interpolatePoints([tokyo, bad, osaka])
    #expect(points.count == 3)
    #expect(same(points[0], tokyo) && same(points[1], bad) && same(points[2], osaka))
  }

  @Test func nanOrNegativeMaximumInsertsNothing() throws {
    #expect(try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: .nan).count == 2)
    #expect(try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: -1).count == 2)
  }

  /// A zero maximum saturates the count at Int.MAX_VALUE (Android runs out of memory; not portable): the core
  /// refuses.
  @Test func saturatedCountHitsTheCap() {
    #expect(throws: GeodesicError.tooManyPoints) {
      try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: 0)
    }
    #expect(throws: GeodesicError.tooManyPoints) {
      try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: 0.01)
    }
  }

  @Test func capIsOnOnePlusTheSumOfCounts() throws {
    let meters = WGS84.distance(from: tokyo, to: osaka)
    // Android has no cap: n = 1_009_566 (the former cap's "just over" case) is a path of about a million points.
    let pastTheFormerCap = try GeodesicDensify.interpolatePoints([tokyo, osaka], maximumSegmentMeters: 0.4)
    #expect(pastTheFormerCap.count >= 1_009_567 && pastTheFormerCap.count <= 1_009_568)
    // n = 5_000_000 per segment, two segments: 1 + Σ n is one past 10^7, where Android exhausts its heap.
    let half = meters / 5_000_000.5
    #expect(GeodesicDensify.segmentCount(meters: meters, maximumSegmentMeters: half) == 5_000_000)
    #expect(throws: GeodesicError.tooManyPoints) {
      try GeodesicDensify.interpolatePoints([tokyo, osaka, tokyo], maximumSegmentMeters: half)
    }
  }
}
