/// A value with a JVM `hashCode()`, reproduced exactly as a Java `int`.
public protocol JavaHashable {
  /// The value's Java `hashCode()`.
  var javaHashCode: Int32 { get }
}

extension Optional: JavaHashable where Wrapped: JavaHashable {
  /// Kotlin's `x?.hashCode() ?: 0` (and `Any?.hashCode()`): `null` hashes to 0.
  @inlinable
  public var javaHashCode: Int32 {
    switch self {
    case .some(let value): value.javaHashCode
    case .none: 0
    }
  }
}
