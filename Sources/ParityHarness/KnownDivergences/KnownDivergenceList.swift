import ParitySuiteKit
import VectorJSON

/// The cases a platform is allowed to fail on for now, each with a reason, an issue and an expiry date.
///
/// File format (`docs/known-divergences.md`):
/// `{"format": "parity-known-divergences/1", "entries": [{"pattern": "javaHash.float/*", "platform": "ios",
/// "reason": "...", "issue": "https://...", "expires": "2027-01-31"}]}`. An entry that also names an `outcome`, a
/// `field`, a `message` or a `frame` excuses a cause, not cases: only the cases its pattern matches that fail the
/// way it says.
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
    /// The outcome kind it excuses (`diverged`, `error-expected-but-value`, `value-expected-but-error`,
    /// `another-error-code`, `crashed`); `diverged` when only `fields` is given.
    package var outcome: CaseCause.Kind?
    /// JSON Pointer globs: every diverging field of a case it excuses matches one of them.
    package var fields: [String]?
    /// A glob the crash's runtime message (normalised, "" when it printed none) matches.
    package var message: String?
    /// A glob the function of the crash's frame matches.
    package var frame: String?

    package init(pattern: String, platform: String, reason: String, issue: String, expires: String, location: String,
                 outcome: CaseCause.Kind? = nil, fields: [String]? = nil, message: String? = nil, frame: String? = nil) {
      self.pattern = pattern
      self.platform = platform
      self.reason = reason
      self.issue = issue
      self.expires = expires
      self.location = location
      self.outcome = outcome
      self.fields = fields
      self.message = message
      self.frame = frame
    }

    /// Whether it excuses a cause (it names an outcome, a field, a message or a frame) rather than cases: a case
    /// its pattern matches may then pass, and the entry is stale only when it excuses no case.
    package var isCauseEntry: Bool { outcome != nil || fields != nil || message != nil || frame != nil }

    /// The outcome kind a cause entry excuses.
    package var excusedKind: CaseCause.Kind { outcome ?? .diverged }

    /// `pattern [platform]`, and for a cause entry its outcome and fields: `geoPoint.hash/* [ios] diverged at /hash`.
    package var label: String {
      var text = "\(pattern) [\(platform)]"
      if isCauseEntry { text += " \(excusedKind.rawValue)" }
      if let fields { text += " at " + fields.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: ", ") }
      return text
    }
  }

  package static let format = "parity-known-divergences/1"
  /// The outcomes an entry can excuse: divergences of every kind, and crashes. A time-out or another run error is
  /// never excused: the subject did not answer.
  package static let excusableOutcomes: [CaseCause.Kind] = [
    .diverged, .errorExpectedButValue, .valueExpectedButError, .anotherErrorCode, .crashed,
  ]
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
          var entry = Entry(
            pattern: try reader.required("pattern", ScalarDecoding.string),
            platform: try reader.required("platform", ScalarDecoding.string),
            reason: try reader.required("reason", ScalarDecoding.string),
            issue: try reader.required("issue", ScalarDecoding.string),
            expires: expires,
            location: "\(path):\(document.location(of: pointer))")
          entry.outcome = try reader.optional("outcome", default: nil) { value, at -> CaseCause.Kind? in
            let name = try ScalarDecoding.string(value, at: at)
            guard let kind = CaseCause.Kind(rawValue: name), excusableOutcomes.contains(kind) else {
              throw DefectReason(at: at, "\"outcome\" must be one of "
                                 + excusableOutcomes.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                                 help: "a time-out or another run error cannot be excused: the subject did not answer")
            }
            return kind
          }
          entry.fields = try reader.optional("field", default: nil) { value, at -> [String]? in
            if value.kind == .string { return [try ScalarDecoding.string(value, at: at)] }
            guard value.kind == .array, value.count > 0 else {
              throw DefectReason(at: at, "\"field\" must be a JSON Pointer glob or a non-empty array of them",
                                 help: "e.g. \"/hash\" or [\"/points/*/lat\", \"/points/*/lng\"]")
            }
            return try InputReader.array(value, at: at, ScalarDecoding.string)
          }
          entry.message = try reader.optional("message", default: nil) { try ScalarDecoding.string($0, at: $1) as String? }
          entry.frame = try reader.optional("frame", default: nil) { try ScalarDecoding.string($0, at: $1) as String? }
          if entry.fields != nil && entry.excusedKind != .diverged {
            throw DefectReason(at: pointer.appending("field"), "\"field\" applies to the outcome \"diverged\" only",
                               help: "a field names where a divergence is: give no \"outcome\", or \"outcome\": \"diverged\"")
          }
          for (key, value) in [("message", entry.message), ("frame", entry.frame)] where value != nil && entry.outcome != .crashed {
            throw DefectReason(at: pointer.appending(key), "\"\(key)\" applies to the outcome \"crashed\" only",
                               help: "give \"outcome\": \"crashed\" too")
          }
          return entry
        })
      } catch let reason as DefectReason {
        throw reason.located(in: document, file: path)
      }
    }
    return KnownDivergenceList(entries: entries)
  }

  /// Whether `text` is a date `YYYY-MM-DD`.
  package static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 2
      && parts.allSatisfy { $0.allSatisfy(\.isASCII) && Int($0) != nil }
  }
}
