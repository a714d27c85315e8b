import GeoModel

/// The radius that covers bounds given as south-west and north-east corners (`docs/contracts.md` §11).
public enum BoundsRadius {
  /// Kilometres from the bounds' center to the farthest of its four corners.
  ///
  /// The longitude span is `east - west`, or `(east - west) + 360` when `west > east` (the bounds cross the
  /// antimeridian); the center is `((south + north) / 2, normalizeLng(west + span / 2))`. Altitudes are ignored.
  ///
  /// - Throws: ``GeoContractError/invalidCoordinate(index:)`` with index 0 (south-west) or 1 (north-east) for a
  ///   point that is not a valid position, then ``GeoContractError/invalidBounds`` when south > north.
  public static func km(southWest: GeoPoint, northEast: GeoPoint) throws(GeoContractError) -> Double {
    guard isValidPosition(southWest) else { throw .invalidCoordinate(index: 0) }
    guard isValidPosition(northEast) else { throw .invalidCoordinate(index: 1) }
    let south = southWest.latitude
    let west = southWest.longitude
    let north = northEast.latitude
    let east = northEast.longitude
    guard south <= north else { throw .invalidBounds }
    let longitudeSpan = west <= east ? east - west : (east - west) + 360
    let center = GeoPoint(
      latitude: (south + north) / 2,
      longitude: GeoPoint.normalizeLng(west + longitudeSpan / 2))
    return farthestCornerKm(from: center, south: south, west: west, north: north, east: east)
  }
}
