import GeoMath
import GeoModel
import Testing

/// Android's geodesics from 1569cc5 on (`WGS84Geodesic`): Vincenty with its iteration limits and fallback.
@Suite struct VincentyTests {
  let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125, altitude: 40)
  let osaka = GeoPoint(latitude: 34.702485, longitude: 135.495951, altitude: 10)

  @Test func distanceAndBearing() {
    let line = Vincenty.inverse(from: tokyo, to: osaka)
    #expect(line.converged)
    // GeographicLib gives 403826.6860572838 m; Vincenty agrees to well below a millimetre here.
    expectClose(line.meters, 403_826.686_057, within: 1e-4)
    #expect(line.initialBearing < -1.6 && line.initialBearing > -2.0, "west-south-west")
    expectBits(Vincenty.distance(from: tokyo, to: tokyo), 0)
    expectBits(Vincenty.inverse(from: tokyo, to: tokyo).initialBearing, 0)
  }

  @Test func nearAntipodesFallBackToTheHaversineOnTheSemiMajorAxis() {
    let from = GeoPoint(latitude: 0, longitude: 0)
    let to = GeoPoint(latitude: 0.5, longitude: 179.7)
    let line = Vincenty.inverse(from: from, to: to)
    #expect(!line.converged)
    #expect(line == Vincenty.sphericalFallback(from: from, to: to))
    expectBits(line.meters, Spherical.distance(from: from, to: to))  // the same haversine, term for term
  }

  @Test func totalOnEveryInput() {
    #expect(Vincenty.distance(from: GeoPoint(latitude: .nan, longitude: 0), to: osaka).isNaN)
    #expect(Vincenty.distance(from: tokyo, to: GeoPoint(latitude: 0, longitude: .infinity)).isNaN)
    // tan is periodic: 100° has the reduced latitude of -80°, a finite distance, no NaN.
    #expect(Vincenty.distance(from: GeoPoint(latitude: 100, longitude: 0), to: osaka).isFinite)
    #expect(Vincenty.distance(from: GeoPoint(latitude: 90, longitude: 0), to: GeoPoint(latitude: -90, longitude: 0)).isFinite)
    #expect(Vincenty.direct(from: tokyo, initialBearing: .nan, meters: 1000).latitude.isNaN)
  }

  @Test func interpolationReachesTheEndsAndNormalisesTheLongitude() {
    let half = Vincenty.interpolate(from: tokyo, to: osaka, fraction: 0.5)
    expectClose(Vincenty.distance(from: tokyo, to: half), 403_826.686_057 / 2, within: 1e-4)
    expectBits(half.altitude, 25)
    let end = Vincenty.interpolate(from: tokyo, to: osaka, fraction: 1)
    expectClose(end.latitude, osaka.latitude, within: 1e-9)
    expectClose(end.longitude, osaka.longitude, within: 1e-9)
    let across = Vincenty.interpolate(from: GeoPoint(latitude: 0, longitude: 179), to: GeoPoint(latitude: 0, longitude: -179), fraction: 0.75)
    expectClose(across.longitude, -179.5, within: 1e-9)  // across the date line, normalised into [-180, 180)
  }

  @Test func densifyCountsPiecesByVincentyLength() throws {
    let points = try Vincenty.densify([tokyo, osaka])
    #expect(points.count == 41, "403.5 km in 40 pieces of at most 10 km")
    #expect(same(points.first!, tokyo) && same(points.last!, osaka), "the given points as given")
    #expect(throws: GeodesicError.emptyPath) { try Vincenty.densify([]) }
    #expect(throws: GeodesicError.tooManyPoints) { try Vincenty.densify([tokyo, osaka], maximumSegmentMeters: 0) }
    #expect(try Vincenty.densify([tokyo, GeoPoint(latitude: .nan, longitude: 0)]).count == 2, "a NaN length is one piece")
  }

  @Test func linearDensifyByLengthPlacesPointsOnTheStraightLine() throws {
    let points = try Spherical.densifyLinear([tokyo, osaka], maximumSegmentMeters: 100_000)
    #expect(points.count == 5, "four pieces")
    let quarter = Spherical.linearInterpolate(from: tokyo, to: osaka, fraction: 0.25)
    expectBits(points[1].latitude, quarter.latitude)
    expectBits(points[1].longitude, quarter.longitude)
    #expect(try Spherical.densifyLinear([tokyo, osaka], maximumSegmentMeters: 1e9).count == 2, "shorter than the maximum: no point")
    #expect(throws: GeoContractError.emptyPoints) { try Spherical.densifyLinear([], maximumSegmentMeters: 10) }
  }

  @Test func segmentHitOnTheGeodesic() throws {
    let onLine = Vincenty.interpolate(from: tokyo, to: osaka, fraction: 0.3)
    let hit = try #require(Vincenty.segmentHit(from: tokyo, to: osaka, position: onLine, thresholdMeters: 1))
    #expect(hit.meters < 1, "the search stops at a bracket of 1e-6 of the segment, 0.4 m here")
    #expect(Vincenty.segmentHit(from: tokyo, to: osaka, position: GeoPoint(latitude: 40, longitude: 140), thresholdMeters: 1000) == nil)
    let zeroLength = try #require(Vincenty.segmentHit(from: tokyo, to: tokyo, position: tokyo, thresholdMeters: 0))
    #expect(same(zeroLength.point, tokyo) && zeroLength.meters == 0)
  }
}

private func same(_ a: GeoPoint, _ b: GeoPoint) -> Bool {
  a.latitude.bitPattern == b.latitude.bitPattern && a.longitude.bitPattern == b.longitude.bitPattern
    && a.altitude.bitPattern == b.altitude.bitPattern
}
