import _CoreTestSupport
import GeoMath
import GeoModel
import Testing

@Suite struct LinearSegmentHitTests {
  private let a = GeoPoint(latitude: 0, longitude: 0, altitude: 0)
  private let b = GeoPoint(latitude: 0, longitude: 1, altitude: 100)

  /// Flat metres: 111132.954 m per degree of latitude, times cos(mean latitude) per degree of longitude.
  @Test func projectsOntoTheSegment() throws {
    let hit = try #require(
      LinearSegmentHit.nearest(from: a, to: b, position: GeoPoint(latitude: 0.001, longitude: 0.25), thresholdMeters: 200))
    #expect(hit.point.latitude == 0 && hit.point.longitude == 0.25 && hit.point.altitude == 25)
    expectClose(hit.meters, 111.132954, within: 1e-9)
    #expect(LinearSegmentHit.nearest(from: a, to: b, position: GeoPoint(latitude: 0.001, longitude: 0.25), thresholdMeters: 100) == nil)
  }

  /// `t` is clamped with coerceIn: beyond an end the end is the hit.
  @Test func clampsTToTheEnds() throws {
    let hit = try #require(
      LinearSegmentHit.nearest(from: a, to: b, position: GeoPoint(latitude: 0, longitude: 1.001), thresholdMeters: 200))
    #expect(hit.point.longitude == 1 && hit.point.altitude == 100)
    expectClose(hit.meters, 111.132954, within: 1e-9)
  }

  /// The divergence: the iOS core clamps with `max(0, min(1, t))`, which turns NaN into 1 (the `to` end);
  /// Kotlin's coerceIn keeps NaN, so Android's hit has a NaN point and distance, and NaN is not above the threshold.
  @Test func nanTStaysNaN() throws {
    let hit = try #require(
      LinearSegmentHit.nearest(from: a, to: b, position: GeoPoint(latitude: .nan, longitude: 0.5), thresholdMeters: 1))
    #expect(hit.meters.isNaN && hit.point.latitude.isNaN && hit.point.longitude.isNaN && hit.point.altitude.isNaN)
  }

  /// Across ±180 the segment goes the short way, and the position is unwrapped around `from`.
  @Test func antimeridian() throws {
    let west = GeoPoint(latitude: 10, longitude: 179.5)
    let east = GeoPoint(latitude: 10, longitude: -179.5)
    let hit = try #require(
      LinearSegmentHit.nearest(from: west, to: east, position: GeoPoint(latitude: 10, longitude: -180), thresholdMeters: 1))
    #expect(hit.point.longitude == -180 && hit.meters == 0)
    let wrapped = try #require(
      LinearSegmentHit.nearest(from: west, to: east, position: GeoPoint(latitude: 10, longitude: 539.75), thresholdMeters: 1))
    #expect(wrapped.point.longitude == 179.75)
  }

  @Test func zeroLengthSegmentUsesFrom() throws {
    let point = GeoPoint(latitude: 5, longitude: 180, altitude: 7)
    let hit = try #require(
      LinearSegmentHit.nearest(from: point, to: point, position: GeoPoint(latitude: 5, longitude: 180), thresholdMeters: 0))
    #expect(hit.meters == 0 && hit.point.longitude == -180 && hit.point.altitude == 7)
  }

  /// Android loops `while (d > 180) d -= 360` on the position's longitude: an infinite one never ends there. The
  /// core answers at once (NaN), so a bad input cannot hang the app.
  @Test func infiniteLongitudeDoesNotHang() throws {
    let hit = try #require(
      LinearSegmentHit.nearest(from: a, to: b, position: GeoPoint(latitude: 0, longitude: .infinity), thresholdMeters: 1))
    #expect(hit.meters.isNaN)
  }
}

@Suite struct ClosestIntersectionTests {
  @Test func shortSegmentIsPlanar() {
    let hit = ClosestIntersection.nearest(
      to: GeoPoint(latitude: 0.001, longitude: 0.005), onSegment: GeoPoint(latitude: 0, longitude: 0),
      GeoPoint(latitude: 0, longitude: 0.01))
    #expect(hit.mode == .planar)
    expectClose(hit.point.latitude, 0, within: 1e-15)
    expectClose(hit.point.longitude, 0.005, within: 1e-15)
    expectClose(hit.radiusMeters, 6_378_137 * 0.017453292519943295 * 0.001, within: 1e-9)
  }

  @Test func longSegmentIsSphericalOnTheArc() {
    let hit = ClosestIntersection.nearest(
      to: GeoPoint(latitude: 1, longitude: 5), onSegment: GeoPoint(latitude: 0, longitude: 0),
      GeoPoint(latitude: 0, longitude: 10))
    #expect(hit.mode == .spherical)
    expectClose(hit.point.latitude, 0, within: 1e-12)
    expectClose(hit.point.longitude, 5, within: 1e-12)
    expectClose(hit.radiusMeters, 6_378_137 * 0.017453292519943295, within: 1e-6)
  }

  /// Off the arc, the nearer end is chosen as a unit vector and converted back (altitude 0).
  @Test func sphericalOffTheArcTakesTheNearerEnd() {
    let hit = ClosestIntersection.nearest(
      to: GeoPoint(latitude: 0, longitude: 20), onSegment: GeoPoint(latitude: 0, longitude: 0),
      GeoPoint(latitude: 0, longitude: 10, altitude: 5))
    #expect(hit.mode == .spherical)
    expectClose(hit.point.longitude, 10, within: 1e-12)
    #expect(hit.point.altitude == 0)
  }

  /// A zero-length long-range segment: the end is returned as given (altitude kept).
  @Test func degenerateArcReturnsTheEndAsGiven() {
    let end = GeoPoint(latitude: 0, longitude: 10, altitude: 5)
    let hit = ClosestIntersection.nearest(to: GeoPoint(latitude: 0, longitude: 20), onSegment: end, end)
    #expect(hit.mode == .spherical && hit.point.altitude == 5 && hit.point.longitude == 10)
  }

  /// NaN distances are not `<= 50 km`, so NaN goes the spherical way; Java's min/max keep NaN through the clamp.
  @Test func nanGoesSphericalAndStaysNaN() {
    let hit = ClosestIntersection.nearest(
      to: GeoPoint(latitude: .nan, longitude: 0), onSegment: GeoPoint(latitude: 0, longitude: 0),
      GeoPoint(latitude: 0, longitude: 1))
    #expect(hit.mode == .spherical && hit.radiusMeters.isNaN)
  }

  @Test func infiniteLongitudeDoesNotHang() {
    let hit = ClosestIntersection.nearest(
      to: GeoPoint(latitude: 0, longitude: 0.001), onSegment: GeoPoint(latitude: 0, longitude: 0),
      GeoPoint(latitude: 0, longitude: .infinity))
    #expect(hit.radiusMeters.isNaN || hit.radiusMeters >= 0)
  }
}

/// The core reduces the position's longitude without Android's loop; on every input where the loop ends quickly
/// the answer must be the loop's, bit for bit (including the +0.0 a loop ends on).
@Suite struct LongitudeLoopEquivalenceTests {
  private static func androidLoop(_ degrees: Double) -> Double {
    var d = degrees
    while d > 180.0 { d -= 360.0 }
    while d < -180.0 { d += 360.0 }
    return d
  }

  @Test func sameAsTheLoop() throws {
    var rng = SplitMix64(seed: 0x4C4F_4F50)
    let from = GeoPoint(latitude: 10, longitude: -0.0)
    let to = GeoPoint(latitude: 10.5, longitude: 0.5)
    let boundaries: [Double] = [180, -180, 360, -360, 540, -540, 720, -720, 180.00000000000003, -180.00000000000003, 0, -0.0]
    var mismatches: [String] = []
    for index in 0..<3_000 {
      let longitude = index < boundaries.count ? boundaries[index] : rng.double(in: -100_000..<100_000)
      let looped = Self.androidLoop(longitude - from.longitude)
      let direct = LinearSegmentHit.nearest(
        from: from, to: to, position: GeoPoint(latitude: 10.2, longitude: longitude), thresholdMeters: .infinity)
      let reference = LinearSegmentHit.nearest(
        from: from, to: to, position: GeoPoint(latitude: 10.2, longitude: from.longitude + looped),
        thresholdMeters: .infinity)
      guard let direct, let reference else {
        mismatches.append("\(longitude): nil")
        continue
      }
      if direct.meters.bitPattern != reference.meters.bitPattern
        || direct.point.longitude.bitPattern != reference.point.longitude.bitPattern
      {
        mismatches.append("\(longitude): \(direct) vs \(reference)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
