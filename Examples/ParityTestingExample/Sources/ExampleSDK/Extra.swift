/// A marker's `extra` payload, as the SDK models Kotlin values.
public indirect enum Extra: Sendable {
  case int(Int32)
  case long(Int64)
  case float(Float)
  case double(Double)
  case boolean(Bool)
  case string([UInt16])
  case list([Extra?])
  case map([(key: Extra?, value: Extra?)])
  case dataClass([Extra?])

  public var javaHashCode: Int32 {
    switch self {
    case .int(let value): return JavaHashes.int(value)
    case .long(let value): return JavaHashes.long(value)
    // PORT MISTAKE: a Kotlin Float hashed as a Double (Float.hashCode() is floatToIntBits).
    case .float(let value): return JavaHashes.double(Double(value))
    case .double(let value): return JavaHashes.double(value)
    case .boolean(let value): return JavaHashes.boolean(value)
    case .string(let units): return JavaHashes.string(utf16: units)
    case .list(let elements): return JavaHashes.fold(seed: 1, elements.map { $0?.javaHashCode ?? 0 })
    case .map(let entries):
      return entries.reduce(Int32(0)) { $0 &+ (($1.key?.javaHashCode ?? 0) ^ ($1.value?.javaHashCode ?? 0)) }
    case .dataClass(let fields):
      guard let first = fields.first else { return 0 }
      return JavaHashes.fold(seed: first?.javaHashCode ?? 0, fields.dropFirst().map { $0?.javaHashCode ?? 0 })
    }
  }
}
