/// `spherical.*`, `route.*`, `zoom.interval`, `region.radius`, `bounds.radius` (docs/contracts.md).
enum GeoMathSuites {
  static let all: [SuiteBinding] = []
}
