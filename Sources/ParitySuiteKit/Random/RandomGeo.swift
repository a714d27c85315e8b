/// Random coordinates, routes, zooms and regions: realistic values mixed with the edges of docs/contracts.md
/// (poles, ±180, antimeridian crossings, antipodes, zoom interval boundaries, invalid points).
extension SplitMix64 {
  static let edgeLatitudes: [Double] = [0, -0.0, 90, -90, 89.9, -89.9, 89.99999999, 90.0000001, -90.0000001, 95, 1000,
                                        35.681236, 1.0, 0.99999999, 45]
  static let edgeLongitudes: [Double] = [0, -0.0, 180, -180, 179.9, -179.9, 179.99999999, 180.0000001, -180.0000001,
                                         360, -360, 540, -540, 139.767125, 1e300, -1e300]

  /// A latitude: mostly realistic, sometimes an edge, sometimes any double.
  public mutating func latitude() -> Double {
    switch below(10) {
    case 0, 1: return pick(Self.edgeLatitudes)
    case 2: return anyDouble()
    default: return decimal(double(in: -90, 90), digits: int(in: 0...9))
    }
  }

  public mutating func longitude() -> Double {
    switch below(10) {
    case 0, 1: return pick(Self.edgeLongitudes)
    case 2: return anyDouble()
    default: return decimal(double(in: -180, 180), digits: int(in: 0...9))
    }
  }

  /// An altitude, or `nil` to leave the field out (its default is 0.0).
  public mutating func altitude() -> Double? {
    switch below(10) {
    case 0...4: return nil
    case 5: return 0
    case 6: return pick([1e12, -1e12, .nan, .infinity, -0.0])
    case 7: return anyDouble()
    default: return decimal(double(in: -100, 9000), digits: int(in: 0...3))
    }
  }

  /// A GeoPoint `{"lat", "lng", "alt"?}`.
  public mutating func geoPoint() -> ParityValue {
    Self.geoPoint(latitude(), longitude(), altitude())
  }

  /// A valid position, with realistic precision.
  public mutating func realisticGeoPoint() -> ParityValue {
    Self.geoPoint(decimal(double(in: -85, 85), digits: 6), decimal(double(in: -180, 180), digits: 6), nil)
  }

  public static func geoPoint(_ latitude: Double, _ longitude: Double, _ altitude: Double?) -> ParityValue {
    var members = [ParityValue.Field("lat", .double(latitude)), ParityValue.Field("lng", .double(longitude))]
    if let altitude { members.append(ParityValue.Field("alt", .double(altitude))) }
    return .object(members)
  }

  /// Two points for distance, heading and interpolation: realistic neighbours, identical points, exact and
  /// near antipodes, across the antimeridian, or anything.
  public mutating func pointPair() -> (ParityValue, ParityValue) {
    let lat = decimal(double(in: -89, 89), digits: int(in: 0...7))
    let lng = decimal(double(in: -180, 180), digits: int(in: 0...7))
    switch below(8) {
    case 0: return (Self.geoPoint(lat, lng, altitude()), Self.geoPoint(lat, lng, altitude()))
    case 1: return (Self.geoPoint(lat, lng, nil), nearAntipode(lat, lng))  // the haversine clamp
    case 2:  // across ±180
      let a = Self.geoPoint(lat, 180 - double(in: 0, 5), altitude())
      return chance(0.5) ? (a, Self.geoPoint(lat + double(in: -5, 5), -180 + double(in: 0, 5), nil))
        : (Self.geoPoint(lat + double(in: -5, 5), -180 + double(in: 0, 5), nil), a)
    case 3:
      return (Self.geoPoint(lat, lng, altitude()),
              Self.geoPoint(lat + double(in: -1, 1), lng + double(in: -1, 1), altitude()))
    case 4: return (geoPoint(), geoPoint())
    default: return (realisticGeoPoint(), chance(0.3) ? geoPoint() : realisticGeoPoint())
    }
  }

  /// The antipode of (`lat`, `lng`), exactly or with its latitude nudged by up to a micro-degree.
  private mutating func nearAntipode(_ lat: Double, _ lng: Double) -> ParityValue {
    let nudge = chance(0.5) ? 0 : double(in: -1e-6, 1e-6)
    return Self.geoPoint(-lat + nudge, lng + (lng > 0 ? -180 : 180), nil)
  }

  /// A fraction for interpolation: 0, 0.5, 1, 1.5, in [0, 1], or any double.
  public mutating func fraction() -> Double {
    switch below(6) {
    case 0: return pick([0, -0.0, 0.5, 1, 1.5, -0.5, 2, 1e-9, 0.9999999999999999])
    case 1: return anyDouble()
    default: return unit()
    }
  }

  static let zoomBoundaries: [Double] = [5, 7, 9, 11, 14, 15, 16]

  /// A zoom at, just below or just above an interval boundary (as a double or as a float widened), typical
  /// camera zooms, or anything (negative, NaN, ±∞).
  public mutating func zoom() -> Double {
    let boundary = pick(Self.zoomBoundaries)
    switch below(12) {
    case 0: return boundary
    case 1: return boundary.nextDown
    case 2: return boundary.nextUp
    case 3: return Double(Float(boundary).nextDown)
    case 4: return Double(Float(boundary - pick([1e-5, 1e-6, 1e-7, 1e-8])))
    case 5: return boundary + pick([-1e-9, 1e-9, -1e-12, 0.5, -0.5])
    case 6: return pick([0, -0.0, -1, 4.999999999999999, 22, 25, .nan, .infinity, -.infinity, 1e308, -1e308])
    case 7: return anyDouble()
    case 8: return Double(Float(double(in: 0, 22)))
    default: return decimal(double(in: 0, 22), digits: int(in: 0...3))
    }
  }

  /// A route: empty, one point, a realistic walk (a city tour to a few hundred km, sometimes with duplicate
  /// points or across the antimeridian), far-apart points (thousands of km), occasionally thousands of
  /// points; sometimes with one invalid point. With `antipodalHops`, now and then a segment ends at (or within
  /// a micro-degree of) its start's antipode, where the haversine's `a` may round past 1 (docs/contracts.md §12).
  public mutating func route(antipodalHops: Bool = false) -> [ParityValue] {
    var points: [ParityValue]
    if antipodalHops && chance(0.05) {
      return antipodalHop()
    }
    switch below(40) {
    case 0, 1: return []
    case 2, 3: points = [chance(0.7) ? realisticGeoPoint() : geoPoint()]
    case 4: points = (0..<int(in: 2...12)).map { _ in realisticGeoPoint() }  // far apart
    case 5: points = walk(count: chance(0.05) ? int(in: 1000...3000) : int(in: 100...400), step: 0.01)
    case 6, 7: points = walk(count: int(in: 2...30), step: 0.5, start: (double(in: -60, 60), 179.5))
    default: points = walk(count: int(in: 2...40), step: pick([0.0001, 0.01, 0.05, 0.3, 1]))
    }
    if points.count > 1 && chance(0.1) {  // a repeated point: a zero-length segment
      let index = below(points.count)
      points.insert(points[index], at: index)
    }
    if chance(0.08) {  // one invalid point: NaN, out of range or infinite altitude
      let bad = pick([Self.geoPoint(.nan, 0, nil), Self.geoPoint(90.0000001, 0, nil), Self.geoPoint(0, -180.0000001, nil),
                      Self.geoPoint(10, 10, .infinity), Self.geoPoint(0, .infinity, nil), geoPoint()])
      points.insert(bad, at: below(points.count + 1))
    }
    return points
  }

  /// A short walk with one segment from a point to its antipode, exactly or nearly (`nearAntipode`).
  private mutating func antipodalHop() -> [ParityValue] {
    let lat = decimal(double(in: -89, 89), digits: int(in: 0...15))
    let lng = decimal(double(in: -180, 180), digits: int(in: 0...15))
    var points = [Self.geoPoint(lat, lng, nil), nearAntipode(lat, lng)]
    if chance(0.5) { points.insert(realisticGeoPoint(), at: 0) }
    if chance(0.5) { points.append(realisticGeoPoint()) }
    return points
  }

  /// A random walk of valid points from `start`, wrapping longitudes across ±180 and keeping to ±89°.
  private mutating func walk(count: Int, step: Double, start: (Double, Double)? = nil) -> [ParityValue] {
    var (lat, lng) = start ?? (double(in: -70, 70), double(in: -180, 180))
    var points: [ParityValue] = []
    points.reserveCapacity(count)
    let altitudes = chance(0.3)
    for _ in 0..<count {
      points.append(Self.geoPoint(decimal(lat, digits: 7), decimal(lng, digits: 7),
                                  altitudes ? decimal(double(in: 0, 3000), digits: 1) : nil))
      lat = min(89, max(-89, lat + double(in: -step, step)))
      lng += double(in: -step / 2, step * 1.5)
      if lng >= 180 { lng -= 360 } else if lng < -180 { lng += 360 }
    }
    return points
  }

  /// A target distance along a route, km.
  public mutating func routeKm() -> Double {
    switch below(8) {
    case 0: return pick([0, -0.0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1, 10, 100])
    case 1: return anyDouble()
    case 2: return Double(int(in: 0...300))
    default: return decimal(double(in: 0, pick([1, 10, 100, 1000])), digits: int(in: 0...6))
    }
  }

  /// A region span in degrees: realistic, zero, the clamps, beyond them, negative or not finite.
  public mutating func span() -> Double {
    switch below(8) {
    case 0: return pick([0, -0.0, 180, 360, 1000, 179.99999999999997, -1e-300, -1, .nan, .infinity, .leastNonzeroMagnitude])
    case 1: return anyDouble()
    default: return decimal(double(in: 0, pick([0.01, 1, 10, 90, 200])), digits: int(in: 1...8))
    }
  }

  /// South-west and north-east corners: realistic boxes, boxes across the antimeridian (west > east), the
  /// full world, inverted latitudes, invalid corners.
  public mutating func boundsCorners() -> (ParityValue, ParityValue) {
    switch below(10) {
    case 0: return (geoPoint(), geoPoint())
    case 1:
      return pick([(Self.geoPoint(-90, -180, nil), Self.geoPoint(90, 180, nil)),
                   (Self.geoPoint(0, 180, nil), Self.geoPoint(0, -180, nil)),
                   (Self.geoPoint(10, 170, nil), Self.geoPoint(20, -170, nil)),
                   (Self.geoPoint(20, 0, nil), Self.geoPoint(10, 1, nil))])
    default:
      let south = decimal(double(in: -90, 90), digits: int(in: 0...7))
      let north = min(90, decimal(south + double(in: 0, 20), digits: 7))
      let west = decimal(double(in: -180, 180), digits: int(in: 0...7))
      var east = west + double(in: 0, chance(0.2) ? 360 : 30)
      if east > 180 { east -= 360 }  // west > east: across ±180
      let swap = chance(0.05)  // inverted latitudes: invalidBounds
      return (Self.geoPoint(swap ? north : south, west, altitude()),
              Self.geoPoint(swap ? south : north, decimal(east, digits: 7), altitude()))
    }
  }
}
