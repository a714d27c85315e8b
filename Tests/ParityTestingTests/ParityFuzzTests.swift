import Foundation
import ParitySuiteKit
import ParitySuites
import ParityTestingCore
import Testing
import _ParityTestSupport

/// ParityFuzz, the test-target entry of differential fuzzing, against the live JVM oracle. The oracle needs the JVM
/// kit (tools/jvm-parity/build.sh, a JDK): these tests run when PARITY_FUZZ_LIVE_ORACLE=1, as
/// tools/tests/fuzz-example-sdk runs them (after the kit is built), and are skipped in a plain `swift test`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PARITY_FUZZ_LIVE_ORACLE"] == "1",
                "needs the live JVM oracle: tools/tests/fuzz-example-sdk runs it"))
struct ParityFuzzTests {
  private func options(_ suites: [String], count: Int, findings: String? = nil) -> ParityFuzzOptions {
    ParityFuzzOptions(suites: suites, seed: 3, count: count, harness: repositoryRoot.path, findings: findings)
  }

  @Test func aTrapInTheChildIsAShrunkFinding() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try ParityFuzz.run(subject: ParitySubject(name: "?"), isolation: .childProcess(executable: try testChild("trap")),
                                    options: options(["geoPoint.hash"], count: 300, findings: folder.path))
    let traps = result.findings.filter { $0.fields.first?.hasPrefix("(crashed) Double value cannot be converted to Int64") == true }
    #expect(!traps.isEmpty, "\(result.summary)")
    #expect(result.findings.allSatisfy { $0.fields.first?.hasPrefix("(crashed)") == true }, "\(result.summary)")
    #expect(traps.allSatisfy { $0.input.utf8.count <= $0.original.utf8.count }, "\(result.summary)")
    #expect(result.files == [folder.appendingPathComponent("geoPoint/hash.json").path])
    let written = try String(contentsOfFile: result.files[0], encoding: .utf8)
    #expect(written.contains("\"tags\": [\"fuzz-finding\"]") && written.contains("fails: (crashed) Double value"))
  }

  @Test func aDivergenceInProcessAndTheCoreInAChild() throws {
    let mutant = try #require(MutantCatalog.mutant(named: "int-as-long"))
    let diverging = try ParityFuzz.run(subject: mutant.subject, options: options(["javaHash.int"], count: 500))
    #expect(diverging.findings.map(\.fields) .contains(["/hash"]), "\(diverging.summary)")
    #expect(diverging.cases == 500 && diverging.divergentInputs > 0)
    let core = try ParityFuzz.run(subject: ParitySubject(name: "?"), isolation: .childProcess(executable: try testChild("core")),
                                  options: options(["javaHash.int", "geoPoint.isValid"], count: 200))
    #expect(core.findings.isEmpty && core.cases == 400, "\(core.summary)")
  }

  @Test func aHangIsAFindingBoundedByTheCaseTimeout() throws {
    var bounded = options(["javaHash.int"], count: 200)
    bounded.caseTimeout = 2
    let result = try ParityFuzz.run(subject: ParitySubject(name: "?"), isolation: .childProcess(executable: try testChild("hang")),
                                    options: bounded)
    let hangs = result.findings.filter { $0.fields == ["(timed out)"] }
    #expect(hangs.map(\.input) == ["{\"value\": 2147483647}"], "\(result.summary)")
    #expect(result.findings.count == hangs.count, "\(result.summary)")
  }

  @Test func anUnknownSuiteIsAnError() {
    #expect(throws: ParityFuzzError.self) { try ParityFuzz.run(subject: .core, options: options(["nothing.*"], count: 1)) }
  }
}
