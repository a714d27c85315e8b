import JavaHashing

extension GeoPoint: JavaHashable {
  /// Android's `GeoPoint.hashCode()`: each coordinate scaled by 1e7 and cut with Kotlin `Double.toLong()`, then
  /// `h31(Long.hashCode(lat), [Long.hashCode(lng), Long.hashCode(alt)])`.
  ///
  /// `toLong()` truncates toward zero, saturates at `Long.MIN_VALUE`/`MAX_VALUE` and maps NaN to 0 (see
  /// ``JavaHashing/kotlinToLong(_:)``), so this never traps. Points that are ``isAndroidEqual(to:)`` may still hash
  /// differently, as on Android.
  public var javaHashCode: Int32 {
    let latitudeHash = JavaHash.long(kotlinToLong(latitude * 1e7))
    let longitudeHash = JavaHash.long(kotlinToLong(longitude * 1e7))
    let altitudeHash = JavaHash.long(kotlinToLong(altitude * 1e7))
    return JavaHash.h31(seed: latitudeHash, [longitudeHash, altitudeHash])
  }
}
