import Foundation

/// The report files of one run, treated as a set.
///
/// `clear()` removes the targets before the run, so a run that dies (a trapping subject, a kill) leaves no
/// report of an earlier run for a CI step to publish as green. `write(_:)` puts every report into a temporary
/// file beside its target and renames them into place only when all were written: a reader never finds half a
/// report, nor a new text report beside an old JUnit file.
struct ReportFiles {
  /// A report that could not be written: which (nil: standard output), and why (the system's reason).
  struct WriteFailure: Error, CustomStringConvertible {
    var path: String?
    var reason: String
    var description: String { "error: cannot write the report \(path ?? "to standard output"): \(reason)" }
  }

  let paths: [String]

  /// Removes the reports an earlier run left at these paths.
  func clear() {
    for path in paths { unlink(path) }
  }

  /// Writes every `(path, text)` pair, all or none.
  func write(_ reports: [(path: String, text: String)]) throws {
    var written: [(temporary: String, path: String)] = []
    defer { for file in written { unlink(file.temporary) } }
    for report in reports {
      let temporary = Self.temporaryPath(beside: report.path)
      try Self.writeNew(temporary, report.text, reportPath: report.path)
      written.append((temporary, report.path))
    }
    for file in written where rename(file.temporary, file.path) != 0 {
      throw WriteFailure(path: file.path, reason: Self.systemReason())
    }
    written.removeAll()
  }

  private static func temporaryPath(beside path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
  }

  /// Writes the report of a run without `--output` to standard output; a full disk or a closed descriptor is a
  /// `WriteFailure`, not a crash.
  static func writeToStandardOutput(_ text: String) throws {
    guard writeAll(text, to: STDOUT_FILENO) else { throw WriteFailure(path: nil, reason: systemReason()) }
  }

  private static func writeNew(_ path: String, _ text: String, reportPath: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw WriteFailure(path: reportPath, reason: systemReason()) }
    defer { close(descriptor) }
    guard writeAll(text, to: descriptor) else { throw WriteFailure(path: reportPath, reason: systemReason()) }
  }

  /// Writes the UTF-8 of `text` from the string's own storage (a copy of a report of tens of megabytes costs as
  /// much as writing it); false when a write fails, with `errno` saying why.
  private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return false }
        offset += count
      }
      return true
    }
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }
}
