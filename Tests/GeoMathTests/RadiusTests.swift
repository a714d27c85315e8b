@testable import GeoMath
import GeoModel
import Testing

@Suite struct RegionRadiusTests {
  @Test func zeroSpanIsZeroUpToNormalizeLngRounding() throws {
    expectBits(try RegionRadius.km(center: GeoPoint(latitude: 0, longitude: 0), latitudeSpan: 0, longitudeSpan: -0.0), 0)
    // normalizeLng(139.767125) is 139.76712499999996 ((x + 180) rounds), so the corners are an ULP east.
    expectClose(try RegionRadius.km(center: tokyo, latitudeSpan: 0, longitudeSpan: 0), 0, within: 1e-9)
  }

  @Test func fullSpanOnTheEquatorReachesThePoles() throws {
    let center = GeoPoint(latitude: 0, longitude: 0)
    // R * pi / 2 / 1000 (mpmath): 10018.754171394622 km.
    expectClose(try RegionRadius.km(center: center, latitudeSpan: 180, longitudeSpan: 360), 10_018.754_171_394_622,
      within: 1e-9)
    expectBits(
      try RegionRadius.km(center: center, latitudeSpan: 1000, longitudeSpan: 1e300),
      try RegionRadius.km(center: center, latitudeSpan: 180, longitudeSpan: 360))
  }

  @Test func fullSpanOffTheEquatorReachesTheAntipode() throws {
    let km = try RegionRadius.km(center: GeoPoint(latitude: 45, longitude: 10), latitudeSpan: 180, longitudeSpan: 360)
    expectClose(km, 20_037.508_342_789_244, within: 1e-6)
  }

  @Test func acrossTheAntimeridian() throws {
    // Corners (±1, 177) and (±1, -179) around (0, 179); farthest 248.90783743668250 km (mpmath, Vincenty form).
    let km = try RegionRadius.km(center: GeoPoint(latitude: 0, longitude: 179), latitudeSpan: 2, longitudeSpan: 4)
    expectClose(km, 248.907_837_436_682_5, within: 1e-9)
  }

  @Test func cornerLatitudeIsClampedAtThePole() throws {
    // North corner clamped to 90: the farthest corner is south, 10 degrees of meridian away = R * 10 * pi / 180.
    let km = try RegionRadius.km(center: GeoPoint(latitude: 89, longitude: 0), latitudeSpan: 20, longitudeSpan: 0)
    expectClose(km, 1_113.194_907_932_735_7, within: 1e-9)
  }

  @Test func aNaNCornerDistanceMakesTheRadiusNaN() {
    // Kotlin's Math.max, not a `>` scan that skips the NaN. The corner (-95.5, 180) is the antipode of (95.5, 0)
    // beyond the poles, where the haversine a exceeds 1 on every libm (spherical.distance's
    // out-of-range-antipodes-95.5); the other three corners are finite.
    let center = GeoPoint(latitude: 95.5, longitude: 0)
    #expect(Spherical.distance(from: center, to: GeoPoint(latitude: 0, longitude: 10)).isFinite)
    #expect(farthestCornerKm(from: center, south: -95.5, west: 180, north: 0, east: 10).isNaN)
  }

  @Test func invalidInputs() {
    for span in [-1e-300, -1, .nan, .infinity, -.infinity] {
      #expect(thrown { () throws(GeoContractError) in try RegionRadius.km(center: tokyo, latitudeSpan: span, longitudeSpan: 1) }
        == .invalidSpan)
      #expect(thrown { () throws(GeoContractError) in try RegionRadius.km(center: tokyo, latitudeSpan: 1, longitudeSpan: span) }
        == .invalidSpan)
    }
    let badCenter = GeoPoint(latitude: 0, longitude: 180.5)
    #expect(thrown { () throws(GeoContractError) in try RegionRadius.km(center: badCenter, latitudeSpan: -1, longitudeSpan: 1) }
      == .invalidCoordinate(index: 0))
  }
}

@Suite struct BoundsRadiusTests {
  @Test func acrossTheAntimeridian() throws {
    // Center (15, -180); farthest corner 1220.6351369606223 km (mpmath, Vincenty form).
    let km = try BoundsRadius.km(
      southWest: GeoPoint(latitude: 10, longitude: 170), northEast: GeoPoint(latitude: 20, longitude: -170))
    expectClose(km, 1_220.635_136_960_622_3, within: 1e-9)
  }

  @Test func equalLongitudesAreAZeroSpan() throws {
    let km = try BoundsRadius.km(
      southWest: GeoPoint(latitude: 0, longitude: 30), northEast: GeoPoint(latitude: 20, longitude: 30))
    expectClose(km, 1_113.194_907_932_735_7, within: 1e-9)
  }

  @Test func invalidInputs() {
    let ok = GeoPoint(latitude: 0, longitude: 0)
    let bad = GeoPoint(latitude: .nan, longitude: 0)
    #expect(thrown { () throws(GeoContractError) in try BoundsRadius.km(southWest: bad, northEast: bad) } == .invalidCoordinate(index: 0))
    #expect(thrown { () throws(GeoContractError) in try BoundsRadius.km(southWest: ok, northEast: bad) } == .invalidCoordinate(index: 1))
    #expect(
      thrown { () throws(GeoContractError) in
        try BoundsRadius.km(southWest: GeoPoint(latitude: 1, longitude: 0), northEast: ok)
      } == .invalidBounds)
  }
}
