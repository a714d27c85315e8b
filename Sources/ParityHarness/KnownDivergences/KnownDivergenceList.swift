import ParitySuiteKit
import VectorJSON

/// The cases a platform is allowed to diverge on for now, each with a reason, an issue and an expiry date.
///
/// File format (`docs/known-divergences.md`):
/// `{"format": "parity-known-divergences/1", "entries": [{"pattern": "javaHash.float/*", "platform": "ios",
/// "reason": "...", "issue": "https://...", "expires": "2027-01-31"}]}`.
package struct KnownDivergenceList: Sendable {
  package struct Entry: Sendable, Equatable {
    /// A `suite/id` glob (`*`, `?`).
    package var pattern: String
    package var platform: String
    package var reason: String
    package var issue: String
    /// `YYYY-MM-DD`; on the day after, the entry fails the run.
    package var expires: String
    /// Where the entry is written, for messages.
    package var location: String

    package var label: String { "\(pattern) [\(platform)]" }
  }

  package static let format = "parity-known-divergences/1"
  package var entries: [Entry]

  package init(entries: [Entry]) { self.entries = entries }

  package static func load(path: String) throws -> KnownDivergenceList {
    let (document, root) = try ConfigFile.read(path: path, format: format, listKey: "entries")
    let entriesPointer = JSONPointer.root.appending("entries")
    guard let list = root["entries"], list.kind == .array else {
      throw ConfigFile.defect(path, document, entriesPointer, "\"entries\" must be an array")
    }
    var entries: [Entry] = []
    for index in 0..<list.count {
      let pointer = entriesPointer.appending(index)
      do {
        entries.append(try InputReader.read(list[index]!, at: pointer) { reader in
          let expires = try reader.required("expires", ScalarDecoding.string)
          guard isDate(expires) else {
            throw DefectReason(at: pointer.appending("expires"), "\"expires\" must be a date YYYY-MM-DD")
          }
          return Entry(
            pattern: try reader.required("pattern", ScalarDecoding.string),
            platform: try reader.required("platform", ScalarDecoding.string),
            reason: try reader.required("reason", ScalarDecoding.string),
            issue: try reader.required("issue", ScalarDecoding.string),
            expires: expires,
            location: "\(path):\(document.location(of: pointer))")
        })
      } catch let reason as DefectReason {
        throw reason.located(in: document, file: path)
      }
    }
    return KnownDivergenceList(entries: entries)
  }

  private static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 2
      && parts.allSatisfy { $0.allSatisfy(\.isASCII) && Int($0) != nil }
  }
}
