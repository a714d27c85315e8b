#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import GeoModel

/// Android's `HexGeocell` cell ID (`docs/contracts.md`, "Hex geocell ID"): the flat-top hexagon of the
/// WebMercator plane that holds a point, named `H<q>_<r>_Z<zoom>`. The marker manager uses it (with the default
/// geocell, side 100 km at zoom 0, and zoom 20) to group markers, so two ports must name the same cells.
public enum HexGeocell {
  /// The side length at zoom 0 of Android's `HexGeocell.defaultGeocell()`, in metres.
  public static let defaultBaseSideMeters: Int32 = 100_000

  /// The plane Android's cells are computed on.
  public enum Plane: Sendable {
    /// ``WebMercator/offset(_:halfWorldMeters:)``'s two Floats, widened back to Doubles (until 221a949+clickable).
    case floatOffset
    /// ``WebMercator/project(_:)``'s wrapped, clamped Doubles (from 1569cc5 on).
    case projectedPoint
  }

  /// Axial hexagon coordinates.
  public struct Coordinate: Equatable, Sendable {
    public var q: Int32
    public var r: Int32
  }

  /// `latLngToHexCoord(position, zoom)`: the point projected on `plane` (default: Android's newest,
  /// ``Plane/projectedPoint``), scaled by the side length `base / 2^zoom / max(cos(lat * π / 180), 0.01)` of the
  /// point's own latitude (not wrapped, not clamped), then rounded to the nearest hexagon in cube coordinates with
  /// Kotlin's `roundToInt` (the component with the largest rounding error is recomputed from the other two, in
  /// `Int` arithmetic that wraps).
  ///
  /// - Throws: ``AndroidException/roundNaN`` when a coordinate is NaN (e.g. a NaN position, a latitude beyond
  ///   ±90 on the Float plane, or `0 / 0` at an infinite zoom), where Android throws.
  public static func coordinate(
    of position: GeoPoint, zoom: Double, baseSideMeters: Int32 = defaultBaseSideMeters, plane: Plane = .projectedPoint
  ) throws(AndroidException) -> Coordinate {
    let side = sideLength(latitude: position.latitude, zoom: zoom, baseSideMeters: baseSideMeters)
    let x: Double
    let y: Double
    switch plane {
    case .floatOffset:
      let offset = WebMercator.offset(position)
      (x, y) = (Double(offset.x), Double(offset.y))
    case .projectedPoint:
      let projected = WebMercator.project(position)
      (x, y) = (projected.x, projected.y)
    }
    let q = 2.0 / 3.0 * x / side
    let r = (-1.0 / 3.0 * x + 3.0.squareRoot() / 3.0 * y) / side
    return try cubeRound(q: q, r: r)
  }

  /// `hexToCellId(coord, zoom)`: `"H<q>_<r>_Z<zoom.toInt()>"`, the zoom cut toward zero (NaN gives 0).
  public static func cellID(_ coordinate: Coordinate, zoom: Double) -> String {
    "H\(coordinate.q)_\(coordinate.r)_Z\(KotlinMath.toInt(zoom))"
  }

  /// The cell ID of `position` at `zoom`: ``cellID(_:zoom:)`` of ``coordinate(of:zoom:baseSideMeters:plane:)``.
  public static func cellID(
    of position: GeoPoint, zoom: Double, baseSideMeters: Int32 = defaultBaseSideMeters, plane: Plane = .projectedPoint
  ) throws(AndroidException) -> String {
    cellID(try coordinate(of: position, zoom: zoom, baseSideMeters: baseSideMeters, plane: plane), zoom: zoom)
  }

  /// Android's `adjustedHexSideLength`: `base * (1 / 2^zoom) / cos(lat * π / 180).coerceAtLeast(0.01)`.
  static func sideLength(latitude: Double, zoom: Double, baseSideMeters: Int32) -> Double {
    let scale = 1.0 / pow(2.0, zoom)
    let latitudeScale = KotlinMath.coerceAtLeast(cos(latitude * Double.pi / 180), 0.01)
    return Double(baseSideMeters) * scale / latitudeScale
  }

  /// Android's `cubeRound`: each of `q`, `r`, `s = -q - r` rounded; the one that moved most is replaced by minus
  /// the sum of the other two (`q` if it moved strictly most, else `r` if it moved more than `s`, else `s`).
  static func cubeRound(q: Double, r: Double) throws(AndroidException) -> Coordinate {
    let s = -q - r
    var roundedQ = try KotlinMath.roundToInt(q)
    var roundedR = try KotlinMath.roundToInt(r)
    let roundedS = try KotlinMath.roundToInt(s)
    let qDifference = abs(Double(roundedQ) - q)
    let rDifference = abs(Double(roundedR) - r)
    let sDifference = abs(Double(roundedS) - s)
    if qDifference > rDifference && qDifference > sDifference {
      roundedQ = 0 &- roundedR &- roundedS
    } else if rDifference > sDifference {
      roundedR = 0 &- roundedQ &- roundedS
    }
    return Coordinate(q: roundedQ, r: roundedR)
  }
}
