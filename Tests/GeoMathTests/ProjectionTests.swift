import GeoMath
import GeoModel
import Testing

/// WebMercator, hex cell IDs and z-indices; expected values printed by the oracle's model on the JVM.
@Suite("WebMercator, hex geocell, calculateZIndex")
struct ProjectionTests {
  let tokyo = GeoPoint(latitude: 35.681236, longitude: 139.767125)

  @Test func webMercatorNarrowsToFloat() {
    // The example: Tokyo is (1.5558805E7, 4256848.0) on Android, the doubles elsewhere.
    let projected = WebMercator.project(tokyo)
    #expect(projected.x == 1.5558805e7 && projected.y == 4256848.0)
    let north = WebMercator.project(GeoPoint(latitude: 90, longitude: 180))
    #expect(north.x == 2.0037508e7 && north.y == 2.38107696e8)
    #expect(WebMercator.project(GeoPoint(latitude: -90, longitude: 0)).y == -.infinity)
    #expect(WebMercator.project(GeoPoint(latitude: 91, longitude: 0)).y.isNaN)
    #expect(WebMercator.project(GeoPoint(latitude: 0, longitude: 0)).y == -7.0811546e-10)
    let unwrapped = WebMercator.project(GeoPoint(latitude: 85.05112878, longitude: 360))
    #expect(unwrapped.x == 4.0075016e7 && unwrapped.y == 2.0037508e7)
  }

  @Test func hexCellIDsAtTheMarkerManagersZoom() throws {
    // The example: Tokyo at zoom 20 with the default geocell.
    #expect(try HexGeocell.cellID(of: tokyo, zoom: 20) == "H88346177_-23240145_Z20")
    #expect(try HexGeocell.cellID(of: tokyo, zoom: 10) == "H86276_-22696_Z10")
    #expect(try HexGeocell.cellID(of: tokyo, zoom: 0, baseSideMeters: 1000) == "H8425_-2216_Z0")
    #expect(try HexGeocell.cellID(of: GeoPoint(latitude: 0, longitude: 0), zoom: 5) == "H0_0_Z5")
    #expect(try HexGeocell.cellID(of: GeoPoint(latitude: 90, longitude: 10), zoom: 5) == "H2_439_Z5")
  }

  @Test func hexCellZoomIsCutTowardZeroAndRoundingSaturatesAndWraps() throws {
    #expect(try HexGeocell.cellID(of: tokyo, zoom: 20.7) == "H143518787_-37753727_Z20")
    #expect(try HexGeocell.cellID(of: tokyo, zoom: -3.5) == "H7_-2_Z-3")
    #expect(try HexGeocell.cellID(of: tokyo, zoom: 40) == "H0_-2147483648_Z40")
    #expect(try HexGeocell.cellID(of: GeoPoint(latitude: 10, longitude: 100), zoom: 60) == "H0_-2147483648_Z60")
    #expect(try HexGeocell.cellID(of: tokyo, zoom: 3, baseSideMeters: -5) == "H-13480557_3546165_Z3")
  }

  @Test func hexCellOfANaNCoordinateIsAndroidsRoundingException() {
    func failure(_ point: GeoPoint, zoom: Double, base: Int32 = HexGeocell.defaultBaseSideMeters) -> AndroidException? {
      do {
        _ = try HexGeocell.cellID(of: point, zoom: zoom, baseSideMeters: base)
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
