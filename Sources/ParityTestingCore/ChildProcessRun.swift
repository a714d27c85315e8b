#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import VectorJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one case ended in a child run.
package enum ChildCaseEnd: Sendable {
  /// The case's result: the child's answer judged, or a result known without asking (an input that does not
  /// decode).
  case judged(CaseResult)
  /// The subject crashed or outlived the case timeout while computing the case.
  case failed(SubjectFailure)
  /// No child could run the case (a run error saying why).
  case notRun(String)
  /// The child answered this case in a way that breaks the protocol, or with a value that does not have the suite's
  /// output shape: the subject's error (a `subject-error` run error), its child killed and a new one started.
  case subjectError(String)
}

/// Runs planned cases on a subject in child processes (``ParityChild``): this process keeps the loaded cases,
/// sends each case's suite and input to the child, and judges the answers itself. A case during which the child
/// dies is reported with how it died and what the runtime said; a case that outlives the timeout has its child
/// killed; an answer that breaks the protocol is that case's subject error, and its child is killed; either way a
/// new child goes on with the next case, at the cost of a process start (the child reads no vectors). A child is
/// killed with its whole process group, so nothing it started outlives it. Nothing the subject does can take this
/// process down or keep it waiting past the limits: `startupTimeout` for a child's greeting, `caseTimeout` for an
/// answer (also when the child closed its output but lives on), `exitGrace` for a child told to end.
package struct ChildProcessRun: Sendable {
  /// The child executable.
  package var path: String
  package var contract: AndroidCoreRevision
  package var reader: JSONReader
  /// How long one case may take, in seconds (nil: no limit).
  package var caseTimeout: Double?
  /// How long a child may take to start and greet, in seconds.
  package var startupTimeout = ChildProcessRun.defaultStartupTimeout
  /// The default start-up limit: a child links the subject's whole SDK, which a loaded CI machine may take seconds
  /// to load, but never a minute.
  package static let defaultStartupTimeout = 60.0
  /// How long a child told to end (its input closed), or one whose output closed without a case timeout, may take
  /// to exit before it is killed, in seconds.
  package static let exitGrace = 10.0
  /// How many questions are sent ahead of the answers, so the child never waits for the next one.
  package var window = 64
  /// Told the subject's name when the first child greets.
  package var greeted: (@Sendable (String) -> Void)?
  /// Whether cases whose expected value is not portable are put to the subject (by default they are reported
  /// not portable unasked, as in a run in this process).
  package var askNotPortable = false
  /// Whether a crash is located in the subject's code: the first crash of each suite and runtime message is run
  /// again, alone, in a child with the runtime's backtracer on, and the frame found is given to every crash of
  /// that suite and message (a rerun costs a process start and the backtrace, about a second).
  package var locatesCrashes = true

  package init(path: String, contract: AndroidCoreRevision, reader: JSONReader, caseTimeout: Double?) {
    self.path = path
    self.contract = contract
    self.reader = reader
    self.caseTimeout = caseTimeout
  }

  /// Kills every child this process runs, with its process group: for a run ended by a signal, which leaves no
  /// subject running.
  package static func killEveryChild() { SpawnedProcess.killEveryChild() }

  /// What a whole run found besides the cases' ends.
  package struct Summary: Sendable {
    /// The name the child gave its subject (nil when no child greeted).
    package var subject: String?
    /// Faults of the run as a whole: a child that does not start or breaks the protocol.
    package var runErrors: [String] = []
    /// How many children were started (1 + one per crash or timeout).
    package var childrenStarted = 0
  }

  /// Runs every case, handing each case's end to `report` as soon as it is known, in plan order; the run stops
  /// early when `report` returns false (`--fail-fast`).
  package func run(_ cases: [PlannedCase], report: (Int, ChildCaseEnd) -> Bool) -> Summary {
    _ = ignoreBrokenPipes
    var summary = Summary()
    var stopped = false
    // Crashes wait for their location (a rerun with the backtracer, beside the run), and every later case with
    // them: ends are reported in plan order, each once it is complete.
    let locator = locatesCrashes ? Locator(run: self) : nil
    var held: [(index: Int, end: ChildCaseEnd, location: String?)] = []
    var heldStart = 0
    func deliver() {
      while heldStart < held.count && !stopped {
        var (index, end, key) = held[heldStart]
        if let key, let locator {
          guard let frame = locator.frame(for: key) else { break }
          if case .failed(var failure) = end {
            failure.frame = frame
            end = .failed(failure)
          }
        }
        heldStart += 1
        if !report(index, end) { stopped = true }
      }
      if heldStart > 1024 && heldStart * 2 > held.count {
        held.removeFirst(heldStart)
        heldStart = 0
      }
    }
    // Reports a case's end; once `report` says stop, nothing more is reported or sent.
    func tell(_ index: Int, _ end: ChildCaseEnd, location: String? = nil) {
      held.append((index, end, location))
      deliver()
    }
    var next = 0  // the first case not yet sent to the current child
    var child: Child?
    var spare = Spare()
    let arguments = ChildProtocol.arguments(contract: contract, reader: reader)
    var pending = Pending()
    func abandon(from index: Int, reason: String) {
      for rest in index..<cases.count { tell(rest, .notRun(reason)) }
      next = cases.count
    }
    // A child stopped early (`--fail-fast`) may be computing a case nobody waits for: it is killed.
    defer {
      if stopped { child?.kill() }
      child?.finish()
      spare.take()?.finish()
      // The crashes still held get their locations, and the cases after them are reported.
      locator?.waitForAll()
      deliver()
    }
    while (next < cases.count || !pending.isEmpty) && !stopped {
      if child == nil {
        do {
          let started = try spare.take() ?? Child(path: path, arguments: arguments)
          try started.greet(within: startupTimeout, reader: reader)
          summary.childrenStarted += 1
          if summary.subject == nil { greeted?(started.subject) }
          summary.subject = summary.subject ?? started.subject
          child = started
          // The questions a dead child left unanswered go to the new one as they were written.
          for line in pending.askedLines { started.send(line) }
          pending.restartClock()
          // The next child starts now, beside this one: when this one dies, a trap costs no start-up.
          spare.start { try Child(path: path, arguments: arguments) }
        } catch {
          summary.runErrors.append("cannot run the child \(path): \(error)")
          // Every case not reported yet, those sent to a child that died before answering included.
          let front = pending.frontIndex ?? next
          pending = Pending()
          abandon(from: front, reason: "no child process could run it")
          break
        }
      }
      let running = child!
      while pending.askedCount < window && next < cases.count {
        switch cases[next].subjectQuestion(askNotPortable: askNotPortable) {
        case .ask(let suite, let input):
          let line = ChildProtocol.question(index: next, suite: suite, input: input)
          running.send(line)
          pending.append(.asked(next, line))
        case .judged(let result):
          pending.append(.known(next, result))
        }
        next += 1
      }
      while let (index, result) = pending.popKnown() { tell(index, .judged(result)) }
      if stopped { break }
      guard let waiting = pending.frontAsked else { continue }
      let deadline = pending.frontSince + (caseTimeout ?? .infinity)
      switch running.nextLine(deadline: deadline) {
      case .line(let line):
        let index: Int
        let outcome: ChildOutcome
        do {
          (index, outcome) = try answer(line, to: waiting)
        } catch {
          // One malformed answer costs its case, as a trap does: the child, whose later answers cannot be trusted
          // either, is killed, and a new one goes on with the next case.
          running.kill()
          _ = running.death()
          child = nil
          pending.popFront()
          tell(waiting, .subjectError("the child answered with a line that breaks the protocol (\(error)): "
                                       + "\(Self.excerpt(line)); the child process was killed"))
          continue
        }
        pending.popFront()
        switch outcome {
        case .answered(let answer):
          tell(index, judge(answer, of: cases[index], subject: running.subject))
        case .unreadable(let reason):
          tell(index, .judged(cases[index].result(.runError("the child could not read this case: \(reason)"))))
        }
      case .timedOut:
        running.kill()
        _ = running.death()
        child = nil
        pending.popFront()
        tell(waiting, .failed(SubjectFailure(kind: .timedOut,
                                             reason: "no answer within \(caseTimeout ?? 0) s; the child process was killed")))
      case .end:
        child = nil
        pending.popFront()
        // The child's output ended: it died, or it closed its output and lives on, when it has until the case's
        // time limit (or `exitGrace` without one) to end.
        let limit = caseTimeout == nil ? Date() + Self.exitGrace : deadline
        guard running.awaitEnd(until: limit) else {
          running.kill()
          _ = running.death()
          tell(waiting, caseTimeout.map {
            .failed(SubjectFailure(kind: .timedOut, reason: "no answer within \($0) s: the child closed its standard output "
                                   + "and did not exit; the child process was killed"))
          } ?? .subjectError("the child closed its standard output without answering and had not exited "
                             + "\(Self.exitGrace) s later; the child process was killed"))
          continue
        }
        let death = running.death()
        let said = running.runtimeMessage()
        let words = said.map { "; the runtime said: \($0)" }
          ?? (running.diedBySignal ? "; the runtime printed no message (an arithmetic overflow has none in any build, "
            + "and no trap has one in optimized code: rerun this case's input in a debug build to see any other check's message)" : "")
        let failure = SubjectFailure(kind: .crashed, reason: "the subject \(death) while computing this case" + words,
                                     runtimeMessage: said)
        var location: String?
        if let locator, running.diedBySignal {
          let key = cases[waiting].suite + "\n" + (said.flatMap(CauseSignature.runtimeMessage) ?? "")
          locator.start(key, cases[waiting], arguments: arguments)
          location = key
        }
        tell(waiting, .failed(failure), location: location)
      }
    }
    return summary
  }

  /// The child's answer in `line`, to case `waiting` (the oldest question: the child answers in order).
  private func answer(_ line: [UInt8], to waiting: Int) throws -> (index: Int, outcome: ChildOutcome) {
    var (index, outcome) = try ChildProtocol.answer(line, reader: reader)
    // A question the child could not even parse is answered without its case number.
    if index == -1, case .unreadable = outcome { index = waiting }
    guard index == waiting else {
      throw ChildProtocol.Unreadable(description: "an answer to case \(index) where case \(waiting) was next")
    }
    return (index, outcome)
  }

  /// The verdict on the child's answer to `planned`. A value the expected value cannot be read against is the
  /// vectors' fault only when the core's value meets the same defect; otherwise the answer does not have the
  /// suite's output shape (the child was built against another harness, or something else writes its output),
  /// and the case is the subject's error.
  private func judge(_ answer: SubjectOutcome, of planned: PlannedCase, subject: String) -> ChildCaseEnd {
    let result = planned.result(judging: answer, subjectName: subject)
    guard case .vectorError(let defect) = result.outcome, case .value(let value) = answer,
      !planned.defectIsTheVectors(contract: contract)
    else { return .judged(result) }
    return .subjectError("the child's answer does not have the suite's output shape: \(defect.message) (at "
                         + "\(defect.pointer)), where the core's value has it; the answer: \(BoundedValue.preview(value))")
  }

  /// Where in the subject's code `planned` crashes: the case run alone in a new child with the runtime's
  /// backtracer on; nil when it does not crash again or no frame of the subject's is found.
  func locate(_ planned: PlannedCase, arguments: [String]) -> CrashFrame? {
    guard case .ask(let suite, let input) = planned.subjectQuestion(askNotPortable: askNotPortable) else { return nil }
    var environment = Child.environment
    environment["SWIFT_BACKTRACE"] = CrashLocator.setting
    guard let child = try? Child(path: path, arguments: arguments, environment: environment) else { return nil }
    do { try child.greet(within: startupTimeout, reader: reader) } catch { return nil }
    child.send(ChildProtocol.question(index: 0, suite: suite, input: input))
    // The backtrace is written before the child ends: its time counts with the case's.
    switch child.nextLine(deadline: Date() + (caseTimeout ?? 60) + 60) {
    case .line, .timedOut:
      child.kill()
      return nil
    case .end:
      _ = child.death()
      return child.diedBySignal ? CrashLocator.frame(inStandardError: child.standardError()) : nil
    }
  }

  private static func excerpt(_ line: [UInt8]) -> String {
    Escaping.terminal(String(decoding: line.prefix(200), as: UTF8.self))
  }
}

/// The locations of a run's crashes: the first crash of each suite and runtime message is run again in a child
/// with the backtracer on, one rerun at a time on a thread of its own, while the run goes on.
private final class Locator: @unchecked Sendable {
  private enum State { case running, done(CrashFrame?) }
  private let run: ChildProcessRun
  private let queue = DispatchQueue(label: "parity.crash-locator")
  private let condition = NSCondition()
  private var states: [String: State] = [:]

  init(run: ChildProcessRun) { self.run = run }

  /// Starts locating the crashes of `key` on `planned` unless that is under way or done.
  func start(_ key: String, _ planned: PlannedCase, arguments: [String]) {
    condition.lock()
    defer { condition.unlock() }
    guard states[key] == nil else { return }
    states[key] = .running
    queue.async { [run] in
      let frame = run.locate(planned, arguments: arguments)
      self.condition.lock()
      self.states[key] = .done(frame)
      self.condition.broadcast()
      self.condition.unlock()
    }
  }

  /// The frame of `key`'s crashes (`.some(nil)`: none was found); nil while its rerun goes.
  func frame(for key: String) -> CrashFrame?? {
    condition.lock()
    defer { condition.unlock() }
    guard case .done(let frame) = states[key] else { return nil }
    return .some(frame)
  }

  /// Waits until every rerun started has ended.
  func waitForAll() {
    condition.lock()
    defer { condition.unlock() }
    while states.values.contains(where: { if case .running = $0 { true } else { false } }) { condition.wait() }
  }
}

/// A child started ahead, to take over when the running one dies.
private struct Spare {
  private var child: Child?

  mutating func take() -> Child? {
    defer { child = nil }
    return child
  }

  /// Starts one when there is none (a failure to start is seen when a child is needed).
  mutating func start(_ make: () throws -> Child) {
    if child == nil { child = try? make() }
  }
}

/// The cases sent to a child and not yet reported, in plan order.
private struct Pending {
  enum Entry { case asked(Int, String), known(Int, CaseResult) }
  private var entries: [Entry] = []
  private var head = 0
  private(set) var askedCount = 0
  /// When the oldest asked case became the one the child is expected to answer next.
  private(set) var frontSince = Date()

  var isEmpty: Bool { head == entries.count }
  var frontIndex: Int? {
    guard !isEmpty else { return nil }
    switch entries[head] { case .asked(let index, _), .known(let index, _): return index }
  }
  var frontAsked: Int? {
    guard !isEmpty, case .asked(let index, _) = entries[head] else { return nil }
    return index
  }

  mutating func append(_ entry: Entry) {
    if case .asked = entry {
      if askedCount == 0 { frontSince = Date() }
      askedCount += 1
    }
    entries.append(entry)
  }

  /// The questions sent and not answered, in order.
  var askedLines: [String] {
    entries[head...].compactMap { if case .asked(_, let line) = $0 { return line } else { return nil } }
  }

  /// A new child starts on the oldest question now.
  mutating func restartClock() { frontSince = Date() }

  mutating func popKnown() -> (Int, CaseResult)? {
    guard !isEmpty, case .known(let index, let result) = entries[head] else { return nil }
    advance()
    return (index, result)
  }

  mutating func popFront() {
    if case .asked = entries[head] { askedCount -= 1 }
    advance()
    frontSince = Date()
  }

  private mutating func advance() {
    head += 1
    if head > 1024 && head * 2 > entries.count {
      entries.removeFirst(head)
      head = 0
    }
  }
}

/// A started child that greeted: its input written without blocking, its answers read line by line under a
/// deadline, its standard error kept in a file for the runtime's last words.
private final class Child {
  enum Read { case line([UInt8]), timedOut, end }

  private let process: SpawnedProcess
  private var input: Int32 { process.input }
  private var output: Int32 { process.output }
  private let errorFile: String
  private var inbound: [UInt8] = []
  private var inboundStart = 0
  private var outbound: [UInt8] = []
  private var outboundStart = 0
  private var inputOpen = true
  /// Whether the child was found ended while its output was still open (a process it started holds it).
  private var ended = false
  /// When to look again whether the child ended, while its output stays open.
  private var nextEndCheck = Date()
  private(set) var subject = "?"

  /// Starts the child; it greets when it is ready (``greet(within:reader:)``).
  init(path: String, arguments: [String], environment: [String: String] = Child.environment) throws {
    errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("parity-child-\(UUID().uuidString).stderr").path
    process = try SpawnedProcess(path: path, arguments: arguments, environment: environment, standardError: errorFile)
  }

  /// Reads the child's greeting: the subject's name.
  func greet(within startupTimeout: Double, reader: JSONReader) throws {
    switch nextLine(deadline: Date() + startupTimeout) {
    case .line(let line):
      do {
        subject = try ChildProtocol.subjectName(hello: line, reader: reader)
      } catch {
        kill()
        _ = death()
        throw StartFailure(description: "\(error); it wrote: \(String(decoding: line.prefix(200), as: UTF8.self))")
      }
    case .timedOut:
      kill()
      _ = death()
      throw StartFailure(description: "it did not greet within \(startupTimeout) s")
    case .end:
      guard process.awaitEnd(until: Date() + min(startupTimeout, ChildProcessRun.exitGrace)) else {
        kill()
        _ = death()
        throw StartFailure(description: "it closed its standard output without greeting, and did not exit")
      }
      let death = death()
      throw StartFailure(description: "it \(death) before greeting: "
                         + (runtimeMessage() ?? lastOutput() ?? "it wrote nothing to standard error"))
    }
  }

  deinit {
    process.kill()
    process.wait()
    unlink(errorFile)
  }

  struct StartFailure: Error, CustomStringConvertible { var description: String }

  /// The child's environment: this one, with Swift's backtracer off (it takes seconds per crash and prints
  /// nothing the report needs) unless SWIFT_BACKTRACE is set here, which is then passed on as it is.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    return environment
  }()

  func send(_ line: String) {
    outbound += line.utf8
    flush()
  }

  /// Writes what the child's input takes now.
  private func flush() {
    while inputOpen && outboundStart < outbound.count {
      let count = outbound.withUnsafeBufferPointer { buffer in
        write(input, buffer.baseAddress! + outboundStart, buffer.count - outboundStart)
      }
      if count > 0 {
        outboundStart += count
      } else if count < 0 && errno == EINTR {
        continue
      } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        return
      } else {
        inputOpen = false  // the child is gone; its end of output tells the rest
      }
    }
    if outboundStart == outbound.count {
      outbound.removeAll(keepingCapacity: true)
      outboundStart = 0
    }
  }

  /// The child's next line, writing its pending input meanwhile. `.end` when its output ends, or when the child
  /// ended and a process it started holds its output open (what the child wrote before is read first).
  func nextLine(deadline: Date) -> Read {
    while true {
      if let newline = inbound[inboundStart...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(inbound[inboundStart..<newline])
        inboundStart = newline + 1
        if inboundStart == inbound.count {
          inbound.removeAll(keepingCapacity: true)
          inboundStart = 0
        }
        return .line(line)
      }
      if ended { return .end }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return .timedOut }
      if Date() >= nextEndCheck {
        nextEndCheck = Date() + Self.endCheckInterval
        if process.hasEnded {
          // Whatever it wrote before it ended is in the pipe now: read that, and nothing after.
          ended = true
          readAvailable(wait: 0)
          continue
        }
      }
      let writing = inputOpen && outboundStart < outbound.count
      var descriptors = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
      if writing { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
      let milliseconds = Int32(min(remaining, Self.endCheckInterval) * 1000) + 1
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      if ready < 0 { if errno == EINTR { continue } else { return .end } }
      if ready == 0 { continue }
      if writing && descriptors[1].revents != 0 { flush() }
      if descriptors[0].revents != 0 && !readAvailable(wait: nil) { return .end }
    }
  }

  /// How often a child whose output stays open is checked for its end: a crash is found this long after at
  /// most, when a process it started holds its output.
  private static let endCheckInterval = 0.05

  /// Reads what the child's output holds into `inbound` (with `wait` 0, only if something is there now); false
  /// when the output ended.
  @discardableResult
  private func readAvailable(wait: Int32?) -> Bool {
    if let wait {
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, wait) > 0 else { return true }
    }
    var chunk = [UInt8](repeating: 0, count: 65536)
    var count = read(output, &chunk, chunk.count)
    while count < 0 && errno == EINTR { count = read(output, &chunk, chunk.count) }
    if count <= 0 { return false }
    if inboundStart > 0 {
      inbound.removeSubrange(..<inboundStart)
      inboundStart = 0
    }
    inbound += chunk[..<count]
    return true
  }

  /// SIGKILL to the child and its process group: a hung subject may be spinning with any signal blocked.
  func kill() { process.kill() }

  /// Ends a child whose work is done: its input closes, and it exits (or is killed after `exitGrace`).
  func finish() {
    process.closeInput()
    inputOpen = false
    if !process.awaitEnd(until: Date() + ChildProcessRun.exitGrace) { process.kill() }
    process.wait()
  }

  /// Whether the child was ended by a signal (a trap), not by exiting.
  var diedBySignal: Bool { process.diedBySignal }

  /// Waits until the child has ended or `deadline` has passed; whether it ended.
  func awaitEnd(until deadline: Date) -> Bool { process.awaitEnd(until: deadline) }

  /// How the child ended, in words (it must be ending: killed, or found ended).
  func death() -> String {
    process.closeInput()
    inputOpen = false
    return process.death()
  }

  /// The runtime's own words about the crash: the last line of standard error in which the Swift runtime says
  /// why it stopped (`Fatal error: ...`, `Precondition failed`, ...), never a line the subject logged.
  func runtimeMessage() -> String? {
    errorLines().last { line in Self.runtimeMarkers.contains { line.contains($0) } }.map { String($0.prefix(400)) }
  }

  /// The last line the child wrote to standard error.
  func lastOutput() -> String? { errorLines().last.map { String($0.prefix(400)) } }

  private static let runtimeMarkers = [
    "Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Fatal access conflict",
    "Could not cast value", "Simultaneous accesses",
  ]

  /// Everything the child wrote to standard error, up to its last 4 MB (a backtrace).
  func standardError() -> String {
    guard let handle = FileHandle(forReadingAtPath: errorFile) else { return "" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: size > 1 << 22 ? size - (1 << 22) : 0)
    return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
  }

  /// The last 64 kB of standard error, as lines: a subject that logs much still costs one small read.
  private func errorLines() -> [String] {
    guard let handle = FileHandle(forReadingAtPath: errorFile) else { return [] }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: size > 65536 ? size - 65536 : 0)
    let data = (try? handle.readToEnd()) ?? Data()
    return String(decoding: data, as: UTF8.self).split(separator: "\n")
      .map { Escaping.terminal($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
  }
}

/// A child that dies makes the next write to its input raise SIGPIPE, which would end this process: the write's
/// error is handled instead (the child's end of output tells what happened).
private let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

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
