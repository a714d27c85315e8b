#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GeoModel

/// Android's `isPointOnLinearLine`: the polyline hit test for a straight (non-geodesic) segment, on a flat
/// approximation in metres (`docs/contracts.md`, "Point on a straight segment").
public enum LinearSegmentHit {
  /// Metres per degree of latitude in Android's flat approximation.
  static let metersPerDegreeLatitude: Double = 111_132.954

  /// The point of the segment `from`–`to` nearest to `position` and its distance in metres, or `nil` when that
  /// distance is above `thresholdMeters`.
  ///
  /// `to`'s longitude is taken the short way from `from`'s (one ±360 step), `position`'s is reduced into ±180 of
  /// `from`'s; degrees become metres with `111132.954` per degree of latitude and that times `cos` of the mean
  /// latitude per degree of longitude. The projection parameter `t` is Kotlin's `coerceIn(0, 1)`, which keeps NaN:
  /// a NaN `t` (a NaN position, an infinite segment) gives a NaN point and distance, and since NaN is not above
  /// the threshold, that is a hit, as on Android. A zero-length segment is judged by the distance from `from`.
  public static func nearest(
    from: GeoPoint, to: GeoPoint, position: GeoPoint, thresholdMeters: Double
  ) -> (point: GeoPoint, meters: Double)? {
    let fromLng = from.longitude
    var crossMeridianDiff = to.longitude - fromLng
    if crossMeridianDiff > 180.0 {
      crossMeridianDiff -= 360.0
    } else if crossMeridianDiff < -180.0 {
      crossMeridianDiff += 360.0
    }
    let toLngUnwrapped = fromLng + crossMeridianDiff
    let positionLngUnwrapped = fromLng + unwrapLongitudeDifference(position.longitude - fromLng)

    let meanLatitude = (from.latitude + to.latitude) / 2.0 * Spherical.radiansPerDegree
    let perDegreeLat = metersPerDegreeLatitude
    let perDegreeLng = perDegreeLat * cos(meanLatitude)
    let ax = fromLng * perDegreeLng
    let ay = from.latitude * perDegreeLat
    let bx = toLngUnwrapped * perDegreeLng
    let by = to.latitude * perDegreeLat
    let px = positionLngUnwrapped * perDegreeLng
    let py = position.latitude * perDegreeLat

    let segmentX = bx - ax
    let segmentY = by - ay
    let offsetX = px - ax
    let offsetY = py - ay
    let segmentLengthSquared = segmentX * segmentX + segmentY * segmentY

    if segmentLengthSquared == 0.0 {
      let meters = (offsetX * offsetX + offsetY * offsetY).squareRoot()
      if meters > thresholdMeters { return nil }
      return (GeoPoint(latitude: from.latitude, longitude: GeoPoint.normalizeLng(fromLng), altitude: from.altitude), meters)
    }

    let t = coerceIn((offsetX * segmentX + offsetY * segmentY) / segmentLengthSquared, 0.0, 1.0)
    let deltaX = px - (ax + t * segmentX)
    let deltaY = py - (ay + t * segmentY)
    let meters = (deltaX * deltaX + deltaY * deltaY).squareRoot()
    if meters > thresholdMeters { return nil }
    let point = GeoPoint(
      latitude: from.latitude + t * (to.latitude - from.latitude),
      longitude: GeoPoint.normalizeLng(fromLng + t * crossMeridianDiff),
      altitude: from.altitude + t * (to.altitude - from.altitude))
    return (point, meters)
  }
}
