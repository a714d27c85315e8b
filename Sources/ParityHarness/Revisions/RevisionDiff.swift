import OverlayIdentity
import ParitySuiteKit

/// Which cases change between two android-sdk-core revisions: what an SDK team reads before upgrading.
///
/// Cases are matched by `suite/id` across the files that hold for each revision; a case whose expected value
/// (or input) differs is `changed`, a case that exists under one revision only is `added` or `removed`.
package struct RevisionDiff: Sendable {
  package struct Change: Sendable {
    package var name: String
    package var before: String
    package var after: String
  }

  package var from: AndroidCoreRevision
  package var to: AndroidCoreRevision
  package var changed: [Change] = []
  package var added: [String] = []
  package var removed: [String] = []
  /// Cases with the same value under both revisions.
  package var unchanged = 0

  package init(from: AndroidCoreRevision, to: AndroidCoreRevision, in set: VectorSet) {
    self.from = from
    self.to = to
    let before = Self.cases(of: set, for: from)
    let after = Self.cases(of: set, for: to)
    for (name, old) in before.sorted(by: { $0.key < $1.key }) {
      guard let new = after[name] else {
        removed.append(name)
        continue
      }
      if old == new {
        unchanged += 1
      } else {
        changed.append(Change(name: name, before: old.expected, after: new.expected))
      }
    }
    added = after.keys.filter { before[$0] == nil }.sorted()
  }

  private struct Entry: Equatable {
    var input: String
    var expected: String
  }

  private static func cases(of set: VectorSet, for revision: AndroidCoreRevision) -> [String: Entry] {
    var cases: [String: Entry] = [:]
    for file in set.files where file.holds(for: revision.rawValue) {
      for vectorCase in file.cases {
        cases["\(file.suite)/\(vectorCase.id)"] = Entry(input: vectorCase.input.compactText,
                                                        expected: vectorCase.expected.rendered)
      }
    }
    return cases
  }

  /// Per suite, how many cases change; then each change with both values.
  package var rendered: String {
    var lines = ["revision-diff: android-sdk-core \(from.rawValue) -> \(to.rawValue): \(changed.count) changed, "
                 + "\(added.count) added, \(removed.count) removed, \(unchanged) unchanged"]
    var perSuite: [String: Int] = [:]
    for change in changed { perSuite[String(change.name.prefix { $0 != "/" }), default: 0] += 1 }
    for (suite, count) in perSuite.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(suite): \(count) case\(count == 1 ? "" : "s") change")
    }
    for change in changed {
      lines.append("")
      lines.append(Escaping.terminal("CHANGED \(change.name)"))
      lines.append(Escaping.terminal("  \(from.rawValue): \(change.before)"))
      lines.append(Escaping.terminal("  \(to.rawValue): \(change.after)"))
    }
    for name in added { lines.append(Escaping.terminal("ADDED \(name) (only in \(to.rawValue))")) }
    for name in removed { lines.append(Escaping.terminal("REMOVED \(name) (only in \(from.rawValue))")) }
    return lines.joined(separator: "\n") + "\n"
  }
}
