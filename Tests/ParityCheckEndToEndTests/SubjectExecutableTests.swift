import Foundation
import Testing
import _ParityTestSupport

/// `parity-check --subject-executable`: an SDK's ParityChild gets the built-in subjects' reports and exit codes.
@Suite struct SubjectExecutableTests {
  static let corpus = repositoryRoot.appendingPathComponent("vectors").path

  /// The core's child: the very report of `--subject core` (text, JSON, JUnit: the same counts, verdicts and
  /// digest) on the whole corpus.
  @Test func theCoresChildGetsTheReportOfSubjectCore() throws {
    let folder = try TemporaryVectors([:])
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let builtIn = try runParityCheck([Self.corpus, "--json-report", folder.path("core.json"), "--junit-report", folder.path("core.xml")])
    let child = try runParityCheck([Self.corpus, "--subject-executable", try testChild("core"),
                                    "--json-report", folder.path("child.json"), "--junit-report", folder.path("child.xml")])
    #expect(builtIn.exitCode == 0)
    #expect(child.exitCode == 0, "\(child.standardError)")
    #expect(child.standardOutput == builtIn.standardOutput)
    let json = try String(contentsOfFile: folder.path("child.json"), encoding: .utf8)
    #expect(json == (try String(contentsOfFile: folder.path("core.json"), encoding: .utf8)))
    #expect(json.contains("\"digest\": \"sha256:"))
    #expect((try String(contentsOfFile: folder.path("child.xml"), encoding: .utf8))
            == (try String(contentsOfFile: folder.path("core.xml"), encoding: .utf8)))
    #expect(child.standardError.contains("parity-check: finished: judged "))
  }

  /// A child that traps on some cases: each is a case error (exit 2) with its input and the runtime's fatal
  /// message, never the line the subject logged before; every other case is judged.
  @Test func aTrappingChildsTrapsAreCaseErrorsWithInputAndFatalMessage() throws {
    let result = try runParityCheck([Self.corpus, "--suite", "geoPoint.hash", "--subject-executable", try testChild("trap"),
                                     "--format", "json"])
    #expect(result.exitCode == 2)
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any] ?? [:]
    let results = report["results"] as? [[String: Any]] ?? []
    let errors = results.filter { $0["outcome"] as? String == "run-error" }
    #expect(errors.count >= 20)
    #expect(results.count - errors.count == results.filter { $0["outcome"] as? String == "passed" }.count)
    for error in errors {
      let message = error["message"] as? String ?? ""
      #expect(message.hasPrefix("crashed: the subject crashed with signal"))
      #expect(message.contains("the runtime said: ")
              && message.contains("Fatal error: Double value cannot be converted to Int64 because it is either infinite or NaN"))
      #expect(!message.contains("port: converting"))
      #expect((error["input"] as? String ?? "").hasPrefix("{\"point\":"))
    }
    #expect(result.standardError.contains("parity-check: RUN-ERROR geoPoint.hash/"))
  }

  /// A trap is located in the subject's own code (a rerun with the runtime's backtracer): the frame of the test
  /// child's trap, its function, file and line, in each crash's message and the JSON report's `frame`; the crashes
  /// of two suites at that frame with one message are one group spanning both. A baseline written from the run
  /// excuses them (known crashes): the next run passes.
  @Test func aTrapIsLocatedGroupedAcrossSuitesAndExcusedByABaseline() throws {
    let folder = try TemporaryVectors([:])
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let paths = ["geoPoint/hash.json", "javaHash/double.json"].map { Self.corpus + "/" + $0 }
    let child = try testChild("trap")
    let result = try runParityCheck(paths + ["--subject-executable", child, "--json-report", folder.path("run.json"),
                                             "--write-known-divergences", folder.path("baseline.json"), "--expires", "2099-12-31"])
    #expect(result.exitCode == 2)
    let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("run.json")))) as? [String: Any] ?? [:]
    let crashes = (report["results"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "run-error" }
    #expect(crashes.count >= 20)
    for crash in crashes {
      let frame = crash["frame"] as? [String: Any] ?? [:]
      #expect((frame["function"] as? String ?? "").contains("DeliberateTraps.trapping"))
      #expect(frame["file"] as? String == "Tests/_ParityTestChild/DeliberateTraps.swift" && (frame["line"] as? Int ?? 0) > 0)
      #expect((crash["message"] as? String ?? "").contains("; it trapped in closure #1 in static DeliberateTraps.trapping<A, B>(_:_:) at Tests/_ParityTestChild/DeliberateTraps.swift:"))
    }
    // Each case's comment in its vector file comes with it (geoPoint.hash's say what Android does there).
    #expect(crashes.contains { ($0["comment"] as? String)?.isEmpty == false })
    let groups = report["groups"] as? [[String: Any]] ?? []
    #expect(groups.count == 1)
    #expect(groups.first?["suites"] as? [String] == ["geoPoint.hash", "javaHash.double"])
    #expect(groups.first?["count"] as? Int == crashes.count)
    #expect((groups.first?["cause"] as? String ?? "").hasPrefix("crashed in closure #1 in static DeliberateTraps.trapping<A, B>(_:_:) (DeliberateTraps.swift): Fatal error: Double value cannot be converted to Int64"))
    #expect(result.standardOutput.contains("\nCAUSES: \(crashes.count) cases that did not pass, in 1 group, the largest first\n"))
    #expect(result.standardError.contains("parity-check: wrote 1 known-divergence entry for 1 cause group to "))
    let baseline = try String(contentsOfFile: folder.path("baseline.json"), encoding: .utf8)
    #expect(baseline.contains(#"{"pattern": "*", "outcome": "crashed", "message": "Fatal error: Double value cannot be converted to Int64 because it is either infinite or NaN", "frame": "closure #1 in static DeliberateTraps.trapping<A, B>(_:_:)", "platform": "ios""#))

    let next = try runParityCheck(paths + ["--subject-executable", child, "--known-divergences", folder.path("baseline.json")])
    #expect(next.exitCode == 0, "\(next.standardOutput.suffix(500))")
    #expect(next.standardOutput.contains(", \(crashes.count) known, 0 errors; digest sha256:"))
    // A trap the list does not name still fails: the core's own child does not trap, so the entry is stale (exit 2).
    let stale = try runParityCheck(paths + ["--subject-executable", try testChild("core"), "--known-divergences", folder.path("baseline.json")])
    #expect(stale.exitCode == 2)
    #expect(stale.standardOutput.contains("excuses no case: none of the cases it matches fails the way it says"))
  }

  /// Divergences alone are exit 1, as with a built-in subject.
  @Test func aDivergingChildExitsOne() throws {
    let result = try runParityCheck([Self.corpus, "--suite", "javaHash.int", "--subject-executable", try testChild("off-by-one")])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("DIVERGED javaHash.int/"))
    #expect(result.standardOutput.contains("FAIL (divergences): 0 passed"))
  }

  /// A hang is a timed-out case, an exit a crashed one: case errors, the other cases judged.
  @Test(arguments: [("hang", "timed-out: no answer within 2.0 s; the child process was killed"),
                    ("exit", "crashed: the subject exited with status 3 while computing this case\n")])
  func aHangOrAnExitIsThatCasesError(_ mode: String, _ message: String) throws {
    let result = try runParityCheck([Self.corpus, "--suite", "javaHash.int", "--subject-executable", try testChild(mode),
                                     "--case-timeout", "2"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("RUN-ERROR javaHash.int/"))
    #expect(result.standardOutput.contains("  run error: " + message))
    #expect(result.standardOutput.contains(#"  input:     {"value":2147483647}"#))
    #expect(result.standardOutput.contains(" passed, 0 diverged, 0 not portable, 0 known, 3 errors; digest"))
  }

  /// A child that cannot start again after a case ended it: that case and every later one are reported (run
  /// errors), none is left out, and the run error says why.
  @Test func aChildThatCannotRestartLeavesNoCaseUnreported() throws {
    let marker = NSTemporaryDirectory() + "parity-test-child-broken-\(getpid())"
    unlink(marker)
    defer { unlink(marker) }
    let result = try runParityCheck([Self.corpus, "--suite", "javaHash.int", "--subject-executable", try testChild("broken-restart"),
                                     "--format", "json"])
    #expect(result.exitCode == 2)
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any] ?? [:]
    let results = report["results"] as? [[String: Any]] ?? []
    #expect(results.count == report["selected"] as? Int)
    #expect(report["partial"] as? Bool == false)
    let messages = results.compactMap { $0["message"] as? String }
    #expect(messages.first == "crashed: the subject exited with status 3 while computing this case")
    #expect(messages.dropFirst().allSatisfy { $0 == "run-error: no child process could run it" })
    let errors = report["runErrors"] as? [String] ?? []
    #expect(errors.contains { $0.contains("exited with status 5 before greeting: cannot start again") })
  }

  @Test func usageMistakesExitTwo() throws {
    let missing = try runParityCheck([Self.corpus, "--subject-executable", "/nonexistent/child"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("is not an executable file"))
    let both = try runParityCheck([Self.corpus, "--subject", "core", "--subject-executable", try testChild("core"),
                                   "--case-timeout", "0"])
    #expect(both.exitCode == 2)
    let timeoutAlone = try runParityCheck([Self.corpus, "--case-timeout", "5"])
    #expect(timeoutAlone.exitCode == 2)
    #expect(timeoutAlone.standardError.contains("--case-timeout applies to --subject-executable"))
  }

  /// A run killed half-way (a CI timeout's SIGTERM) has shown what it judged and leaves partial reports.
  @Test func aRunKilledHalfWayLeavesWhatItJudged() throws {
    let folder = try TemporaryVectors([:])
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("parity-check")
    process.arguments = [Self.corpus, "--subject-executable", try testChild("trap"),
                         "--json-report", folder.path("partial.json"), "--junit-report", folder.path("partial.xml")]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Read standard error until a few traps were reported, then stop the run as a CI timeout does.
    var seen = ""
    while seen.components(separatedBy: "parity-check: RUN-ERROR").count < 4 {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    kill(process.processIdentifier, SIGTERM)
    seen += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    let interrupted = try #require(seen.firstMatch(of: #/interrupted \(signal 15\) after judging (\d+) of (\d+) cases/#))
    let judged = Int(interrupted.1)!
    #expect(judged > 0 && judged < Int(interrupted.2)!)
    let json = try String(contentsOfFile: folder.path("partial.json"), encoding: .utf8)
    #expect(json.contains("\"partial\": true"))
    #expect(json.contains("\"exitCode\": 2"))
    #expect(json.contains("\"digest\": null"))
    #expect(json.contains("partial run: interrupted by signal 15 after judging \(judged) of "))
    #expect(json.components(separatedBy: "\"outcome\": ").count - 1 == judged)
    #expect(try runRepositoryScript("tools/validate-report", [folder.path("partial.json")]).exitCode == 0)
    #expect(try runRepositoryScript("tools/validate-junit", [folder.path("partial.xml")]).exitCode == 0)
  }
}
