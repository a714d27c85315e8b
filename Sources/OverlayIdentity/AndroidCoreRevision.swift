import JavaHashing

/// The android-sdk-core revisions whose values the parity contract encodes, oldest first.
///
/// The SDK changes values between revisions (a new state field enters an auto ID; a fingerprint field changes
/// its hash), so every vector file names the revisions it holds for (`source.android.revisions`) and a run
/// checks one revision (`parity-check --contract REV`). The state types compute a revision's values when asked
/// (`PolylineState.revision`, `PolygonState.revision`); by default they compute the ``newest``.
public enum AndroidCoreRevision: String, CaseIterable, Sendable, Comparable {
  /// android-sdk-core 221a949 (April 2026), built with Kotlin 2.2.21 and the Compose BOM 2025.05.00
  /// (ui-graphics 1.8.1).
  case sdk221a949 = "221a949"
  /// The next revision that changes values (first seen at 07e614f): `PolylineState` and `PolygonState` gain
  /// `clickable: Boolean = true`, which enters their auto ID and `hashCode()` right after `geodesic`, and their
  /// fingerprints hash `geodesic` as a Boolean (1231/1237) instead of `geodesic.toString().hashCode()`.
  case sdk07e614f = "07e614f"

  /// The revision a run checks when none is named.
  public static let newest: AndroidCoreRevision = allCases.last!

  /// The Kotlin and Compose versions the revision's values assume.
  public var toolchain: String { "Kotlin 2.2.21, Compose BOM 2025.05.00 (ui-graphics 1.8.1)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

// The value rules that differ between revisions, in one place for the polyline and polygon states.
extension AndroidCoreRevision {
  /// `clickable`'s Boolean hash where this revision's polyline and polygon states have the field (it follows
  /// `geodesic` in their auto ID and `hashCode()`), else nothing.
  func clickableHashes(_ clickable: Bool) -> [Int32] {
    self >= .sdk07e614f ? [JavaHash.boolean(clickable)] : []
  }

  /// How this revision's polyline and polygon fingerprints store `geodesic`: the hash of its text until 221a949,
  /// the Boolean hash (1231 / 1237) from 07e614f.
  func fingerprintGeodesic(_ geodesic: Bool) -> Int32 {
    self >= .sdk07e614f ? JavaHash.boolean(geodesic) : OverlayHashing.booleanStringHash(geodesic)
  }
}

/// A state whose values depend on the android-sdk-core revision it computes them for.
public protocol RevisionDependent {
  var revision: AndroidCoreRevision { get set }
}

extension RevisionDependent {
  /// This state computing the values of `revision`.
  public func at(_ revision: AndroidCoreRevision) -> Self {
    var state = self
    state.revision = revision
    return state
  }
}
