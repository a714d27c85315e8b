/// Why a route, region or bounds input was rejected (`docs/contracts.md`, "Error codes").
///
/// Each case has a stable ``code`` that the vectors use as `{"error": code}`; ``invalidCoordinate(index:)`` also
/// carries the index written as `"index"`.
public enum GeoContractError: Error, Equatable, Sendable {
  /// The point at `index` is not valid: latitude outside [-90, 90], longitude outside [-180, 180] (NaN
  /// included), or, for route points, a non-finite altitude. `index` is the first such point.
  case invalidCoordinate(index: Int)
  /// `route.pointAtDistance` was asked for a position on a route with no points.
  case emptyRoute
  /// `route.pointAtDistance` was given a NaN distance.
  case invalidDistance
  /// `route.distanceMarkers` would produce more than ``DistanceMarkers/maximumIntermediateCount`` markers.
  case tooManyMarkers
  /// A region span is negative or not finite (`-0.0` is a zero span).
  case invalidSpan
  /// Bounds whose south-west latitude is north of their north-east latitude.
  case invalidBounds
  /// A point list that must have a first point has none (`Spherical.densifyLinear`).
  case emptyPoints
  /// A densify result would have more than ``Spherical/maximumDensifyPointCount`` points (a step `<= 0` or
  /// tiny), where Android never returns: the core's refusal (the corpus marks such inputs not portable), not one
  /// of the contract's error codes.
  case tooManyPoints

  /// The code written in the vectors: `invalidCoordinate`, `emptyRoute`, `invalidDistance`, `tooManyMarkers`,
  /// `invalidSpan`, `invalidBounds` or `emptyPoints` (`tooManyPoints` names the core's refusal above).
  public var code: String {
    switch self {
    case .invalidCoordinate: "invalidCoordinate"
    case .emptyRoute: "emptyRoute"
    case .invalidDistance: "invalidDistance"
    case .tooManyMarkers: "tooManyMarkers"
    case .invalidSpan: "invalidSpan"
    case .invalidBounds: "invalidBounds"
    case .emptyPoints: "emptyPoints"
    case .tooManyPoints: "tooManyPoints"
    }
  }

  /// The offending point's index for ``invalidCoordinate(index:)``, otherwise `nil`.
  public var index: Int? {
    if case .invalidCoordinate(let index) = self { return index }
    return nil
  }
}
