/// A value Android computes reproducibly (`portable`), or the reason it does not (`notPortable`).
///
/// Used where Android's answer includes an identity hash (a Kotlin `enum`'s `Object.hashCode()`), which differs
/// between runs and between the JVM and ART, so no number may be invented for it.
public enum Portability<Value> {
  /// Android computes this value, the same on every run and runtime.
  case portable(Value)
  /// Android's value depends on an identity hash; `reason` says which.
  case notPortable(reason: String)

  /// The value if it is portable, else `nil`.
  public var portableValue: Value? {
    if case .portable(let value) = self { value } else { nil }
  }

  /// Transforms a portable value; a `notPortable` reason is passed on.
  public func map<Result>(_ transform: (Value) throws -> Result) rethrows -> Portability<Result> {
    switch self {
    case .portable(let value): .portable(try transform(value))
    case .notPortable(let reason): .notPortable(reason: reason)
    }
  }
}

extension Portability: Sendable where Value: Sendable {}
extension Portability: Equatable where Value: Equatable {}
extension Portability: Hashable where Value: Hashable {}
