import VectorJSON

/// A report's own cause groups (`groups`, written by runners that group what failed), read into `InteropCauseGroup`s.
///
/// Each group: `id` (a string, stable across runs), `signature` (the cause in words; an object's members are
/// joined), `cases` (each `"suite/id"` or `{"suite", "id"}`) and `representative` (the same forms). Kept to this
/// one place so that it follows the report format as it settles.
enum ReportedGroups {
  static func read(_ groups: JSONValue, cases: [ReportedCase],
                   defect: (Int, String) -> Error) throws -> [InteropCauseGroup] {
    var outcomes: [CaseKey: InteropOutcome] = [:]
    for reported in cases { outcomes[reported.key] = reported.outcome }
    var read: [InteropCauseGroup] = []
    for index in 0..<groups.count {
      let group = groups[index]!
      guard let id = group["id"]?.stringValue, let members = group["cases"], members.kind == .array, members.count > 0 else {
        throw defect(index, "a group without the string \"id\" and a non-empty array \"cases\"")
      }
      var keys: [CaseKey] = []
      for member in members.elements {
        guard let key = caseKey(member), outcomes[key] != nil else {
          throw defect(index, "group \(id) names a case the report does not hold: \(member.compactText)")
        }
        keys.append(key)
      }
      let representative = group["representative"].flatMap(caseKey) ?? keys[0]
      let signature = group["signature"].map(words) ?? id
      read.append(InteropCauseGroup(signature: signature, outcome: outcomes[keys[0]]!, suites: Array(Set(keys.map(\.suite))).sorted(),
                             cases: keys.sorted(), representative: representative, id: id))
    }
    return InteropCauseGrouping.ordered(read)
  }

  private static func caseKey(_ value: JSONValue) -> CaseKey? {
    if let name = value.stringValue, let slash = name.firstIndex(of: "/") {
      return CaseKey(suite: String(name[..<slash]), id: String(name[name.index(after: slash)...]))
    }
    guard let suite = value["suite"]?.stringValue, let id = value["id"]?.stringValue else { return nil }
    return CaseKey(suite: suite, id: id)
  }

  private static func words(_ value: JSONValue) -> String {
    if let text = value.stringValue { return text }
    if value.kind == .object { return value.keys.map { value[$0]!.stringValue ?? value[$0]!.compactText }.joined(separator: " ") }
    return value.compactText
  }
}
