import Foundation
import Testing
import _ParityTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The paths that let a gate go green when it should be red, or tell the user something false.
/// Each test names the item it pins.
@Suite struct GateTrustTests {
  // Item 1: an unwritable report is exit 2, with the path and the reason, after the text report.
  @Test(arguments: ["--output", "--json-report", "--junit-report"])
  func unwritableReportExitsTwoAfterTheTextReport(option: String) throws {
    let vectors = try EndToEndCorpus.folder()
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, option, "/no/such/folder/report.out"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("FAIL (divergences): 1 passed, 1 diverged"))
    #expect(result.standardError.contains("cannot write the report /no/such/folder/report.out: No such file or directory"))
  }

  // Item 1: standard output that cannot take what a command prints (a full disk, a descriptor open only for
  // reading, as here) is exit 2 with the reason: a crash for `check`'s report, and exit 0 for the others before.
  @Test(arguments: [["CORPUS"], ["CORPUS", "--format", "json"], ["list", "CORPUS"], ["validate", "CORPUS"],
                    ["explain", "spherical.distance/tokyo-osaka"], ["--version"]])
  func anUnwritableStandardOutputExitsTwoWithTheReason(arguments: [String]) throws {
    let vectors = try EndToEndCorpus.folder()
    defer { vectors.remove() }
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("parity-check")
    process.arguments = arguments.map { $0 == "CORPUS" ? vectors.path : $0 }
    process.currentDirectoryURL = repositoryRoot
    process.standardOutput = try #require(FileHandle(forReadingAtPath: "/dev/null"))
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 2)
    #expect(message.contains("cannot write") && message.contains("standard output: Bad file descriptor"), "\(message)")
  }

  // Item 17: an earlier run's report never survives a run that did not write a new one; reports are a set.
  @Test func staleReportsAreRemovedAndReportsAreWrittenAsASet() throws {
    let vectors = try EndToEndCorpus.folder()
    defer { vectors.remove() }
    let stale = vectors.path("stale.xml")
    try Data("<testsuites failures=\"0\"/>".utf8).write(to: URL(fileURLWithPath: stale))
    let result = try runParityCheck([vectors.path, "--junit-report", stale, "--json-report", "/no/such/folder/r.json"])
    #expect(result.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: stale), "a stale passing report was left for CI to publish")
    let written = try runParityCheck([vectors.path, "--junit-report", stale])
    #expect(written.exitCode == 1)
    #expect(try String(contentsOfFile: stale, encoding: .utf8).contains("failures=\"1\""))
    #expect(try runRepositoryScript("tools/validate-junit", [stale]).exitCode == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: vectors.path).filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  // Item 17: the targets are removed when the run starts, so a run that dies never leaves an earlier run's
  // passing report behind. The run is held mid-way deterministically: its JSON report (about 1 MB) goes to a
  // pipe nobody reads, so it blocks before writing its JUnit file, and is killed there.
  @Test func aRunKilledMidWayLeavesNoEarlierReport() throws {
    let folder = try TemporaryVectors([:])
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
    defer { folder.remove() }
    let stale = folder.path("stale.xml")
    try Data("<testsuites failures=\"0\"/>".utf8).write(to: URL(fileURLWithPath: stale))
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("parity-check")
    process.arguments = ["vectors/", "--format", "json", "--junit-report", stale]
    process.currentDirectoryURL = repositoryRoot
    let unread = Pipe()
    process.standardOutput = unread
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while FileManager.default.fileExists(atPath: stale) && process.isRunning && Date() < deadline { usleep(10_000) }
    let removedWhileRunning = process.isRunning && !FileManager.default.fileExists(atPath: stale)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal, "the run was not held mid-way; the test proves nothing")
    #expect(removedWhileRunning, "the earlier run's report was still there while the run was under way")
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  // The same when the run fails before it writes anything (a --known-divergences that is not a regular file).
  @Test func aRunThatFailsEarlyLeavesNoEarlierReport() throws {
    let vectors = try EndToEndCorpus.folder(EndToEndCorpus.passing)
    defer { vectors.remove() }
    let stale = vectors.path("stale.xml")
    try Data("<testsuites failures=\"0\"/>".utf8).write(to: URL(fileURLWithPath: stale))
    let fifo = vectors.path("known.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let result = try runParityCheck([vectors.path, "--junit-report", stale, "--known-divergences", fifo])
    #expect(result.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  // Item 17 (a set of reports): two reports aimed at one file is a usage error, and nothing is written there.
  @Test func twoReportsIntoOneFileAreRefused() throws {
    let vectors = try EndToEndCorpus.folder(EndToEndCorpus.passing)
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, "--json-report", vectors.path("r.xml"), "--junit-report", vectors.path("./r.xml")])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("must name different files"))
    #expect(!FileManager.default.fileExists(atPath: vectors.path("r.xml")))
  }

  // Item 5: --fail-fast says the run is partial and prints no corpus digest.
  @Test func failFastIsAPartialRunWithoutADigest() throws {
    let vectors = try EndToEndCorpus.folder()
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, "--fail-fast", "--json-report", vectors.path("r.json")])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("partial run: --fail-fast stopped"))
    #expect(!result.standardOutput.contains("digest: sha256"))
    #expect(result.standardOutput.contains("partial run, no corpus digest"))
    let json = try String(contentsOfFile: vectors.path("r.json"), encoding: .utf8)
    #expect(json.contains("\"digest\": null") && json.contains("\"partial\": true"))
    let partialReport = try runRepositoryScript("tools/validate-report", [vectors.path("r.json")])
    #expect(partialReport.exitCode == 0, "\(partialReport.standardOutput)")
  }

  // Item 15: a file that does not load: the error first, no digest, no table of zeros.
  @Test func aRunThatFailsToLoadPrintsTheErrorFirstAndNoDigest() throws {
    let vectors = try EndToEndCorpus.folder("{\"format\": ")
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.exitCode == 2)
    let firstLine = result.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.contains("javaHash/string.json:1:"), "first line: \(firstLine)")
    #expect(!result.standardOutput.contains("sha256:"))
    #expect(!result.standardOutput.contains("suite                               cases"))
  }

  // Items 6 and 7: JUnit stays valid with control characters, counts add up with run errors, no root
  // `skipped`, and the failure message names field, values and ULPs.
  @Test func junitIsValidAndItsMessageSaysWhatFailed() throws {
    let vectors = try EndToEndCorpus.folder()
    defer { vectors.remove() }
    let report = vectors.path("report.xml")
    #expect(try runParityCheck([vectors.path, "--junit-report", report]).exitCode == 1)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains("<failure message=\"/hash: Kotlin 2113, Swift 2112\">"))
    #expect(xml.contains("<testsuites name=\"parity-check\" tests=\"2\" failures=\"1\" errors=\"0\">"))
    let valid = try runRepositoryScript("tools/validate-junit", [report])
    #expect(valid.exitCode == 0, "\(valid.standardError)")

    // A control character from the file (here in a rejected case id) stays out of the XML.
    let controls = try TemporaryVectors(["javaHash/string.json": vectorFile(suite: "javaHash.string", cases: [
      #"{"id": "bell\u0007id", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
    ])])
    defer { controls.remove() }
    let controlReport = vectors.path("controls.xml")
    #expect(try runParityCheck([controls.path, "--junit-report", controlReport]).exitCode == 2)
    let controlXML = try String(contentsOfFile: controlReport, encoding: .utf8)
    #expect(!controlXML.contains("&#7;") && !controlXML.contains("\u{7}") && controlXML.contains("bell\\u0007id"))
    #expect(try runRepositoryScript("tools/validate-junit", [controlReport]).exitCode == 0)

    // A run error (nothing selected) is a testcase of its own, and the root counts it.
    let empty = vectors.path("empty.xml")
    #expect(try runParityCheck([vectors.path, "--case", "none", "--junit-report", empty]).exitCode == 2)
    let counted = try runRepositoryScript("tools/validate-junit", [empty])
    #expect(counted.exitCode == 0, "\(counted.standardError)")
  }

  @Test func theJUnitCheckRejectsWhatJenkinsRejects() throws {
    let vectors = try EndToEndCorpus.folder()
    defer { vectors.remove() }
    let bad = vectors.path("bad.xml")
    try Data("<testsuites tests=\"1\" skipped=\"0\"><testsuite name=\"s\" tests=\"1\" failures=\"0\" errors=\"0\"><testcase name=\"c\"/></testsuite></testsuites>".utf8)
      .write(to: URL(fileURLWithPath: bad))
    #expect(try runRepositoryScript("tools/validate-junit", [bad]).exitCode == 2)
    let miscounted = vectors.path("miscounted.xml")
    try Data("<testsuites tests=\"2\"><testsuite name=\"s\" tests=\"1\" failures=\"0\" errors=\"0\"><testcase name=\"c\"/></testsuite></testsuites>".utf8)
      .write(to: URL(fileURLWithPath: miscounted))
    #expect(try runRepositoryScript("tools/validate-junit", [miscounted]).exitCode == 2)
  }

  // Item 8: every I/O error exits 2; --aliases is never ignored; a subcommand's errors show its usage.
  @Test func ioErrorsExitTwo() throws {
    let vectors = try EndToEndCorpus.folder(EndToEndCorpus.passing)
    defer { vectors.remove() }
    let missingList = try runParityCheck([vectors.path, "--known-divergences", "/no/such/list.json"])
    #expect(missingList.exitCode == 2)
    try Data("{".utf8).write(to: URL(fileURLWithPath: vectors.path("list.json.bad")))
    let malformed = try runParityCheck([vectors.path, "--known-divergences", vectors.path("list.json.bad")])
    #expect(malformed.exitCode == 2)
    let aliasesAlone = try runParityCheck([vectors.path, "--aliases", "/no/such/aliases.json"])
    #expect(aliasesAlone.exitCode == 2)
    #expect(aliasesAlone.standardError.contains("give --known-divergences too"))
    let validateAliases = try runParityCheck(["validate", vectors.path, "--aliases", "/no/such/aliases.json"])
    #expect(validateAliases.exitCode == 2)
    let pairwise = try runParityCheck(["pairwise", "/no/such/a.json", "/no/such/b.json"])
    #expect(pairwise.exitCode == 2)
    // Two reports of runs whose vectors did not load hold no case and no digest: never "agree" (exit 0).
    let broken = vectors.path("broken.json")
    try Data(#"{"format": "parity-report/1", "digest": null, "results": []}"#.utf8).write(to: URL(fileURLWithPath: broken))
    let brokenPair = try runParityCheck(["pairwise", broken, broken])
    #expect(brokenPair.exitCode == 2, "\(brokenPair.standardOutput)")
    let explain = try runParityCheck(["explain", "not-a-name", vectors.path])
    #expect(explain.exitCode == 2)
    #expect(explain.standardError.contains("Usage: parity-check explain"))
  }

  // Item 9: the JSON report follows docs/schemas/parity-report-1.schema.json, with ULPs as numbers.
  @Test func jsonReportsFollowTheirSchema() throws {
    let vectors = try EndToEndCorpus.folder(vectorFile(suite: "geoPoint.normalize", cases: [
      #"{"id": "tenth", "input": {"point": {"lat": 0.1, "lng": 0.0}}, "expected": {"point": {"lat": 0.09999999999999999, "lng": 0.0, "alt": 0.0}}}"#,
    ]))
    defer { vectors.remove() }
    let diverged = vectors.path("diverged.json")
    #expect(try runParityCheck([vectors.path, "--format", "json", "--output", diverged]).exitCode == 1)
    let text = try String(contentsOfFile: diverged, encoding: .utf8)
    #expect(text.contains("\"ulps\": 1,") || text.contains("\"ulps\": 1}"))
    let committed = vectors.path("committed.json")
    #expect(try runParityCheck(["vectors/", "--quiet", "--format", "json", "--output", committed]).exitCode == 0)
    let valid = try runRepositoryScript("tools/validate-report", [diverged, committed])
    #expect(valid.exitCode == 0, "\(valid.standardOutput)")
    // The checker is not vacuous: a report with a string ULP count fails it.
    try Data(text.replacingOccurrences(of: "\"ulps\": 1", with: "\"ulps\": \"1\"").utf8).write(to: URL(fileURLWithPath: diverged))
    #expect(try runRepositoryScript("tools/validate-report", [diverged]).exitCode == 2)
  }
}
