#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GeoModel

extension Spherical {
  /// Android's `linearInterpolate` (`docs/contracts.md` §3): the longitude goes the short way across ±180°.
  ///
  /// `lat = lat1 + f*(lat2 - lat1)`; `d = lng2 - lng1`, then one step: `d -= 360` if `d > 180`, else `d += 360`
  /// if `d < -180`; `lng = normalizeLng(lng1 + f*d)`; `alt = alt1 + f*(alt2 - alt1)`. `fraction` is not clamped.
  public static func linearInterpolate(from: GeoPoint, to: GeoPoint, fraction: Double) -> GeoPoint {
    var deltaLongitude = to.longitude - from.longitude
    if deltaLongitude > 180 {
      deltaLongitude -= 360
    } else if deltaLongitude < -180 {
      deltaLongitude += 360
    }
    return GeoPoint(
      latitude: lerp(from.latitude, to.latitude, fraction),
      longitude: GeoPoint.normalizeLng(from.longitude + fraction * deltaLongitude),
      altitude: lerp(from.altitude, to.altitude, fraction))
  }

  /// Android's `sphericalInterpolate` (`docs/contracts.md` §4): slerp on unit vectors.
  ///
  /// `θ = acos(coerceIn(dot, -1, 1))`; below 1e-6 rad the latitude and longitude are plain lerps (no wrap, so
  /// (0, 180)→(0, -180) gives longitude 0 halfway); otherwise the `sin((1-f)θ)/sin θ`, `sin(fθ)/sin θ` weights,
  /// `lat = asin(z)`, unclamped as on Android (a `z` that rounding pushes past ±1 gives NaN), and
  /// `lng = atan2(y, x)`, not normalised. The altitude is lerped in both branches.
  public static func sphericalInterpolate(from: GeoPoint, to: GeoPoint, fraction: Double) -> GeoPoint {
    let altitude = lerp(from.altitude, to.altitude, fraction)
    let (x1, y1, z1) = unitVector(from)
    let (x2, y2, z2) = unitVector(to)
    let dot = x1 * x2 + y1 * y2 + z1 * z2
    let theta = acos(coerceIn(dot, -1, 1))
    if theta < 1e-6 {
      return GeoPoint(
        latitude: lerp(from.latitude, to.latitude, fraction),
        longitude: lerp(from.longitude, to.longitude, fraction),
        altitude: altitude)
    }
    let sinTheta = sin(theta)
    let weightFrom = sin((1 - fraction) * theta) / sinTheta
    let weightTo = sin(fraction * theta) / sinTheta
    let x = weightFrom * x1 + weightTo * x2
    let y = weightFrom * y1 + weightTo * y2
    let z = weightFrom * z1 + weightTo * z2
    return GeoPoint(
      latitude: asin(z) * degreesPerRadian,
      longitude: atan2(y, x) * degreesPerRadian,
      altitude: altitude)
  }

  /// `(cos φ cos λ, cos φ sin λ, sin φ)` for a point's latitude φ and longitude λ.
  private static func unitVector(_ point: GeoPoint) -> (Double, Double, Double) {
    let phi = point.latitude * radiansPerDegree
    let lambda = point.longitude * radiansPerDegree
    return (cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
  }
}
