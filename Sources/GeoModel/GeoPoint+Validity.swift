extension GeoPoint {
  /// Android's `GeoPointInterface.isValid()`: `lat in -90.0..90.0 && lng in -180.0..180.0`, both inclusive; any NaN
  /// coordinate makes it `false`. The altitude is not checked.
  public var isValid: Bool {
    (-90.0...90.0).contains(latitude) && (-180.0...180.0).contains(longitude)
  }
}
