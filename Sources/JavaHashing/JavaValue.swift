/// A value of a known JVM type, so that its `hashCode()` is that type's: a `Long` can never be hashed as an
/// `Int`, nor a `Float` as a `Double`.
///
/// Kotlin `null` is `Optional<JavaValue>.none` and hashes to 0 (see ``JavaHashable``).
public enum JavaValue: Sendable, JavaHashable {
  /// A Java `int` (Kotlin `Int`).
  case int(Int32)
  /// A Java `long` (Kotlin `Long`).
  case long(Int64)
  /// A Java `float` (Kotlin `Float`).
  case float(Float)
  /// A Java `double` (Kotlin `Double`).
  case double(Double)
  /// A Java `boolean` (Kotlin `Boolean`).
  case boolean(Bool)
  /// A Java `String`.
  case string(JavaString)
  /// A `java.util.List` (Kotlin `listOf(…)`), elements in order.
  case list([JavaValue?])
  /// A `java.util.Map` given as its entries; keys are expected to be distinct, as in a real map.
  case map([(key: JavaValue?, value: JavaValue?)])
  /// A Kotlin `data class` instance given as its property values in declaration order (at least one).
  case dataClass([JavaValue?])

  /// The JVM `hashCode()` of this value.
  ///
  /// - `int`: the value; `long`: `(int)(v ^ (v >>> 32))`; `float`: `floatToIntBits`; `double`: the `long` hash of
  ///   `doubleToLongBits`; `boolean`: 1231 / 1237; `string`: `h31(0, UTF-16 code units)`.
  /// - `list`: `h31(1, element hashes)` (seed 1), `null` elements hash to 0.
  /// - `map`: the wrapping sum over entries of `key.hashCode() ^ value.hashCode()`.
  /// - `dataClass`: `h31(first field hash, remaining field hashes)`; an empty field list (impossible in Kotlin)
  ///   hashes to 0.
  ///
  /// Total at any nesting depth: nested values are walked with a heap-allocated stack, not by recursion, so a
  /// value nested 100,000 deep hashes like any other. (Releasing such a value is the Swift runtime's business and
  /// does recurse, one frame per level, as for any nested array.)
  public var javaHashCode: Int32 {
    switch decomposed {
    case .scalar(let hash): hash
    case .aggregate: Self.nestedHashCode(of: self)
    }
  }

  /// What a value's hash is made of: a scalar's own hash, or the parts of a list, map or data class.
  private enum Decomposition {
    case scalar(Int32)
    /// The parts in hashing order; a map's entries as key, value, key, value, ….
    case aggregate(Aggregate, parts: [JavaValue?])
  }

  private enum Aggregate { case list, map, dataClass }

  private var decomposed: Decomposition {
    switch self {
    case .int(let value): .scalar(JavaHash.int(value))
    case .long(let value): .scalar(JavaHash.long(value))
    case .float(let value): .scalar(JavaHash.float(value))
    case .double(let value): .scalar(JavaHash.double(value))
    case .boolean(let value): .scalar(JavaHash.boolean(value))
    case .string(let value): .scalar(value.javaHashCode)
    case .list(let elements): .aggregate(.list, parts: elements)
    case .map(let entries): .aggregate(.map, parts: entries.flatMap { [$0.key, $0.value] })
    case .dataClass(let fields): .aggregate(.dataClass, parts: fields)
    }
  }

  /// One step of the post-order walk in ``nestedHashCode(of:)``.
  private enum HashStep {
    /// Hash this value: push its hash on the operand stack, at once for a scalar, after its parts otherwise.
    case hash(JavaValue?)
    /// Replace the top `operands` hashes (the parts, in order) by the hash of the aggregate they make up.
    case combine(Aggregate, operands: Int)
  }

  /// The hash of any value, computed with explicit stacks instead of recursion: a part's hash is complete
  /// before the next part is visited, so the top of the operand stack holds, in order, the hashes that the
  /// innermost pending `combine` needs.
  private static func nestedHashCode(of root: JavaValue) -> Int32 {
    var steps: [HashStep] = [.hash(root)]
    var hashes: [Int32] = []
    while let step = steps.popLast() {
      switch step {
      case .hash(nil):
        hashes.append(0)
      case .hash(let value?):
        switch value.decomposed {
        case .scalar(let hash):
          hashes.append(hash)
        case .aggregate(let aggregate, let parts):
          steps.append(.combine(aggregate, operands: parts.count))
          steps.append(contentsOf: parts.reversed().lazy.map(HashStep.hash))
        }
      case .combine(let aggregate, let operands):
        // The slice is gone before removeLast, so removing does not copy the operand stack.
        let combined = combine(aggregate, hashes[(hashes.count - operands)...])
        hashes.removeLast(operands)
        hashes.append(combined)
      }
    }
    return hashes.last ?? 0
  }

  private static func combine(_ aggregate: Aggregate, _ parts: ArraySlice<Int32>) -> Int32 {
    switch aggregate {
    case .list:
      return JavaHash.list(parts)
    case .map:
      var sum: Int32 = 0
      var index = parts.startIndex
      while index < parts.endIndex {
        sum &+= parts[index] ^ parts[index + 1]
        index += 2
      }
      return sum
    case .dataClass:
      guard let first = parts.first else { return 0 }
      return JavaHash.h31(seed: first, parts.dropFirst())
    }
  }
}

extension JavaValue {
  /// A Java `String` holding this Swift string's UTF-16 code units.
  public static func string(_ text: String) -> JavaValue {
    .string(JavaString(text))
  }
}
