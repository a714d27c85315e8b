#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import GeoModel

/// Android's `WebMercator.project` (`docs/contracts.md`, "WebMercator projection"): metres in EPSG:3857, as a
/// Compose `Offset`, i.e. two `Float`s.
public enum WebMercator {
  /// Half the projected world's width in metres, as Android writes it (not `πR` = 20037508.342789244).
  public static let halfWorldMeters = 20037508.34

  /// `x = lng * 20037508.34 / 180`, `y = ln(tan((90 + lat) * π / 360)) * 20037508.34 / π`, evaluated in doubles
  /// left to right and then each narrowed to `Float` (round to nearest even).
  ///
  /// No clamp and no wrap: latitude ±90 gives ±∞ (or a huge finite value, as `tan` of π/2 is finite), beyond ±90
  /// NaN, any longitude is scaled as is. Tokyo (35.681236, 139.767125) is (1.5558805E7, 4256848.0): the `Float`
  /// has a one-metre step there, so a port that keeps the doubles places markers differently.
  public static func project(_ point: GeoPoint) -> (x: Float, y: Float) {
    let x = point.longitude * halfWorldMeters / 180
    let y = log(tan((90 + point.latitude) * Double.pi / 360)) * halfWorldMeters / Double.pi
    return (Float(x), Float(y))
  }
}
