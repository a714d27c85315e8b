#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
import OverlayIdentity
import ParityFuzzing
import ParityHarness
import ParitySuiteKit
import VectorJSON

/// Fuzz verdicts from an SDK's ``ParityChild`` executable: each batch of inputs, with the oracle's answers, is a
/// vector file of the suite that a ``ChildProcessRun`` puts to the child and judges exactly as
/// `parity-check --subject-executable` does. A case on which the child traps or outlives the case timeout is a
/// finding (``FuzzJudge``), and the next case goes on in a new child.
package final class ChildFuzzJudge: FuzzJudge, @unchecked Sendable {
  package let executable: String
  package let contract: AndroidCoreRevision
  package let caseTimeout: Double?
  private let lock = NSLock()
  private var greetedName: String?
  private var started = 0
  private let folder: URL

  package init(executable: String, contract: AndroidCoreRevision = .newest, caseTimeout: Double?) throws {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw OracleError("--subject-executable \(executable) is not an executable file; build the SDK's ParityChild "
                        + "executable (swift build --product <name>) and give its path")
    }
    self.executable = executable
    self.contract = contract
    self.caseTimeout = caseTimeout
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The subject's name as its child gave it (nil before a child greeted).
  package var subjectName: String? { lock.withLock { greetedName } }
  /// How many children were started so far (one per batch, and one more per trap or hang).
  package var childrenStarted: Int { lock.withLock { started } }

  package func verdicts(_ pairs: [(input: String, expected: String)], check: DifferentialCheck) -> [DifferentialCheck.Verdict] {
    guard !pairs.isEmpty else { return [] }
    // The batch as a vector file the harness loads and plans like any other: the same parser, the same binding.
    var text = check.fileHeader
    for (index, pair) in pairs.enumerated() {
      text += (index > 0 ? "," : "") + "{\"id\": \"f\(index)\", \"input\": \(pair.input), \"expected\": \(pair.expected)}"
    }
    text += "]}"
    // At `<area>/<function>.json`, as the layout rule wants a vector file.
    let file = URL(fileURLWithPath: FindingWriter(output: folder.path, seed: 0, subject: "", revision: "").path(of: check.suite))
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    } catch {
      return pairs.map { _ in .invalid("cannot write the batch for the child: \(error)") }
    }
    let set = VectorLoader.load(paths: [file.path])
    let runner = Runner(subject: ParitySubject(name: "?"), contract: contract)
    let planned = runner.plannedCases(set)
    guard planned.defects.isEmpty, planned.cases.count == pairs.count,
      planned.cases.enumerated().allSatisfy({ $0.element.name == "\(check.suite)/f\($0.offset)" })
    else {
      let reason = planned.defects.map(\.description).joined(separator: "; ")
      return pairs.map { _ in .invalid("the batch is not a valid vector file: \(reason)") }
    }
    var verdicts = [DifferentialCheck.Verdict](repeating: .invalid("the child gave no answer"), count: pairs.count)
    // Not asked where Android's value is not portable, as in any run of an SDK: an adapter never copies Android's
    // portability rules (the in-process fuzzer asks the core, whose rules they are).
    var child = ChildProcessRun(path: executable, contract: contract, reader: .standard, caseTimeout: caseTimeout)
    // A finding is shrunk and written as a vector case, its trap told by the runtime's message: a rerun with the
    // backtracer per batch would cost the fuzzer a second a trap, for a location no finding reports.
    child.locatesCrashes = false
    let summary = child.run(planned.cases) { index, end in
      verdicts[index] = Self.verdict(of: end)
      return true
    }
    lock.withLock {
      started += summary.childrenStarted
      if greetedName == nil { greetedName = summary.subject }
    }
    if !summary.runErrors.isEmpty {
      let reason = summary.runErrors.joined(separator: "; ")
      // A child that cannot run at all, or breaks the protocol, makes every unjudged verdict a fault of the run.
      for index in verdicts.indices { if case .invalid = verdicts[index] { verdicts[index] = .invalid(reason) } }
    }
    return verdicts
  }

  private static func verdict(of end: ChildCaseEnd) -> DifferentialCheck.Verdict {
    switch end {
    case .judged(let result):
      switch result.outcome {
      case .passed: return .agreed
      case .notPortable: return .notPortable
      case .diverged, .errorExpectedButValue, .knownDivergence:
        return .diverged(result.outcome, signature: DifferentialCheck.signature(of: result.outcome))
      case .vectorError(let defect): return .invalid("\(defect.message) (at \(defect.pointer))")
      case .runError(let message): return .invalid(message)
      case .subjectFailed(let failure): return .invalid(failure.message)
      }
    case .failed(let failure):
      switch failure.kind {
      case .crashed: return .diverged(.runError("crashed: \(failure.reason)"), signature: ["(crashed) " + runtimeWords(failure.reason)])
      case .timedOut: return .diverged(.runError("timed out: \(failure.reason)"), signature: ["(timed out)"])
      }
    case .notRun(let reason):
      return .invalid("run-error: \(reason)")
    case .subjectError(let reason):
      return .invalid("subject-error: \(reason)")
    }
  }

  /// What the runtime said about a crash (the part of its message that tells one trap from another), or how the
  /// child died when it said nothing.
  private static func runtimeWords(_ reason: String) -> String {
    guard let range = reason.range(of: "; the runtime said: ") else {
      return reason.components(separatedBy: ";").first ?? reason
    }
    let said = String(reason[range.upperBound...])
    // `…/File.swift:12: Fatal error: Double value cannot be converted …`: the words after the last "error: ".
    for marker in ["Fatal error: ", "fatal error: ", "Precondition failed: ", "Assertion failed: "] {
      if let start = said.range(of: marker, options: .backwards) { return String(said[start.upperBound...]) }
    }
    return said
  }
}
#endif
