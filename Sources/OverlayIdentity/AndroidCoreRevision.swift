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
  /// Not an Android commit: 221a949 with the `PolylineState` and `PolygonState` of android-sdk-core 07e614f, whose
  /// `clickable: Boolean = true` enters their auto ID and `hashCode()` right after `geodesic`, and whose
  /// fingerprints hash `geodesic` as a Boolean (1231/1237) instead of `geodesic.toString().hashCode()`. The corpus
  /// once called it "07e614f", but Android's 07e614f had changed other values too; the name says what it is.
  case sdk221a949Clickable = "221a949+clickable"

  /// The revision a run checks when none is named.
  public static let newest: AndroidCoreRevision = allCases.last!

  /// Names the corpus used for a revision and gave up, with what each one is now.
  static let formerNames = ["07e614f": sdk221a949Clickable]

  /// The known revisions, for a message about a revision name that is not one of them; a former name is explained.
  public static func knownRevisions(insteadOf name: String) -> String {
    let known = allCases.map(\.rawValue).joined(separator: ", ")
    guard let renamed = formerNames[name] else { return known }
    return "\(known) (\"\(name)\" is now \"\(renamed.rawValue)\": it was never android-sdk-core \(name) as a whole, only its "
      + "polyline and polygon states on 221a949)"
  }

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
    self >= .sdk221a949Clickable ? [JavaHash.boolean(clickable)] : []
  }

  /// How this revision's polyline and polygon fingerprints store `geodesic`: the hash of its text until 221a949,
  /// the Boolean hash (1231 / 1237) from 221a949+clickable on.
  func fingerprintGeodesic(_ geodesic: Bool) -> Int32 {
    self >= .sdk221a949Clickable ? JavaHash.boolean(geodesic) : OverlayHashing.booleanStringHash(geodesic)
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
