#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import GeoModel

/// Android's `WebMercator.project` (`docs/contracts.md`, "WebMercator projection"): metres in EPSG:3857.
///
/// From revision 1569cc5 on it wraps the point, clamps the latitude and returns two Doubles (``project(_:)``);
/// until 221a949+clickable it projected the point as given and returned a Compose `Offset`, two Floats
/// (``offset(_:)``).
public enum WebMercator {
  /// Half the projected world's width in metres from 1569cc5 on: `PI * Earth.RADIUS_METERS` = 20037508.342789244.
  public static let halfWorldMeters: Double = Double.pi * 6_378_137.0
  /// Half the world's width as Android wrote it until 221a949+clickable: 20037508.34.
  public static let roundedHalfWorldMeters: Double = 20037508.34
  /// The latitude the projection clamps to (`WEB_MERCATOR_MAX_LATITUDE`), where `y` is about `halfWorldMeters`.
  public static let maximumLatitude: Double = 85.05112878

  /// A projected point (Android's `ProjectedPoint`), in metres.
  public struct ProjectedPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The projection from 1569cc5 on: the point wrapped first (``GeoModel/GeoPoint/wrap()``: one pass across a
  /// pole, the longitude into [-180, 180)), its latitude coerced into ±``maximumLatitude`` (NaN kept), then
  /// `x = lng * halfWorldMeters / 180`, `y = ln(tan((90 + lat) * π / 360)) * halfWorldMeters / π` in Doubles.
  ///
  /// So longitude 180 projects as -180, latitude 90 (or beyond) gives the clamp's finite `y`, and only NaN or an
  /// infinite coordinate gives NaN.
  public static func project(_ point: GeoPoint) -> ProjectedPoint {
    let wrapped = point.wrap()
    let latitude = coerceIn(wrapped.latitude, -maximumLatitude, maximumLatitude)
    let x = wrapped.longitude * halfWorldMeters / 180
    let y = log(tan((90 + latitude) * Double.pi / 360)) * halfWorldMeters / Double.pi
    return ProjectedPoint(x: x, y: y)
  }

  /// The projection until 221a949+clickable: `x = lng * 20037508.34 / 180`, `y = ln(tan((90 + lat) * π / 360)) *
  /// 20037508.34 / π`, evaluated in doubles left to right and then each narrowed to `Float` (round to nearest even).
  ///
  /// No clamp and no wrap: latitude ±90 gives ±∞ (or a huge finite value, as `tan` of π/2 is finite), beyond ±90
  /// NaN, any longitude is scaled as is. Tokyo (35.681236, 139.767125) is (1.5558805E7, 4256848.0): the `Float`
  /// has a one-metre step there, so a port that keeps the doubles places markers differently.
  /// `halfWorldMeters` may be given (the Float projection with ``halfWorldMeters`` is what Android computed
  /// between the two, before the Double `ProjectedPoint`).
  public static func offset(_ point: GeoPoint, halfWorldMeters: Double = roundedHalfWorldMeters) -> (x: Float, y: Float) {
    let x = point.longitude * halfWorldMeters / 180
    let y = log(tan((90 + point.latitude) * Double.pi / 360)) * halfWorldMeters / Double.pi
    return (Float(x), Float(y))
  }
}
