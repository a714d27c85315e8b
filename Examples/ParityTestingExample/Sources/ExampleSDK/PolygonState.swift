/// A polygon overlay's state, with holes (android-sdk-core 07e614f's identity: `clickable` is part of it).
public struct PolygonState: Sendable {
  public var points: [GeoPoint]
  public var holes: [[GeoPoint]] = []
  public var id: String?
  public var strokeColor = Color(argb: Int32(bitPattern: 0xFF00_0000))
  public var strokeWidth = StrokeWidth(points: 1)
  public var fillColor = Color(argb: 0)
  public var geodesic = false
  public var clickable = true
  public var zIndex: Int32 = 0
  public var extra: Extra?

  public init(points: [GeoPoint]) { self.points = points }

  public var resolvedID: String {
    if let id { return id }
    let holesHash = JavaHashes.fold(seed: 0, holes.map { JavaHashes.fold(seed: 0, $0.map(\.javaHashCode)) })
    return String(JavaHashes.fold(seed: 0, [
      JavaHashes.fold(seed: 0, points.map(\.javaHashCode)), holesHash, strokeColor.javaHashCode,
      strokeWidth.javaHashCode, fillColor.javaHashCode, JavaHashes.boolean(geodesic), JavaHashes.boolean(clickable),
      extra?.javaHashCode ?? 0,
    ]))
  }

  /// Android's `hashCode()`: the points and holes as Kotlin lists (`List.hashCode()` starts from 1).
  public var javaHashCode: Int32 {
    let holesHash = JavaHashes.list(holes.map { JavaHashes.list($0.map(\.javaHashCode)) })
    return JavaHashes.fold(seed: extra?.javaHashCode ?? 0, [
      strokeColor.javaHashCode, strokeWidth.javaHashCode, fillColor.javaHashCode, JavaHashes.boolean(geodesic),
      JavaHashes.boolean(clickable), zIndex, JavaHashes.list(points.map(\.javaHashCode)), holesHash,
    ])
  }
}
