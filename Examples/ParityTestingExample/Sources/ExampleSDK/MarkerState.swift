/// A map marker's state.
public struct MarkerState: Sendable {
  /// How a marker enters the map.
  public enum Animation: String, Sendable { case drop = "Drop", bounce = "Bounce" }

  public var position: GeoPoint
  /// PORT MISTAKE: a Swift `String` cannot hold a lone UTF-16 surrogate, which a Kotlin `String` id can (the
  /// adapter's conversion replaces it, so the id and its hash differ).
  public var id: String?
  public var extra: Extra?
  public var icon: Int32?
  public var clickable = true
  public var draggable = false
  public var zIndex: Int32?
  public var animation: Animation?

  public init(position: GeoPoint) { self.position = position }

  /// The explicit id, or the auto id Android derives from the marker's fields.
  public var resolvedID: String {
    if let id { return id }
    let hashes: [Int32] = [
      position.javaHashCode, extra?.javaHashCode ?? 0, icon ?? 0, JavaHashes.boolean(clickable),
      JavaHashes.boolean(draggable), 0,
    ]
    return String(JavaHashes.fold(seed: 0, hashes))
  }

  /// Android's `MarkerState.hashCode()`.
  public var javaHashCode: Int32 {
    // TRAP: Kotlin's Int arithmetic wraps; Swift's `*` and `+` trap on overflow (`&*` and `&+` wrap). Written out
    // by hand here instead of with JavaHashes.fold.
    var result = extra?.javaHashCode ?? 0
    result = 31 * result + JavaHashes.boolean(clickable)
    result = 31 * result + JavaHashes.boolean(draggable)
    result = 31 * result + JavaHashes.double(position.latitude)
    result = 31 * result + JavaHashes.double(position.longitude)
    result = 31 * result + JavaHashes.double(position.altitude)
    result = 31 * result + (icon ?? 0)
    result = 31 * result + (zIndex ?? 0)
    return result
  }

  /// What the renderer compares to see a change.
  public var fingerprint: MarkerFingerprint {
    MarkerFingerprint(
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
