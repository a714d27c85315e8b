/// A Kotlin `MarkerAnimation` enum constant, named as in Kotlin (`"Drop"`, `"Bounce"`).
///
/// Deliberately not ``JavaHashing/JavaHashable``: a Kotlin `enum`'s `hashCode()` is `Object.hashCode()`, an identity
/// hash that differs between runs and between the JVM and ART, so it has no portable value.
public struct MarkerAnimation: Hashable, Sendable {
  /// The enum constant's name.
  public var name: String

  /// The constant with this name.
  public init(name: String) {
    self.name = name
  }

  /// `MarkerAnimation.Drop`.
  public static let drop = MarkerAnimation(name: "Drop")
  /// `MarkerAnimation.Bounce`.
  public static let bounce = MarkerAnimation(name: "Bounce")
}
