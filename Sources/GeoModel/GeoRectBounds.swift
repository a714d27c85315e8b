/// Android's `GeoRectBounds`: a latitude/longitude box given by its south-west and north-east corners, either of
/// which may be missing (then the box is empty). `west > east` means the box crosses the antimeridian.
///
/// Android's class is mutable (`extend` changes it in place); this is a value type with a `mutating`
/// ``extend(_:)``. Corners are stored as given, including NaN and out-of-range values; the queries wrap them
/// (``GeoPoint/wrap()``) as Android does. Every rule is in `docs/contracts.md`, "GeoRectBounds".
public struct GeoRectBounds: Sendable {
  public var southWest: GeoPoint?
  public var northEast: GeoPoint?

  public init(southWest: GeoPoint? = nil, northEast: GeoPoint? = nil) {
    self.southWest = southWest
    self.northEast = northEast
  }

  /// Android's `isEmpty`: a corner is missing.
  public var isEmpty: Bool { southWest == nil || northEast == nil }

  /// Android's `extend(point)`: grows the box to take in `point` (wrapped first).
  ///
  /// With no corner, both become the wrapped point (its altitude kept). With one corner, the box spanned by that
  /// corner and the point. Otherwise latitudes grow with `minOf`/`maxOf` (so a NaN spreads), and longitudes grow
  /// on the side of the point's sign when the box already crosses the antimeridian (`west > 0 && east < 0`),
  /// else with `minOf`/`maxOf`; if the result then spans more than 180° eastward the corners' longitudes swap,
  /// to the crossing representation. Corners built here have altitude 0.
  public mutating func extend(_ point: GeoPoint) {
    let position = point.wrap()
    switch (southWest, northEast) {
    case (nil, nil):
      southWest = position
      northEast = position
    case (let corner?, nil), (nil, let corner?):
      southWest = GeoPoint(
        latitude: KotlinMath.minOf(corner.latitude, position.latitude),
        longitude: KotlinMath.minOf(corner.longitude, position.longitude))
      northEast = GeoPoint(
        latitude: KotlinMath.maxOf(corner.latitude, position.latitude),
        longitude: KotlinMath.maxOf(corner.longitude, position.longitude))
    case (let sw?, let ne?):
      let south = KotlinMath.minOf(position.latitude, sw.latitude)
      let north = KotlinMath.maxOf(position.latitude, ne.latitude)
      var west = sw.longitude
      var east = ne.longitude
      if west > 0 && east < 0 {
        if position.longitude > 0 {
          west = KotlinMath.minOf(position.longitude, west)
        } else {
          east = KotlinMath.maxOf(position.longitude, east)
        }
      } else {
        west = KotlinMath.minOf(position.longitude, sw.longitude)
        east = KotlinMath.maxOf(position.longitude, ne.longitude)
      }
      (west, east) = Self.minimalArc(west: west, east: east)
      southWest = GeoPoint(latitude: south, longitude: west)
      northEast = GeoPoint(latitude: north, longitude: east)
    }
  }

  /// Android's "minimal arc" step: when `(east - west + 360) % 360 > 180` the two longitudes swap, so that the
  /// box goes the short way (a NaN span keeps them).
  static func minimalArc(west: Double, east: Double) -> (west: Double, east: Double) {
    let span = (east - west + 360).truncatingRemainder(dividingBy: 360)
    return span > 180 ? (east, west) : (west, east)
  }

  /// Android's `contains(point)`: false when empty; otherwise, with the point and both corners wrapped,
  /// `south <= lat <= north` and the longitude within `[west, east]`, or, for a crossing box (`west > east`),
  /// `lng >= west || lng <= east`. Any NaN comparison is false.
  public func contains(_ point: GeoPoint) -> Bool {
    guard let southWest, let northEast else { return false }
    let position = point.wrap()
    let sw = southWest.wrap()
    let ne = northEast.wrap()
    let withinLatitude = sw.latitude <= position.latitude && position.latitude <= ne.latitude
    let longitude = position.longitude
    let withinLongitude =
      sw.longitude <= ne.longitude
      ? sw.longitude <= longitude && longitude <= ne.longitude
      : longitude >= sw.longitude || longitude <= ne.longitude
    return withinLatitude && withinLongitude
  }

  /// Android's `center`: `nil` when empty; otherwise, on the wrapped corners, the mean latitude and the mean
  /// longitude, taken across the antimeridian when `west > east` (`(west + east + 360) / 2`, minus 360 above 180).
  /// Altitude 0.
  public var center: GeoPoint? {
    guard let southWest, let northEast else { return nil }
    let sw = southWest.wrap()
    let ne = northEast.wrap()
    let latitude = (sw.latitude + ne.latitude) / 2.0
    let west = sw.longitude
    let east = ne.longitude
    let longitude: Double
    if west <= east {
      longitude = (west + east) / 2.0
    } else {
      let across = (west + (east + 360)) / 2.0
      longitude = across > 180 ? across - 360 : across
    }
    return GeoPoint(latitude: latitude, longitude: longitude)
  }

  /// Android's `union(other)`: `self` if `other` is empty; `other`'s corners as given if `self` is empty (Android
  /// also stores them in the receiver, which then equals the result); otherwise a copy of `self` extended by
  /// `other`'s wrapped south-west and then north-east corner.
  public func union(_ other: GeoRectBounds) -> GeoRectBounds {
    guard let otherSouthWest = other.southWest, let otherNorthEast = other.northEast else { return self }
    if isEmpty { return other }
    var result = self
    result.extend(otherSouthWest.wrap())
    result.extend(otherNorthEast.wrap())
    return result
  }

  /// Android's `toSpan()`: `nil` when empty; otherwise, on the wrapped corners, `(north - south,
  /// (east - west + 360) % 360)`, where a longitude span of 0 reads as 360 (a NaN span stays NaN). Altitude 0.
  public func toSpan() -> GeoPoint? {
    guard let southWest, let northEast else { return nil }
    let sw = southWest.wrap()
    let ne = northEast.wrap()
    let longitudeSpan = (ne.longitude - sw.longitude + 360).truncatingRemainder(dividingBy: 360)
    return GeoPoint(latitude: ne.latitude - sw.latitude, longitude: longitudeSpan != 0 ? longitudeSpan : 360)
  }
}
