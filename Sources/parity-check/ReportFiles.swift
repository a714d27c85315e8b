import Foundation
import ParityHarness

/// The report files of one run, treated as a set.
///
/// `clear()` removes the targets before the run (`ReportGuard` already did, first thing in `main`), so a run that
/// dies (a trapping subject, a kill) leaves no report of an earlier run for a CI step to publish as green. `write(_:)` puts every report into a temporary
/// file beside its target and renames them into place only when all were written: a reader never finds half a
/// report, nor a new text report beside an old JUnit file.
struct ReportFiles {
  /// A report that could not be written: which (nil: standard output), and why (the system's reason).
  struct WriteFailure: Error, CustomStringConvertible {
    var path: String?
    var reason: String
    var description: String { "error: cannot write the report \(path ?? "to standard output"): \(reason)" }
  }

  /// A report file: its path, and what writes the report (to the sink given).
  typealias Report = (path: String, write: (ReportSink) -> Void)

  let paths: [String]

  /// Removes the reports an earlier run left at these paths.
  func clear() {
    for path in paths { unlink(path) }
  }

  /// Writes every `(path, text)` pair, all or none: each into a temporary file created exclusively under a name
  /// no other file has (`.NAME.XXXXXX` beside it; a link planted at a fixed name is never written through), then
  /// renamed into place. A failure removes every temporary file and every report already renamed.
  func write(_ reports: [Report]) throws {
    var written: [(temporary: String, path: String, slot: Int?)] = []
    var renamed: [String] = []
    var finished = false
    defer {
      ReportGuard.guardedFileSection {
        for file in written {
          unlink(file.temporary)
          ReportGuard.release(file.slot)
        }
      }
      if !finished { for path in renamed { unlink(path) } }
    }
    for report in reports {
      guard let (descriptor, temporary, slot) = ReportGuard.createTemporary(beside: report.path) else {
        throw WriteFailure(path: report.path, reason: Self.systemReason())
      }
      written.append((temporary, report.path, slot))
      defer { close(descriptor) }
      let sink = ReportSink(descriptor: descriptor)
      report.write(sink)
      guard sink.flush() else { throw WriteFailure(path: report.path, reason: sink.failure ?? "a write failed") }
    }
    for file in written {
      // A kill handled on another thread waits for the rename: it then removes the report, never before it.
      let failure = ReportGuard.guardedFileSection { rename(file.temporary, file.path) == 0 ? nil : Self.systemReason() }
      if let failure { throw WriteFailure(path: file.path, reason: failure) }
      renamed.append(file.path)
    }
    finished = true
  }

  /// Writes the report of a run without `--output` to standard output; a full disk or a closed descriptor is a
  /// `WriteFailure`, not a crash.
  static func writeToStandardOutput(_ text: String) throws {
    guard writeAll(text, to: STDOUT_FILENO) else { throw WriteFailure(path: nil, reason: systemReason()) }
  }

  /// Writes a report streamed by `write` to standard output.
  static func writeToStandardOutput(_ write: (ReportSink) -> Void) throws {
    let sink = ReportSink(descriptor: STDOUT_FILENO)
    write(sink)
    guard sink.flush() else { throw WriteFailure(path: nil, reason: sink.failure ?? "a write failed") }
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
