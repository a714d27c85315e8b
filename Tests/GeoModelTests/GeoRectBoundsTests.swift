import GeoModel
import Testing

/// Expected values printed by the oracle's model of Android's `GeoRectBounds` on the JVM.
@Suite("GeoRectBounds")
struct GeoRectBoundsTests {
  let crossing = GeoRectBounds(
    southWest: GeoPoint(latitude: 10, longitude: 170), northEast: GeoPoint(latitude: 20, longitude: -170))

  func point(_ lat: Double, _ lng: Double, _ alt: Double = 0) -> GeoPoint {
    GeoPoint(latitude: lat, longitude: lng, altitude: alt)
  }

  @Test func emptyWhenACornerIsMissing() throws {
    #expect(GeoRectBounds().isEmpty)
    #expect(GeoRectBounds(southWest: point(1, 2)).isEmpty)
    #expect(!GeoRectBounds(southWest: point(1, 2)).contains(point(1, 2)))
    #expect(GeoRectBounds(northEast: point(1, 2)).center == nil)
    #expect(GeoRectBounds().toSpan() == nil)
    // An empty box is written before the precision is looked at.
    #expect(try GeoRectBounds(southWest: point(1, 2)).toUrlValue(precision: -1) == "1.0,180.0,-1.0,-180.0")
  }

  @Test func antimeridianBoxContainsCenterAndSpan() throws {
    #expect(crossing.contains(point(15, 180)))
    #expect(crossing.contains(point(15, -175)))
    #expect(!crossing.contains(point(15, 0)))
    #expect(!crossing.contains(point(.nan, 175)))
    #expect(sameBits(crossing.center, point(15, 180)))
    #expect(sameBits(crossing.toSpan(), point(10, 20)))
    #expect(try crossing.toUrlValue() == "10.000000,170.000000,20.000000,-170.000000")
    let wrapped = GeoRectBounds(southWest: point(0, 170), northEast: point(10, -100))
    #expect(sameBits(wrapped.center, point(5, -145)))
  }

  @Test func zeroLongitudeSpanReadsAs360() {
    #expect(sameBits(GeoRectBounds(southWest: point(0, 5), northEast: point(1, 5)).toSpan(), point(1, 360)))
  }

  @Test func urlValueRoundsHalfUpOnJavasDigits() throws {
    // The example: a south-west latitude of 5e-7 is "0.000001" on Android, "0.000000" with printf.
    let bounds = GeoRectBounds(southWest: point(5e-7, -1e-7), northEast: point(1, 2.675))
    #expect(try bounds.toUrlValue() == "0.000001,-0.000000,1.000000,2.675000")
    #expect(androidException { try bounds.toUrlValue(precision: -1) } == .invalidFormatPrecision)
  }

  @Test func extendFromEmptyKeepsThePointWholeThenBuildsCornersOfAltitudeZero() {
    var bounds = GeoRectBounds()
    bounds.extend(point(35, 139, 12))
    #expect(sameBits(bounds.southWest, point(35, 139, 12)) && sameBits(bounds.northEast, point(35, 139, 12)))
    bounds.extend(point(34, -179))
    #expect(sameBits(bounds.southWest, point(34, 139)) && sameBits(bounds.northEast, point(35, -179)))
    bounds.extend(point(36, 179.5))
    #expect(sameBits(bounds.southWest, point(34, 139)) && sameBits(bounds.northEast, point(36, -179)))
    bounds.extend(point(.nan, 0))
    #expect(sameBits(bounds.southWest, point(.nan, 0)) && sameBits(bounds.northEast, point(.nan, 139)))
  }

  @Test func extendSpansAOneCornerBoxAndFlipsToTheShortArc() {
    var one = GeoRectBounds(southWest: point(10, 20, 5))
    one.extend(point(-5, 30))
    #expect(sameBits(one.southWest, point(-5, 20)) && sameBits(one.northEast, point(10, 30)))
    var wide = GeoRectBounds(southWest: point(0, -10), northEast: point(1, 10))
    wide.extend(point(0.5, 175))
    #expect(sameBits(wide.southWest, point(0, 175)) && sameBits(wide.northEast, point(1, -10)))
  }

  @Test func unionExtendsACopyOrTakesTheOtherAsGiven() {
    let joined = GeoRectBounds(southWest: point(0, 0), northEast: point(1, 1))
      .union(GeoRectBounds(southWest: point(-1, 179), northEast: point(2, -179)))
    #expect(sameBits(joined.southWest, point(-1, 179)) && sameBits(joined.northEast, point(2, -179)))
    let taken = GeoRectBounds().union(GeoRectBounds(southWest: point(95, 0), northEast: point(2, 200)))
    #expect(sameBits(taken.southWest, point(95, 0)) && sameBits(taken.northEast, point(2, 200)))
    let kept = crossing.union(GeoRectBounds(southWest: point(1, 1)))
    #expect(sameBits(kept.southWest, crossing.southWest) && sameBits(kept.northEast, crossing.northEast))
  }

  @Test func expandedByDegreesClampsLatitudesAndKeepsNaN() {
    let polar = GeoRectBounds(southWest: point(80, 170), northEast: point(85, 175))
      .expandedByDegrees(latitudePadding: 10, longitudePadding: 10)
    #expect(sameBits(polar.southWest, point(70, 160)) && sameBits(polar.northEast, point(90, -175)))
    // The examples: a negative pad beyond the box inverts it; a NaN pad gives NaN edges.
    let unit = GeoRectBounds(southWest: point(0, 0), northEast: point(1, 1))
    let inverted = unit.expandedByDegrees(latitudePadding: -2, longitudePadding: -2)
    #expect(sameBits(inverted.southWest, point(2, -1)) && sameBits(inverted.northEast, point(-1, 2)))
    let nan = unit.expandedByDegrees(latitudePadding: .nan, longitudePadding: .nan)
    #expect(sameBits(nan.southWest, point(.nan, .nan)) && sameBits(nan.northEast, point(.nan, .nan)))
    let empty = GeoRectBounds(southWest: point(1, 1)).expandedByDegrees(latitudePadding: 1, longitudePadding: 1)
    #expect(sameBits(empty.southWest, point(1, 1)) && empty.northEast == nil)
  }
}
