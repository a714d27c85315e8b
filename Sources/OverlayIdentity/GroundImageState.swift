import JavaHashing

/// The portable fields of Android's `GroundImageState`, with Android's defaults.
///
/// Its `bounds` (a `GeoRectBounds`, which does not override `hashCode()`) and `image` (a `Drawable`) are hashed by
/// identity on Android, so they are not held here: every value that folds them in is ``Portability/notPortable(reason:)``.
public struct GroundImageState: Sendable {
  /// `opacity`, a Kotlin `Float`, default `1.0f`.
  public var opacity: Float
  /// `tileSize`, default `GroundImageTileProvider.DEFAULT_TILE_SIZE` (512).
  public var tileSize: Int32
  /// The explicit ID, or `nil` for the auto ID (``autoID``).
  public var id: JavaString?
  /// `extra` (a `Serializable?`), as a typed JVM value.
  public var extra: JavaValue?

  /// `GroundImageTileProvider.DEFAULT_TILE_SIZE`.
  public static let defaultTileSize: Int32 = 512

  /// Why the auto ID, the hash and the `bounds` and `image` fingerprint fields have no portable value.
  public static let identityNotPortableReason =
    "GroundImageState folds in bounds.hashCode() and image.hashCode(): GeoRectBounds does not override hashCode() and a Drawable is hashed by identity, so the value differs between runs and between JVM and ART"

  /// A ground image state; every default is Android's.
  public init(opacity: Float = 1.0, tileSize: Int32 = defaultTileSize, id: JavaString? = nil, extra: JavaValue? = nil) {
    self.opacity = opacity
    self.tileSize = tileSize
    self.id = id
    self.extra = extra
  }
}

extension GroundImageState {
  /// Android's generated ID, `h31(bounds, [image, opacity (Float), tileSize, extra ?: 0])`: never portable (it
  /// starts from the bounds' identity hash).
  public var autoID: Portability<JavaString> {
    .notPortable(reason: Self.identityNotPortableReason)
  }

  /// Android's `GroundImageState.id`: the explicit ``id`` if given, else ``autoID``.
  public var resolvedID: Portability<JavaString> {
    if let id { .portable(id) } else { autoID }
  }

  /// `GroundImageState.hashCode()`, which is `fingerPrint().hashCode()` and so includes the id's hash and the
  /// identity hashes of `bounds` and `image`: never portable.
  public var javaHashCode: Portability<Int32> {
    .notPortable(reason: Self.identityNotPortableReason)
  }

  /// `GroundImageState.fingerPrint()`, field by field: `opacity` (a `Float` hash, 1.0f → 1065353216), `tileSize`
  /// and `extra` are always portable, `id` when the ID is explicit, `bounds` and `image` never.
  public var fingerprint: GroundImageFingerprint {
    GroundImageFingerprint(
      id: resolvedID.map(\.javaHashCode),
      bounds: .notPortable(reason: Self.identityNotPortableReason),
      image: .notPortable(reason: Self.identityNotPortableReason),
      opacity: JavaHash.float(opacity),
      tileSize: tileSize,
      extra: extra.javaHashCode)
  }
}

/// Android's `GroundImageFingerPrint` data class (`id, bounds, image, opacity, tileSize, extra`), with the
/// portability of each field: the identity-hashed ones cannot be reproduced.
public struct GroundImageFingerprint: Hashable, Sendable {
  /// `id.hashCode()`, portable when the ID is explicit.
  public var id: Portability<Int32>
  /// `bounds.hashCode()`: an identity hash, never portable.
  public var bounds: Portability<Int32>
  /// `image.hashCode()`: an identity hash, never portable.
  public var image: Portability<Int32>
  /// `opacity.hashCode()`, a `Float` hash.
  public var opacity: Int32
  /// `tileSize.hashCode()`.
  public var tileSize: Int32
  /// `extra?.hashCode() ?: 0`.
  public var extra: Int32

  /// A fingerprint with these field values.
  public init(
    id: Portability<Int32>, bounds: Portability<Int32>, image: Portability<Int32>, opacity: Int32, tileSize: Int32,
    extra: Int32
  ) {
    self.id = id
    self.bounds = bounds
    self.image = image
    self.opacity = opacity
    self.tileSize = tileSize
    self.extra = extra
  }
}
