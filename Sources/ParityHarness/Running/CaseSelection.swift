import Foundation

/// Which cases a run takes: suite and case-id globs (`*`, `?`) and a tag. The suite pattern is a comma-separated
/// list of globs, whose union is taken (`'geoPoint.*,javaHash.string'`), on every runner and in every mode.
public struct CaseSelection: Sendable {
  public var suitePattern: String?
  public var casePattern: String?
  public var tag: String?

  public init(suitePattern: String? = nil, casePattern: String? = nil, tag: String? = nil) {
    self.suitePattern = suitePattern
    self.casePattern = casePattern
    self.tag = tag
  }

  public static let everything = CaseSelection()

  public func includes(suite: String) -> Bool {
    suitePattern.map { pattern in Self.suiteGlobs(pattern).contains { Glob.matches($0, suite) } } ?? true
  }

  /// The globs of a `--suite` value: split at commas, each trimmed of spaces, empty ones dropped.
  public static func suiteGlobs(_ pattern: String) -> [String] {
    pattern.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Whether every case of a selected suite is taken: no case pattern and no tag.
  package var takesEveryCase: Bool { casePattern == nil && tag == nil }

  package func includes(_ vectorCase: VectorCase) -> Bool {
    (casePattern.map { Glob.matches($0, vectorCase.id) } ?? true) && (tag.map { vectorCase.tags.contains($0) } ?? true)
  }
}

/// Shell-style globs: `*` matches any run of characters, `?` one character; nothing else is special.
public enum Glob {
  public static func matches(_ pattern: String, _ text: String) -> Bool {
    let pattern = Array(pattern.unicodeScalars)
    let text = Array(text.unicodeScalars)
    var (p, t) = (0, 0)
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let starIndex = star {
        p = starIndex + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
