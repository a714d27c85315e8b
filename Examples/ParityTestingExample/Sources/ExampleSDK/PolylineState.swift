/// A polyline overlay's state (android-sdk-core 07e614f's identity: `clickable` is part of it).
public struct PolylineState: Sendable {
  public var points: [GeoPoint]
  public var id: String?
  public var strokeColor = Color(argb: Int32(bitPattern: 0xFF00_0000))
  public var strokeWidth = StrokeWidth(points: 1)
  public var geodesic = false
  public var clickable = true
  public var zIndex: Int32 = 0
  public var extra: Extra?

  public init(points: [GeoPoint]) { self.points = points }

  public var resolvedID: String {
    if let id { return id }
    return String(JavaHashes.fold(seed: 0, [
      JavaHashes.fold(seed: 0, points.map(\.javaHashCode)), strokeColor.javaHashCode, strokeWidth.javaHashCode,
      JavaHashes.boolean(geodesic), JavaHashes.boolean(clickable), extra?.javaHashCode ?? 0,
    ]))
  }

  public var javaHashCode: Int32 {
    JavaHashes.fold(seed: extra?.javaHashCode ?? 0, [
      strokeColor.javaHashCode, strokeWidth.javaHashCode, JavaHashes.boolean(geodesic), JavaHashes.boolean(clickable),
      zIndex, JavaHashes.fold(seed: 0, points.map(\.javaHashCode)),
    ])
  }
}
