/// A fuzz input as a typed JSON tree.
///
/// Each leaf knows the JVM type it stands for, so the writer encodes it exactly as docs/vector-format.md says
/// (a `Long` as a decimal string, a NaN payload as hex bits) and the shrinker simplifies it without changing
/// its type (a `Float` stays exactly a float).
public indirect enum FuzzValue: Sendable {
  case null
  case bool(Bool)
  /// A 32-bit `Int`: a JSON integer.
  case int32(Int32)
  /// A 64-bit `Long`: a decimal string.
  case int64(Int64)
  case double(Double)
  case float(Float)
  /// A Java string as UTF-16 code units (lone surrogates allowed).
  case string([UInt16])
  case array([FuzzValue])
  /// Members in the order they are written.
  case object([Member])

  public struct Member: Sendable {
    public var name: String
    public var value: FuzzValue

    public init(_ name: String, _ value: FuzzValue) {
      self.name = name
      self.value = value
    }
  }

  /// An object from name-value pairs, in order.
  public static func record(_ members: KeyValuePairs<String, FuzzValue>) -> FuzzValue {
    .object(members.map { Member($0.key, $0.value) })
  }

  /// A Swift string's UTF-16 code units.
  public static func text(_ string: String) -> FuzzValue { .string(Array(string.utf16)) }

  /// The member named `name`, for objects.
  public subscript(name: String) -> FuzzValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.name == name }?.value
  }
}
