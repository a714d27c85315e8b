/// A value a subject produced, typed as the JVM value it stands for, so it compares by the right rules.
public indirect enum ParityValue: Sendable, Equatable {
  case int32(Int32)
  case int64(Int64)
  case double(Double)
  case float(Float)
  case bool(Bool)
  /// A Java string as UTF-16 code units (it may hold lone surrogates).
  case string([UInt16])
  case null
  case array([ParityValue])
  /// Fields in the order the suite defines.
  case object([Field])

  public struct Field: Sendable, Equatable {
    public var name: String
    public var value: ParityValue

    public init(_ name: String, _ value: ParityValue) {
      self.name = name
      self.value = value
    }
  }

  /// A Swift string's UTF-16 code units.
  public static func text(_ string: String) -> ParityValue { .string(Array(string.utf16)) }

  /// An object from name-value pairs, in order.
  public static func record(_ fields: KeyValuePairs<String, ParityValue>) -> ParityValue {
    .object(fields.map { Field($0.key, $0.value) })
  }

  /// A one-line rendering in the vector format's own notation, for reports.
  public var rendered: String {
    switch self {
    case .int32(let value): return String(value)
    case .int64(let value): return "\"\(value)\""
    case .double(let value): return FloatingPointText.double(value)
    case .float(let value): return FloatingPointText.float(value)
    case .bool(let value): return String(value)
    case .string(let units): return StringText.quoted(units)
    case .null: return "null"
    case .array(let elements): return "[" + elements.map(\.rendered).joined(separator: ", ") + "]"
    case .object(let fields):
      return "{" + fields.map { "\"\($0.name)\": \($0.value.rendered)" }.joined(separator: ", ") + "}"
    }
  }
}
