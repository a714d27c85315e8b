extension GeoPoint {
  /// Android's `GeoPoint.wrap()`: one pass across a pole, then ``normalizeLng(_:)``; the altitude is kept.
  ///
  /// If `lat > 90` it becomes `-90 + (lat - 90)`, if `lat < -90` it becomes `90 - (-90 - lat)`, and in both cases
  /// `lng += 180`. Written in Android's two steps, not as `lat ∓ 180`: for |lat| beyond 180 the intermediate
  /// rounding can change the last bit (lat = 3.671238314270882e17 gives 3.6712383142708806e17, while
  /// `lat - 180` gives 3.67123831427088e17). NaN latitudes are left alone.
  public func wrap() -> GeoPoint {
    var latitude = self.latitude
    var longitude = self.longitude
    if latitude > 90 {
      let excess = latitude - 90
      latitude = -90 + excess
      longitude += 180
    } else if latitude < -90 {
      let deficit = -90 - latitude
      latitude = 90 - deficit
      longitude += 180
    }
    return GeoPoint(latitude: latitude, longitude: Self.normalizeLng(longitude), altitude: altitude)
  }
}
