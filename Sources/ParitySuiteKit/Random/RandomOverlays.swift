/// Random pieces of overlay inputs (docs/suites.md, "Overlays"); each overlay suite assembles its own input.
extension SplitMix64 {
  /// A Dp width: the defaults 1.0 and 2.0 (where Float-as-Double ports agree by luck), realistic, or any float.
  public mutating func strokeWidth() -> Float {
    switch below(4) {
    case 0: return pick([1, 2, 0, 0.5, 1.5, 3])
    case 1: return anyFloat()
    default: return Float(decimal(double(in: 0, 20), digits: int(in: 0...2)))
    }
  }

  /// Overlay vertices: routes without the invalid-point bias (any GeoPoint is allowed in an overlay).
  public mutating func overlayPoints() -> [ParityValue] {
    switch below(10) {
    case 0: return []
    case 1: return (0..<int(in: 1...6)).map { _ in geoPoint() }
    default: return route()
    }
  }

  /// Appends the optional field `name` with probability one half (else Android's default applies); a nullable
  /// field is `null` a quarter of those times.
  public mutating func maybe(_ fields: inout [ParityValue.Field], _ name: String, nullable: Bool = false,
                             _ value: (inout SplitMix64) -> ParityValue) {
    guard chance(0.5) else { return }
    fields.append(ParityValue.Field(name, nullable && chance(0.25) ? .null : value(&self)))
  }
}
