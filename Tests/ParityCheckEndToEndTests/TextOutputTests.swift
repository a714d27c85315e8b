import Foundation
import Testing
import _ParityTestSupport

/// What the text output says is true and safe to print (counts, summaries, what a file wrote escaped).
@Suite struct TextOutputTests {
  @Test func countsAreSingularForOne() throws {
    let vectors = try EndToEndCorpus.folder(EndToEndCorpus.passing)
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
    let vectors = try EndToEndCorpus.folder(vectorFile(suite: "javaHash.string", cases: [
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
    let vectors = try TemporaryVectors(["v\u{1b}[2J/javaHash/string.json": EndToEndCorpus.passing])
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
    // The suite's declared fields come with the case (explain derives them from the declaration).
    #expect(explain.standardOutput.contains("suite input fields:     `s: str`\n"), "\(explain.standardOutput)")
    #expect(explain.standardOutput.contains("suite expected fields:  `hash: i32`\n"), "\(explain.standardOutput)")
  }
}
