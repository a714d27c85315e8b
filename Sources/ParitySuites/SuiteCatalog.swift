import OverlayIdentity
import ParitySuiteKit

/// Every suite the harness knows: the one list of suite groups (a group is one file of this module).
public enum SuiteCatalog {
  /// All suites, in docs/suites.md's order.
  public static let all: [Suite] =
    JavaHashPrimitiveSuites.all + JavaHashValueSuites.all + ColorAndDpSuites.all
    + GeoPointSuites.all
    + GeoPointUrlSuites.all
    + MarkerSuites.all + CircleSuites.all + PolylineSuites.all + PolygonSuites.all
    + SphericalSuites.all + RouteSuites.all + ZoomIntervalSuites.all + RadiusSuites.all
    + RectBoundsQuerySuites.all + RectBoundsBuildingSuites.all + MinMaxCoerceSuites.all
    + ProjectionSuites.all + LinearDensifySuites.all + MeridianSuites.all
    + GeodesicSuites.all + HitTestSuites.all
    + RasterLayerSuites.all + GroundImageSuites.all
    + CameraHashSuites.all + HitTestOrderSuites.all

  private static let byName: [String: Suite] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The suite named `name`, or nil.
  public static func suite(named name: String) -> Suite? { byName[name] }

  /// The binding of the suite named `suite`, reading the input fields of `revision` (default: the newest), or nil.
  public static func binding(for suite: String, revision: AndroidCoreRevision = .newest) -> SuiteBinding? {
    byName[suite]?.binding.at(revision)
  }

  /// Every suite's binding, by name.
  public static var bindings: [String: SuiteBinding] { byName.mapValues(\.binding) }

  /// The known suite closest to a misspelt name, for "did you mean" help.
  public static func suggestion(for suite: String) -> String? {
    byName.keys
      .map { (name: $0, distance: editDistance(Array(suite.lowercased()), Array($0.lowercased()))) }
      .filter { $0.distance <= max(3, suite.count / 3) }
      .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?
      .name
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
