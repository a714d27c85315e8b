import GeoModel
import JavaHashing

extension MarkerState: JavaHashable {
  /// Why a marker with an animation has no portable auto ID or fingerprint.
  public static let animationNotPortableReason =
    "animation is a Kotlin enum: its hashCode() is an identity hash that differs between runs and between JVM and ART"

  /// The ID Android generates when none is given: `reduce31([position.hashCode(), extra?.hashCode() ?: 0,
  /// icon?.hashCode() ?: 0, clickable.hashCode(), draggable.hashCode(), animation?.hashCode() ?: 0])` as a decimal
  /// `int`; not portable when `animation` is set.
  ///
  /// The explicit ``id`` is ignored here; see ``resolvedID``.
  public var autoID: Portability<JavaString> {
    if animation != nil { return .notPortable(reason: Self.animationNotPortableReason) }
    let hashes: [Int32] = [
      position.javaHashCode,
      extra.javaHashCode,
      iconHash ?? 0,
      JavaHash.boolean(clickable),
      JavaHash.boolean(draggable),
      0,  // animation == null
    ]
    return .portable(OverlayHashing.decimalID(JavaHash.h31(seed: 0, hashes)))
  }

  /// Android's `MarkerState.id`: the explicit ``id`` if given, else ``autoID``.
  public var resolvedID: Portability<JavaString> {
    if let id { .portable(id) } else { autoID }
  }

  /// `MarkerState.hashCode()`: `h31(extra?.hashCode() ?: 0, [clickable, draggable, Double(lat), Double(lng),
  /// Double(alt), icon?.hashCode() ?: 0, zIndex?.hashCode() ?: 0])`.
  ///
  /// Raw `Double` hashes of the coordinates, not the 1e7-rounded `GeoPoint` hash; `id` and `animation` are not part
  /// of it, so it is always portable.
  public var javaHashCode: Int32 {
    JavaHash.h31(
      seed: extra.javaHashCode,
      [
        JavaHash.boolean(clickable),
        JavaHash.boolean(draggable),
        JavaHash.double(position.latitude),
        JavaHash.double(position.longitude),
        JavaHash.double(position.altitude),
        iconHash ?? 0,
        zIndex ?? 0,
      ])
  }

  /// `MarkerState.fingerPrint()`; not portable when `animation` is set (its field is the enum's identity hash).
  public var fingerprint: Portability<MarkerFingerprint> {
    if animation != nil { return .notPortable(reason: Self.animationNotPortableReason) }
    return resolvedID.map { id in
      MarkerFingerprint(
        id: id.javaHashCode,
        icon: iconHash ?? 0,
        clickable: JavaHash.boolean(clickable),
        draggable: JavaHash.boolean(draggable),
        latitude: JavaHash.double(position.latitude),
        longitude: JavaHash.double(position.longitude),
        animation: 1,  // animation?.hashCode() ?: 1
        zIndex: zIndex ?? 0)
    }
  }
}
