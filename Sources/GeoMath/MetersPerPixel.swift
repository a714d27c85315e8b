#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Spherical {
  /// The Earth's equatorial circumference used by Android's meters-per-pixel formula, in metres.
  public static let equatorialCircumferenceMeters: Double = 40_075_016.686

  /// Ground resolution at `latitude` and `zoom` (`docs/contracts.md` §5), Android's formula:
  /// `40075016.686 / tileSize / pow(2, zoom) * cos(|latitude| * (π/180))`.
  ///
  /// No input is rejected: `tileSize` 0 gives ±∞ or NaN, `zoom` +∞ gives 0, NaN gives NaN.
  public static func metersPerPixel(latitude: Double, zoom: Double, tileSize: Int32 = 256) -> Double {
    equatorialCircumferenceMeters / Double(tileSize) / pow(2.0, zoom)
      * cos(abs(latitude) * radiansPerDegree)
  }
}
