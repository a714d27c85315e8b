import ParitySuiteKit
import VectorJSON

/// Values in a divergence are shown up to a fixed size, never whole: a subject that answers a
/// million points where Android rejects the input must not make a 100 MB report, nor the memory to hold it. A long
/// list is shown as its first two and last elements with its length, a long string as its start and end with its
/// length, nesting is cut at a fixed depth, and the whole preview at a fixed number of characters. The limits and
/// the notation are the web runner's (js/src/bounded.js); a small value reads as before, whole.
package enum BoundedValue {
  /// Characters of one value's preview, at most (a little more with the note saying it was cut).
  package static let previewCharacters = 400
  /// A list longer than this is shown as its length, first and last elements.
  package static let listElements = 6
  /// A string longer than this (in UTF-16 units) is shown as its length, start and end.
  package static let stringUnits = 120
  /// Nesting shown before `[...]` / `{...}` stands for the rest.
  package static let depth = 8
  /// Differing elements of one list shown; the others are counted in one more entry.
  package static let elementDivergences = 10

  /// A subject's value, bounded.
  package static func preview(_ value: ParityValue) -> String {
    var budget = smallNodes
    return cut(isSmall(value, &budget) ? value.rendered : render(value, depth: 0))
  }

  /// An expected JSON value, bounded.
  package static func preview(_ value: JSONValue) -> String {
    var budget = smallNodes
    return cut(isSmall(value, &budget) ? value.compactText : render(value, depth: 0))
  }

  /// A value of at most this many nodes, no list or object beyond the limits, no long string, is written whole as
  /// it always was (its text is short; the bounded notation is for the others).
  private static let smallNodes = 64

  private static func isSmall(_ value: ParityValue, _ budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch value {
    case .string(let units): return units.count <= stringUnits
    case .array(let elements): return elements.count <= listElements && elements.allSatisfy { isSmall($0, &budget) }
    case .object(let fields): return fields.count <= listElements && fields.allSatisfy { isSmall($0.value, &budget) }
    default: return true
    }
  }

  private static func isSmall(_ value: JSONValue, _ budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    switch value.kind {
    case .string: return (value.stringValue?.utf16.count ?? 0) <= stringUnits
    case .array: return value.count <= listElements && (0..<value.count).allSatisfy { isSmall(value[$0]!, &budget) }
    case .object: return value.count <= listElements && value.keys.allSatisfy { isSmall(value[$0]!, &budget) }
    default: return true
    }
  }

  /// A list's length with its first and last elements, for a length divergence.
  package static func listSummary(count: Int, first: () -> String, last: () -> String) -> String {
    switch count {
    case 0: return "0 elements"
    case 1: return "1 element: \(first())"
    default: return "\(count) elements, first \(first()), last \(last())"
    }
  }

  /// Two strings that differ, each bounded; when either is long, where they first differ.
  package static func stringPair(expected: [UInt16], actual: [UInt16]) -> (expected: String, actual: String, note: String?) {
    if expected.count <= stringUnits && actual.count <= stringUnits {
      return (StringText.quoted(expected), StringText.quoted(actual), nil)
    }
    var index = 0
    while index < expected.count && index < actual.count && expected[index] == actual[index] { index += 1 }
    return (bounded(expected), bounded(actual), "first difference at character \(index)")
  }

  private static func cut(_ text: String) -> String {
    guard text.utf16.count > previewCharacters else { return text }
    let end = text.utf16.index(text.utf16.startIndex, offsetBy: previewCharacters)
    return String(text[..<(String.Index(end, within: text) ?? text.endIndex)]) + "... (cut at \(previewCharacters) characters)"
  }

  private static func bounded(_ units: [UInt16]) -> String {
    guard units.count > stringUnits else { return StringText.quoted(units) }
    return StringText.quoted(Array(units.prefix(80))) + "..." + StringText.quoted(Array(units.suffix(20)))
      + " (\(units.count) characters)"
  }

  private static func render(_ value: ParityValue, depth level: Int) -> String {
    switch value {
    case .string(let units): return bounded(units)
    case .array(let elements):
      if level >= depth { return "[...]" }
      let shown = { (part: ArraySlice<ParityValue>) in part.map { render($0, depth: level + 1) }.joined(separator: ", ") }
      if elements.count <= listElements { return "[" + shown(elements[...]) + "]" }
      return "[" + shown(elements.prefix(2)) + ", ... (\(elements.count) elements) ..., " + shown(elements.suffix(1)) + "]"
    case .object(let fields):
      if level >= depth { return "{...}" }
      var shown = fields.prefix(listElements).map { "\"\($0.name)\": \(render($0.value, depth: level + 1))" }
      if fields.count > listElements { shown.append("... (\(fields.count) fields)") }
      return "{" + shown.joined(separator: ", ") + "}"
    default: return value.rendered
    }
  }

  private static func render(_ value: JSONValue, depth level: Int) -> String {
    switch value.kind {
    case .string:
      guard let text = value.stringValue else { return value.compactText }
      let units = Array(text.utf16)
      return units.count > stringUnits ? bounded(units) : value.compactText
    case .array:
      if level >= depth { return "[...]" }
      let count = value.count
      let shown = { (indices: [Int]) in indices.map { render(value[$0]!, depth: level + 1) }.joined(separator: ",") }
      if count <= listElements { return "[" + shown(Array(0..<count)) + "]" }
      return "[" + shown([0, 1]) + ",... (\(count) elements) ...," + shown([count - 1]) + "]"
    case .object:
      let keys = value.keys
      if level >= depth { return "{...}" }
      var shown = keys.prefix(listElements).map { StringText.quoted(Array($0.utf16)) + ":" + render(value[$0]!, depth: level + 1) }
      if keys.count > listElements { shown.append("... (\(keys.count) fields)") }
      return "{" + shown.joined(separator: ",") + "}"
    default: return value.compactText
    }
  }
}
