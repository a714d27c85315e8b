import GeoMath
import Testing

@Suite struct ZoomIntervalTests {
  @Test(arguments: [(16.0, 1), (15, 2), (14, 5), (11, 10), (9, 20), (7, 30), (5, 50)])
  func boundaryBelongsToTheFinerInterval(boundary: Double, km: Int) {
    #expect(ZoomInterval.km(forZoom: boundary) == km)
    let coarser: [Double: Int?] = [16: 2, 15: 5, 14: 10, 11: 20, 9: 30, 7: 50, 5: nil]
    #expect(ZoomInterval.km(forZoom: boundary.nextDown) == coarser[boundary]!)
  }

  @Test func specialZooms() {
    #expect(ZoomInterval.km(forZoom: .nan) == nil)
    #expect(ZoomInterval.km(forZoom: .infinity) == 1)
    #expect(ZoomInterval.km(forZoom: -.infinity) == nil)
    #expect(ZoomInterval.km(forZoom: -0.0) == nil)
    #expect(ZoomInterval.km(forZoom: -16) == nil)
    #expect(ZoomInterval.km(forZoom: 22) == 1)
  }

  @Test func floatZoomsAreWidenedExactly() {
    #expect(Double(Float(15.99999)) == 15.999_990_463_256_836)
    #expect(ZoomInterval.km(forZoom: Double(Float(15.99999))) == 2)
    #expect(ZoomInterval.km(forZoom: Double(Float(15.9999999))) == 1)
    #expect(ZoomInterval.km(forZoom: Double(Float(16).nextDown)) == 2)
    #expect(ZoomInterval.km(forZoom: Double(Float(10.7))) == 20)
    #expect(ZoomInterval.km(forZoom: Double(Float(4.9999999))) == 50)
  }
}
