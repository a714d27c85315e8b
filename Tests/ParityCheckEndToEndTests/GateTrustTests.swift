import Foundation
import Testing
import _ParityTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 17: the paths that let a gate go green when it should be red, or tell the user something false.
/// Each test names the item it pins.
@Suite struct GateTrustTests {
  // "Aa".hashCode() is 2112; the second case claims a wrong hash, so the run diverges.
  static let diverging = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "wrong", "input": {"s": "Aa"}, "expected": {"hash": 2113}}"#,
    #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
  ])
  static let passing = vectorFile(suite: "javaHash.string", cases: [
    #"{"id": "aa", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
  ])

  private func corpus(_ text: String = diverging) throws -> TemporaryVectors {
    let suite = text.firstRange(of: #/"suite": "([^"]+)"/#).map { String(text[$0]).split(separator: "\"")[2] }
    return try TemporaryVectors([suite.map { layoutPath(suite: String($0)) } ?? "javaHash/string.json": text])
  }

  // Item 1: an unwritable report is exit 2, with the path and the reason, after the text report.
  @Test(arguments: ["--output", "--json-report", "--junit-report"])
  func unwritableReportExitsTwoAfterTheTextReport(option: String) throws {
    let vectors = try corpus()
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, option, "/no/such/folder/report.out"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.contains("FAIL (divergences): 1 passed, 1 diverged"))
    #expect(result.standardError.contains("cannot write the report /no/such/folder/report.out: No such file or directory"))
  }

  // Item 17: an earlier run's report never survives a run that did not write a new one; reports are a set.
  @Test func staleReportsAreRemovedAndReportsAreWrittenAsASet() throws {
    let vectors = try corpus()
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
    let vectors = try corpus(Self.passing)
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
    let vectors = try corpus(Self.passing)
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path, "--json-report", vectors.path("r.xml"), "--junit-report", vectors.path("./r.xml")])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("must name different files"))
    #expect(!FileManager.default.fileExists(atPath: vectors.path("r.xml")))
  }

  // Item 5: --fail-fast says the run is partial and prints no corpus digest.
  @Test func failFastIsAPartialRunWithoutADigest() throws {
    let vectors = try corpus()
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
    let vectors = try corpus("{\"format\": ")
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
    let vectors = try corpus()
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
    let vectors = try corpus()
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
    let vectors = try corpus(Self.passing)
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
    let vectors = try corpus(vectorFile(suite: "geoPoint.normalize", cases: [
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

  @Test func countsAreSingularForOne() throws {
    let vectors = try corpus(Self.passing)
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.standardOutput.contains("subject core, 1 file, 1 case selected"))
  }

  // Item 10: not-portable cases are summed up per suite; --verbose lists them.
  @Test func notPortableCasesAreSummarisedUnlessVerbose() throws {
    let brief = try runParityCheck(["vectors/", "--suite", "marker.id"])
    #expect(brief.exitCode == 0)
    #expect(brief.standardOutput.contains("NOT-PORTABLE marker.id: 12 cases ("))
    #expect(!brief.standardOutput.contains("NOT-PORTABLE marker.id/"))
    let verbose = try runParityCheck(["vectors/", "--suite", "marker.id", "--verbose"])
    #expect(verbose.standardOutput.contains("NOT-PORTABLE marker.id/"))
  }

  // Item 14: what a file wrote (here an id with a newline and an escape sequence) is escaped in text output.
  @Test func controlCharactersInIdsAreEscapedInText() throws {
    let vectors = try corpus(vectorFile(suite: "javaHash.string", cases: [
      #"{"id": "evil\n\u001b[2Jid", "input": {"s": "Aa"}, "expected": {"hash": 1}}"#,
    ]))
    defer { vectors.remove() }
    let result = try runParityCheck([vectors.path])
    #expect(result.exitCode == 2)
    #expect(!result.standardOutput.contains("\u{1b}") && !result.standardOutput.contains("evil\n"))
    #expect(result.standardOutput.contains(#"case id "evil\n\u001b[2Jid""#))
  }

  // Item 14 outside the reports: `list` and `explain` print what a file wrote escaped too.
  @Test func listAndExplainEscapeWhatTheFileWrote() throws {
    // A folder name with an escape sequence: the paths `list` prints come from the file system.
    let vectors = try TemporaryVectors(["v\u{1b}[2J/javaHash/string.json": Self.passing])
    defer { vectors.remove() }
    let list = try runParityCheck(["list", vectors.path("v\u{1b}[2J")])
    #expect(!list.standardOutput.contains("\u{1b}"))
    #expect(list.standardOutput.contains(#"javaHash.string  1 case  "#), "\(list.standardOutput)")
    #expect(list.standardOutput.contains(#"v\u001b[2J/javaHash/string.json"#), "\(list.standardOutput)")

    try vectors.write("v\u{1b}[2J/javaHash/string.json", vectorFile(suite: "javaHash.string", cases: [
      #"{"id": "aa", "comment": "a bell\u0007 and a clear\u001b[2J", "input": {"s": "Aa"}, "expected": {"hash": 2112}}"#,
    ]))
    let explain = try runParityCheck(["explain", "javaHash.string/aa", vectors.path("v\u{1b}[2J")])
    #expect(explain.exitCode == 0, "\(explain.standardError)")
    #expect(!explain.standardOutput.contains("\u{7}") && !explain.standardOutput.contains("\u{1b}"))
    #expect(explain.standardOutput.contains(#"comment:   a bell\u0007 and a clear\u001b[2J"#))
    // The suite's declared fields come with the case (issue 14: explain derives them from the declaration).
    #expect(explain.standardOutput.contains("suite input fields:     `s: str`\n"), "\(explain.standardOutput)")
    #expect(explain.standardOutput.contains("suite expected fields:  `hash: i32`\n"), "\(explain.standardOutput)")
  }

  // Item 8: fuzz with a --output it cannot write fails (exit 2) before it starts the oracle, not after the run.
  @Test func fuzzWithAnUnwritableOutputExitsTwoBeforeItStarts() throws {
    let vectors = try corpus(Self.passing)
    defer { vectors.remove() }
    let underAFile = vectors.path("javaHash/string.json") + "/findings"
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.int", "--count", "1", "--oracle", "sleep 30",
                                     "--output", underAFile])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("cannot write the findings to '\(underAFile)'"))
    #expect(!result.standardError.contains("starting the oracle"))
  }

  // Item 4: fuzz started outside the repository does not silently judge without the corpus tolerances.
  @Test func fuzzOutsideTheRepositoryFailsClearly() throws {
    let elsewhere = FileManager.default.temporaryDirectory
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.int", "--count", "1"], in: elsewhere)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("cannot read the corpus at 'vectors/'"))
  }

  // Item 16: an oracle that is alive but silent fails the run after the timeout instead of hanging it.
  @Test func aFrozenOracleTimesOut() throws {
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.int", "--count", "2", "--oracle", "sleep 30",
                                     "--oracle-timeout", "1"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("did not answer within 1.0 s"))
  }

  // Item 29: the shell completion the README documents is generated, and knows the subcommands and options.
  @Test func shellCompletionIsGenerated() throws {
    let result = try runParityCheck(["--generate-completion-script", "bash"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("parity-check"))
    #expect(result.standardOutput.contains("--fail-fast") && result.standardOutput.contains("pairwise"))
  }

  // Item 29: the version names the formats.
  @Test func versionNamesThePackageAndTheFormats() throws {
    let result = try runParityCheck(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("vector format parity-vectors/1"))
  }
}
