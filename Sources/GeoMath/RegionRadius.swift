import GeoModel

/// The radius that covers a visible region given as center and spans (`docs/contracts.md` §10).
public enum RegionRadius {
  /// Kilometres from `center` to the farthest of the region's four corners.
  ///
  /// Spans are clamped to at most 180 (latitude) and 360 (longitude); corner latitudes
  /// `center.lat ± latSpan/2` are clamped to [-90, 90] and corner longitudes `center.lng ± lngSpan/2` go through
  /// `normalizeLng`. The center's altitude is ignored.
  ///
  /// - Throws: ``GeoContractError/invalidCoordinate(index:)`` (index 0) when the center is not a valid position,
  ///   then ``GeoContractError/invalidSpan`` for a negative or non-finite span (`-0.0` is a zero span).
  public static func km(center: GeoPoint, latitudeSpan: Double, longitudeSpan: Double) throws(GeoContractError)
    -> Double
  {
    guard isValidPosition(center) else { throw .invalidCoordinate(index: 0) }
    guard latitudeSpan.isFinite, latitudeSpan >= 0 else { throw .invalidSpan }
    guard longitudeSpan.isFinite, longitudeSpan >= 0 else { throw .invalidSpan }
    let latSpan = latitudeSpan > 180 ? 180 : latitudeSpan
    let lngSpan = longitudeSpan > 360 ? 360 : longitudeSpan
    let north = coerceIn(center.latitude + latSpan / 2, -90, 90)
    let south = coerceIn(center.latitude - latSpan / 2, -90, 90)
    let east = GeoPoint.normalizeLng(center.longitude + lngSpan / 2)
    let west = GeoPoint.normalizeLng(center.longitude - lngSpan / 2)
    return farthestCornerKm(from: center, south: south, west: west, north: north, east: east)
  }
}

/// The largest haversine distance from `center` to the corners (north, east), (north, west), (south, east),
/// (south, west), in kilometres.
func farthestCornerKm(from center: GeoPoint, south: Double, west: Double, north: Double, east: Double) -> Double {
  let corners = [
    GeoPoint(latitude: north, longitude: east), GeoPoint(latitude: north, longitude: west),
    GeoPoint(latitude: south, longitude: east), GeoPoint(latitude: south, longitude: west),
  ]
  var farthest = 0.0
  for corner in corners {
    let meters = Spherical.distance(from: center, to: corner)
    if meters > farthest { farthest = meters }
  }
  return farthest / 1000
}
