import GeoMath
import GeoModel
import Testing

/// Half a degree of the equator: R * 0.5 * pi / 180 / 1000 = 55.659745396636786 km (mpmath).
let equatorRoute = [GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 0.5)]
let equatorRouteKm = 55.659_745_396_636_786

@Suite struct RouteDistanceTests {
  @Test func emptyAndSinglePointRoutesHaveZeroLength() throws {
    expectBits(try Route.cumulativeDistance(of: []), 0)
    expectBits(try Route.cumulativeDistance(of: [tokyo]), 0)
  }

  @Test func sumsSegments() throws {
    expectClose(try Route.cumulativeDistance(of: [tokyo, osaka, tokyo]), 2 * 403.509_045_034_752_31, within: 1e-9)
    expectClose(try Route.cumulativeDistance(of: equatorRoute), equatorRouteKm, within: 1e-9)
  }

  @Test func duplicatePointsAddNothing() throws {
    expectBits(
      try Route.cumulativeDistance(of: [tokyo, tokyo, osaka, osaka]), try Route.cumulativeDistance(of: [tokyo, osaka]))
  }

  @Test func rejectsTheFirstInvalidPoint() {
    let route = [
      tokyo, GeoPoint(latitude: 90.000_000_000_000_01, longitude: 0), GeoPoint(latitude: .nan, longitude: 0),
    ]
    #expect(thrown { () throws(GeoContractError) in try Route.cumulativeDistance(of: route) } == .invalidCoordinate(index: 1))
    let bad: [GeoPoint] = [
      GeoPoint(latitude: 0, longitude: 180.000_000_000_1), GeoPoint(latitude: 0, longitude: -.infinity),
      GeoPoint(latitude: 0, longitude: 0, altitude: .nan), GeoPoint(latitude: -91, longitude: 0),
    ]
    for point in bad {
      #expect(thrown { () throws(GeoContractError) in try Route.cumulativeDistance(of: [tokyo, osaka, point]) }
        == .invalidCoordinate(index: 2))
    }
    #expect(GeoContractError.invalidCoordinate(index: 2).code == "invalidCoordinate")
    #expect(GeoContractError.invalidCoordinate(index: 2).index == 2)
  }

  @Test func boundaryCoordinatesAreValid() throws {
    let route = [GeoPoint(latitude: 90, longitude: 180), GeoPoint(latitude: -90, longitude: -180, altitude: -1e300)]
    #expect(try Route.cumulativeDistance(of: route).isFinite)
  }
}

@Suite struct PointAtDistanceTests {
  @Test func targetsOutsideTheRouteGiveItsEnds() throws {
    let route = [GeoPoint(latitude: 0, longitude: 180), GeoPoint(latitude: 1, longitude: 179)]
    for km in [0.0, -0.0, -1, -Double.infinity] {
      expectBits(try Route.pointAtDistance(km, along: route).longitude, 180)
    }
    for km in [1e9, Double.infinity, try Route.cumulativeDistance(of: route)] {
      expectBits(try Route.pointAtDistance(km, along: route).longitude, 179)
    }
  }

  @Test func interpolatesLinearly() throws {
    let p = try Route.pointAtDistance(equatorRouteKm / 4, along: equatorRoute)
    expectClose(p.longitude, 0.125, within: 1e-12)
    expectBits(p.latitude, 0)
  }

  @Test func skipsZeroLengthSegments() throws {
    let a = GeoPoint(latitude: 0, longitude: 0, altitude: 0)
    let b = GeoPoint(latitude: 0, longitude: 0, altitude: 1000)  // same place, other altitude: zero length
    let c = GeoPoint(latitude: 0, longitude: 0.5, altitude: 1000)
    let p = try Route.pointAtDistance(equatorRouteKm / 2, along: [a, b, c])
    expectClose(p.longitude, 0.25, within: 1e-12)
    expectBits(p.altitude, 1000)
  }

  @Test func crossesTheAntimeridianTheShortWay() throws {
    let route = [GeoPoint(latitude: 0, longitude: 179.9), GeoPoint(latitude: 0, longitude: -179.9)]
    let p = try Route.pointAtDistance(5, along: route)
    // 5 km of 22.263898 km along 0.2 degrees: 179.9 + 0.0449157... degrees (R = 6378137 m).
    expectClose(p.longitude, 179.944_915_764_205_98, within: 1e-9)
  }

  @Test func zeroLengthRouteWithUnderflowingDistance() throws {
    let route = [GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 1e-300)]
    expectBits(try Route.pointAtDistance(0, along: route).longitude, 0)
    expectBits(try Route.pointAtDistance(1, along: route).longitude, 1e-300)
  }

  @Test func errorsInOrder() {
    #expect(thrown { () throws(GeoContractError) in try Route.pointAtDistance(1, along: []) } == .emptyRoute)
    #expect(thrown { () throws(GeoContractError) in try Route.pointAtDistance(.nan, along: []) } == .emptyRoute)
    #expect(thrown { () throws(GeoContractError) in try Route.pointAtDistance(.nan, along: [tokyo]) } == .invalidDistance)
    #expect(
      thrown { () throws(GeoContractError) in
        try Route.pointAtDistance(.nan, along: [GeoPoint(latitude: .nan, longitude: 0)])
      } == .invalidCoordinate(index: 0))
  }
}

@Suite struct DistanceMarkerTests {
  @Test func markersEveryTenKilometresAtZoom11() throws {
    let markers = try DistanceMarkers.markers(along: equatorRoute, zoom: 11)
    #expect(markers.map(\.label) == ["0 km", "10 km", "20 km", "30 km", "40 km", "50 km", "56 km"])
    #expect(markers.map(\.km).dropLast() == [0, 10, 20, 30, 40, 50])
    expectClose(markers.last!.km, equatorRouteKm, within: 1e-9)
    expectBits(markers.last!.point.longitude, 0.5)
    // 10 km of 55.659745... km along 0.5 degrees.
    expectClose(markers[1].point.longitude, 0.089_831_528_411_952_13, within: 1e-12)
  }

  @Test func noIntermediateMarkersBelowZoom5() throws {
    for zoom in [4.999_999_999_999_999, -3, .nan, -.infinity] {
      #expect(try DistanceMarkers.markers(along: equatorRoute, zoom: zoom).map(\.label) == ["0 km", "56 km"])
    }
  }

  @Test func emptyAndSinglePointRoutes() throws {
    #expect(try DistanceMarkers.markers(along: [], zoom: 16).isEmpty)
    let single = try DistanceMarkers.markers(along: [tokyo], zoom: 16)
    #expect(single.map(\.label) == ["0 km", "0 km"])
    #expect(single.map(\.km) == [0, 0])
  }

  @Test func intermediateMarkersStopBeforeTheTotal() throws {
    // Five Tokyo–Osaka hops = 2017.545225173762 km (mpmath); at interval 50: 50, 100, ..., 2000.
    let route = [tokyo, osaka, tokyo, osaka, tokyo, osaka]
    let markers = try DistanceMarkers.markers(along: route, zoom: 5)
    #expect(markers.count == 2 + 40)
    #expect(markers[markers.count - 2].label == "2000 km")
    #expect(markers.last!.label == "2018 km")  // 2017.545225173762 rounds half-up to 2018
  }

  @Test func tooManyMarkers() throws {
    let loop = [0.0, 90, 180, -90, 0, 90, 180, -90, 0, 90, 180, -90, 0].map { GeoPoint(latitude: 0, longitude: $0) }
    #expect(thrown { () throws(GeoContractError) in try DistanceMarkers.markers(along: loop, zoom: 16) } == .tooManyMarkers)
    // The same route at interval 2 needs 60,112 markers: allowed.
    #expect(try DistanceMarkers.markers(along: loop, zoom: 15).count == 60_114)
  }

  @Test func labelsRoundHalfUpExactly() {
    #expect(DistanceMarkers.roundHalfUp(0.499_999_999_999_999_94) == 0)
    #expect(DistanceMarkers.roundHalfUp(0.5) == 1)
    #expect(DistanceMarkers.roundHalfUp(2.5) == 3)
    #expect(DistanceMarkers.roundHalfUp(10.4999) == 10)
    #expect(DistanceMarkers.roundHalfUp(0) == 0)
    #expect(DistanceMarkers.roundHalfUp(4_503_599_627_370_495.5) == 4_503_599_627_370_496)
    #expect(DistanceMarkers.roundHalfUp(.nan) == 0)
    #expect(DistanceMarkers.roundHalfUp(.infinity) == Int.max)
    #expect(DistanceMarkers.label(wholeKilometres: 1234) == "1234 km")
  }
}
