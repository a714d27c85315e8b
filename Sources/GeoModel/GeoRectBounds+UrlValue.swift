extension GeoRectBounds {
  /// What Android's `toUrlValue` writes for an empty box.
  public static let emptyUrlValue = "1.0,180.0,-1.0,-180.0"

  /// Android's `GeoRectBounds.toUrlValue(precision = 6)`: `"south,west,north,east"` of the wrapped corners, each
  /// written by Java's `"%.<precision>f".format` (``JavaDecimalText/formatFixed(_:precision:)``: half-up on
  /// `Double.toString`'s digits, a minus sign on negative zero, "NaN"), or ``emptyUrlValue`` when empty.
  ///
  /// Android formats in the device's default locale, so a German device writes decimal commas; the contract pins
  /// `Locale.ROOT` (a point), which is what a URL needs.
  /// - Throws: ``AndroidException/invalidFormatPrecision`` for a negative precision and
  ///   ``AndroidException/precisionOutOfRange`` above the range (the core's refusal, not Android's), but only for a
  ///   finite coordinate of a box with both corners: an empty
  ///   box returns before anything is formatted, as on Android.
  public func toUrlValue(precision: Int = 6) throws(AndroidException) -> String {
    guard let southWest, let northEast else { return Self.emptyUrlValue }
    let sw = southWest.wrap()
    let ne = northEast.wrap()
    var fields: [String] = []
    for value in [sw.latitude, sw.longitude, ne.latitude, ne.longitude] {
      fields.append(try JavaDecimalText.formatFixed(value, precision: precision))
    }
    return fields.joined(separator: ",")
  }
}
