import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites
import Testing
import _ParityTestSupport

/// Text, JSON and JUnit come from one run and say the same thing; the digest identifies the vector bytes.
@Suite struct ReportTests {
  static let files = [
    "javaHash/string.json": vectorFile(suite: "javaHash.string", cases: [
      #"{"id": "pass", "input": {"s": "ab"}, "expected": {"hash": 2}}"#,
      #"{"id": "fail", "input": {"s": "abc"}, "expected": {"hash": 4}}"#,
    ]),
    "javaHash/int.json": vectorFile(suite: "javaHash.int", cases: [#"{"id": "cannot-run", "input": {"value": 1}, "expected": {"hash": 1}}"#]),
  ]

  @Test func theThreeFormatsAgree() throws {
    let vectors = try TemporaryVectors(Self.files)
    defer { vectors.remove() }
    let report = Runner(subject: fakeSubject).run(VectorLoader.load(paths: [vectors.path]))
    #expect(report.exitCode == 2)

    let text = ReportFormat.text.render(report)
    #expect(text.contains("ERROR (the run is not trustworthy): 1 passed, 1 diverged, 0 not portable, 0 known, 1 errors"))
    #expect(text.contains("DIVERGED javaHash.string/fail"))
    #expect(text.contains("RUN-ERROR javaHash.int/cannot-run"))

    let json = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(report).utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["passed"] as? Int == 1 && summary["diverged"] as? Int == 1 && summary["errors"] as? Int == 1)
    #expect(json["exitCode"] as? Int == 2)
    #expect(json["digest"] as? String == report.digest.description)
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.map { "\($0["suite"]!)/\($0["id"]!)=\($0["outcome"]!)" } == [
      "javaHash.int/cannot-run=run-error", "javaHash.string/pass=passed", "javaHash.string/fail=diverged",
    ])
    let divergence = try #require((results[2]["divergences"] as? [[String: Any]])?.first)
    #expect(divergence["field"] as? String == "/hash")
    #expect(divergence["expected"] as? String == "4" && divergence["actual"] as? String == "3")

    let junit = ReportFormat.junit.render(report)
    // The root has no `skipped` (Jenkins' junit-10.xsd rejects it); failure messages name the field and both values.
    #expect(junit.contains(#"<testsuites name="parity-check" tests="3" failures="1" errors="1">"#))
    #expect(junit.contains(#"<testsuite name="javaHash.string" tests="2" failures="1" errors="0" skipped="0">"#))
    #expect(junit.contains(#"<testcase classname="javaHash.string" name="pass"/>"#))
    #expect(junit.contains(#"<testcase classname="javaHash.string" name="fail"><failure message="/hash: Kotlin 4, Swift 3">"#))
    #expect(junit.contains(#"<testcase classname="javaHash.int" name="cannot-run"><error message="run error: "#))
    #expect(junit.contains(report.digest.description))
    #expect(try reportValidationProblems(report) == [])
  }

  @Test func digestIsStableAndChangesWithOneByte() throws {
    let vectors = try TemporaryVectors(Self.files)
    defer { vectors.remove() }
    let first = VectorLoader.load(paths: [vectors.path]).digest
    #expect(VectorLoader.load(paths: [vectors.path]).digest == first)
    // The same files reached through the folder or listed one by one in another order give the same digest
    // only when their relative paths agree; through the folder the paths are "javaHash/…".
    #expect(VectorLoader.load(paths: [vectors.path + "/"]).digest == first)

    var changed = Self.files["javaHash/int.json"]!
    changed = changed.replacingOccurrences(of: #""value": 1"#, with: #""value": 2"#)
    try vectors.write("javaHash/int.json", changed)
    #expect(VectorLoader.load(paths: [vectors.path]).digest != first)
  }

  @Test func digestFollowsTheDocumentedRecipe() throws {
    // sha256("") = e3b0c442...; sha256("abc") = ba7816bf... (FIPS 180-4 examples). One file "a.json" with
    // contents "abc" gives the digest of the single line "<sha256(abc)>  a.json\n".
    let digest = VectorSetDigest(files: [(relativePath: "a.json", bytes: Array("abc".utf8))])
    let line = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  a.json\n"
    #expect(digest == VectorSetDigest(files: []) ? false : true)
    let expected = try shellSHA256(line)
    #expect(digest.hex == expected)
  }

  @Test("file hashes agree with the system's sha256sum around the padding boundaries",
        arguments: [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 1 << 20])
  func fileHashesAgreeWithTheSystem(length: Int) throws {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    let text = String(decoding: bytes.map { $0 & 0x7F == 0 ? 0x41 : $0 & 0x7F }, as: UTF8.self)
    let reference = try shellSHA256(text)
    #expect(VectorSetDigest(files: [(relativePath: "f", bytes: Array(text.utf8))])
            == VectorSetDigest(fileDigests: [(relativePath: "f", sha256: reference)]))
  }

  /// The text report renders its cases in chunks, on every core: a report of many chunks must read exactly as
  /// each of its cases rendered alone, in order, whatever falls on a chunk's edge. The middle third of the cases
  /// pass, so whole chunks show nothing; the cases around it diverge.
  @Test func aLongTextReportIsEachCaseAloneInOrder() throws {
    let count = 3 * ReportFormat.textResultsPerChunk + 7
    let cases = (0..<count).map { index -> String in
      let passes = index >= count / 3 && index < 2 * count / 3 || index % 5 == 0
      return #"{"id": "c\#(index)", "input": {"s": "a"}, "expected": {"hash": \#(passes ? 1 : 2)}}"#
    }
    let vectors = try TemporaryVectors(["javaHash/string.json": vectorFile(suite: "javaHash.string", cases: cases)])
    defer { vectors.remove() }
    let report = Runner(subject: fakeSubject).run(VectorLoader.load(paths: [vectors.path]))
    #expect(report.results.count == count)

    /// The cases' text: before the cause groups (the report ends "…\n\nCAUSES: …\n\nVERDICT\n").
    func body(_ text: String) -> Substring {
      text[..<(text.range(of: "\n\nCAUSES: ")?.lowerBound ?? text.range(of: "\n\n", options: .backwards)!.lowerBound)]
    }
    var alone: [Substring] = []
    for result in report.results {
      var one = report
      one.results = [result]
      if case .diverged = result.outcome { alone.append(body(ReportFormat.text.render(one, quiet: true))) }
    }
    let whole = ReportFormat.text.render(report, quiet: true)
    #expect(body(whole).components(separatedBy: "DIVERGED ").count - 1 == report.results.filter(\.outcome.isDivergence).count)
    #expect(body(whole) == alone.joined(separator: "\n")[...])
  }

  /// SHA-256 of `text` by the system's own tool, as an independent reference.
  private func shellSHA256(_ text: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["shasum", "-a", "256"]
    if !FileManager.default.fileExists(atPath: "/usr/bin/shasum") { process.arguments = ["sha256sum"] }
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }

  /// Terminal text skips the scalar scan when no byte can start a control character; these pin that the quick
  /// look misses none (C0, DEL, C1, whose UTF-8 starts with 0xC2) and changes nothing else (U+00A0 also starts
  /// with 0xC2, U+00E9 with 0xC3).
  @Test func terminalTextEscapesEveryControlCharacterAndNothingElse() {
    let unchanged = ["", "plain ascii ~", "caf\u{E9}", "no\u{A0}break", "\u{A0}", "\u{1F600}", "\u{FF}\u{100}"]
    for text in unchanged { #expect(Escaping.terminal(text) == text) }
    #expect(Escaping.terminal("a\nb\tc\rd") == #"a\nb\tc\rd"#)
    #expect(Escaping.terminal("\u{0}\u{1B}[2J") == #"\u0000\u001b[2J"#)
    #expect(Escaping.terminal("del\u{7F}") == #"del\u007f"#)
    #expect(Escaping.terminal("csi\u{9B}2J \u{80}\u{9F} \u{A0}") == "csi\\u009b2J \\u0080\\u009f \u{A0}")
  }
}
