import ParitySuiteKit
import ParitySuites
import Testing

/// The fuzzer's inputs reach the antipode, where the haversine's `a` may round past 1 and a NaN decides the
/// result (docs/contracts.md §10-12): two divergences were found there by hand, one in the Swift core. Random
/// regions and routes would almost never land on the class, so the generators aim at it.
@Suite struct AntipodeGeneratorTests {
  static func inputs(of suite: String, count: Int) throws -> [ParityValue] {
    let generate = try #require(SuiteCatalog.suite(named: suite)?.randomInput)
    var source = SplitMix64(seed: 1)
    return (0..<count).map { _ in generate(&source) }
  }

  static func member(_ name: String, of value: ParityValue) -> ParityValue? {
    guard case .object(let fields) = value else { return nil }
    return fields.first { $0.name == name }?.value
  }

  static func double(_ name: String, of value: ParityValue) -> Double? {
    guard case .double(let number)? = member(name, of: value) else { return nil }
    return number
  }

  @Test func regionsHaveACornerAtTheCentersAntipode() throws {
    let atAntipode = try Self.inputs(of: "region.radius", count: 2000).filter { input in
      guard let center = Self.member("center", of: input), let latitude = Self.double("lat", of: center),
        let latitudeSpan = Self.double("latitudeSpan", of: input)
      else { return false }
      // The corner on the far side of the equator is at -latitude, 180° of longitude away.
      return Self.double("longitudeSpan", of: input) == 360 && latitude != 0 && latitudeSpan == 4 * abs(latitude)
    }
    #expect(atAntipode.count >= 40, "\(atAntipode.count) of 2000 regions have a corner at the center's antipode")
  }

  @Test(arguments: ["route.cumulativeDistance", "route.pointAtDistance"])
  func routesHaveASegmentToAnAntipode(suite: String) throws {
    let hops = try Self.inputs(of: suite, count: 2000).filter { input in
      guard case .array(let points)? = Self.member("route", of: input) else { return false }
      return zip(points, points.dropFirst()).contains { start, end in
        guard let lat1 = Self.double("lat", of: start), let lng1 = Self.double("lng", of: start),
          let lat2 = Self.double("lat", of: end), let lng2 = Self.double("lng", of: end)
        else { return false }
        return abs(lat1 + lat2) <= 1e-6 && abs(abs(lng1 - lng2) - 180) <= 1e-6
      }
    }
    #expect(hops.count >= 40, "\(hops.count) of 2000 \(suite) routes have a segment to an antipode")
  }
}
