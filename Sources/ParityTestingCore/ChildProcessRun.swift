
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs every case in child processes (``ParityChild``): a case during which the child dies is reported with
/// how it died, a case that outlives the timeout has its child killed, and either way a new child goes on with
/// the next case. Nothing the subject does can take the test process down or keep it waiting forever.
enum ChildProcessRun {
  /// How long a child may take to load the vectors before its first case.
  static let startupTimeout = 120.0

  static func run(_ evaluator: CaseEvaluator, executable: String, vectors: ParityVectors, options: ParityOptions) -> RunVerdicts {
    let count = evaluator.cases.count
    var verdicts = [CaseVerdict?](repeating: nil, count: count)
    var errors = evaluator.setupErrors
    func addError(_ error: String) { if !errors.contains(error) { errors.append(error) } }
    guard let path = ExecutableLocation.find(executable) else {
      addError("the child executable \"\(executable)\" was not found (looked in \(ExecutableLocation.searchedFolders.joined(separator: ", "))); "
               + "build it (make the test target depend on it) or give its path")
      return RunVerdicts(cases: fill(verdicts, evaluator, reason: "no child process to run it"), runErrors: errors)
    }
    var start = 0
    while start < count {
      let child: Child
      do {
        child = try Child(path: path, arguments: ChildProtocol.arguments(vectors: vectors, options: options, start: start))
      } catch {
        addError("cannot start the child \(path): \(error)")
        break
      }
      var current: Int?
      var finished = false
      var lost: String?
      reading: while true {
        let limit = current == nil ? startupTimeout : (options.caseTimeout ?? .infinity)
        switch child.readLine(timeout: limit) {
        case .line(let line):
          let fields = ChildProtocol.fields(of: line[...])
          switch fields.first {
          case "plan":
            if fields.count < 2 || Int(fields[1]) != count {
              lost = "the child planned \(fields.count > 1 ? fields[1] : "?") cases where the test planned \(count)"
              child.kill()
              break reading
            }
          case "error" where fields.count >= 2: addError(fields[1])
          case "case" where fields.count >= 2: current = Int(fields[1])
          case "result" where fields.count >= 5:
            if let index = Int(fields[1]), index < count, let kind = CaseVerdict.Kind(rawValue: fields[2]) {
              verdicts[index] = CaseVerdict(kind: kind, label: fields[3], message: fields[4])
              start = index + 1
            }
            current = nil
          case "done": finished = true; break reading
          default: break
          }
        case .timedOut:
          child.kill()
          if let index = current {
            verdicts[index] = evaluator.unanswered(
              at: index, label: "timed-out", reason: "no answer within \(options.caseTimeout ?? startupTimeout) s; the child process was killed")
            start = index + 1
          } else {
            lost = "the child did not start its first case within \(startupTimeout) s"
          }
          break reading
        case .end:
          break reading
        }
      }
      let death = child.waitForExit()
      if finished { break }
      if let lost { addError(lost); break }
      if let index = current, verdicts[index] == nil {
        let output = child.standardErrorTail()
        verdicts[index] = evaluator.unanswered(
          at: index, label: "crashed",
          reason: "the subject \(death) while computing this case" + (output.isEmpty ? "" : "; it said: \(output)"))
        start = index + 1
      } else if start < count, verdicts[start] == nil, current == nil, !child.startedAnyCase {
        addError("the child \(path) \(death) before its first case: \(child.standardErrorTail())")
        break
      }
    }
    return RunVerdicts(cases: fill(verdicts, evaluator, reason: "the child process never reached it"), runErrors: errors)
  }

  private static func fill(_ verdicts: [CaseVerdict?], _ evaluator: CaseEvaluator, reason: String) -> [CaseVerdict] {
    verdicts.indices.map { verdicts[$0] ?? evaluator.unanswered(at: $0, label: "run-error", reason: reason) }
  }
}

/// A running child with its standard output read line by line under a deadline.
private final class Child {
  enum Read { case line(String), timedOut, end }

  private let process = Process()
  private let output: Int32
  private let errorFile: URL
  private var buffer: [UInt8] = []
  private(set) var startedAnyCase = false

  init(path: String, arguments: [String]) throws {
    let pipe = Pipe()
    errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("parity-child-\(UUID().uuidString).stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = pipe
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.standardInput = FileHandle.nullDevice
    // Swift's backtracer takes most of a second per crash and prints nothing the report needs.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    try process.run()
    output = pipe.fileHandleForReading.fileDescriptor
    handles = [pipe.fileHandleForReading]
  }

  // Keeps the pipe's reading end (which owns the descriptor) alive.
  private var handles: [FileHandle] = []

  deinit { try? FileManager.default.removeItem(at: errorFile) }

  func readLine(timeout: Double) -> Read {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        if line.hasPrefix("case\t") { startedAnyCase = true }
        return .line(line)
      }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return .timedOut }
      var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let milliseconds = remaining.isFinite ? Int32(min(remaining * 1000, 60_000)) + 1 : 60_000
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0 { if errno == EINTR { continue } else { return .end } }
      if ready == 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(output, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return .end }
      buffer += chunk[..<count]
    }
  }

  func kill() {
    // SIGKILL: a hung subject may be spinning with any signal blocked.
    _ = Glibc_or_Darwin_kill(process.processIdentifier, SIGKILL)
  }

  /// How the child ended, in words: "exited with status 3", "was killed by signal 4 (SIGILL: a Swift trap ...)".
  func waitForExit() -> String {
    process.waitUntilExit()
    let status = process.terminationStatus
    if process.terminationReason == .uncaughtSignal {
      return "crashed with signal \(status)" + (Self.signalNames[status].map { " (\($0))" } ?? "")
    }
    return "exited with status \(status)"
  }

  /// The runtime's own words about the crash ("Fatal error: ..."), else the last line the child wrote there.
  func standardErrorTail() -> String {
    let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let fatal = lines.first { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
    return String((fatal ?? lines.last ?? "").prefix(300))
  }

  static let signalNames: [Int32: String] = [
    SIGILL: "SIGILL: a Swift runtime trap, e.g. an arithmetic overflow, a failed conversion or a force unwrap of nil",
    SIGTRAP: "SIGTRAP: a Swift runtime trap, e.g. an arithmetic overflow, a failed conversion or a force unwrap of nil",
    SIGABRT: "SIGABRT: an abort", SIGSEGV: "SIGSEGV: a bad memory access", SIGBUS: "SIGBUS: a bad memory access",
    SIGKILL: "SIGKILL", SIGFPE: "SIGFPE: an integer division by zero",
  ]
}

private func Glibc_or_Darwin_kill(_ pid: Int32, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
  return Glibc.kill(pid, signal)
  #else
  return Darwin.kill(pid, signal)
  #endif
}

/// Finds a helper executable of the test's own package: beside the test bundle, where SwiftPM builds both.
enum ExecutableLocation {
  static var searchedFolders: [String] {
    var folders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent().path }
    if let first = CommandLine.arguments.first { folders.append(URL(fileURLWithPath: first).deletingLastPathComponent().path) }
    if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: me).deletingLastPathComponent().path)
    }
    var seen = Set<String>()
    return folders.filter { seen.insert($0).inserted }
  }

  static func find(_ executable: String) -> String? {
    if executable.contains("/") { return FileManager.default.isExecutableFile(atPath: executable) ? executable : nil }
    return searchedFolders.map { $0 + "/" + executable }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
#endif
