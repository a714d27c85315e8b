/// Random marker, circle, polyline and polygon inputs (docs/suites.md, "Overlays"): each optional field is
/// left out (Android's default), `null` where allowed, or set.
extension SplitMix64 {
  public mutating func marker() -> FuzzValue {
    var members = [FuzzValue.Member("position", geoPoint())]
    optional(&members, "id", nullable: true) { .string($0.anyJavaString()) }
    optional(&members, "extra", nullable: true) { $0.anyJavaValue() }
    optional(&members, "icon", nullable: true) { .int32($0.anyInt32()) }
    optional(&members, "clickable") { .bool($0.chance(0.5)) }
    optional(&members, "draggable") { .bool($0.chance(0.5)) }
    optional(&members, "zIndex", nullable: true) { .int32($0.anyInt32()) }
    if chance(0.08) { members.append(FuzzValue.Member("animation", chance(0.3) ? .null : .text(pick(["Drop", "Bounce"])))) }
    return .object(members)
  }

  public mutating func circle() -> FuzzValue {
    let radius: Double = chance(0.7) ? decimal(double(in: 0, 50_000), digits: int(in: 0...4)) : anyDouble()
    var members = [FuzzValue.Member("center", geoPoint()), FuzzValue.Member("radiusMeters", .double(radius))]
    optional(&members, "id", nullable: true) { .string($0.anyJavaString()) }
    optional(&members, "clickable") { .bool($0.chance(0.5)) }
    optional(&members, "geodesic") { .bool($0.chance(0.5)) }
    optional(&members, "strokeColor") { .int32($0.anyInt32()) }
    optional(&members, "strokeWidth") { .float($0.strokeWidth()) }
    optional(&members, "fillColor") { .int32($0.anyInt32()) }
    optional(&members, "zIndex", nullable: true) { .int32($0.anyInt32()) }
    optional(&members, "extra", nullable: true) { $0.anyJavaValue() }
    return .object(members)
  }

  public mutating func polyline() -> FuzzValue {
    var members = [FuzzValue.Member("points", .array(overlayPoints()))]
    optional(&members, "id", nullable: true) { .string($0.anyJavaString()) }
    optional(&members, "strokeColor") { .int32($0.anyInt32()) }
    optional(&members, "strokeWidth") { .float($0.strokeWidth()) }
    optional(&members, "geodesic") { .bool($0.chance(0.5)) }
    optional(&members, "zIndex") { .int32($0.anyInt32()) }
    optional(&members, "extra", nullable: true) { $0.anyJavaValue() }
    return .object(members)
  }

  public mutating func polygon() -> FuzzValue {
    var members = [FuzzValue.Member("points", .array(overlayPoints()))]
    optional(&members, "holes") { source in .array((0..<source.int(in: 0...3)).map { _ in .array(source.overlayPoints()) }) }
    optional(&members, "id", nullable: true) { .string($0.anyJavaString()) }
    optional(&members, "strokeColor") { .int32($0.anyInt32()) }
    optional(&members, "strokeWidth") { .float($0.strokeWidth()) }
    optional(&members, "fillColor") { .int32($0.anyInt32()) }
    optional(&members, "geodesic") { .bool($0.chance(0.5)) }
    optional(&members, "zIndex") { .int32($0.anyInt32()) }
    optional(&members, "extra", nullable: true) { $0.anyJavaValue() }
    return .object(members)
  }

  /// A Dp width: the defaults 1.0 and 2.0 (where Float-as-Double ports agree by luck), realistic, or any float.
  mutating func strokeWidth() -> Float {
    switch below(4) {
    case 0: return pick([1, 2, 0, 0.5, 1.5, 3])
    case 1: return anyFloat()
    default: return Float(decimal(double(in: 0, 20), digits: int(in: 0...2)))
    }
  }

  /// Overlay vertices: routes without the invalid-point bias (any GeoPoint is allowed in an overlay).
  mutating func overlayPoints() -> [FuzzValue] {
    switch below(10) {
    case 0: return []
    case 1: return (0..<int(in: 1...6)).map { _ in geoPoint() }
    default: return route()
    }
  }

  /// Appends `name` with probability one half; a nullable field is `null` a quarter of those times.
  private mutating func optional(_ members: inout [FuzzValue.Member], _ name: String, nullable: Bool = false,
                                 _ value: (inout SplitMix64) -> FuzzValue) {
    guard chance(0.5) else { return }
    members.append(FuzzValue.Member(name, nullable && chance(0.25) ? .null : value(&self)))
  }
}
