/// The distance between route markers at a zoom level (`docs/contracts.md` §9).
public enum ZoomInterval {
  /// `(minimum zoom, interval km)`, finest first; the first row with `zoom >= minimum` wins.
  public static let table: [(minimumZoom: Double, km: Int)] = [
    (16, 1), (15, 2), (14, 5), (11, 10), (9, 20), (7, 30), (5, 50),
  ]

  /// The marker interval in whole kilometres, or `nil` for no intermediate markers.
  ///
  /// zoom >= 16 → 1, >= 15 → 2, >= 14 → 5, >= 11 → 10, >= 9 → 20, >= 7 → 30, >= 5 → 50, below 5 → `nil`.
  /// A boundary belongs to the finer interval; NaN gives `nil`, +∞ gives 1. No epsilon: a zoom that arrives as a
  /// `Float` is widened exactly first (`15.99999f` is 15.999990463256836 → 2; `15.9999999f` is 16.0 → 1).
  public static func km(forZoom zoom: Double) -> Int? {
    for row in table where zoom >= row.minimumZoom {
      return row.km
    }
    return nil
  }
}
