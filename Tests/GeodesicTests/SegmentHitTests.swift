import GeoModel
import Geodesic
import Testing

private let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125, altitude: 40)
private let osaka = GeoPoint(latitude: 34.702485, longitude: 135.495951, altitude: 10)

@Suite struct GeodesicSegmentHitTests {
  /// A point on the geodesic is found at distance ~0, at its fraction (altitude lerped with it).
  @Test func pointOnTheLineIsFound() throws {
    let onLine = WGS84.interpolate(from: tokyo, to: osaka, fraction: 0.3)
    let hit = try #require(GeodesicSegmentHit.nearest(from: tokyo, to: osaka, position: onLine, thresholdMeters: 1))
    #expect(hit.meters < 0.5)
    #expect(abs(WGS84.distance(from: hit.point, to: onLine)) < 0.5)
    #expect(abs(hit.point.altitude - 31) < 1e-4)
  }

  @Test func farPointIsNil() {
    let far = GeoPoint(latitude: 40, longitude: 137)
    #expect(GeodesicSegmentHit.nearest(from: tokyo, to: osaka, position: far, thresholdMeters: 1000) == nil)
  }

  /// Beyond an end the search still ends inside (0, 1), just short of the end: the hit is ~the end point.
  @Test func pointBeyondAnEndHitsNearThatEnd() throws {
    let beyond = WGS84.interpolate(from: tokyo, to: osaka, fraction: 1.01)
    let hit = try #require(
      GeodesicSegmentHit.nearest(from: tokyo, to: osaka, position: beyond, thresholdMeters: 10_000))
    #expect(WGS84.distance(from: hit.point, to: osaka) < 1)
    expectNear(hit.meters, WGS84.distance(from: osaka, to: beyond), within: 1)
  }

  /// A zero-length segment is judged by `distance <= threshold`: NaN is not a hit there.
  @Test func zeroLengthSegment() throws {
    let near = GeoPoint(latitude: tokyo.latitude + 0.001, longitude: tokyo.longitude)
    let hit = try #require(GeodesicSegmentHit.nearest(from: tokyo, to: tokyo, position: near, thresholdMeters: 200))
    #expect(hit.point.latitude == tokyo.latitude && hit.point.altitude == 40)
    #expect(GeodesicSegmentHit.nearest(from: tokyo, to: tokyo, position: near, thresholdMeters: 100) == nil)
    #expect(GeodesicSegmentHit.nearest(from: tokyo, to: tokyo, position: near, thresholdMeters: .nan) == nil)
  }

  /// Elsewhere the test is `distance > threshold → nil`: a NaN position, vertex or threshold is a hit (Android's
  /// behaviour), with a NaN distance for the first two. With NaN distances no probe is ever farther, so the
  /// search keeps the left part and ends just after `from` (fraction < 1e-6). No trap, no endless search.
  @Test func nanIsAHitOnAProperSegment() throws {
    let nanPosition = GeoPoint(latitude: .nan, longitude: 137)
    let hit = try #require(
      GeodesicSegmentHit.nearest(from: tokyo, to: osaka, position: nanPosition, thresholdMeters: 10))
    #expect(hit.meters.isNaN)
    #expect(WGS84.distance(from: tokyo, to: hit.point) < 0.5)
    let vertex = try #require(
      GeodesicSegmentHit.nearest(
        from: GeoPoint(latitude: .nan, longitude: 0), to: osaka, position: tokyo, thresholdMeters: 10))
    #expect(vertex.meters.isNaN)
    let far = GeoPoint(latitude: 40, longitude: 137)
    #expect(GeodesicSegmentHit.nearest(from: tokyo, to: osaka, position: far, thresholdMeters: .nan) != nil)
  }
}

private func expectNear(
  _ actual: Double, _ expected: Double, within tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(abs(actual - expected) <= tolerance, "expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}
