import ParityHarness
import ParitySuiteKit
// Foundation's Process exists only where a program may start another: not on iOS, tvOS, watchOS, visionOS, where
// the harness still builds (for ParityTesting in an app's test bundle) without the live oracle.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The JVM oracle's `serve` command as a child process, spoken to over its standard input and output.
///
/// A writer thread feeds request lines to the oracle and a reader thread takes its answers as they come, so neither
/// side can block the other on a full pipe (the oracle flushes its output only when no further request is waiting).
/// The reader matters for speed too: read only while the caller waits for a batch, the pipe filled while the caller
/// judged the batch before, and the oracle stopped until then, so the two sides took turns instead of overlapping.
/// How many requests are in flight is bounded by the caller, who receives each batch it sent.
package final class OracleProcess: OracleConnection, @unchecked Sendable {
  private let process = Process()
  private let input: Int32
  private let output: Int32
  private let outbox = NSCondition()
  private var pending: [Requests] = []
  /// A batch for the writer thread: requests with their text, or inputs whose lines it writes from the values.
  private enum Requests {
    case texts([OracleRequest])
    case values([ParityValue], suite: String)
  }
  private var closing = false
  private var writeError: String?
  private var writerDone = false
  /// The output the reader thread has taken and the caller not yet, in order; then whether it ended, and why.
  private let inbox = NSCondition()
  private var inboxChunks: [[UInt8]] = []
  private var outputEnded = false
  private var readError: String?
  private var readBuffer: [UInt8] = []
  private var readStart = 0
  /// Where the search for the next newline resumes: the bytes before it hold none.
  private var scanStart = 0
  /// Seconds spent blocked waiting for answers: the oracle's share of the run when the caller is the Swift side.
  package private(set) var waitingSeconds = 0.0
  /// How long the oracle may stay silent while answers are awaited: an oracle that is alive but sends nothing
  /// (frozen, deadlocked, swapping) fails the run after this instead of hanging it. It is a limit on silence, not
  /// on a batch: a slow suite's batch may take many minutes (8,192 random densify.linear inputs: about 4 on two
  /// cores), and an oracle that keeps answering is working.
  package let answerTimeout: Double
  /// How long the oracle may take to send its first answer: it comes only after the oracle started, and
  /// `tools/jvm-parity/oracle` first builds the oracle when a source changed (kotlinc: minutes on a fresh clone, over
  /// 120 s under load; CI saw the first fuzz run fail that way). After that, `answerTimeout`.
  package let startTimeout: Double
  private var answeredOnce = false
  private var deadline = Date.distantFuture

  /// Starts `command` (a shell command line, e.g. `tools/jvm-parity/oracle serve`) in `directory`.
  package init(command: String, directory: String? = nil, answerTimeout: Double = 120, startTimeout: Double = 1800) throws {
    self.answerTimeout = answerTimeout
    self.startTimeout = max(startTimeout, answerTimeout)
    // A dead oracle must turn into a write error, not kill the fuzzer.
    signal(SIGPIPE, SIG_IGN)
    let stdin = Pipe()
    let stdout = Pipe()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec " + command]
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardInput = stdin
    process.standardOutput = stdout
    do {
      try process.run()
    } catch {
      throw OracleError("cannot start the oracle (\(command)): \(error)")
    }
    input = stdin.fileHandleForWriting.fileDescriptor
    output = stdout.fileHandleForReading.fileDescriptor
    // Keep the pipes' handles alive (they own the descriptors) for the life of the process object.
    handles = [stdin.fileHandleForWriting, stdout.fileHandleForReading]
    let writer = Thread { [self] in writeLoop() }
    writer.name = "oracle-writer"
    writer.start()
    let reader = Thread { [self] in readLoop() }
    reader.name = "oracle-reader"
    reader.start()
  }

  private var handles: [FileHandle] = []

  /// Queues `requests` for the writer thread, which also writes their lines: the caller goes on at once.
  package func send(_ requests: [OracleRequest]) throws {
    try queue(.texts(requests))
  }

  /// Queues `inputs` for the writer thread, which writes their lines from the values: the fuzzer makes no text
  /// for an input it sends.
  package func send(_ inputs: [ParityValue], of suite: String) throws {
    try queue(.values(inputs, suite: suite))
  }

  private func queue(_ requests: Requests) throws {
    outbox.lock()
    defer { outbox.unlock() }
    if let writeError { throw OracleError("cannot write to the oracle: \(writeError)") }
    pending.append(requests)
    outbox.signal()
  }

  package func receive(_ count: Int) throws -> [OracleAnswer] {
    try receiveRead(count).map(\.answer)
  }

  package func receiveRead(_ count: Int) throws -> [ReadAnswer] {
    let started = Date()
    deadline = started.addingTimeInterval(answeredOnce ? answerTimeout : startTimeout)
    defer { waitingSeconds += Date().timeIntervalSince(started) }
    var lines: [[UInt8]] = []
    lines.reserveCapacity(count)
    while lines.count < count {
      guard let line = try readLine() else {
        _ = try Self.answers(lines)  // a line it did send that is not an answer is the first thing to tell
        throw OracleError("the oracle stopped answering after \(lines.count) of \(count) requests of a batch"
                            + (process.isRunning ? "" : " (exit status \(process.terminationStatus))"))
      }
      lines.append(line)
    }
    return try Self.answers(lines)
  }

  private static func answers(_ lines: [[UInt8]]) throws -> [ReadAnswer] {
    try zip(lines, OracleAnswer.read(lines: lines)).map { line, answer in
      guard let answer else {
        throw OracleError("the oracle answered a line that is neither {\"expected\": …} nor {\"failure\": …}: "
                            + String(decoding: line.prefix(200), as: UTF8.self))
      }
      return answer
    }
  }

  /// Closes the oracle's input (it exits at end of input) and waits for it.
  package func finish() {
    outbox.lock()
    closing = true
    outbox.signal()
    outbox.unlock()
    outbox.lock()
    while !writerDone { outbox.wait() }
    outbox.unlock()
    process.waitUntilExit()
  }

  /// Stops the oracle without waiting for answers (a run that ends before it asked anything).
  package func stop() {
    if process.isRunning { process.terminate() }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  private func writeLoop() {
    var bytes: [UInt8] = []
    while true {
      outbox.lock()
      while pending.isEmpty && !closing { outbox.wait() }
      if pending.isEmpty {
        try? handles.first?.close()
        writerDone = true
        outbox.broadcast()
        outbox.unlock()
        return
      }
      let requests = pending.removeFirst()
      outbox.unlock()
      // One buffer for every batch: it keeps the capacity of the largest.
      bytes.removeAll(keepingCapacity: true)
      switch requests {
      case .texts(let requests):
        for request in requests { request.appendLine(to: &bytes) }
      case .values(let inputs, let suite):
        for input in inputs { OracleRequest.appendLine(suite: suite, input: input, to: &bytes) }
      }
      if let error = writeAll(bytes) {
        outbox.lock()
        writeError = error
        pending.removeAll()
        outbox.unlock()
      }
    }
  }

  private func writeAll(_ bytes: [UInt8]) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
    }
    return nil
  }

  /// Takes the oracle's output as it comes, until it ends, for `readLine`.
  private func readLoop() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      let failure = count < 0 ? errno : 0
      if failure == EINTR { continue }
      inbox.lock()
      if count > 0 {
        inboxChunks.append(Array(buffer[0..<count]))
      } else {
        outputEnded = true
        if count < 0 { readError = String(cString: strerror(failure)) }
      }
      inbox.signal()
      inbox.unlock()
      if count <= 0 { return }
    }
  }

  /// The output the reader thread has taken since the last call, waiting for some at most until the deadline,
  /// which each output received moves `answerTimeout` on; nil once the output has ended and all of it was taken.
  private func takeOutput() throws -> [UInt8]? {
    inbox.lock()
    var timedOut = false
    while inboxChunks.isEmpty && !outputEnded {
      if deadline.timeIntervalSinceNow <= 0 {
        timedOut = true
        break
      }
      _ = inbox.wait(until: deadline)
    }
    let chunks = inboxChunks
    inboxChunks = []
    let failure = readError
    inbox.unlock()
    if timedOut { throw timeoutError() }
    if chunks.isEmpty {
      if let failure { throw OracleError("cannot read from the oracle: \(failure)") }
      return nil
    }
    answeredOnce = true
    deadline = Date().addingTimeInterval(answerTimeout)
    return chunks.count == 1 ? chunks[0] : Array(chunks.joined())
  }

  private func timeoutError() -> OracleError {
    let wasRunning = process.isRunning
    // SIGKILL, not SIGTERM: a frozen JVM may not handle SIGTERM, and a child can inherit SIGTERM blocked.
    if wasRunning { kill(process.processIdentifier, SIGKILL) }
    let what = answeredOnce
      ? "sent nothing for \(answerTimeout) s while answers were awaited"
      : "did not answer its first batch within \(startTimeout) s of its start"
    return OracleError("the oracle \(what)"
                + (wasRunning ? " although its process was alive (frozen or overloaded?)" : "")
                + "; it was stopped. Raise \(answeredOnce ? "--oracle-timeout" : "--oracle-start-timeout") if it is merely slow.")
  }

  /// The next line of output without its newline; `nil` at end of output.
  private func readLine() throws -> [UInt8]? {
    while true {
      if let newline = readBuffer[scanStart...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(readBuffer[readStart..<newline])
        readStart = newline + 1
        scanStart = readStart
        return line
      }
      if readStart > 0 {
        readBuffer.removeFirst(readStart)
        readStart = 0
      }
      scanStart = readBuffer.count
      guard let output = try takeOutput() else { return nil }
      readBuffer += output
    }
  }
}
#endif
