#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GeoModel

/// The Android core's spherical math (`docs/contracts.md` §1–§5), evaluated in the contract's exact order.
///
/// Every function is total: NaN, infinities and out-of-range coordinates give a value (often NaN), never a trap.
public enum Spherical {
  /// The Android core's Earth radius, used for every distance: 6 378 137 m.
  public static let earthRadiusMeters: Double = 6_378_137.0

  /// Degrees to radians as one folded constant (π/180), the factor of Java's `Math.toRadians`.
  static let radiansPerDegree: Double = 0.017453292519943295

  /// Radians to degrees as one folded constant (180/π), the factor of Java's `Math.toDegrees` (JDK 9+).
  static let degreesPerRadian: Double = 57.29577951308232

  /// Haversine distance in metres between two points; altitudes are ignored.
  ///
  /// `a = s1*s1 + cos φ1 * cos φ2 * s2 * s2` with `s1 = sin(Δφ/2)`, `s2 = sin(Δλ/2)`, and
  /// `d = R * (2 * atan2(√a, √(1 - a)))`. `a` is not clamped, as on Android: where rounding or an out-of-range
  /// latitude pushes it above 1, `√(1 - a)` is NaN and so is the distance (docs/contracts.md, Android quirks).
  public static func distance(from: GeoPoint, to: GeoPoint) -> Double {
    let phi1 = from.latitude * radiansPerDegree
    let phi2 = to.latitude * radiansPerDegree
    let deltaPhi = (to.latitude - from.latitude) * radiansPerDegree
    let deltaLambda = (to.longitude - from.longitude) * radiansPerDegree
    let s1 = sin(deltaPhi / 2)
    let s2 = sin(deltaLambda / 2)
    let a = s1 * s1 + cos(phi1) * cos(phi2) * s2 * s2
    return earthRadiusMeters * (2 * atan2(a.squareRoot(), (1 - a).squareRoot()))
  }

  /// Initial bearing from `from` to `to` in degrees, in (-180, 180].
  ///
  /// `atan2(sin Δλ * cos φ2, cos φ1 * sin φ2 - sin φ1 * cos φ2 * cos Δλ) * (180/π)`; a result of -180 (from
  /// `atan2(-0.0, x < 0)`) becomes 180. Identical points give 0 (with IEEE `atan2`'s sign of zero).
  public static func heading(from: GeoPoint, to: GeoPoint) -> Double {
    let phi1 = from.latitude * radiansPerDegree
    let phi2 = to.latitude * radiansPerDegree
    let deltaLambda = (to.longitude - from.longitude) * radiansPerDegree
    let y = sin(deltaLambda) * cos(phi2)
    let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(deltaLambda)
    var degrees = atan2(y, x) * degreesPerRadian
    if degrees <= -180 {
      degrees += 360
    } else if degrees > 180 {
      degrees -= 360
    }
    return degrees
  }
}

/// Kotlin `Double.coerceIn(lo, hi)`: `lo` if below, `hi` if above, otherwise the value itself (NaN and -0.0 kept).
@inline(__always)
func coerceIn(_ value: Double, _ lowerBound: Double, _ upperBound: Double) -> Double {
  if value < lowerBound { return lowerBound }
  if value > upperBound { return upperBound }
  return value
}

/// `a + f * (b - a)`, the contract's `lerp`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
  a + fraction * (b - a)
}
