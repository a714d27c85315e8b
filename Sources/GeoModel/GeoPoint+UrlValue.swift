extension GeoPoint {
  /// Android's `GeoPoint.toUrlValue(precision = 6)`: `"<lat>,<lng>"`, each with ``JavaDecimalText/toFixed(_:precision:nonFinite:)``
  /// (the exact binary value cut toward zero, no minus sign on a zero). The altitude is not written.
  ///
  /// 35.681236 gives "35.681235" (its binary value is just below), -1e-7 gives "0.000000". A NaN or infinite
  /// coordinate is written "NaN", "Infinity" or "-Infinity" by the newest Android (`nonFinite: .javaText`, the
  /// default), the other one still formatted; until 221a949+clickable it threw (`.throwing`).
  /// - Throws: ``AndroidException/nonFiniteDecimal`` for a NaN or infinite coordinate under `.throwing`,
  ///   ``AndroidException/precisionOutOfRange`` outside ``JavaDecimalText/precisionRange`` for a finite one
  ///   (latitude first, as Android evaluates it).
  public func toUrlValue(precision: Int = 6, nonFinite: JavaDecimalText.NonFiniteRule = .javaText) throws(AndroidException) -> String {
    let latitudeText = try JavaDecimalText.toFixed(latitude, precision: precision, nonFinite: nonFinite)
    let longitudeText = try JavaDecimalText.toFixed(longitude, precision: precision, nonFinite: nonFinite)
    return latitudeText + "," + longitudeText
  }
}
