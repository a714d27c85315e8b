import Foundation
import ParityHarness
import ParitySuiteKit

/// The simpler variants of a fuzz input that the shrinker tries, most simplifying first.
///
/// Generic over the tree: drop object members (optional fields), halve arrays and drop elements, replace
/// nested JavaValues by `null`, `{"int": 0}` or one of their children, numbers by 0, 1, −1, a truncated value
/// or fewer significant digits (special values stay special), strings by shorter ones. Candidates need not be
/// valid inputs: the shrinker discards those the suite's binding cannot decode.
enum ShrinkCandidates {
  /// A step from a container to one of its children.
  enum Step { case member(Int), element(Int) }

  /// One candidate: `replacement` at `path`.
  struct Edit {
    var path: [Step]
    var replacement: ParityValue
  }

  /// Every candidate edit of `root`: structural edits (pre-order) before leaf edits (pre-order).
  static func edits(of root: ParityValue) -> [Edit] {
    var structural: [Edit] = []
    var leaves: [Edit] = []
    collect(root, path: [], structural: &structural, leaves: &leaves)
    return structural + leaves
  }

  /// `root` with `edit` applied.
  static func apply(_ edit: Edit, to root: ParityValue) -> ParityValue {
    replacing(root, at: edit.path[...], with: edit.replacement)
  }

  private static func replacing(_ value: ParityValue, at path: ArraySlice<Step>, with replacement: ParityValue) -> ParityValue {
    guard let step = path.first else { return replacement }
    switch (value, step) {
    case (.object(var members), .member(let index)):
      members[index].value = replacing(members[index].value, at: path.dropFirst(), with: replacement)
      return .object(members)
    case (.array(var elements), .element(let index)):
      elements[index] = replacing(elements[index], at: path.dropFirst(), with: replacement)
      return .array(elements)
    default:
      return value
    }
  }

  static let javaValueTypes: Set<String> = ["int", "long", "float", "double", "boolean", "string", "list", "map", "dataClass"]

  private static func collect(_ value: ParityValue, path: [Step], structural: inout [Edit], leaves: inout [Edit]) {
    func leaf(_ replacement: ParityValue) { leaves.append(Edit(path: path, replacement: replacement)) }
    switch value {
    case .object(let members):
      if members.count == 1, javaValueTypes.contains(members[0].name) {
        structural.append(Edit(path: path, replacement: .null))
        if members[0].name != "int" { structural.append(Edit(path: path, replacement: .record(["int": .int32(0)]))) }
        for child in javaValueChildren(members[0]) { structural.append(Edit(path: path, replacement: child)) }
      }
      for index in members.indices {
        var fewer = members
        fewer.remove(at: index)
        structural.append(Edit(path: path, replacement: .object(fewer)))
      }
      for (index, member) in members.enumerated() {
        collect(member.value, path: path + [.member(index)], structural: &structural, leaves: &leaves)
      }
    case .array(let elements):
      if !elements.isEmpty { structural.append(Edit(path: path, replacement: .array([]))) }
      if elements.count > 1 {
        structural.append(Edit(path: path, replacement: .array(Array(elements[..<(elements.count / 2)]))))
        structural.append(Edit(path: path, replacement: .array(Array(elements[(elements.count / 2)...]))))
      }
      for index in spreadIndices(elements.count) {
        var fewer = elements
        fewer.remove(at: index)
        structural.append(Edit(path: path, replacement: .array(fewer)))
      }
      for (index, element) in elements.enumerated() {
        collect(element, path: path + [.element(index)], structural: &structural, leaves: &leaves)
      }
    case .double(let x):
      simpler(x).forEach { leaf(.double($0)) }
    case .float(let x):
      simpler(Double(x)).map(Float.init).filter { $0.bitPattern != x.bitPattern }.forEach { leaf(.float($0)) }
      if x.isNaN && x.bitPattern != Float.nan.bitPattern { leaf(.float(.nan)) }
    case .int32(let x):
      simpler(Int64(x)).forEach { leaf(.int32(Int32($0))) }
    case .int64(let x):
      simpler(x).forEach { leaf(.int64($0)) }
    case .string(let units):
      guard !units.isEmpty else { return }
      leaf(.string([]))
      if units.count > 1 {
        leaf(.string(Array(units[..<(units.count / 2)])))
        leaf(.string(Array(units[(units.count / 2)...])))
      }
      for index in spreadIndices(units.count) {
        var fewer = units
        fewer.remove(at: index)
        leaf(.string(fewer))
      }
      if units.contains(where: { $0 >= 0x80 || $0 < 0x20 }) {
        leaf(.string(units.map { $0 >= 0x80 || $0 < 0x20 ? UInt16(UInt8(ascii: "a")) : $0 }))
      }
    case .null, .bool:
      return
    }
  }

  /// The JavaValues inside a list, data class or map, each a candidate to replace its container.
  private static func javaValueChildren(_ member: ParityValue.Field) -> [ParityValue] {
    guard case .array(let elements) = member.value else { return [] }
    switch member.name {
    case "list", "dataClass": return Array(elements.prefix(8))
    case "map":
      return elements.prefix(4).flatMap { entry -> [ParityValue] in
        if case .array(let pair) = entry { return pair }
        return []
      }
    default: return []
    }
  }

  /// Up to 16 indices spread over `0..<count` (the ends first): dropping every element of a long list one
  /// at a time would cost too many oracle round trips; halving handles long lists.
  private static func spreadIndices(_ count: Int) -> [Int] {
    guard count > 0 else { return [] }
    if count <= 16 { return Array((0..<count).reversed()) }
    return Array(Set((0..<16).map { $0 * (count - 1) / 15 })).sorted(by: >)
  }

  /// Simpler doubles: 0, 1, −1, the value truncated, then the value with 1, 2, … significant digits.
  /// NaN payloads become the canonical NaN; NaN and ±∞ otherwise stay (they are the interesting part).
  static func simpler(_ x: Double) -> [Double] {
    if x.isNaN { return x.bitPattern == Double.nan.bitPattern ? [] : [.nan] }
    if x.isInfinite { return [] }
    var result: [Double] = [0, 1, -1, x.rounded(.towardZero)]
    for digits in 1...16 {
      if let shorter = Double(String(format: "%.\(digits)g", x)), shorter.isFinite { result.append(shorter) }
    }
    var seen = Set<UInt64>([x.bitPattern])
    return result.filter { seen.insert($0.bitPattern).inserted }
  }

  /// Simpler integers: 0, 1, −1, half, a tenth (one digit fewer).
  static func simpler(_ x: Int64) -> [Int64] {
    var seen = Set<Int64>([x])
    return [0, 1, -1, x / 2, x / 10].filter { seen.insert($0).inserted }
  }

  /// How complex an input is: its JSON length first, then the sum of its finite magnitudes. A candidate is
  /// only tried when strictly simpler, so shrinking always ends.
  static func complexity(of value: ParityValue) -> (length: Int, magnitude: Double) {
    (value.json.utf8.count, magnitude(of: value))
  }

  private static func magnitude(of value: ParityValue) -> Double {
    switch value {
    case .double(let x): return x.isFinite ? min(abs(x), 1e300) : 0
    case .float(let x): return x.isFinite ? Double(abs(x)) : 0
    case .int32(let x): return Double(x.magnitude)
    case .int64(let x): return Double(x.magnitude)
    case .array(let elements): return elements.reduce(0) { $0 + magnitude(of: $1) }
    case .object(let members): return members.reduce(0) { $0 + magnitude(of: $1.value) }
    case .null, .bool, .string: return 0
    }
  }
}
