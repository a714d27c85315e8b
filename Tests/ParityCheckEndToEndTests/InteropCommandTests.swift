import Foundation
import Testing
import _ParityTestSupport

/// `parity-check interop` as CI runs it, on the fixture reports of the harness's own subjects: what it writes and
/// its exit code for a complete view, reports of other vectors, a partial report, a baseline, unreadable input and
/// an unwritable page.
@Suite struct InteropCommandTests {
  static let fixtures = "Tests/Fixtures/interop/"
  static let sdks = ["reports/android.json", "reports/ios.json", "reports/web.json"].map { fixtures + $0 }

  @Test func aCompleteViewIsExitZeroWithItsFiles() throws {
    let output = try TemporaryVectors([:])
    defer { output.remove() }
    try FileManager.default.createDirectory(atPath: output.path, withIntermediateDirectories: true)
    let run = try runParityCheck(["interop"] + Self.sdks + ["--html", output.path("index.html"), "--markdown", output.path("summary.md"),
                                                            "--history", output.path("history"), "--run-date", "2026-01-01T00:00:00Z"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("interop: 3 reports, "))
    #expect(run.standardOutput.contains("\ndigest: sha256:"))
    #expect(run.standardOutput.contains("\nplatform-specific failures: android "))
    #expect(run.standardOutput.hasSuffix("COMPLETE: every report judged every case it selected\n"))
    for file in ["index.html", "summary.md", "interop-summary.json", "history/interop-2026-01-01T00-00-00Z.json"] {
      #expect(FileManager.default.fileExists(atPath: output.path(file)), "\(file)")
    }
    let markdown = try runParityCheck(["interop"] + Self.sdks + ["--markdown", "-"])
    #expect(markdown.exitCode == 0 && markdown.standardOutput.hasPrefix("## Parity across platforms\n"))
  }

  @Test func reportsOfOtherVectorsAreExitTwoNamingThem() throws {
    let mixed = [Self.sdks[0], Self.fixtures + "other-vectors/core.json"]
    let refused = try runParityCheck(["interop"] + mixed)
    #expect(refused.exitCode == 2 && refused.standardOutput.isEmpty)
    #expect(refused.standardError.contains("error: the reports are of different vector sets: \(Self.sdks[0]) sha256:"))
    #expect(refused.standardError.contains("other-vectors/core.json sha256:"))
    let shown = try runParityCheck(["interop"] + mixed + ["--allow-different-vectors"])
    #expect(shown.exitCode == 0 && shown.standardOutput.contains("different vector sets, side by side"))
  }

  @Test func aBaselineOfOtherVectorsIsExitTwo() throws {
    let run = try runParityCheck(["interop", Self.sdks[0], "--baseline", Self.fixtures + "other-vectors/core.json"])
    #expect(run.exitCode == 2 && run.standardError.contains("error: the baseline is of other vectors (sha256:"))
    let asked = try runParityCheck(["interop", Self.sdks[0], "--baseline", Self.fixtures + "other-vectors/core.json",
                                    "--allow-different-vectors"])
    #expect(asked.exitCode == 0, "\(asked.standardError)")
    #expect(asked.standardOutput.contains("  android: no baseline report of this platform\n"))
  }

  @Test func aPartialReportIsExitTwoWithThePageMarkedPartial() throws {
    let output = try TemporaryVectors([:])
    defer { output.remove() }
    try FileManager.default.createDirectory(atPath: output.path, withIntermediateDirectories: true)
    let run = try runParityCheck(["interop", Self.sdks[0], Self.fixtures + "partial/ios.json", "--html", output.path("index.html")])
    #expect(run.exitCode == 2)
    #expect(run.standardOutput.hasSuffix("PARTIAL: ios did not finish; its counts are not a verdict\n"))
    #expect(run.standardError.contains("partial/ios.json (ios) is the report of a partial run"))
    let page = try String(contentsOfFile: output.path("index.html"), encoding: .utf8)
    #expect(page.contains("<strong>PARTIAL</strong>: the report of ios"))
  }

  @Test func aBaselineSaysWhatChanged() throws {
    let changed = [Self.fixtures + "changed/android.json", Self.sdks[1], Self.sdks[2]]
    let regressed = try runParityCheck(["interop"] + changed + ["--baseline", Self.fixtures + "reports"])
    #expect(regressed.exitCode == 1, "\(regressed.standardError)")
    #expect(regressed.standardOutput.contains("    fixed: marker.fingerprint: diverged at /zIndex (number) ("))
    #expect(regressed.standardOutput.contains("    new:   geoPoint.hash: diverged at /hash (number) ("))
    #expect(regressed.standardOutput.hasSuffix("REGRESSED: new causes or newly failing cases on android\n"))
    // The same reports as their own baseline (given as files): nothing moved.
    let same = try runParityCheck(["interop"] + Self.sdks + Self.sdks.flatMap { ["--baseline", $0] })
    #expect(same.exitCode == 0 && same.standardOutput.hasSuffix("NO REGRESSION against the baseline\n"))
    #expect(regressed.standardOutput.contains("  android (baseline Tests/Fixtures/interop/reports/android.json): 1 fixed, 1 new, "))
    // The baseline folder holds the core's report too: its two iOS columns are named apart, and the SDK's is found
    // by its subject.
    #expect(regressed.standardOutput.contains("  ios (baseline Tests/Fixtures/interop/reports/ios.json): 0 fixed, 0 new, 0 cases moved\n"))
  }

  @Test func whatCannotBeReadOrWrittenIsExitTwo() throws {
    let notAReport = try runParityCheck(["interop", "vectors/geoPoint/hash.json"])
    #expect(notAReport.exitCode == 2 && notAReport.standardError.contains("vectors/geoPoint/hash.json:1:1: error: vector error: not a parity-report/1 file"))
    let missing = try runParityCheck(["interop", "/no/such/report.json"])
    #expect(missing.exitCode == 2 && missing.standardError.contains("/no/such/report.json"))
    let unwritable = try runParityCheck(["interop"] + Self.sdks + ["--html", "/no/such/folder/index.html"])
    #expect(unwritable.exitCode == 2 && unwritable.standardError.contains("error: cannot write the report /no/such/folder/index.html"))
    let none = try runParityCheck(["interop"])
    #expect(none.exitCode == 2)
  }
}
