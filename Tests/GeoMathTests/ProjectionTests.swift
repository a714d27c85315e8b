import GeoMath
import GeoModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// WebMercator, hex cell IDs and z-indices; expected values printed by the oracle's model on the JVM.
@Suite("WebMercator, hex geocell, calculateZIndex")
struct ProjectionTests {
  let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125)

  @Test func webMercatorOffsetNarrowsToFloat() {
    // Until 221a949+clickable: Tokyo is (1.5558805E7, 4256848.0) on Android, the doubles elsewhere.
    let projected = WebMercator.offset(tokyo)
    #expect(projected.x == 1.5558805e7 && projected.y == 4256848.0)
    let north = WebMercator.offset(GeoPoint(latitude: 90, longitude: 180))
    #expect(north.x == 2.0037508e7 && north.y == 2.38107696e8)
    #expect(WebMercator.offset(GeoPoint(latitude: -90, longitude: 0)).y == -.infinity)
    #expect(WebMercator.offset(GeoPoint(latitude: 91, longitude: 0)).y.isNaN)
    #expect(WebMercator.offset(GeoPoint(latitude: 0, longitude: 0)).y == -7.0811546e-10)
    let unwrapped = WebMercator.offset(GeoPoint(latitude: 85.05112878, longitude: 360))
    #expect(unwrapped.x == 4.0075016e7 && unwrapped.y == 2.0037508e7)
  }

  /// From 1569cc5 on: the point wrapped, the latitude clamped, Doubles on πa.
  @Test func webMercatorProjectsWrappedAndClampedDoubles() {
    let half = Double.pi * 6_378_137.0
    #expect(WebMercator.halfWorldMeters == half)
    let projected = WebMercator.project(tokyo)
    // Even an in-range longitude goes through normalizeLng's `+ 180 ... - 180`, which moves its last bits.
    #expect(projected.x == GeoPoint.normalizeLng(139.767125) * half / 180 && projected.x != 139.767125 * half / 180)
    #expect(projected.y == log(tan((90 + 35.681236) * Double.pi / 360)) * half / Double.pi)
    #expect(WebMercator.project(GeoPoint(latitude: 0, longitude: 180)).x == -half, "180 wraps to -180")
    let north = WebMercator.project(GeoPoint(latitude: 90, longitude: 0))
    #expect(north.y == WebMercator.project(GeoPoint(latitude: 85.05112878, longitude: 0)).y && north.y.isFinite)
    let beyondPole = WebMercator.project(GeoPoint(latitude: 100, longitude: 10))
    #expect(beyondPole == WebMercator.project(GeoPoint(latitude: -80, longitude: -170)), "one pass across the pole: -90 + 10, lng + 180")
    #expect(WebMercator.project(GeoPoint(latitude: .nan, longitude: 0)).y.isNaN)
    #expect(WebMercator.project(GeoPoint(latitude: 0, longitude: .infinity)).x.isNaN)
  }

  @Test func hexCellIDsAtTheMarkerManagersZoomOnTheFloatOffset() throws {
    // Until 221a949+clickable: Tokyo at zoom 20 with the default geocell.
    func id(_ point: GeoPoint, _ zoom: Double, base: Int32 = HexGeocell.defaultBaseSideMeters) throws -> String {
      try HexGeocell.cellID(of: point, zoom: zoom, baseSideMeters: base, plane: .floatOffset)
    }
    #expect(try id(tokyo, 20) == "H88346177_-23240145_Z20")
    #expect(try id(tokyo, 10) == "H86276_-22696_Z10")
    #expect(try id(tokyo, 0, base: 1000) == "H8425_-2216_Z0")
    #expect(try id(GeoPoint(latitude: 0, longitude: 0), 5) == "H0_0_Z5")
    #expect(try id(GeoPoint(latitude: 90, longitude: 10), 5) == "H2_439_Z5")
  }

  /// From 1569cc5 on the cell is rounded from the Double projection of the wrapped, clamped point, while the side
  /// length still takes the point's own latitude.
  @Test func hexCellsOnTheProjectedPoint() throws {
    let onFloats = try HexGeocell.coordinate(of: tokyo, zoom: 20, plane: .floatOffset)
    let onDoubles = try HexGeocell.coordinate(of: tokyo, zoom: 20)
    #expect(onFloats != onDoubles, "a one-metre Float step is many zoom-20 cells")
    #expect(try HexGeocell.cellID(of: GeoPoint(latitude: 0, longitude: 0), zoom: 5) == "H0_0_Z5")
    #expect(try HexGeocell.cellID(of: GeoPoint(latitude: 10, longitude: 180), zoom: 3)
      == HexGeocell.cellID(of: GeoPoint(latitude: 10, longitude: -180), zoom: 3), "180 is wrapped to -180")
    #expect(try HexGeocell.cellID(of: GeoPoint(latitude: 91, longitude: 0), zoom: 5) != "", "beyond the pole: wrapped, no NaN")
  }

  @Test func hexCellZoomIsCutTowardZeroAndRoundingSaturatesAndWraps() throws {
    func id(_ point: GeoPoint, _ zoom: Double, base: Int32 = HexGeocell.defaultBaseSideMeters) throws -> String {
      try HexGeocell.cellID(of: point, zoom: zoom, baseSideMeters: base, plane: .floatOffset)
    }
    #expect(try id(tokyo, 20.7) == "H143518787_-37753727_Z20")
    #expect(try id(tokyo, -3.5) == "H7_-2_Z-3")
    #expect(try id(tokyo, 40) == "H0_-2147483648_Z40")
    #expect(try id(GeoPoint(latitude: 10, longitude: 100), 60) == "H0_-2147483648_Z60")
    #expect(try id(tokyo, 3, base: -5) == "H-13480557_3546165_Z3")
  }

  @Test func hexCellOfANaNCoordinateIsAndroidsRoundingException() {
    func failure(_ point: GeoPoint, zoom: Double, base: Int32 = HexGeocell.defaultBaseSideMeters) -> AndroidException? {
      do {
        _ = try HexGeocell.cellID(of: point, zoom: zoom, baseSideMeters: base, plane: .floatOffset)
        return nil
      } catch {
        return error
      }
    }
    #expect(failure(GeoPoint(latitude: .nan, longitude: 0), zoom: 5) == .roundNaN)
    #expect(failure(GeoPoint(latitude: 91, longitude: 0), zoom: 5) == .roundNaN)
    #expect(failure(tokyo, zoom: .infinity) == .roundNaN)
    #expect(failure(tokyo, zoom: .nan) == .roundNaN)
    #expect(failure(tokyo, zoom: 3, base: 0) == .roundNaN)
  }

  @Test func zIndexRoundsTiesUpAndSaturates() throws {
    #expect(try ZIndex.calculate(for: tokyo) == -35681376)
    // The ties: -(0) * 1e6 - (-0.5) = 0.5 → 1; 2.5 → 3; -2.5 → -2 (Swift's rounded() gives -3).
    #expect(try ZIndex.calculate(for: GeoPoint(latitude: 0, longitude: -0.5)) == 1)
    #expect(try ZIndex.calculate(for: GeoPoint(latitude: 0, longitude: -2.5)) == 3)
    #expect(try ZIndex.calculate(for: GeoPoint(latitude: 0, longitude: 2.5)) == -2)
    #expect(try ZIndex.calculate(for: GeoPoint(latitude: 0.0000025, longitude: 0)) == -2)
    #expect(try ZIndex.calculate(for: GeoPoint(latitude: -3000, longitude: 0)) == .max)
    #expect(try ZIndex.calculate(for: GeoPoint(latitude: 3000, longitude: 0)) == .min)
  }

  @Test func zIndexOfNaNIsAndroidsRoundingException() {
    func failure(_ point: GeoPoint) -> AndroidException? {
      do {
        _ = try ZIndex.calculate(for: point)
        return nil
      } catch {
        return error
      }
    }
    #expect(failure(GeoPoint(latitude: .nan, longitude: 0)) == .roundNaN)
    #expect(failure(GeoPoint(latitude: -.infinity, longitude: .infinity)) == .roundNaN)
  }
}
