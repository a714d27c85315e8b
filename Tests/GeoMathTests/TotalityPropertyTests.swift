import _CoreTestSupport
import GeoMath
import GeoModel
import Testing


/// A double that is, with some probability each, a special value, a huge or tiny one, a bit pattern, or an
/// ordinary value in `range`.
func anyDouble(in range: Range<Double>, using rng: inout SplitMix64) -> Double {
  let specials: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, 1e300, -1e300, 90, -90, 180, -180, 360, 16, 5,
  ]
  switch rng.next() % 10 {
  case 0: return specials[Int(rng.next() % UInt64(specials.count))]
  case 1: return Double(bitPattern: rng.next())
  default: return rng.double(in: range)
  }
}

func anyPoint(valid: Bool, using rng: inout SplitMix64) -> GeoPoint {
  if valid {
    return GeoPoint(
      latitude: rng.double(in: -90..<90), longitude: rng.double(in: -180..<180), altitude: rng.double(in: -100..<9000))
  }
  return GeoPoint(
    latitude: anyDouble(in: -90..<90, using: &rng), longitude: anyDouble(in: -180..<180, using: &rng),
    altitude: anyDouble(in: -100..<9000, using: &rng))
}

/// A zoom below 9, NaN or -inf: intervals of 20 km or more keep the marker count small for routes of up to
/// ~220,000 km. Fine intervals and the marker cap are unit-tested in `DistanceMarkerTests`.
func coarseZoom(using rng: inout SplitMix64) -> Double {
  let zooms: [Double] = [.nan, -.infinity, -1, -0.0, 4.999_999_999_999_999, 5, 7, 8.999_999_999_999_998]
  return rng.next() % 2 == 0 ? zooms[Int(rng.next() % 8)] : rng.double(in: -2..<8.9)
}

/// Random inputs through every spherical, route, region and bounds function. Draws go through the project's own
/// `SplitMix64` (never `Double.random(in:using:)`, whose algorithm the standard library does not fix), so a seed
/// names the same inputs everywhere. The `NeverTrap` tests evaluate their inputs in a child process that names
/// each one first, so a trap fails the test naming it (``InputLog``).
@Suite struct TotalityPropertyTests {
  static let seed: UInt64 = 0x4D43_2026

  static func sphericalFunctions() {
    var rng = SplitMix64(seed: seed)
    var violations: [String] = []
    for iteration in 0..<5_000 {
      let a = anyPoint(valid: false, using: &rng)
      let b = anyPoint(valid: false, using: &rng)
      let f = anyDouble(in: -0.5..<1.5, using: &rng)
      let tileSize = Int32(truncatingIfNeeded: rng.next())
      InputLog.announce("seed \(seed) iteration \(iteration): a \(a) b \(b) fraction \(f) tileSize \(tileSize)")
      let d = Spherical.distance(from: a, to: b)
      if !(d.isNaN || (d >= 0 && d <= 20_037_508.342_789_246)) { violations.append("distance \(a) \(b) = \(d)") }
      let h = Spherical.heading(from: a, to: b)
      if !(h.isNaN || (h > -180 && h <= 180)) { violations.append("heading \(a) \(b) = \(h)") }
      let l = Spherical.linearInterpolate(from: a, to: b, fraction: f)
      if !(l.longitude.isNaN || (l.longitude >= -180 && l.longitude < 180)) {
        violations.append("linearInterpolate \(a) \(b) \(f) = \(l)")
      }
      _ = Spherical.sphericalInterpolate(from: a, to: b, fraction: f)
      _ = Spherical.metersPerPixel(latitude: a.latitude, zoom: f * 20, tileSize: tileSize)
    }
    #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(5))")
  }

  @Test func sphericalFunctionsNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { TotalityPropertyTests.sphericalFunctions() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          TotalityPropertyTests.sphericalFunctions()
        })
    }
  }

  @Test func validRoutesGiveFiniteConsistentResults() throws {
    var rng = SplitMix64(seed: Self.seed ^ 1)
    for iteration in 0..<1_000 {
      let count = Int(rng.next() % 12)
      var route = (0..<count).map { _ in anyPoint(valid: true, using: &rng) }
      if count > 1, rng.next() % 3 == 0 { route[1] = route[0] }  // duplicate points
      let total = try Route.cumulativeDistance(of: route)
      #expect(total.isFinite && total >= 0, "seed \(Self.seed) iteration \(iteration)")
      if !route.isEmpty {
        let km = anyDouble(in: -10..<(total + 10), using: &rng)
        if km.isNaN {
          #expect(thrown { () throws(GeoContractError) in try Route.pointAtDistance(km, along: route) } == .invalidDistance)
        } else {
          let p = try Route.pointAtDistance(km, along: route)
          #expect(p.latitude.isFinite && p.longitude.isFinite && p.altitude.isFinite)
        }
      }
      let zoom = coarseZoom(using: &rng)
      if let interval = ZoomInterval.km(forZoom: zoom), 100_001 * Double(interval) < total {
        #expect(thrown { () throws(GeoContractError) in try DistanceMarkers.markers(along: route, zoom: zoom) } == .tooManyMarkers)
        continue
      }
      let markers = try DistanceMarkers.markers(along: route, zoom: zoom)
      #expect(markers.isEmpty == route.isEmpty)
      if !route.isEmpty {
        #expect(markers.count >= 2)
        #expect(markers.first!.label == "0 km")
        #expect(markers.last!.km == total)
        #expect(zip(markers.dropLast(), markers.dropFirst().dropLast()).allSatisfy { $0.km < $1.km })
      }
    }
  }

  static func anyRoute() {
    var rng = SplitMix64(seed: seed ^ 2)
    var violations: [String] = []
    for iteration in 0..<5_000 {
      let route = (0..<Int(rng.next() % 6)).map { _ in anyPoint(valid: rng.next() % 4 != 0, using: &rng) }
      let zoom = coarseZoom(using: &rng)
      let km = anyDouble(in: 0..<100, using: &rng)
      InputLog.announce("seed \(seed ^ 2) iteration \(iteration): route \(route) zoom \(zoom) km \(km)")
      let firstBad = route.firstIndex { p in
        !((-90.0...90.0).contains(p.latitude) && (-180.0...180.0).contains(p.longitude) && p.altitude.isFinite)
      }
      let result = thrown { () throws(GeoContractError) in try Route.cumulativeDistance(of: route) }
      if result != firstBad.map({ .invalidCoordinate(index: $0) }) { violations.append("\(route) gave \(String(describing: result))") }
      _ = thrown { () throws(GeoContractError) in try DistanceMarkers.markers(along: route, zoom: zoom) }
      _ = thrown { () throws(GeoContractError) in try Route.pointAtDistance(km, along: route) }
    }
    #expect(violations.isEmpty, "seed \(seed ^ 2): \(violations.prefix(5))")
  }

  @Test func anyRouteIsRejectedOrAccepted() async {
    if await #expect(processExitsWith: .success, performing: { TotalityPropertyTests.anyRoute() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { TotalityPropertyTests.anyRoute() })
    }
  }

  static func regionsAndBounds() {
    var rng = SplitMix64(seed: seed ^ 3)
    var violations: [String] = []
    for iteration in 0..<5_000 {
      let a = anyPoint(valid: rng.next() % 4 != 0, using: &rng)
      let b = anyPoint(valid: rng.next() % 4 != 0, using: &rng)
      let latitudeSpan = anyDouble(in: 0..<200, using: &rng)
      let longitudeSpan = anyDouble(in: 0..<400, using: &rng)
      let zoom = anyDouble(in: -5..<25, using: &rng)
      InputLog.announce(
        "seed \(seed ^ 3) iteration \(iteration): a \(a) b \(b) latitudeSpan \(latitudeSpan) longitudeSpan \(longitudeSpan) zoom \(zoom)")
      if let km = try? RegionRadius.km(center: a, latitudeSpan: latitudeSpan, longitudeSpan: longitudeSpan) {
        if !(km >= 0 && km <= 20_037.508_342_789_246) { violations.append("region \(a) = \(km)") }
      }
      if let km = try? BoundsRadius.km(southWest: a, northEast: b) {
        if !(km >= 0 && km <= 20_037.508_342_789_246) { violations.append("bounds \(a) \(b) = \(km)") }
      }
      _ = ZoomInterval.km(forZoom: zoom)
    }
    #expect(violations.isEmpty, "seed \(seed ^ 3): \(violations.prefix(5))")
  }

  @Test func regionsAndBoundsNeverTrap() async {
    if await #expect(processExitsWith: .success, performing: { TotalityPropertyTests.regionsAndBounds() }) == nil {
      InputLog.recordTrap(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
          TotalityPropertyTests.regionsAndBounds()
        })
    }
  }
}
