import Foundation

/// What `parity-check interop` was asked for.
package struct InteropOptions: Sendable {
  /// Report files, each `FILE` or `NAME=FILE`.
  package var reports: [String]
  /// Baseline report files or folders of them, each `FILE`, `NAME=FILE` or `DIR`.
  package var baseline: [String] = []
  package var html: String?
  package var markdown: String?
  package var history: String?
  package var allowDifferentVectors = false
  package var pageURL: String?
  package var runLabel: String?
  /// ISO 8601 in UTC.
  package var runDate: String

  package init(reports: [String], runDate: String) {
    self.reports = reports
    self.runDate = runDate
  }
}

/// One interop view worked out from its options: what to print, which files to write, and the exit code.
package struct InteropRun {
  package var view: InteropView
  package var diff: InteropDiff?
  package var summary: InteropSummary
  /// Earlier summaries of the history folder, oldest first (this run's is not among them).
  package var history: [InteropSummary]
  /// Every file to write, as a set: the page and its summary, the Markdown, this run's summary in the history.
  package var files: [(path: String, text: String)]
  /// Why the picture cannot be trusted though it was drawn (exit 2): partial reports.
  package var incomplete: [String]
  /// A history folder that does not exist yet: created before the files are written.
  package var folderToCreate: String?

  /// 2 when a report (or a baseline report) did not finish; 1 when, against a baseline, a platform has a new cause
  /// or a case that passed and now fails; else 0.
  package var exitCode: Int32 {
    if !incomplete.isEmpty { return 2 }
    return diff?.regressed == true ? 1 : 0
  }

  package var text: String { InteropText(view: view, diff: diff).rendered }

  /// Reads every report and works the view out; throws an `InteropRefusal` or a `VectorDefect` (a file that is
  /// not a report) when nothing can be shown.
  package init(_ options: InteropOptions) throws {
    view = try InteropView(reports: try Self.reports(options.reports), allowDifferentVectors: options.allowDifferentVectors)
    incomplete = view.incomplete
    if !options.baseline.isEmpty {
      let baselineReports = try Self.reports(try Self.expanded(options.baseline))
      let baseline = try InteropView(reports: baselineReports, allowDifferentVectors: options.allowDifferentVectors)
      if !options.allowDifferentVectors, let current = view.columns.compactMap(\.report.digest).first,
        let old = baseline.columns.compactMap(\.report.digest).first(where: { $0 != current }) {
        throw InteropRefusal(reasons: ["the baseline is of other vectors (\(old)) than the reports (\(current)); "
          + "give a baseline of the same vectors, or --allow-different-vectors to compare them case by case"])
      }
      incomplete += baseline.incomplete.map { "baseline: " + $0 }
      diff = InteropDiff(current: view, baseline: baseline)
    }
    let label = options.runLabel ?? String(options.runDate.prefix(16)).replacingOccurrences(of: "T", with: " ")
    summary = InteropSummary(view: view, label: label, date: options.runDate)
    history = []
    files = []
    if let folder = options.history {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
      if !exists { folderToCreate = folder }
      let names = exists ? try Self.listing(folder) : []
      history = try InteropSummary.history(in: folder, files: names)
      let name = "interop-" + options.runDate.map { $0 == ":" ? "-" : $0 } + ".json"
      history.removeAll { $0.date == summary.date && $0.label == summary.label }
      files.append((folder + "/" + name, summary.json))
    }
    if let page = options.html {
      files.append((page, InteropPage(view: view, diff: diff, summary: summary, history: history).rendered))
      let folder = (page as NSString).deletingLastPathComponent
      files.append(((folder.isEmpty ? "" : folder + "/") + "interop-summary.json", summary.json))
    }
    if let markdown = options.markdown {
      let text = InteropMarkdown(view: view, diff: diff, pageURL: options.pageURL).rendered
      files.append((markdown, text))
    }
  }

  /// `FILE` or `NAME=FILE` each, read in order.
  private static func reports(_ arguments: [String]) throws -> [PlatformReport] {
    try arguments.map { argument in
      if FileManager.default.fileExists(atPath: argument) { return try PlatformReport.read(path: argument) }
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        return try PlatformReport.read(path: argument)
      }
      return try PlatformReport.read(path: String(argument[argument.index(after: equals)...]),
                                     name: String(argument[..<equals]))
    }
  }

  /// A folder stands for the `*.json` files in it, in name order.
  private static func expanded(_ arguments: [String]) throws -> [String] {
    try arguments.flatMap { argument -> [String] in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else { return [argument] }
      let reports = try listing(argument).filter { $0.hasSuffix(".json") }.map { argument + "/" + $0 }
      guard !reports.isEmpty else { throw InteropRefusal(reasons: ["the baseline folder \(argument) holds no *.json report"]) }
      return reports
    }
  }

  private static func listing(_ folder: String) throws -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw InteropRefusal(reasons: ["cannot read the folder \(folder): \((error as NSError).localizedDescription)"])
    }
  }
}
