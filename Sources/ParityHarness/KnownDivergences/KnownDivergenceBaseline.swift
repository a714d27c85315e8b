import ParitySuiteKit

/// A known-divergence list that excuses every cause of a run, written in one command so that a team can gate on
/// new failures from its first day (docs/known-divergences.md, "Adopting the gate: baseline, then burn down").
///
/// One cause entry per group of the run (``CauseGroup``), each with the group's signature in words as its reason:
/// its pattern is the group's suite (`suite/*`), or every case (`*`) for a crash located in the subject's code,
/// which groups across suites; its outcome the group's kind; a divergence's fields as the group generalised them
/// (`/points/*/lat`); a crash's runtime message and frame function. Groups that would make the same entry (two
/// error codes of one suite and outcome: an entry names no code) share one. A time-out or another run error cannot
/// be excused: such groups are left out, and named (``Written/leftOut``).
package struct KnownDivergenceBaseline: Sendable {
  package var platform: String
  /// `YYYY-MM-DD`: every entry expires then, so the list cannot outlive the plan to burn it down.
  package var expires: String
  /// Where the work is tracked; without one, the entries say that none was filed yet.
  package var issue: String?

  package init(platform: String, expires: String, issue: String? = nil) {
    self.platform = platform
    self.expires = expires
    self.issue = issue
  }

  /// What the list says about a set of groups.
  package struct Written: Sendable {
    /// The list file's text.
    package var text: String
    /// How many entries it has.
    package var entries: Int
    /// How many groups they excuse.
    package var groups: Int
    /// The groups no entry can excuse (time-outs, run errors), in words.
    package var leftOut: [String]
  }

  /// The text issue entries carry without `--issue`.
  package static let noIssue = "no issue filed yet"

  /// The list for `groups` (the largest first, as a run orders them).
  package func list(for groups: [CauseGroup]) -> Written {
    var order: [String] = []
    var entries: [String: (members: [String], reasons: [String], groups: Int, specificity: Int)] = [:]
    var leftOut: [String] = []
    for group in groups {
      let signature = group.signature
      guard KnownDivergenceList.excusableOutcomes.contains(signature.kind) else {
        leftOut.append("\(signature.words) (\(Plural.count(group.cases.count, "case")))")
        continue
      }
      var members = ["\"pattern\": \(Escaping.json(signature.suite.map { "\($0)/*" } ?? "*"))",
                     "\"outcome\": \(Escaping.json(signature.kind.rawValue))"]
      if signature.kind == .diverged {
        members.append("\"field\": [" + signature.fields.map(\.field).uniqued().map(Escaping.json).joined(separator: ", ") + "]")
      }
      if signature.kind == .crashed {
        members.append("\"message\": \(Escaping.json(signature.message ?? ""))")
        if let function = signature.frameFunction { members.append("\"frame\": \(Escaping.json(function))") }
      }
      let key = members.joined(separator: ", ")
      if entries[key] == nil {
        order.append(key)
        // A case goes to the first entry that excuses it: an entry must not come after one that excuses all its
        // cases too. One that names a frame comes first, then those that name fewer fields (a set of fields comes
        // before the sets that hold it).
        entries[key] = (members, [], 0, (signature.frameFunction == nil ? 1 << 20 : 0) + signature.fields.count)
      }
      entries[key]!.reasons.append("\(signature.words) (\(Plural.count(group.cases.count, "case")) at baseline, group \(group.id))")
      entries[key]!.groups += 1
    }
    let ranked = order.enumerated().sorted {
      (entries[$0.element]!.specificity, $0.offset) < (entries[$1.element]!.specificity, $1.offset)
    }.map(\.element)
    let lines = ranked.map { key -> String in
      let entry = entries[key]!
      let members = entry.members + [
        "\"platform\": \(Escaping.json(platform))", "\"reason\": \(Escaping.json(entry.reasons.joined(separator: "; ")))",
        "\"issue\": \(Escaping.json(issue ?? Self.noIssue))", "\"expires\": \(Escaping.json(expires))",
      ]
      return "    {" + members.joined(separator: ", ") + "}"
    }
    let text = "{\n  \"format\": \"\(KnownDivergenceList.format)\",\n  \"entries\": [\n" + lines.joined(separator: ",\n")
      + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    return Written(text: text, entries: lines.count, groups: entries.values.reduce(0) { $0 + $1.groups }, leftOut: leftOut)
  }

  /// Writes the list for `groups` to `path` (whole or not at all).
  package func write(_ groups: [CauseGroup], to path: String) throws -> Written {
    let written = list(for: groups)
    try ExclusiveTemporaryFile.replace(path) { $0.write(written.text) }
    return written
  }
}

extension Array where Element == String {
  /// The strings in order, each once.
  fileprivate func uniqued() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}
