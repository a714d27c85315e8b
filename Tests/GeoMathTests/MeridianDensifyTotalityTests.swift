import _CoreTestSupport
import GeoMath
import GeoModel
import Testing

/// Random point lists, special values included, through linear densify and the meridian split: no trap, and the
/// shapes Android's loops give (`docs/contracts.md`, linear densify and meridian crossing). Evaluated in a child
/// process that names each input first (``InputLog``).
@Suite struct MeridianDensifyTotalityTests {
  static let seed: UInt64 = 0x4D43_0012

  static func randomLists() {
    var rng = SplitMix64(seed: seed)
    var violations: [String] = []
    for iteration in 0..<3_000 {
      let points = (0..<Int(rng.next() % 6)).map { _ in anyPoint(valid: rng.next() % 3 != 0, using: &rng) }
      let steps: [Double] = [0.01, 0.1, 0.3, 0.5, 1, 2, .nan, .infinity, 0, -0.0, -1, 1e-300]
      let step = rng.next() % 2 == 0 ? steps[Int(rng.next() % UInt64(steps.count))] : anyDouble(in: 0.001..<1.5, using: &rng)
      let geodesic = rng.next() % 2 == 0
      InputLog.announce("seed \(seed) iteration \(iteration): points \(points) step \(step) geodesic \(geodesic)")
      do {
        let dense = try Spherical.densifyLinear(points, fractionStep: step)
        if (dense.count - 1) % max(points.count - 1, 1) != 0 { violations.append("densify count \(dense.count)") }
      } catch {
        if !(error == .emptyPoints && points.isEmpty) && !(error == .tooManyPoints && !(step > 1e-5)) {
          violations.append("densify \(points) \(step) threw \(error)")
        }
      }
      let fragments = MeridianCrossing.split(points, geodesic: geodesic)
      let inserted = fragments.reduce(0) { $0 + $1.count } - points.count
      if inserted != 2 * max(fragments.count - 1, 0) { violations.append("split \(points): \(fragments.count) fragments") }
      if points.count >= 2 {
        _ = MeridianCrossing.linearCrossing(from: points[0], to: points[1])
        _ = MeridianCrossing.geodesicCrossing(from: points[0], to: points[1])
      }
    }
    #expect(violations.isEmpty, "\(violations.prefix(5))")
  }

  @Test func randomListsNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { MeridianDensifyTotalityTests.randomLists() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          MeridianDensifyTotalityTests.randomLists()
        })
    }
  }
}
