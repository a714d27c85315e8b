import ParitySuiteKit
import VectorJSON

/// The small JSON record of one interop view (`interop-summary/1`), written beside the page; a folder of earlier
/// ones (`--history`) is the trend: pass rate and platform-specific failures per platform, run by run.
package struct InteropSummary: Equatable, Sendable {
  package struct Platform: Equatable, Sendable {
    package var name: String
    package var subject: String
    package var cases: Int
    package var passed: Int
    /// Cases that can pass (all but the not-portable ones): the pass rate's denominator.
    package var portable: Int
    package var failures: Int
    package var platformSpecific: Int
    package var partial: Bool

    package var passRate: Double? { portable > 0 ? Double(passed) / Double(portable) : nil }

    package init(name: String, subject: String, cases: Int, passed: Int, portable: Int, failures: Int, platformSpecific: Int,
                 partial: Bool) {
      self.name = name
      self.subject = subject
      self.cases = cases
      self.passed = passed
      self.portable = portable
      self.failures = failures
      self.platformSpecific = platformSpecific
      self.partial = partial
    }
  }

  /// What the run is called on the chart: an SDK commit, a date.
  package var label: String
  /// When the run was summed up, ISO 8601 in UTC: the history's order.
  package var date: String
  package var digest: String?
  package var platforms: [Platform]

  package init(label: String, date: String, digest: String?, platforms: [Platform]) {
    self.label = label
    self.date = date
    self.digest = digest
    self.platforms = platforms
  }

  package init(view: InteropView, label: String, date: String) {
    let digests = Set(view.columns.compactMap(\.report.digest))
    self.init(label: label, date: date, digest: digests.count == 1 ? digests.first : nil, platforms: view.columns.map { column in
      Platform(name: column.report.name, subject: column.report.subject, cases: column.total.cases,
               passed: column.total[.passed], portable: column.total.portable, failures: column.total.failures,
               platformSpecific: column.platformSpecific.count, partial: !column.report.isComplete)
    })
  }

  package var json: String {
    let platforms = self.platforms.map { platform in
      "    {\"name\": \(Escaping.json(platform.name)), \"subject\": \(Escaping.json(platform.subject)), "
        + "\"cases\": \(platform.cases), \"passed\": \(platform.passed), \"portable\": \(platform.portable), "
        + "\"failures\": \(platform.failures), \"platformSpecific\": \(platform.platformSpecific), \"partial\": \(platform.partial)}"
    }
    return "{\n  \"format\": \"interop-summary/1\",\n  \"label\": \(Escaping.json(label)),\n  \"date\": \(Escaping.json(date)),\n"
      + "  \"digest\": \(digest.map(Escaping.json) ?? "null"),\n  \"platforms\": [\n" + platforms.joined(separator: ",\n")
      + "\n  ]\n}\n"
  }

  /// Reads a summary; a file that is not one is a `VectorDefect` naming it.
  package static func read(path: String) throws -> InteropSummary {
    let help = "a history folder holds only the interop-summary/1 files parity-check interop writes"
    let document = try DocumentReading.read(path: path, help: help)
    let root = document.root
    func defect(_ message: String) -> VectorDefect {
      VectorDefect(file: path, location: SourceLocation(line: 1, column: 1), pointer: .root, message: message, help: help)
    }
    guard root.kind == .object, root["format"]?.stringValue == "interop-summary/1",
      let label = root["label"]?.stringValue, let date = root["date"]?.stringValue,
      let platforms = root["platforms"], platforms.kind == .array
    else { throw defect("not an interop-summary/1 file") }
    var read: [Platform] = []
    for platform in platforms.elements {
      func count(_ key: String) throws -> Int {
        guard let value = platform[key]?.integerValue, value >= 0 else { throw defect("a platform without the count \"\(key)\"") }
        return Int(value)
      }
      guard let name = platform["name"]?.stringValue else { throw defect("a platform without a \"name\"") }
      read.append(Platform(name: name, subject: platform["subject"]?.stringValue ?? "", cases: try count("cases"),
                           passed: try count("passed"), portable: try count("portable"), failures: try count("failures"),
                           platformSpecific: try count("platformSpecific"), partial: platform["partial"]?.boolValue ?? false))
    }
    return InteropSummary(label: label, date: date, digest: root["digest"]?.stringValue, platforms: read)
  }

  /// The summaries of a history folder (its `*.json` files), oldest first.
  package static func history(in folder: String, files: [String]) throws -> [InteropSummary] {
    try files.filter { $0.hasSuffix(".json") }.map { try read(path: folder + "/" + $0) }
      .sorted { $0.date != $1.date ? $0.date < $1.date : $0.label < $1.label }
  }
}
