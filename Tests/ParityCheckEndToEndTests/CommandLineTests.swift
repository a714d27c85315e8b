import Foundation
import Testing
import _ParityTestSupport

/// The subcommands around the gate (fuzz, shell completion, version) fail clearly and say what they are.
@Suite struct CommandLineTests {
  // Item 8: fuzz with a --output it cannot write fails (exit 2) before it starts the oracle, not after the run.
  @Test func fuzzWithAnUnwritableOutputExitsTwoBeforeItStarts() throws {
    let vectors = try EndToEndCorpus.folder(EndToEndCorpus.passing)
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

  // Item 16: an oracle that is alive but silent fails the run after the timeout instead of hanging it; before its
  // first answers, after the start's own timeout.
  @Test func aFrozenOracleTimesOut() throws {
    let result = try runParityCheck(["fuzz", "--suite", "javaHash.int", "--count", "2", "--oracle", "sleep 30",
                                     "--oracle-timeout", "1", "--oracle-start-timeout", "1"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("did not answer its first batch within 1.0 s of its start"), "\(result.standardError)")
    #expect(result.standardError.contains("Raise --oracle-start-timeout if it is merely slow."))
  }

  // `validate` checks the alias map next to the vectors against the cases while it streams the corpus (it keeps
  // only the names the map asks about): an alias to a case that exists is valid; one to a missing case, or from a
  // name that is still a case, is an error.
  @Test func validateChecksTheAliasMapAgainstTheCases() throws {
    let vectors = try EndToEndCorpus.folder(EndToEndCorpus.diverging)
    defer { vectors.remove() }
    func validate(_ aliases: String) throws -> (exitCode: Int32, standardError: String) {
      try vectors.write("aliases.json", #"{"format": "parity-aliases/1", "aliases": {\#(aliases)}}"#)
      let result = try runParityCheck(["validate", vectors.path])
      return (result.exitCode, result.standardError)
    }
    #expect(try validate(#""javaHash.string/old": "javaHash.string/aa""#).exitCode == 0)
    let missing = try validate(#""javaHash.string/old": "javaHash.string/gone""#)
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("alias javaHash.string/old -> javaHash.string/gone: no such case"))
    let live = try validate(#""javaHash.string/wrong": "javaHash.string/aa""#)
    #expect(live.exitCode == 2)
    #expect(live.standardError.contains("alias javaHash.string/wrong -> javaHash.string/aa: the old name is still a case"))
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
