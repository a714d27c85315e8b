#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GeoModel

/// Android's `GeoNearest.closestIntersection`: the smallest circle around a point that touches a segment, and where
/// it touches (`docs/contracts.md`, "Closest intersection").
public enum ClosestIntersection {
  /// How the hit was found: on a local flat map around the point, or on the sphere's great circle.
  public enum Mode: String, Sendable {
    case planar, spherical
  }

  /// The touching point, the circle's radius in metres, and the mode (Android's `ClosestHit`).
  public struct Hit: Sendable {
    public var radiusMeters: Double
    public var point: GeoPoint
    public var mode: Mode
  }

  /// The point of segment `a`–`b` nearest to `position`, its distance, and the mode used.
  ///
  /// When the largest of the three haversine distances between the points is at most 50 km the segment is
  /// projected on a flat map centred on `position` (`t` clamped with `coerceIn`, a nearly zero-length segment
  /// giving `t = 0`); otherwise (NaN included) on the sphere: the great circle's closest point when it lies on the
  /// arc (angles adding up within 1e-12), else the nearer end. Hit points computed here have altitude 0; an end
  /// chosen on the sphere is returned as given.
  public static func nearest(to position: GeoPoint, onSegment a: GeoPoint, _ b: GeoPoint) -> Hit {
    let toA = Spherical.distance(from: position, to: a)
    let toB = Spherical.distance(from: position, to: b)
    let length = Spherical.distance(from: a, to: b)
    if javaMax(length, javaMax(toA, toB)) <= 50_000.0 {
      return planar(position, a, b)
    }
    return spherical(position, a, b)
  }

  private static let degree = Spherical.radiansPerDegree
  private static let radius = Spherical.earthRadiusMeters
  private static let epsilon = 1e-12

  // MARK: - Flat map around the point (equirectangular)

  private static func planar(_ p: GeoPoint, _ a: GeoPoint, _ b: GeoPoint) -> Hit {
    let kx = radius * cos(p.latitude * degree) * degree
    let ky = radius * degree
    let ax = unwrapLongitudeDifference(a.longitude - p.longitude) * kx
    let ay = (a.latitude - p.latitude) * ky
    let bx = unwrapLongitudeDifference(b.longitude - p.longitude) * kx
    let by = (b.latitude - p.latitude) * ky
    let segmentX = bx - ax
    let segmentY = by - ay
    let offsetX = 0.0 - ax
    let offsetY = 0.0 - ay
    let segmentLengthSquared = segmentX * segmentX + segmentY * segmentY
    let t = segmentLengthSquared < epsilon
      ? 0.0 : coerceIn((offsetX * segmentX + offsetY * segmentY) / segmentLengthSquared, 0.0, 1.0)
    let x = ax + t * segmentX
    let y = ay + t * segmentY
    let meters = hypot(x - 0.0, y - 0.0)
    let point = GeoPoint(
      latitude: p.latitude + y / ky,
      longitude: unwrapLongitudeDifference(p.longitude + x / kx))
    return Hit(radiusMeters: meters, point: point, mode: .planar)
  }

  // MARK: - Great circle

  private typealias Vector = (x: Double, y: Double, z: Double)

  private static func spherical(_ position: GeoPoint, _ a: GeoPoint, _ b: GeoPoint) -> Hit {
    let p = unitVector(position)
    let u = unitVector(a)
    let v = unitVector(b)
    let normal = cross(u, v)
    let normalLength = norm(normal)
    if normalLength < 1e-15 {
      return endChoice(p, a, b)
    }
    let unitNormal = scale(normal, 1.0 / normalLength)
    let q = normalize(cross(unitNormal, cross(p, unitNormal)))
    let arc = angle(u, v)
    let onArc = abs((angle(u, q) + angle(q, v)) - arc) <= 1e-12
    let chosen = onArc ? q : (angle(p, u) <= angle(p, v) ? u : v)
    let meters = angle(p, chosen) * radius
    return Hit(radiusMeters: meters, point: geoPoint(chosen), mode: .spherical)
  }

  /// A nearly zero-length arc: the nearer end, returned as given.
  private static func endChoice(_ p: Vector, _ a: GeoPoint, _ b: GeoPoint) -> Hit {
    let toA = angle(p, unitVector(a))
    let toB = angle(p, unitVector(b))
    return Hit(radiusMeters: javaMin(toA, toB) * radius, point: toA <= toB ? a : b, mode: .spherical)
  }

  /// `acos` of the dot product clamped into [-1, 1] with Java's `max(lo, min(hi, x))` (NaN stays NaN).
  private static func angle(_ u: Vector, _ v: Vector) -> Double {
    acos(javaMax(-1.0, javaMin(1.0, dot(u, v))))
  }

  private static func unitVector(_ point: GeoPoint) -> Vector {
    let phi = point.latitude * degree
    let lambda = point.longitude * degree
    let c = cos(phi)
    return (c * cos(lambda), c * sin(lambda), sin(phi))
  }

  /// Back to degrees by dividing by π/180 (Android's `/ DEG`, not `* 180/π`), longitude reduced into ±180.
  private static func geoPoint(_ v: Vector) -> GeoPoint {
    let r = javaMax(epsilon, (v.x * v.x + v.y * v.y + v.z * v.z).squareRoot())
    let z = coerceIn(v.z / r, -1.0, 1.0)
    return GeoPoint(latitude: asin(z) / degree, longitude: unwrapLongitudeDifference(atan2(v.y, v.x) / degree))
  }

  private static func cross(_ u: Vector, _ v: Vector) -> Vector {
    (u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
  }

  private static func dot(_ u: Vector, _ v: Vector) -> Double { u.x * v.x + u.y * v.y + u.z * v.z }

  private static func norm(_ u: Vector) -> Double { dot(u, u).squareRoot() }

  private static func scale(_ u: Vector, _ s: Double) -> Vector { (u.x * s, u.y * s, u.z * s) }

  private static func normalize(_ u: Vector) -> Vector {
    let n = norm(u)
    return n < epsilon ? (1.0, 0.0, 0.0) : scale(u, 1.0 / n)
  }
}
