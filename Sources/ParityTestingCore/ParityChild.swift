import Foundation
import OverlayIdentity
import ParityHarness
import ParitySuiteKit
import VectorJSON

/// The child side of ``ParityIsolation/childProcess(executable:)``: a helper executable of the SDK's package whose
/// whole `main.swift` is
///
///     import ParityTestingCore
///     ParityChild.serve(MySDKParity.subject)
///
/// It computes the cases its parent asks for, one at a time, and tells the parent before each one, so a trap or
/// a hang is pinned on the case that caused it.
public enum ParityChild {
  public static func serve(_ subject: ParitySubject, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    guard let request = try? Request(arguments) else {
      write(ChildProtocol.line("error", "the child was started with arguments it does not understand: \(arguments)"))
      exit(2)
    }
    let evaluator = CaseEvaluator(subject: subject, vectors: request.vectors, options: request.options)
    write(ChildProtocol.line("plan", String(evaluator.cases.count)))
    if request.start == 0 {
      for error in evaluator.setupErrors { write(ChildProtocol.line("error", error)) }
    }
    for index in request.start..<max(request.start, evaluator.cases.count) {
      write(ChildProtocol.line("case", String(index)))
      let (verdict, runError) = evaluator.verdict(at: index)
      if let runError { write(ChildProtocol.line("error", runError)) }
      write(ChildProtocol.line("result", String(index), verdict.kind.rawValue, verdict.label, verdict.message))
    }
    write(ChildProtocol.line("done"))
    exit(0)
  }

  /// One unbuffered write per line: what the parent has read is all the child said before it died.
  private static func write(_ line: String) {
    FileHandle.standardOutput.write(Data(line.utf8))
  }

  private struct Request {
    var start = 0
    var options = ParityOptions()
    var vectors = ParityVectors(paths: [])
    var suites: [String] = []

    struct Unreadable: Error {}

    init(_ arguments: [String]) throws {
      var remaining = arguments[...]
      guard remaining.popFirst() == ChildProtocol.flag else { throw Unreadable() }
      while let argument = remaining.popFirst() {
        if argument == "--" {
          vectors = ParityVectors(paths: Array(remaining))
          if !suites.isEmpty { options.suites = suites }
          return
        }
        guard let value = remaining.popFirst() else { throw Unreadable() }
        switch argument {
        case "--start": guard let number = Int(value) else { throw Unreadable() }; start = number
        case "--contract":
          guard let revision = AndroidCoreRevision(rawValue: value) else { throw Unreadable() }
          options.contract = revision
        case "--reader": guard let reader = JSONReader(rawValue: value) else { throw Unreadable() }; options.reader = reader
        case "--platform": options.platform = value
        case "--suite": suites.append(value)
        case "--case": options.cases = value
        case "--tag": options.tag = value
        case "--known-divergences": options.knownDivergences = value
        case "--aliases": options.aliases = value
        case "--ask-not-portable": options.askNotPortable = value == "true"
        default: throw Unreadable()
        }
      }
      throw Unreadable()
    }
  }
}
