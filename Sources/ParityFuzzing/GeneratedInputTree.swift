import ParitySuiteKit
import PortableJSON
import VectorJSON

/// A generated input as the tree a reader gives for its text (`ParityValue.json`), built from the value itself:
/// the fuzzer judges its own inputs without writing them out and reading them back.
///
/// Node for node it is what `PortableJSONParser` reads from `value.json` (FuzzDirectJudgingTests compares the two
/// for every suite's inputs), and that reader answers every question as json-c does on the same text.
///
/// One builder serves the inputs of one piece of a batch, on one thread: the trees it builds share its leaves that
/// recur (a string's code units, booleans), which are never changed, instead of allocating and freeing each again.
/// (Leaves shared by every thread cost more than they saved: two cores retaining the same nodes.)
struct GeneratedInputTree {
  /// Deeper than this, a value goes the way of text, whose reader has a depth limit (``JSONDocument/maximumDepth``
  /// for the whole vector file the input sits in, a few levels down): the reader, not this tree, decides there.
  /// javaHash.value's deepest inputs nest about 240 levels, and are built.
  static let depthLimit = JSONDocument.maximumDepth - 12

  /// The tree of `value`; nil where its text is not a plain reading of it, which the reader's checks decide
  /// (an object naming a field twice, a value nested too deep): the caller reads its text instead.
  static func value(_ value: ParityValue) -> JSONValue? {
    var builder = GeneratedInputTree()
    return builder.tree(of: value)
  }

  /// `value(_:)`, sharing this builder's leaves with the trees it built before.
  mutating func tree(of value: ParityValue) -> JSONValue? {
    var plain = true
    let tree = node(value, depth: 0, plain: &plain)
    return plain ? JSONValue(built: tree) : nil
  }

  /// The nodes of the code units a random string holds most often (below U+0400: ASCII, controls, Latin-1,
  /// combining marks; and the surrogates), made as first needed.
  private var unitNodes: [PortableJSONNode?] = []
  private var booleanNodes: [PortableJSONNode] = []

  private mutating func node(_ value: ParityValue, depth: Int, plain: inout Bool) -> PortableJSONNode {
    if depth > Self.depthLimit { plain = false }
    switch value {
    case .null: return .null
    case .bool(let flag):
      if booleanNodes.isEmpty { booleanNodes = [PortableJSONNode(.boolean(false)), PortableJSONNode(.boolean(true))] }
      return booleanNodes[flag ? 1 : 0]
    case .int32(let number): return Self.integer(Int64(number))
    // The vector format writes 64-bit integers as decimal strings.
    case .int64(let number): return PortableJSONNode(.string(String(number)))
    case .double(let number): return Self.floatingPoint(ParityValue.doubleText(number), number)
    case .float(let number): return Self.floatingPoint(ParityValue.floatText(number), Double(number))
    case .string(let units):
      if let text = Self.surrogateFreeText(units) { return PortableJSONNode(.string(text)) }
      // A string with a surrogate goes as its code units, `{"utf16": [...]}`, as the writer sends it.
      var elements: [PortableJSONNode] = []
      elements.reserveCapacity(units.count)
      for unit in units { elements.append(unitNode(unit)) }
      return PortableJSONNode(.object(PortableJSONObject(members: [("utf16", PortableJSONNode(.array(elements)))])))
    case .array(let elements):
      return PortableJSONNode(.array(elements.map { node($0, depth: depth + 1, plain: &plain) }))
    case .object(let fields):
      let object = PortableJSONObject(members: fields.map { ($0.name, node($0.value, depth: depth + 1, plain: &plain)) })
      if object.count != fields.count { plain = false }  // a name given twice: the strict scan refuses its text
      return PortableJSONNode(.object(object))
    }
  }

  private mutating func unitNode(_ unit: UInt16) -> PortableJSONNode {
    let slot: Int
    switch unit {
    case 0..<0x400: slot = Int(unit)
    case 0xD800...0xDFFF: slot = 0x400 + Int(unit - 0xD800)
    default: return Self.newUnitNode(unit)
    }
    if unitNodes.isEmpty { unitNodes = Array(repeating: nil, count: 0x400 + 0x800) }
    if let shared = unitNodes[slot] { return shared }
    let made = Self.newUnitNode(unit)
    unitNodes[slot] = made
    return made
  }

  private static func newUnitNode(_ unit: UInt16) -> PortableJSONNode {
    // Its digits, not a table of every unit's text: a random unit's entry was a cache miss, dearer than writing them.
    PortableJSONNode(.integer(Int64(unit), Double(unit), text: String(unit)))
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

  private static func integer(_ number: Int64) -> PortableJSONNode {
    PortableJSONNode(.integer(number, Double(number), text: String(number)))
  }

  /// A finite number by its text, as the reader takes it (Swift's shortest round-trip text has a fraction or an
  /// exponent, and reads back as `number`); NaN, the infinities and NaN payloads as the strings the writer sends.
  private static func floatingPoint(_ text: String, _ number: Double) -> PortableJSONNode {
    if text.hasPrefix("\"") { return PortableJSONNode(.string(String(text.dropFirst().dropLast()))) }
    if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
      let whole = Int64(text) {
      return PortableJSONNode(.integer(whole, number, text: text))
    }
    return PortableJSONNode(.double(number, text: text))
  }
}
