import ParityHarness
import VectorJSON

/// The inputs of the committed corpus, per suite, to tell whether a fuzz finding is new.
///
/// Inputs are compared by meaning, not by bytes: numbers by their double value (`1e300` is `1e+300`), strings by
/// their UTF-16 code units (a `{"utf16": …}` array equals the plain string it spells), object members in any order.
package struct CorpusInputIndex: Sendable {
  private var keys: [String: Set<String>] = [:]

  /// An empty index: every input is new.
  package init() {}

  /// The inputs of `suites` in `set` (nil: of every suite).
  package init(_ set: VectorSet, suites: [String]? = nil) {
    let wanted = suites.map(Set.init)
    for file in set.files where wanted?.contains(file.suite) ?? true {
      keys[file.suite, default: []].formUnion(file.cases.map { Self.key($0.input) })
    }
  }

  /// Whether the corpus has a case of `suite` with this input (compact JSON).
  package func contains(suite: String, input: String) -> Bool {
    guard let suiteKeys = keys[suite], let document = try? JSONDocumentReader.parse(input) else { return false }
    return suiteKeys.contains(Self.key(document.root))
  }

  static func key(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "n"
    case .boolean: return value.boolValue == true ? "t" : "f"
    case .integer, .double: return "d" + String(value.numberValue?.bitPattern ?? 0, radix: 16)
    case .string: return "s" + (value.stringValue ?? "").utf16.map { String($0) }.joined(separator: ",")
    case .array: return "[" + value.elements.map(key).joined(separator: ";") + "]"
    case .object:
      if value.count == 1, let units = value["utf16"], units.kind == .array {
        return "s" + units.elements.map { String($0.integerValue ?? -1) }.joined(separator: ",")
      }
      return "{" + value.keys.sorted().map { "\($0)=" + key(value[$0]!) }.joined(separator: ";") + "}"
    }
  }
}
