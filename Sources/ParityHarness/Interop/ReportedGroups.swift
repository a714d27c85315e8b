import VectorJSON

/// A report's own cause groups (its `groups` array, docs/report-format.md), read into `InteropCauseGroup`s: each
/// group's `id`, `cause` (the signature in words), `cases` and `representative` (each `"suite/id"`, cases the
/// report holds). A case the view does not count as failing (a suite the subject does not bind, which parity-check
/// reports as a run error) is left out of its group, and a group left with none is no cause of the view.
enum ReportedGroups {
  static func read(_ groups: JSONValue, cases: [ReportedCase],
                   defect: (Int, String) -> Error) throws -> [InteropCauseGroup] {
    var outcomes: [CaseKey: InteropOutcome] = [:]
    for reported in cases { outcomes[reported.key] = reported.outcome }
    var read: [InteropCauseGroup] = []
    var seen = Set<CaseKey>()
    for index in 0..<groups.count {
      let group = groups[index]!
      guard let id = group["id"]?.stringValue, let cause = group["cause"]?.stringValue, let members = group["cases"],
        members.kind == .array, members.count > 0
      else {
        throw defect(index, "a group without the strings \"id\" and \"cause\" and a non-empty array \"cases\"")
      }
      var keys: [CaseKey] = []
      for member in members.elements {
        guard let key = caseKey(member), outcomes[key] != nil else {
          throw defect(index, "group \(id) names a case the report does not hold: \(member.compactText)")
        }
        guard seen.insert(key).inserted else {
          throw defect(index, "group \(id) names \(key.name), which an earlier group holds")
        }
        if outcomes[key]!.isFailure { keys.append(key) }
      }
      guard let representative = group["representative"].flatMap(caseKey), members.elements.contains(where: { caseKey($0) == representative })
      else {
        throw defect(index, "group \(id) has no \"representative\" among its cases")
      }
      guard !keys.isEmpty else { continue }
      var suites = Array(Set(keys.map(\.suite)))
      suites.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      read.append(InteropCauseGroup(id: id, signature: cause, outcome: outcomes[keys[0]]!, suites: suites, cases: keys.sorted(),
                                    representative: keys.contains(representative) ? representative : keys.sorted()[0]))
    }
    return read
  }

  private static func caseKey(_ value: JSONValue) -> CaseKey? {
    guard let name = value.stringValue, let slash = name.firstIndex(of: "/") else { return nil }
    return CaseKey(suite: String(name[..<slash]), id: String(name[name.index(after: slash)...]))
  }
}
