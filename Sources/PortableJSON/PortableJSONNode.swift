/// One value of a document read by ``PortableJSONParser``: a plain Swift tree, no C library behind it.
///
/// It keeps what the vector format needs to stay exact: whether a number was written as an integer or with a
/// fraction or exponent, the number's own text (so it is written back as the file wrote it), and the order of an
/// object's members.
public final class PortableJSONNode: Sendable {
  public enum Content: Sendable {
    case null
    case boolean(Bool)
    /// A number written without a fraction or exponent: the value clamped to 64 bits, its value as a double,
    /// and its text.
    case integer(Int64, Double, text: String)
    /// A number written with a fraction or an exponent: its value and its text.
    case double(Double, text: String)
    case string(String)
    case array([PortableJSONNode])
    case object(PortableJSONObject)
  }

  public let content: Content

  public init(_ content: Content) { self.content = content }

  public static let null = PortableJSONNode(.null)
}

/// An object's members in the order the file first names them; a name given twice keeps its first place and
/// its last value (as json-c does).
public struct PortableJSONObject: Sendable {
  public private(set) var keys: [String] = []
  public private(set) var values: [PortableJSONNode] = []
  /// Built once an object is large enough that a linear search costs more than the index.
  private var index: [String: Int]?

  init() {}

  public var count: Int { keys.count }

  public subscript(key: String) -> PortableJSONNode? {
    if let index { return index[key].map { values[$0] } }
    for position in keys.indices where keys[position] == key { return values[position] }
    return nil
  }

  mutating func set(_ key: String, _ value: PortableJSONNode) {
    if let position = index?[key] ?? (index == nil ? keys.firstIndex(of: key) : nil) {
      values[position] = value
      return
    }
    keys.append(key)
    values.append(value)
    if index != nil {
      index![key] = keys.count - 1
    } else if keys.count > 12 {
      index = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }
}
