#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Spherical {
  /// Android's `Earth.CIRCUMFERENCE_METERS` from 1569cc5 on: `2.0 * PI * 6378137.0` = 40075016.68557849.
  public static let equatorialCircumferenceMeters: Double = 2.0 * Double.pi * 6_378_137.0

  /// The circumference Android wrote out until 221a949+clickable: 40075016.686 (0.4 mm more than 2πa).
  public static let roundedEquatorialCircumferenceMeters: Double = 40_075_016.686

  /// Ground resolution at `latitude` and `zoom` (`docs/contracts.md` §5), Android's formula:
  /// `circumference / tileSize / pow(2, zoom) * cos(|latitude| * (π/180))`, with Android's newest circumference
  /// by default (``equatorialCircumferenceMeters``; ``roundedEquatorialCircumferenceMeters`` for the older
  /// revisions).
  ///
  /// No input is rejected: `tileSize` 0 gives ±∞ or NaN, `zoom` +∞ gives 0, NaN gives NaN.
  public static func metersPerPixel(
    latitude: Double, zoom: Double, tileSize: Int32 = 256, circumferenceMeters: Double = equatorialCircumferenceMeters
  ) -> Double {
    circumferenceMeters / Double(tileSize) / pow(2.0, zoom) * cos(abs(latitude) * radiansPerDegree)
  }
}
