// A ParityChild for this package's own tests and tools/bench-traps: the core subject, or the core with a
// deliberate failure chosen by PARITY_TEST_CHILD (read at start, so every restarted child behaves alike):
//
//   core            the core at the parent's contract revision
//   trap            traps like a naive port (Int64(Double) on NaN) on a fixed ~1 in 10 of the cases of 17
//                   suites with a GeoPoint or Double input, after logging a line to standard error
//   hang            never returns on javaHash.int's Int.MAX_VALUE
//   exit            calls exit(3) on javaHash.int's Int.MAX_VALUE
//   print           prints to standard output on every javaHash.int case (it must not break the protocol)
//   empty           no function at all (every case is one the subject cannot run)
//   off-by-one      javaHash.int's hash is one too many (every javaHash.int case diverges)
//   always-42       camera.hash is 42 for every camera, a value even where Android's is not portable
//   broken-restart  exits on javaHash.int's Int.MAX_VALUE, and every later start (a marker file beside the
//                   parent's temporary files says it ran) exits with status 5 before greeting
//   no-hello        never greets (sleeps before serving)
//   close-output    on javaHash.int's Int.MAX_VALUE closes every descriptor but standard error, the protocol's
//                   output among them, and stays alive
//   grandchild      on javaHash.int's Int.MAX_VALUE starts a grandchild (sleep) that inherits the protocol's
//                   output, records its process id in PARITY_TEST_CHILD_RECORD, then traps
//   extra-field     answers javaHash.int's Int.MAX_VALUE with an output field the suite does not have
//   garbage         answers javaHash.int's Int.MAX_VALUE with a line that is not JSON
//   session         not a child: stands in for an SDK's test process, a ParityTesting run (ParitySession) of
//                   javaHash.int on the vectors PARITY_TEST_SESSION_VECTORS with the child PARITY_TEST_SESSION_CHILD,
//                   writing the reports PARITY_JSON_REPORT asks for
//   late-signal     not a child: an SDK's test process whose SIGTERM is read only after its last ParityTesting run
//                   (javaHash.int on PARITY_TEST_SESSION_VECTORS, in this process) ended; with
//                   PARITY_TEST_OWN_HANDLER set, the process's own SIGTERM handler (before the run) exits with 7;
//                   exits 0 when the signal changed nothing within 10 s
//
// With PARITY_TEST_CHILD_RECORD set to a file, a child appends "started PID" there when it starts, "grandchild PID"
// for a process it starts, and "hanging PID" when it starts to hang.
import Foundation
import ParitySuiteKit
import ParitySuites
import ParityTestingCore

let mode = ProcessInfo.processInfo.environment["PARITY_TEST_CHILD"] ?? "core"

if mode == "session" {
  let environment = ProcessInfo.processInfo.environment
  var options = ParityOptions(suites: ["javaHash.int"])
  options.isolation = .childProcess(executable: environment["PARITY_TEST_SESSION_CHILD"] ?? "")
  let session = ParitySession(subject: .core, vectors: .folder(environment["PARITY_TEST_SESSION_VECTORS"] ?? ""),
                              options: options)
  let verdicts = session.verdicts
  print("session: \(verdicts.cases.count) cases, \(verdicts.cases.filter { $0.kind == .failed }.count) failed")
  exit(0)
}
if mode == "late-signal" {
  let environment = ProcessInfo.processInfo.environment
  if environment["PARITY_TEST_OWN_HANDLER"] != nil { signal(SIGTERM) { _ in _exit(7) } }
  let session = ParitySession(subject: .core, vectors: .folder(environment["PARITY_TEST_SESSION_VECTORS"] ?? ""),
                              options: ParityOptions(suites: ["javaHash.int"]))
  _ = session.verdicts
  RunInterruption.shared.signalCame(SIGTERM)
  sleep(10)
  exit(0)
}
Misdeeds.record("started")

if mode == "broken-restart" {
  let marker = NSTemporaryDirectory() + "parity-test-child-broken-\(getppid())"
  if FileManager.default.fileExists(atPath: marker) {
    FileHandle.standardError.write(Data("cannot start again\n".utf8))
    exit(5)
  }
  FileManager.default.createFile(atPath: marker, contents: nil)
}

if mode == "no-hello" {
  while true { sleep(3600) }
}

// Answers pass through a relay that spoils the one for Int.MAX_VALUE (its hash, 2147483647, is no other
// javaHash.int case's).
let spoiledAnswer = #"\{"case": ([0-9]+), "value": \{"hash": 2147483647\}, "types": \{"hash": "i32"\}\}"#
if mode == "extra-field" {
  AnswerRelay.install { line in
    line.replacingOccurrences(of: spoiledAnswer, with: #"{"case": $1, "value": {"hash": 2147483647, "sign": 1}, "#
                                + #""types": {"hash": "i32", "sign": "i32"}}"#, options: .regularExpression)
  }
} else if mode == "garbage" {
  AnswerRelay.install { line in
    line.replacingOccurrences(of: spoiledAnswer, with: "hash(Int.MAX_VALUE) = 2147483647", options: .regularExpression)
  }
}

ParityChild.serve { revision in
  var subject = ParitySubject.core(revision: revision)
  switch mode {
  case "trap": DeliberateTraps.install(into: &subject)
  case "hang":
    let intHash = subject.intHash!
    subject.intHash = { value in
      if value == .max { Misdeeds.record("hanging") }
      while value == .max { Thread.sleep(forTimeInterval: 3600) }
      return try intHash(value)
    }
  case "exit", "broken-restart":
    let intHash = subject.intHash!
    subject.intHash = { value in
      if value == .max { exit(3) }
      return try intHash(value)
    }
  case "close-output", "grandchild":
    let intHash = subject.intHash!
    subject.intHash = { value in
      if value == .max && mode == "close-output" { Misdeeds.closeOutputAndLinger() }
      if value == .max {
        Misdeeds.startGrandchild()
        _ = Int64(Double(value) * .nan)
      }
      return try intHash(value)
    }
  case "print":
    let intHash = subject.intHash!
    subject.intHash = { value in
      print("intHash(\(value)) {\"case\": 0, \"value\": 1}")
      return try intHash(value)
    }
  case "empty": subject = ParitySubject(name: "empty")
  case "off-by-one": subject.intHash = { $0 &+ 1 }
  case "always-42": subject.cameraPositionHash = { _ in .portable(42) }
  default: break
  }
  if mode != "core" && mode != "empty" { subject.name = "core-\(mode)" }
  return subject
}
