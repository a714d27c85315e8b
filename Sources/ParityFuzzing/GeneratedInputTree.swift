import ParitySuiteKit
import VectorJSON

/// A generated input as the tree a reader gives for its text (`ParityValue.json`), built from the value itself:
/// the fuzzer judges its own inputs without writing them out and reading them back.
///
/// Node for node it is what `PortableJSONParser` reads from `value.json` (FuzzDirectJudgingTests compares the two
/// for every suite's inputs), and that reader answers every question as json-c does on the same text.
///
/// One builder serves the inputs of one piece of a batch, on one thread: their trees are nodes of one
/// ``FlatJSONTree``, so an input's tree costs no allocation of its own (a node each, and an object's member arrays,
/// were a fifth of the Swift side's CPU time with freeing them).
struct GeneratedInputTree {
  /// Deeper than this, a value goes the way of text, whose reader has a depth limit (``JSONDocument/maximumDepth``
  /// for the whole vector file the input sits in, a few levels down): the reader, not this tree, decides there.
  /// javaHash.value's deepest inputs nest about 240 levels, and are built.
  static let depthLimit = JSONDocument.maximumDepth - 12

  private let nodes = FlatJSONTree()

  /// The tree of `value`; nil where its text is not a plain reading of it, which the reader's checks decide
  /// (an object naming a field twice, a value nested too deep): the caller reads its text instead.
  static func value(_ value: ParityValue) -> JSONValue? {
    var builder = GeneratedInputTree()
    return builder.tree(of: value)
  }

  /// `value(_:)`, its nodes beside those of the trees this builder built before.
  mutating func tree(of value: ParityValue) -> JSONValue? {
    var plain = true
    let root = nodes.reserve(1)
    fill(root, with: value, depth: 0, plain: &plain)
    return plain ? nodes.value(at: root) : nil
  }

  private func fill(_ slot: Int, with value: ParityValue, depth: Int, plain: inout Bool) {
    if depth > Self.depthLimit { plain = false }
    switch value {
    case .null: nodes.set(slot, .null)
    case .bool(let flag): nodes.set(slot, .boolean(flag))
    case .int32(let number): nodes.set(slot, .integer(Int64(number)))
    // The vector format writes 64-bit integers as decimal strings.
    case .int64(let number): nodes.set(slot, .string(String(number)))
    case .double(let number): nodes.set(slot, number.isFinite ? .double(number) : Self.special(ParityValue.doubleText(number)))
    case .float(let number): nodes.set(slot, number.isFinite ? .double(Double(number)) : Self.special(ParityValue.floatText(number)))
    case .string(let units):
      if let text = Self.surrogateFreeText(units) {
        nodes.set(slot, .string(text))
        return
      }
      // A string with a surrogate goes as its code units, `{"utf16": [...]}`, as the writer sends it.
      let member = nodes.reserve(1)
      nodes.setName(member, "utf16")
      let first = nodes.reserve(units.count)
      for (offset, unit) in units.enumerated() { nodes.set(first + offset, .integer(Int64(unit))) }
      nodes.set(member, .array(start: first, count: units.count))
      nodes.set(slot, .object(start: member, count: 1))
    case .array(let elements):
      let first = nodes.reserve(elements.count)
      nodes.set(slot, .array(start: first, count: elements.count))
      for (offset, element) in elements.enumerated() { fill(first + offset, with: element, depth: depth + 1, plain: &plain) }
    case .object(let fields):
      // A name given twice: the strict scan refuses its text.
      guard Self.namesAreUnique(fields) else {
        plain = false
        return
      }
      let first = nodes.reserve(fields.count)
      nodes.set(slot, .object(start: first, count: fields.count))
      for (offset, field) in fields.enumerated() {
        nodes.setName(first + offset, field.name)
        fill(first + offset, with: field.value, depth: depth + 1, plain: &plain)
      }
    }
  }

  /// NaN, an infinity or a NaN payload as the string the writer sends (`"NaN"`, `"0x…"`). A finite number is a
  /// double node: Swift's shortest round-trip text, which the writer sends, always has a fraction or an exponent.
  private static func special(_ text: String) -> FlatJSONTree.Node {
    .string(String(text.dropFirst().dropLast()))
  }

  private static func namesAreUnique(_ fields: [ParityValue.Field]) -> Bool {
    if fields.count > 16 { return Set(fields.map(\.name)).count == fields.count }
    for index in fields.indices.dropFirst() {
      for earlier in 0..<index where fields[earlier].name == fields[index].name { return false }
    }
    return true
  }

  /// The text of `units` when none is a surrogate, so that each unit is a scalar of its own, written as UTF-8
  /// directly (the standard library's UTF-16 decoding takes a slow, repairing path for any non-ASCII text); nil
  /// when one is a surrogate.
  private static func surrogateFreeText(_ units: [UInt16]) -> String? {
    var surrogate = false
    let text = String(unsafeUninitializedCapacity: units.count * 3) { buffer in
      var count = 0
      for unit in units {
        switch unit {
        case 0..<0x80:
          buffer[count] = UInt8(unit)
          count += 1
        case 0x80..<0x800:
          buffer[count] = UInt8(0xC0 | unit >> 6)
          buffer[count + 1] = UInt8(0x80 | unit & 0x3F)
          count += 2
        case 0xD800...0xDFFF:
          surrogate = true
          return 0
        default:
          buffer[count] = UInt8(0xE0 | unit >> 12)
          buffer[count + 1] = UInt8(0x80 | unit >> 6 & 0x3F)
          buffer[count + 2] = UInt8(0x80 | unit & 0x3F)
          count += 3
        }
      }
      return count
    }
    return surrogate ? nil : text
  }
}
