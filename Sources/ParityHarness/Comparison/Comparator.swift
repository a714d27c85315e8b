import ParitySuiteKit
import VectorJSON

/// Compares a subject's value with the expected JSON, field by field, by the rules of docs/vector-format.md.
///
/// The actual value's type decides how the expected JSON is read (a `.float` reads a float, an `.int64` a
/// decimal string), so a wrongly written expected value is a vector defect, not a divergence.
package struct Comparator {
  package let tolerance: Tolerance
  /// Where `expected` sits in its file, for defects: built only for one (most comparisons never need it).
  private let expectedPointer: () -> JSONPointer

  package init(tolerance: Tolerance, expectedPointer: @autoclosure @escaping () -> JSONPointer) {
    self.tolerance = tolerance
    self.expectedPointer = expectedPointer
  }

  /// Every divergence between `expected` and `actual`; empty when they agree.
  package func divergences(expected: JSONValue, actual: ParityValue) throws -> [FieldDivergence] {
    var found: [FieldDivergence] = []
    var path: [JSONPointer.Token] = []
    try compare(expected, actual, at: &path, into: &found)
    return found
  }

  /// Compares one field, at `path` below the expected value. The path's pointer is built only for a divergence
  /// or a defect: most fields agree, and a pointer per field compared cost an allocation each.
  private func compare(_ expected: JSONValue, _ actual: ParityValue, at path: inout [JSONPointer.Token],
                       into found: inout [FieldDivergence]) throws {
    var field: JSONPointer { JSONPointer(path) }
    var pointer: JSONPointer { expectedPointer().appending(field) }
    /// The expected scalar, read as `decode` reads it; a defect is located at the field (read again to say where).
    func read<Value>(_ decode: (JSONValue, JSONPointer) throws -> Value) throws -> Value {
      try JSONPointer.read(locatedAt: pointer) { try decode(expected, $0) }
    }
    // One type check of the expected node, and no `ParityValue` equality (a generic comparison per field).
    let expectedIsNull = expected.isNull
    let actualIsNull = if case .null = actual { true } else { false }
    if expectedIsNull || actualIsNull {
      if !(expectedIsNull && actualIsNull) {
        found.append(FieldDivergence(field: field, kind: .null, expected: BoundedValue.preview(expected),
                                     actual: BoundedValue.preview(actual), note: "null versus a value"))
      }
      return
    }
    switch actual {
    case .null:
      return
    case .int32(let value):
      let wanted = try read(ScalarDecoding.int32)
      if wanted != value { found.append(FieldDivergence(field: field, kind: .number, expected: String(wanted), actual: String(value))) }
    case .int64(let value):
      let wanted = try read(ScalarDecoding.int64)
      if wanted != value { found.append(FieldDivergence(field: field, kind: .number, expected: "\"\(wanted)\"", actual: "\"\(value)\"")) }
    case .bool(let value):
      let wanted = try read(ScalarDecoding.bool)
      if wanted != value { found.append(FieldDivergence(field: field, kind: .boolean, expected: String(wanted), actual: String(value))) }
    case .string(let units):
      let wanted = try read(ScalarDecoding.utf16)
      if wanted != units {
        let shown = BoundedValue.stringPair(expected: wanted, actual: units)
        found.append(FieldDivergence(field: field, kind: .string, expected: shown.expected, actual: shown.actual, note: shown.note))
      }
    case .double(let value):
      let wanted = try read(ScalarDecoding.double)
      if let divergence = FloatingPointComparison.double(expected: wanted, actual: value, tolerance: tolerance, field: field) {
        found.append(divergence)
      }
    case .float(let value):
      let wanted = try read(ScalarDecoding.float)
      if let divergence = FloatingPointComparison.float(expected: wanted, actual: value, tolerance: tolerance, field: field) {
        found.append(divergence)
      }
    case .array(let elements):
      guard expected.kind == .array else {
        throw DefectReason(at: pointer, "expected an array here, found \(ScalarDecoding.describe(expected))")
      }
      let count = expected.count
      if count != elements.count {
        found.append(FieldDivergence(
          field: field, kind: .length,
          expected: BoundedValue.listSummary(count: count, first: { BoundedValue.preview(expected[0]!) },
                                             last: { BoundedValue.preview(expected[count - 1]!) }),
          actual: BoundedValue.listSummary(count: elements.count, first: { BoundedValue.preview(elements[0]) },
                                           last: { BoundedValue.preview(elements[elements.count - 1]) }),
          note: "length"))
      }
      // A report shows the first differing elements and counts the others: its size never follows the answer's.
      // Lists of different lengths are compared up to their first differing element only: after a missing or an
      // extra element every later one is shifted, and reporting those would bury the one difference under copies.
      var differing = 0
      for index in 0..<min(count, elements.count) {
        var element: [FieldDivergence] = []
        path.append(.index(index))
        defer { path.removeLast() }
        try compare(expected[index]!, elements[index], at: &path, into: &element)
        if element.isEmpty { continue }
        differing += 1
        if differing <= BoundedValue.elementDivergences { found += element }
        if count != elements.count { break }
      }
      if differing > BoundedValue.elementDivergences {
        let shown = BoundedValue.elementDivergences
        found.append(FieldDivergence(field: field, kind: .elided, expected: "", actual: "", note:
          "\(differing - shown) more differing elements are not shown (\(differing) in all; the first \(shown) are above)"))
      }
    case .object(let fields):
      guard expected.kind == .object else {
        throw DefectReason(at: pointer, "expected an object here, found \(ScalarDecoding.describe(expected))")
      }
      for member in fields {
        guard let wanted = expected[member.name] else {
          throw DefectReason(at: pointer, "the expected value lacks field \"\(member.name)\"",
                             help: "regenerate the file with tools/jvm-parity/oracle generate")
        }
        path.append(.key(member.name))
        defer { path.removeLast() }
        try compare(wanted, member.value, at: &path, into: &found)
      }
      // Every output field was found; more members than that means an unknown one (named only then).
      if expected.count != fields.count {
        for key in expected.keys where !fields.contains(where: { $0.name == key }) {
          throw DefectReason(at: pointer.appending(key), "unknown field \"\(key)\" in the expected value",
                             help: "the suite's output fields are \(fields.map { "\"\($0.name)\"" }.joined(separator: ", "))", atKey: true)
        }
      }
    }
  }
}
