/// A circle overlay's state.
public struct CircleState: Sendable {
  public var center: GeoPoint
  public var radiusMeters: Double
  /// A `String`, like every overlay id of the SDK: the same lone-surrogate mistake as `MarkerState.id`.
  public var id: String?
  public var clickable = true
  public var geodesic = true
  public var strokeColor = Color(argb: Int32(bitPattern: 0xFFFF_0000))
  public var strokeWidth = StrokeWidth(points: 1)
  public var fillColor = Color(argb: 0x7FFF_FFFF)
  public var zIndex: Int32?
  public var extra: Extra?

  public init(center: GeoPoint, radiusMeters: Double) {
    self.center = center
    self.radiusMeters = radiusMeters
  }

  public var resolvedID: String {
    if let id { return id }
    return String(JavaHashes.fold(seed: 0, [
      center.javaHashCode, JavaHashes.double(radiusMeters), JavaHashes.boolean(clickable), JavaHashes.boolean(geodesic),
      extra?.javaHashCode ?? 0, strokeColor.javaHashCode, strokeWidth.javaHashCode, fillColor.javaHashCode, zIndex ?? 0,
    ]))
  }

  public var javaHashCode: Int32 {
    JavaHashes.fold(seed: extra?.javaHashCode ?? 0, [
      center.javaHashCode, JavaHashes.boolean(clickable), JavaHashes.boolean(geodesic), JavaHashes.double(radiusMeters),
      strokeColor.javaHashCode, strokeWidth.javaHashCode, fillColor.javaHashCode, zIndex ?? 0,
    ])
  }

  public var fingerprint: CircleFingerprint {
    CircleFingerprint(
      id: JavaHashes.string(utf16: Array(resolvedID.utf16)), center: center.javaHashCode,
      radiusMeters: JavaHashes.double(radiusMeters), clickable: JavaHashes.boolean(clickable),
      geodesic: JavaHashes.boolean(geodesic), strokeColor: strokeColor.javaHashCode,
      strokeWidth: strokeWidth.javaHashCode, fillColor: fillColor.javaHashCode, zIndex: zIndex ?? 0,
      extra: extra?.javaHashCode ?? 0)
  }
}

public struct CircleFingerprint: Sendable, Equatable {
  public var id, center, radiusMeters, clickable, geodesic, strokeColor, strokeWidth, fillColor, zIndex, extra: Int32
}
