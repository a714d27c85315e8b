/// A case the subject never answered: it crashed (trapped, exited) or outlived the case timeout. Only a subject
/// that runs in a child process can fail this way and leave the run going (`parity-check --subject-executable`,
/// ParityTesting's child-process isolation); the case is a run error (exit 2) unless a known-divergence entry
/// excuses the crash (docs/known-divergences.md).
public struct SubjectFailure: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case crashed
    case timedOut = "timed-out"
  }

  public var kind: Kind
  /// How it ended, in words: the signal, and what the runtime said or why it said nothing.
  public var reason: String
  /// The runtime's own last words (`Swift/IntegerTypes.swift:6876: Fatal error: ...`), when it printed any.
  public var runtimeMessage: String?
  /// Where in the subject's code it trapped, when a rerun with the runtime's backtracer found it.
  public var frame: CrashFrame?

  public init(kind: Kind, reason: String, runtimeMessage: String? = nil, frame: CrashFrame? = nil) {
    self.kind = kind
    self.reason = reason
    self.runtimeMessage = runtimeMessage
    self.frame = frame
  }

  /// The reason, and where it trapped when that is known.
  public var detail: String {
    reason + (frame.map { "; it trapped in \($0)" } ?? "")
  }

  /// `crashed: <detail>` or `timed-out: <detail>`: the run error's message in every report.
  public var message: String { "\(kind.rawValue): \(detail)" }
}

/// One frame of a crashed subject's stack: the first that is the subject's own code (neither the Swift runtime,
/// nor the standard library, nor this harness), as the runtime's backtracer names it.
public struct CrashFrame: Sendable, Equatable, CustomStringConvertible {
  /// The function, as the backtracer demangles it (`GeoPoint.hashCode()`).
  public var function: String
  /// The source file and position, when the subject was built with debug information.
  public var file: String?
  public var line: Int?
  public var column: Int?

  public init(function: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
    self.function = function
    self.file = file
    self.line = line
    self.column = column
  }

  /// The file's last path component: what a signature keeps (a checkout's path differs from machine to machine).
  public var fileName: String? {
    file.map { path in String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)) }
  }

  /// `GeoPoint.hashCode() at Sources/ExampleSDK/GeoPoint.swift:27:20`, or the function alone without debug info.
  public var description: String {
    guard let file else { return function }
    return "\(function) at \(file)" + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "")
  }
}
