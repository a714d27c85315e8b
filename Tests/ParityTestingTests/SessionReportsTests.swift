import Foundation
import ParityHarness
import ParityTestingCore
import Testing
import _ParityTestSupport

/// ParityTesting's reports (`PARITY_JSON_REPORT`, `PARITY_JUNIT_REPORT`) are written as parity-check's are: through
/// a temporary file created exclusively under a name no other file has, renamed into place.
@Suite struct SessionReportsTests {
  /// A short run of the core that writes its reports to `json` and `junit`.
  func run(json: String, junit: String) {
    let session = ParitySession(subject: .core, vectors: ParitySessionTests.vectors,
                                options: ParityOptions(suites: ["javaHash.int"]), progress: nil,
                                reports: SessionReports(json: json, junit: junit))
    _ = session.verdicts
  }

  /// The names in `folder` that look like a temporary report file (`.NAME.XXXXXX`, or the old `NAME.PID.tmp`).
  func temporaries(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") || $0.hasSuffix(".tmp") }
  }

  /// A symbolic link planted at the old predictable name `PATH.<pid>.tmp` is not written through: the file it
  /// leads to keeps its bytes, and the reports are regular files.
  @Test func aLinkAtThePredictableTemporaryNameIsNotFollowed() throws {
    let folder = try TemporaryVectors(["victim.txt": "NOT A REPORT"])
    defer { folder.remove() }
    let json = folder.path("parity.json")
    let junit = folder.path("parity.xml")
    for report in [json, junit] {
      #expect(symlink(folder.path("victim.txt"), report + ".\(getpid()).tmp") == 0)
    }
    run(json: json, junit: junit)
    #expect(try String(contentsOfFile: folder.path("victim.txt"), encoding: .utf8) == "NOT A REPORT")
    for report in [json, junit] {
      let attributes = try FileManager.default.attributesOfItem(atPath: report)
      #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(report) is not a regular file")
      #expect(try String(contentsOfFile: report, encoding: .utf8).contains("javaHash.int"))
    }
    #expect(try String(contentsOfFile: json, encoding: .utf8).contains("\"partial\": false"))
    // Only the planted links are left beside the reports: no temporary file of this run.
    #expect(try temporaries(in: folder.path).sorted() == ["parity.json.\(getpid()).tmp", "parity.xml.\(getpid()).tmp"])
  }

  /// A report that cannot be put in place (its path is a folder with a file in it) leaves no temporary file.
  @Test func aFailedWriteLeavesNoTemporaryFile() throws {
    let folder = try TemporaryVectors(["parity.json/keep": "", "parity.xml/keep": ""])
    defer { folder.remove() }
    run(json: folder.path("parity.json"), junit: folder.path("parity.xml"))
    #expect(try temporaries(in: folder.path) == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("parity.json")) == ["keep"])
  }

  /// `ExclusiveTemporaryFile.replace` writes the whole file, or says why not and leaves the path as it was.
  @Test func replaceWritesAllOrNothing() throws {
    let folder = try TemporaryVectors(["old.txt": "old"])
    defer { folder.remove() }
    try ExclusiveTemporaryFile.replace(folder.path("old.txt")) { $0.write("new") }
    #expect(try String(contentsOfFile: folder.path("old.txt"), encoding: .utf8) == "new")
    #expect(throws: ExclusiveTemporaryFile.WriteFailure.self) {
      try ExclusiveTemporaryFile.replace(folder.path("missing/new.txt")) { $0.write("new") }
    }
    let failing = folder.path("failing.txt")
    #expect(throws: ExclusiveTemporaryFile.WriteFailure.self) {
      try ExclusiveTemporaryFile.replace(failing) { $0.fail("the disk is full") }
    }
    #expect(!FileManager.default.fileExists(atPath: failing))
    #expect(try temporaries(in: folder.path) == [])
  }
}
