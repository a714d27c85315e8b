/// Every suite the harness knows, by name.
public enum SuiteCatalog {
  public static let bindings: [String: SuiteBinding] = {
    let all = JavaHashSuites.all + GeoPointSuites.all + OverlaySuites.all + GeoMathSuites.all
    return Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
  }()

  public static func binding(for suite: String) -> SuiteBinding? { bindings[suite] }

  /// The known suite closest to a misspelt name, for "did you mean" help.
  public static func suggestion(for suite: String) -> String? {
    bindings.keys
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
