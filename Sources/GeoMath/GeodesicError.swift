/// Why a geodesic path operation gave no result. ``code`` is the string the vectors use as `{"error": code}`.
public enum GeodesicError: Error, Equatable, Sendable {
  /// The path has no points (Android's geodesic densify indexes `points[0]` and throws `IndexOutOfBoundsException`).
  case emptyPath
  /// The densified path would have more than 10^7 points (``Vincenty/maximumDensifyPointCount``, and the
  /// Geodesic module's `GeodesicDensify.maximumPointCount`): Android exhausts its heap there (the corpus marks
  /// such inputs not portable), so this is the core's refusal, not Android's error.
  case tooManyPoints

  /// `emptyPath` or `tooManyPoints`.
  public var code: String {
    switch self {
    case .emptyPath: "emptyPath"
    case .tooManyPoints: "tooManyPoints"
    }
  }
}
