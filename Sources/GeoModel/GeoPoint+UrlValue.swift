extension GeoPoint {
  /// Android's `GeoPoint.toUrlValue(precision = 6)`: `"<lat>,<lng>"`, each with ``JavaDecimalText/toFixed(_:precision:)``
  /// (the exact binary value cut toward zero, no minus sign on a zero). The altitude is not written.
  ///
  /// 35.681236 gives "35.681235" (its binary value is just below), -1e-7 gives "0.000000".
  /// - Throws: ``AndroidException/nonFiniteDecimal`` for a NaN or infinite coordinate (latitude first, as Android
  ///   evaluates it), ``AndroidException/precisionOutOfRange`` outside ``JavaDecimalText/precisionRange``.
  public func toUrlValue(precision: Int = 6) throws(AndroidException) -> String {
    let latitudeText = try JavaDecimalText.toFixed(latitude, precision: precision)
    let longitudeText = try JavaDecimalText.toFixed(longitude, precision: precision)
    return latitudeText + "," + longitudeText
  }
}
