import ParitySuiteKit
import PortableJSON
import VectorJSON

/// A generated input as the tree a reader gives for its text (`ParityValue.json`), built from the value itself:
/// the fuzzer judges its own inputs without writing them out and reading them back.
///
/// Node for node it is what `PortableJSONParser` reads from `value.json` (FuzzDirectJudgingTests compares the two
/// for every suite's inputs), and that reader answers every question as json-c does on the same text.
enum GeneratedInputTree {
  /// Deeper than this, a value goes the way of text, whose reader has a depth limit (``JSONDocument/maximumDepth``
  /// for the whole vector file the input sits in, a few levels down): the reader, not this tree, decides there.
  /// javaHash.value's deepest inputs nest about 240 levels, and are built.
  static let depthLimit = JSONDocument.maximumDepth - 12

  /// The tree of `value`; nil where its text is not a plain reading of it, which the reader's checks decide
  /// (an object naming a field twice, a value nested too deep): the caller reads its text instead.
  static func value(_ value: ParityValue) -> JSONValue? {
    var plain = true
    let tree = node(value, depth: 0, plain: &plain)
    return plain ? JSONValue(built: tree) : nil
  }

  private static func node(_ value: ParityValue, depth: Int, plain: inout Bool) -> PortableJSONNode {
    if depth > depthLimit { plain = false }
    switch value {
    case .null: return .null
    case .bool(let flag): return PortableJSONNode(.boolean(flag))
    case .int32(let number): return integer(Int64(number))
    // The vector format writes 64-bit integers as decimal strings.
    case .int64(let number): return PortableJSONNode(.string(String(number)))
    case .double(let number): return floatingPoint(ParityValue.doubleText(number), number)
    case .float(let number): return floatingPoint(ParityValue.floatText(number), Double(number))
    case .string(let units):
      guard units.contains(where: { (0xD800...0xDFFF).contains($0) }) else {
        return PortableJSONNode(.string(String(decoding: units, as: UTF16.self)))
      }
      // A string with a surrogate goes as its code units, `{"utf16": [...]}`, as the writer sends it.
      let elements = units.map { PortableJSONNode(.integer(Int64($0), Double($0), text: codeUnitTexts[Int($0)])) }
      return PortableJSONNode(.object(PortableJSONObject(members: [("utf16", PortableJSONNode(.array(elements)))])))
    case .array(let elements):
      return PortableJSONNode(.array(elements.map { node($0, depth: depth + 1, plain: &plain) }))
    case .object(let fields):
      let object = PortableJSONObject(members: fields.map { ($0.name, node($0.value, depth: depth + 1, plain: &plain)) })
      if object.count != fields.count { plain = false }  // a name given twice: the strict scan refuses its text
      return PortableJSONNode(.object(object))
    }
  }

  /// The text of every UTF-16 code unit, made once: a random Java string often holds a lone surrogate and so goes
  /// as code units, and writing each unit's digits cost more than its node. (Nodes shared between trees cost
  /// more still: two threads retaining the same nodes.)
  private static let codeUnitTexts = (0...Int(UInt16.max)).map { String($0) }

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
