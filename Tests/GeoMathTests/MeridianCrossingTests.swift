import GeoMath
import GeoModel
import Testing

@Suite struct MeridianCrossingTests {
  /// Until 221a949+clickable Android does not unwrap the longitude difference, so the fraction is 10 / -340 and
  /// the latitude 9.705882352941176 (JVM).
  @Test func linearCrossingAsGivenExtrapolatesWithoutUnwrapping() {
    let crossing = MeridianCrossing.linearCrossing(
      from: GeoPoint(latitude: 10, longitude: 170), to: GeoPoint(latitude: 20, longitude: -170), span: .asGiven)
    expectBits(crossing.latitude, 9.705882352941176)
    expectBits(crossing.longitude, 180)
    expectBits(crossing.altitude, 0)
    let westward = MeridianCrossing.linearCrossing(
      from: GeoPoint(latitude: 0, longitude: -170, altitude: 100), to: GeoPoint(latitude: 10, longitude: 170, altitude: 200),
      span: .asGiven)
    expectBits(westward.longitude, -180)
    expectBits(westward.latitude, 0 + (-10.0 / 340.0) * 10)
    expectBits(westward.altitude, 100 + (-10.0 / 340.0) * 100)
  }

  @Test func linearCrossingAsGivenPropagatesDivisionByZero() {
    let same = MeridianCrossing.linearCrossing(from: GeoPoint(latitude: 1, longitude: 180), to: GeoPoint(latitude: 2, longitude: 180),
                                               span: .asGiven)
    #expect(same.latitude.isNaN, "0/0")
    let flat = MeridianCrossing.linearCrossing(from: GeoPoint(latitude: 1, longitude: 5), to: GeoPoint(latitude: 2, longitude: 5),
                                               span: .asGiven)
    #expect(flat.latitude == .infinity)
  }

  /// From 1569cc5 on: the span unwrapped the short way, the fraction 0 for no span and clamped into [0, 1].
  @Test func linearCrossingTheShortWay() {
    let crossing = MeridianCrossing.linearCrossing(
      from: GeoPoint(latitude: 10, longitude: 170), to: GeoPoint(latitude: 20, longitude: -170, altitude: 8))
    expectBits(crossing.latitude, 15)
    expectBits(crossing.longitude, 180)
    expectBits(crossing.altitude, 4)
    let same = MeridianCrossing.linearCrossing(from: GeoPoint(latitude: 1, longitude: 180), to: GeoPoint(latitude: 2, longitude: 180))
    expectBits(same.latitude, 1)
    let flat = MeridianCrossing.linearCrossing(from: GeoPoint(latitude: 1, longitude: 5), to: GeoPoint(latitude: 2, longitude: 5))
    expectBits(flat.latitude, 1)
    let beyond = MeridianCrossing.linearCrossing(from: GeoPoint(latitude: 1, longitude: 160), to: GeoPoint(latitude: 2, longitude: 170))
    expectBits(beyond.latitude, 2)  // the fraction 2 is clamped to 1
    #expect(MeridianCrossing.linearCrossing(from: GeoPoint(latitude: 1, longitude: .nan), to: GeoPoint(latitude: 2, longitude: 5)).latitude.isNaN)
  }

  @Test func oppositePoint() {
    #expect(MeridianCrossing.oppositePoint(GeoPoint(latitude: 1, longitude: 180, altitude: 3)).longitude == -180)
    #expect(MeridianCrossing.oppositePoint(GeoPoint(latitude: 1, longitude: -0.0)).longitude == -180)
    #expect(MeridianCrossing.oppositePoint(GeoPoint(latitude: 1, longitude: -180)).longitude == 180)
    #expect(MeridianCrossing.oppositePoint(GeoPoint(latitude: 1, longitude: .nan)).longitude == 180)
    #expect(MeridianCrossing.oppositePoint(GeoPoint(latitude: 1, longitude: 180, altitude: 3)).altitude == 3)
  }

  @Test func splitCutsAtEachJumpAcross180() {
    let points = [
      GeoPoint(latitude: 10, longitude: 170), GeoPoint(latitude: 20, longitude: -170),
      GeoPoint(latitude: 30, longitude: -160), GeoPoint(latitude: 40, longitude: 175),
    ]
    let fragments = MeridianCrossing.split(points, geodesic: false, linearSpan: .asGiven)
    #expect(fragments.map(\.count) == [2, 4, 2])
    #expect(fragments[0].map(\.longitude) == [170, 180])
    #expect(fragments[1].map(\.longitude) == [-180, -170, -160, -180])
    #expect(fragments[2].map(\.longitude) == [180, 175])
    expectBits(fragments[1][0].latitude, 9.705882352941176)
    let shortWay = MeridianCrossing.split(points, geodesic: false)
    #expect(shortWay.map(\.count) == [2, 4, 2])
    expectBits(shortWay[1][0].latitude, 15)
  }

  @Test func splitEdgeCases() {
    #expect(MeridianCrossing.split([], geodesic: false).isEmpty)
    #expect(MeridianCrossing.split([GeoPoint(latitude: 0, longitude: .nan), GeoPoint(latitude: 0, longitude: 170)], geodesic: false).count == 1)
    #expect(MeridianCrossing.split([GeoPoint(latitude: 0, longitude: -90), GeoPoint(latitude: 0, longitude: 90)], geodesic: false).count == 1, "exactly 180 does not cross")
  }

  @Test func geodesicCrossingLandsOnTheMeridianBetweenTheEnds() {
    let from = GeoPoint(latitude: 10, longitude: 170)
    let to = GeoPoint(latitude: 20, longitude: -170)
    let crossing = MeridianCrossing.geodesicCrossing(from: from, to: to)
    expectBits(crossing.longitude, 180)
    #expect(crossing.latitude > 10 && crossing.latitude < 20)
    let fragments = MeridianCrossing.split([from, to], geodesic: true)
    #expect(fragments.map(\.count) == [2, 2])
    #expect(MeridianCrossing.geodesicCrossing(from: GeoPoint(latitude: .nan, longitude: 1), to: to).latitude.isNaN)
  }
}
