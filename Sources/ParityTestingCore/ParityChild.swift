import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import ParitySuites
import VectorJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child side of ``ParityIsolation/childProcess(executable:)`` and of `parity-check --subject-executable`: a
/// helper executable of the SDK's package whose whole `main.swift` is
///
///     import ParityTestingCore
///     ParityChild.serve(YourSDKParity.subject)
///
/// It reads no vectors: its parent sends each case's suite and input, and it answers with what the subject
/// computed (``ChildProtocol``), one case at a time, in order, so a trap or a hang is pinned on the case that
/// caused it and a new child goes on at once with the next case.
public enum ParityChild {
  public static func serve(_ subject: ParitySubject, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    serve(arguments: arguments) { _ in subject }
  }

  /// Serves the subject `subject(revision)` for the contract revision the parent checks: for a subject that
  /// computes several revisions' values, as the core does.
  public static func serve(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           subject: (AndroidCoreRevision) -> ParitySubject) -> Never {
    let channel = ProtocolChannel()
    guard let request = Request(arguments) else {
      channel.write("{\"error\": \"the child was started with arguments it does not understand: \(arguments.count) arguments\"}\n")
      FileHandle.standardError.write(Data("ParityChild: started without --parity-child arguments; the parity run starts it\n".utf8))
      exit(2)
    }
    // A crash reported by the parent needs no core file: writing one costs the run time on every trap.
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    #if canImport(Glibc)
    _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
    #else
    _ = setrlimit(RLIMIT_CORE, &noCore)
    #endif
    let subject = subject(request.contract)
    channel.write(ChildProtocol.hello(subject: subject.name))
    var input = LineInput(descriptor: STDIN_FILENO)
    while let line = input.next() {
      channel.write(answer(line, subject: subject, contract: request.contract, reader: request.reader))
    }
    exit(0)
  }

  private static func answer(_ line: [UInt8], subject: ParitySubject, contract: AndroidCoreRevision, reader: JSONReader) -> String {
    let question: (index: Int, suite: String, input: JSONValue)
    do {
      question = try ChildProtocol.question(line, reader: reader)
    } catch {
      return ChildProtocol.unreadable(index: -1, "\(error)")
    }
    guard let binding = SuiteCatalog.binding(for: question.suite, revision: contract) else {
      return ChildProtocol.unreadable(index: question.index, "this child does not know the suite \(question.suite)")
    }
    let input: any Sendable
    do {
      input = try binding.decode(question.input, at: JSONPointer.root.appending("input"))
    } catch {
      return ChildProtocol.unreadable(index: question.index, "the input does not decode: \(error)")
    }
    return ChildProtocol.answer(index: question.index, binding.evaluate(input, with: subject))
  }

  private struct Request {
    var contract = AndroidCoreRevision.newest
    var reader = JSONReader.standard

    init?(_ arguments: [String]) {
      var remaining = arguments[...]
      guard remaining.popFirst() == ChildProtocol.flag else { return nil }
      while let argument = remaining.popFirst() {
        guard let value = remaining.popFirst() else { return nil }
        switch argument {
        case "--contract": guard let revision = AndroidCoreRevision(rawValue: value) else { return nil }; contract = revision
        case "--reader": guard let chosen = JSONReader(rawValue: value) else { return nil }; reader = chosen
        default: return nil
        }
      }
    }
  }
}

/// The child's answers go to the standard output it was started with; what the subject prints (`print`, logs)
/// goes to standard error instead, where it cannot break a line of the protocol.
private struct ProtocolChannel {
  let descriptor: Int32

  init() {
    descriptor = dup(STDOUT_FILENO)
    _ = dup2(STDERR_FILENO, STDOUT_FILENO)
  }

  /// One unbuffered write per line: what the parent has read is all the child said before it died.
  func write(_ line: String) {
    var line = line
    line.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { exit(0) }  // the parent is gone: nobody is left to answer
        offset += count
      }
    }
  }
}

/// Lines from a descriptor, read in large blocks.
struct LineInput {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next line without its newline; nil at the end of the input.
  mutating func next() -> [UInt8]? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        return line
      }
      if start > 0 {
        buffer.removeSubrange(..<start)
        start = 0
      }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return nil }
      buffer += chunk[..<count]
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.write(descriptor, bytes, count)
  #else
  return Darwin.write(descriptor, bytes, count)
  #endif
}
