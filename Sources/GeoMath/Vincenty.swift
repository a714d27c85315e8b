#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GeoModel

/// Android's geodesics from revision 1569cc5 on (`WGS84Geodesic`): Vincenty's inverse and direct formulae on the
/// WGS84 ellipsoid, with Android's iteration limits and its spherical fallback (`docs/contracts.md`, "Geodesic
/// distance and densify").
///
/// Written out here, not taken from a library, because no library computes what Android does: Vincenty's inverse
/// stops after 100 iterations and then answers with the haversine on the semi-major axis (also when the 100th
/// iteration converged), a zero `sin σ` is a distance of 0, a `cos 2σm` that is not finite counts as 0, the direct
/// problem stops after 1000 iterations, and a destination's longitude is normalised into [-180, 180). Near
/// antipodes these choices are the value (the fallback is up to tens of kilometres from the true geodesic), so a
/// GeographicLib or a textbook Vincenty gives other numbers exactly where it matters.
///
/// Every function is total: a NaN coordinate gives NaN (the loops compare NaN as converged), an infinite longitude
/// NaN; a latitude beyond ±90 is not rejected (`tan` is periodic, so the reduced latitude of 100° is that of −80°).
/// Degrees become radians by Java's `Math.toRadians` (one multiplication by π/180, as JDK 9 and later do it).
public enum Vincenty {
  /// WGS84's semi-major axis (Android's `Earth.RADIUS_METERS`) and flattening, in metres.
  public static let semiMajorAxis: Double = 6_378_137.0
  public static let flattening: Double = 1.0 / 298.257223563
  /// `a * (1 - f)`: 6356752.314245179.
  public static let semiMinorAxis: Double = semiMajorAxis * (1.0 - flattening)

  /// The inverse problem's answer: the distance in metres and the initial bearing in radians.
  public struct Solution: Sendable, Equatable {
    public var meters: Double
    public var initialBearing: Double
    /// False for ``sphericalFallback(from:to:)``'s answer, which the inverse gives when λ did not settle within
    /// its 100 iterations.
    public var converged = true
  }

  /// Android's `computeDistanceBetween`: the inverse problem's distance in metres; altitudes are ignored.
  public static func distance(from: GeoPoint, to: GeoPoint) -> Double {
    inverse(from: from, to: to).meters
  }

  /// The inverse problem, as Android iterates it.
  ///
  /// λ starts at the difference of the radian longitudes and is refined while it moves by more than 1e-12, at
  /// most 100 times; if the count runs out, the answer is ``sphericalFallback(from:to:)``. Coincident points (and
  /// any pair whose `sin σ` is exactly 0) give distance 0 and bearing 0.
  public static func inverse(from: GeoPoint, to: GeoPoint) -> Solution {
    let f = flattening
    let longitudeDifference = to.longitude * Spherical.radiansPerDegree - from.longitude * Spherical.radiansPerDegree
    let u1 = atan((1 - f) * tan(from.latitude * Spherical.radiansPerDegree))
    let u2 = atan((1 - f) * tan(to.latitude * Spherical.radiansPerDegree))
    let sinU1 = sin(u1), cosU1 = cos(u1)
    let sinU2 = sin(u2), cosU2 = cos(u2)

    var lambda = longitudeDifference
    var remaining = 100
    var cosSquaredAlpha = 0.0, sinSigma = 0.0, cosSigma = 0.0, cos2SigmaM = 0.0, sigma = 0.0
    var converging = true
    while converging {
      let sinLambda = sin(lambda)
      let cosLambda = cos(lambda)
      let east = cosU2 * sinLambda
      let north = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
      sinSigma = (east * east + north * north).squareRoot()
      if sinSigma == 0.0 { return Solution(meters: 0.0, initialBearing: 0.0) }
      cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      cosSquaredAlpha = 1 - sinAlpha * sinAlpha
      cos2SigmaM = cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
      // An equatorial line divides by cos²α = 0.
      if !cos2SigmaM.isFinite { cos2SigmaM = 0.0 }
      let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
      let previous = lambda
      lambda = longitudeDifference
        + (1 - c) * f * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
      remaining -= 1
      converging = abs(lambda - previous) > 1e-12 && remaining > 0
    }
    if remaining == 0 { return sphericalFallback(from: from, to: to) }

    let (a, b) = ellipsoidFactors(cosSquaredAlpha: cosSquaredAlpha)
    let deltaSigma = sigmaCorrection(b, sinSigma: sinSigma, cosSigma: cosSigma, cos2SigmaM: cos2SigmaM)
    let meters = semiMinorAxis * a * (sigma - deltaSigma)
    let bearing = atan2(cosU2 * sin(lambda), cosU1 * sinU2 - sinU1 * cosU2 * cos(lambda))
    return Solution(meters: meters, initialBearing: bearing)
  }

  /// Android's fallback when λ does not settle: the haversine distance on a sphere of the semi-major axis
  /// (its `h` not clamped, so a pair whose `h` rounds above 1 gives NaN) and the spherical initial bearing.
  public static func sphericalFallback(from: GeoPoint, to: GeoPoint) -> Solution {
    let phi1 = from.latitude * Spherical.radiansPerDegree
    let phi2 = to.latitude * Spherical.radiansPerDegree
    let deltaPhi = (to.latitude - from.latitude) * Spherical.radiansPerDegree
    let deltaLambda = (to.longitude - from.longitude) * Spherical.radiansPerDegree
    let h = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
    let centralAngle = 2 * atan2(h.squareRoot(), (1 - h).squareRoot())
    let y = sin(deltaLambda) * cos(phi2)
    let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(deltaLambda)
    return Solution(meters: semiMajorAxis * centralAngle, initialBearing: atan2(y, x), converged: false)
  }

  /// The direct problem: the point `meters` from `origin` along the geodesic that leaves it at
  /// `initialBearing` (radians), as Android iterates it (σ refined while it moves by more than 1e-12, at most
  /// 1000 times). The longitude is normalised into [-180, 180); the altitude is 0.
  public static func direct(from origin: GeoPoint, initialBearing: Double, meters: Double) -> GeoPoint {
    let f = flattening
    let longitude1 = origin.longitude * Spherical.radiansPerDegree
    let sinAlpha1 = sin(initialBearing)
    let cosAlpha1 = cos(initialBearing)
    let tanU1 = (1 - f) * tan(origin.latitude * Spherical.radiansPerDegree)
    let cosU1 = 1 / (1 + tanU1 * tanU1).squareRoot()
    let sinU1 = tanU1 * cosU1
    let sigma1 = atan2(tanU1, cosAlpha1)
    let sinAlpha = cosU1 * sinAlpha1
    let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
    let (a, b) = ellipsoidFactors(cosSquaredAlpha: cosSquaredAlpha)

    var sigma = meters / (semiMinorAxis * a)
    var cos2SigmaM = 0.0, sinSigma = 0.0, cosSigma = 0.0
    var remaining = 1000
    var converging = true
    while converging {
      // These describe the σ this pass starts from; the σ it computes is used below with them, as on Android.
      cos2SigmaM = cos(2 * sigma1 + sigma)
      sinSigma = sin(sigma)
      cosSigma = cos(sigma)
      let deltaSigma = sigmaCorrection(b, sinSigma: sinSigma, cosSigma: cosSigma, cos2SigmaM: cos2SigmaM)
      let previous = sigma
      sigma = meters / (semiMinorAxis * a) + deltaSigma
      remaining -= 1
      converging = abs(sigma - previous) > 1e-12 && remaining > 0
    }

    let across = sinU1 * sinSigma - cosU1 * cosSigma * cosAlpha1
    let latitude2 = atan2(sinU1 * cosSigma + cosU1 * sinSigma * cosAlpha1,
                          (1 - f) * (sinAlpha * sinAlpha + across * across).squareRoot())
    let lambda = atan2(sinSigma * sinAlpha1, cosU1 * cosSigma - sinU1 * sinSigma * cosAlpha1)
    let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
    let longitudeDifference = lambda
      - (1 - c) * f * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
    let longitude2 = longitude1 + longitudeDifference
    return GeoPoint(
      latitude: latitude2 * Spherical.degreesPerRadian,
      longitude: GeoPoint.normalizeLng(longitude2 * Spherical.degreesPerRadian),
      altitude: 0)
  }

  /// Android's `WGS84Geodesic.interpolate`: the inverse problem from `from` to `to`, then the direct problem from
  /// `from` along its initial bearing for `fraction` of its distance (`fraction` not clamped). The altitude is
  /// `from.alt + fraction * (to.alt - from.alt)`.
  public static func interpolate(from: GeoPoint, to: GeoPoint, fraction: Double) -> GeoPoint {
    let line = inverse(from: from, to: to)
    var point = direct(from: from, initialBearing: line.initialBearing, meters: line.meters * fraction)
    point.altitude = from.altitude + fraction * (to.altitude - from.altitude)
    return point
  }

  /// Vincenty's `A` and `B` for `u² = cos²α (a² - b²) / b²`.
  private static func ellipsoidFactors(cosSquaredAlpha: Double) -> (a: Double, b: Double) {
    let uSquared = cosSquaredAlpha * (semiMajorAxis * semiMajorAxis - semiMinorAxis * semiMinorAxis) / (semiMinorAxis * semiMinorAxis)
    let a = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
    let b = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
    return (a, b)
  }

  /// Vincenty's `Δσ` for the factor `B`.
  private static func sigmaCorrection(_ b: Double, sinSigma: Double, cosSigma: Double, cos2SigmaM: Double) -> Double {
    b * sinSigma * (cos2SigmaM + b / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
      - b / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
  }
}
