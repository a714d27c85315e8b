import Foundation

/// Distances and interpolation on a sphere of the WGS84 equatorial radius, as Android computes them.
public enum Spherical {
  public static let earthRadiusMeters = 6_378_137.0
  static let radiansPerDegree = 0.017453292519943295

  /// The haversine distance in metres.
  public static func distance(from: GeoPoint, to: GeoPoint) -> Double {
    let fromLatitude = from.latitude * radiansPerDegree
    let toLatitude = to.latitude * radiansPerDegree
    let halfLatitudeSine = sin((to.latitude - from.latitude) * radiansPerDegree / 2)
    let halfLongitudeSine = sin((to.longitude - from.longitude) * radiansPerDegree / 2)
    let haversine = halfLatitudeSine * halfLatitudeSine
      + cos(fromLatitude) * cos(toLatitude) * halfLongitudeSine * halfLongitudeSine
    return earthRadiusMeters * (2 * atan2(haversine.squareRoot(), (1 - haversine).squareRoot()))
  }

  /// The point `fraction` of the way from `from` to `to` in plain degrees, across the antimeridian when shorter.
  public static func linearInterpolate(from: GeoPoint, to: GeoPoint, fraction: Double) -> GeoPoint {
    var longitudeStep = to.longitude - from.longitude
    if longitudeStep > 180 {
      longitudeStep -= 360
    } else if longitudeStep < -180 {
      longitudeStep += 360
    }
    return GeoPoint(
      latitude: from.latitude + fraction * (to.latitude - from.latitude),
      longitude: GeoPoint.normalizedLongitude(from.longitude + fraction * longitudeStep),
      altitude: from.altitude + fraction * (to.altitude - from.altitude))
  }
}
