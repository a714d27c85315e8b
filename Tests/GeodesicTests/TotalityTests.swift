import _CoreTestSupport
import GeoModel
import Geodesic
import Testing

/// Special and random doubles through every geodesic function: none may trap or hang (a trap kills the test
/// process, which fails the run; `InputLog` names the input first). Draws come from the project's `SplitMix64`.
@Suite struct GeodesicTotalityTests {
  static let seed: UInt64 = 0x4745_4F44

  static func anyDouble(_ rng: inout SplitMix64, in range: Range<Double>) -> Double {
    let specials: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, 1e300, -1e300, 90, -90, 180, -180, 360, 90.000_000_000_000_01,
    ]
    switch rng.next() % 8 {
    case 0: return specials[Int(rng.next() % UInt64(specials.count))]
    case 1: return Double(bitPattern: rng.next())
    default: return rng.double(in: range)
    }
  }

  static func anyPoint(_ rng: inout SplitMix64) -> GeoPoint {
    GeoPoint(
      latitude: anyDouble(&rng, in: -90..<90), longitude: anyDouble(&rng, in: -180..<180),
      altitude: anyDouble(&rng, in: -100..<9000))
  }

  @Test func everyFunctionAnswers() {
    var rng = SplitMix64(seed: Self.seed)
    var violations: [String] = []
    for iteration in 0..<400 {
      let a = Self.anyPoint(&rng)
      let b = Self.anyPoint(&rng)
      let p = Self.anyPoint(&rng)
      let fraction = Self.anyDouble(&rng, in: -0.5..<1.5)
      let threshold = Self.anyDouble(&rng, in: 0..<100_000)
      let maximum = rng.next() % 2 == 0 ? Self.anyDouble(&rng, in: 1_000..<1_000_000) : 50_000
      InputLog.announce("seed \(Self.seed) iteration \(iteration): a \(a) b \(b) p \(p) f \(fraction) t \(threshold) m \(maximum)")
      let d = WGS84.distance(from: a, to: b)
      if !(d.isNaN || (d >= 0 && d <= 20_004_000)) { violations.append("distance \(a) \(b) = \(d)") }
      let i = WGS84.interpolate(from: a, to: b, fraction: fraction)
      if !(i.longitude.isNaN || (-180...180).contains(i.longitude)) { violations.append("interpolate \(a) \(b) = \(i)") }
      do {
        let points = try GeodesicDensify.interpolatePoints([a, b, p], maximumSegmentMeters: maximum)
        if points.count < 3 { violations.append("densify \(a) \(b) \(p) gave \(points.count) points") }
      } catch {
        if error != .tooManyPoints { violations.append("densify \(a) \(b) \(p): \(error)") }
      }
      if let hit = GeodesicSegmentHit.nearest(from: a, to: b, position: p, thresholdMeters: threshold),
        !(hit.meters.isNaN || hit.meters >= 0)
      {
        violations.append("segment hit \(a) \(b) \(p) = \(hit)")
      }
    }
    #expect(violations.isEmpty, "\(violations.prefix(5))")
  }
}
