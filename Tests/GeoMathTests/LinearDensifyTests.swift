import GeoMath
import GeoModel
import Testing

@Suite struct LinearDensifyTests {
  /// The divergence: Android densifies by a fixed fraction step, 101 points whatever the length; the iOS
  /// core splits by 10 km and gives 41 for Tokyo→Osaka.
  @Test func tokyoOsakaHas101Points() throws {
    let points = try Spherical.densifyLinear([tokyo, osaka])
    #expect(points.count == 101)
    expectBits(points[0].latitude, tokyo.latitude)
    expectBits(points[100].longitude, osaka.longitude)
    // The 50th accumulated fraction is 0.5000000000000002 (JVM).
    expectBits(points[50].latitude, 35.1918605)
    expectBits(points[50].longitude, 137.63153799999998)
    expectBits(points[99].latitude, Spherical.linearInterpolate(from: tokyo, to: osaka, fraction: 0.9900000000000007).latitude)
  }

  @Test func accumulatedStepDecidesTheLastFraction() throws {
    #expect(try Spherical.densifyLinear([tokyo, osaka], fractionStep: 0.1).count == 12, "0.1 ten times is 0.9999999999999999")
    #expect(try Spherical.densifyLinear([tokyo, osaka], fractionStep: 0.25).count == 6)
    #expect(try Spherical.densifyLinear([tokyo, osaka, tokyo], fractionStep: 0.3).count == 9)
  }

  @Test func endPointsStayAsGivenInteriorPointsAreNormalized() throws {
    let from = GeoPoint(latitude: 0, longitude: 180)
    let to = GeoPoint(latitude: 0, longitude: 180)
    let points = try Spherical.densifyLinear([from, to], fractionStep: 0.5)
    #expect(points.map(\.longitude) == [180, -180, -180, 180])
  }

  @Test func degenerateInputs() throws {
    #expect(thrown { () throws(GeoContractError) in try Spherical.densifyLinear([]) } == .emptyPoints)
    #expect(try Spherical.densifyLinear([tokyo], fractionStep: 0).count == 1, "no segment, no loop")
    for step in [0.0, -0.01, 1e-9] {
      #expect(thrown { () throws(GeoContractError) in try Spherical.densifyLinear([tokyo, osaka], fractionStep: step) } == .tooManyPoints)
    }
    #expect(try Spherical.densifyLinear([tokyo, osaka], fractionStep: .nan).count == 2)
    #expect(try Spherical.densifyLinear([tokyo, osaka], fractionStep: .infinity).count == 2)
    #expect(try Spherical.densifyLinear([tokyo, osaka], fractionStep: 1e-5).count == 100_002, "100 000 points (JVM)")
    // Android has no cap: two segments at 1e-5 are 200 002 points (the contract capped them until oracle 4).
    #expect(try Spherical.densifyLinear([tokyo, osaka, tokyo], fractionStep: 1e-5).count == 200_003)
    let thousandSegments = Array(repeating: tokyo, count: 1012)
    #expect(try Spherical.densifyLinear(thousandSegments).count == 1 + 1011 * 100)
    // Past 10^7 points Android exhausts its heap (not portable): the core refuses.
    #expect(thrown { () throws(GeoContractError) in try Spherical.densifyLinear(Array(repeating: tokyo, count: 12), fractionStep: 1e-6) } == .tooManyPoints)
    #expect(GeoContractError.emptyPoints.code == "emptyPoints" && GeoContractError.tooManyPoints.code == "tooManyPoints")
  }
}
