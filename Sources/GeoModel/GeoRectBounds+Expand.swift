extension GeoRectBounds {
  /// Android's `expandedByDegrees(latPad, lonPad)`: `self` unchanged if empty; otherwise, on the wrapped corners,
  /// `south - latPad` and `north + latPad` each `coerceIn(-90, 90)`, `west - lonPad` and `east + lonPad` each
  /// through `normalizeLng`, then the minimal-arc swap of ``extend(_:)``. Corners of altitude 0.
  ///
  /// Nothing checks that the box stays a box: a negative pad larger than the box gives `south > north`, and a NaN
  /// pad gives NaN edges (`coerceIn` keeps NaN).
  public func expandedByDegrees(latitudePadding: Double, longitudePadding: Double) -> GeoRectBounds {
    guard let southWest, let northEast else { return self }
    let sw = southWest.wrap()
    let ne = northEast.wrap()
    // coerceIn(-90.0, 90.0) cannot throw: the range is not empty.
    let south = (try? KotlinMath.coerceIn(sw.latitude - latitudePadding, -90, 90)) ?? .nan
    let north = (try? KotlinMath.coerceIn(ne.latitude + latitudePadding, -90, 90)) ?? .nan
    let (west, east) = Self.minimalArc(
      west: GeoPoint.normalizeLng(sw.longitude - longitudePadding),
      east: GeoPoint.normalizeLng(ne.longitude + longitudePadding))
    return GeoRectBounds(
      southWest: GeoPoint(latitude: south, longitude: west),
      northEast: GeoPoint(latitude: north, longitude: east))
  }
}
