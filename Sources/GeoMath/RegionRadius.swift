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
/// (south, west), in kilometres, taken as Kotlin's `Math.max` takes it: a NaN distance (a corner at the center's
/// antipode whose haversine `a` rounds past 1, `docs/contracts.md` §1) makes the radius NaN, where a `>` scan would
/// skip it and return the next farthest corner.
func farthestCornerKm(from center: GeoPoint, south: Double, west: Double, north: Double, east: Double) -> Double {
  func distance(_ latitude: Double, _ longitude: Double) -> Double {
    Spherical.distance(from: center, to: GeoPoint(latitude: latitude, longitude: longitude))
  }
  let northern = KotlinMath.maxOf(distance(north, east), distance(north, west))
  let southern = KotlinMath.maxOf(distance(south, east), distance(south, west))
  return KotlinMath.maxOf(northern, southern) / 1000
}
