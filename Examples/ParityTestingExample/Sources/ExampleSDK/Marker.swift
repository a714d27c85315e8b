/// A map marker's state.
public struct Marker: Sendable {
  public var position: MapPoint
  public var id: String?
  public var extra: Extra?
  public var icon: Int32?
  public var clickable = true
  public var draggable = false
  public var zIndex: Int32?
  public var isAnimated = false

  public init(position: MapPoint) { self.position = position }

  /// The explicit id, or the auto id Android derives from the marker's fields.
  public var resolvedID: String {
    if let id { return id }
    let hashes: [Int32] = [
      position.javaHashCode, extra?.javaHashCode ?? 0, icon ?? 0, JavaHashes.boolean(clickable),
      JavaHashes.boolean(draggable), 0,
    ]
    return String(JavaHashes.fold(seed: 0, hashes))
  }

  /// What the renderer compares to see a change; nil for an animated marker (its hash is not portable).
  public var fingerprint: MarkerFingerprint? {
    if isAnimated { return nil }
    return MarkerFingerprint(
      id: JavaHashes.string(utf16: Array(resolvedID.utf16)), icon: icon ?? 0, clickable: JavaHashes.boolean(clickable),
      draggable: JavaHashes.boolean(draggable), latitude: JavaHashes.double(position.latitude),
      longitude: JavaHashes.double(position.longitude), animation: 1,
      // PORT MISTAKE: Android's fingerprint holds zIndex.hashCode(), 0 for null; this one keeps the nil.
      zIndex: zIndex)
  }
}

public struct MarkerFingerprint: Sendable, Equatable {
  public var id, icon, clickable, draggable, latitude, longitude, animation: Int32
  public var zIndex: Int32?
}
