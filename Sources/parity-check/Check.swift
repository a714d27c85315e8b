import ArgumentParser
import Foundation
import ParityHarness

extension ReportFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the subject against the vectors and report every divergence (the default command).")

  @OptionGroup var vectors: VectorOptions

  @Option(help: "Report format: text, json or junit.")
  var format: ReportFormat = .text

  @Option(help: "Write the report to this file instead of standard output.")
  var output: String?

  @Option(help: "Also write a JSON report of the same run to this file.")
  var jsonReport: String?

  @Option(help: "Also write a JUnit report of the same run to this file.")
  var junitReport: String?

  @Option(help: "A known-divergence list (docs/known-divergences.md): listed cases that diverge do not fail the gate.")
  var knownDivergences: String?

  @Option(help: "The platform whose known-divergence entries apply.")
  var platform: String = "ios"

  @Flag(help: "Stop at the first divergence or error (a partial run: no corpus digest, never exit 0).")
  var failFast = false

  @Flag(help: "Print where the time goes (read, hash, parse, decode, evaluate, compare, release, group causes, report) to standard error.")
  var timings = false

  @Flag(help: "Print only what did not pass, and the verdict.")
  var quiet = false

  @Flag(help: "List every not-portable case (by default they are summed up per suite).")
  var verbose = false

  @Flag(help: "Ask the subject for the cases whose Android value is not portable; it must answer not portable (by default they are reported not portable unasked).")
  var askNotPortable = false

  @Option(help: ArgumentHelp(
    "An SDK's ParityChild executable to check instead of a built-in subject (see docs/parity-testing.md).",
    discussion: "A case on which it traps, exits or outlives --case-timeout is a run error (exit 2).",
    valueName: "path"))
  var subjectExecutable: String?

  @Option(help: "With --subject-executable: seconds one case may take before its child is killed (default: no limit).")
  var caseTimeout: Double?

  @Option(help: "With --subject-executable: seconds a child may take to start and greet before the run gives up on it (default: 60).")
  var startupTimeout: Double?

  @Option(help: ArgumentHelp(
    "Write a known-divergence list with one entry per cause group of this run: a baseline (docs/known-divergences.md).",
    discussion: "The next run with it (--known-divergences FILE) fails only on new causes.", valueName: "file"))
  var writeKnownDivergences: String?

  @Option(help: "With --write-known-divergences: the date (YYYY-MM-DD, UTC) on which every entry expires.")
  var expires: String?

  @Option(help: "With --write-known-divergences: the issue that tracks the burn-down, named in every entry.")
  var issue: String?

  func validate() throws {
    if vectors.aliases != nil && knownDivergences == nil {
      throw ValidationError("--aliases renames the cases of a known-divergence list; give --known-divergences too")
    }
    // Two reports into one file: one would silently replace the other (and the set could not be written whole).
    let targets = [output, jsonReport, junitReport].compactMap { $0 }.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    if Set(targets).count != targets.count {
      throw ValidationError("--output, --json-report and --junit-report must name different files")
    }
    if subjectExecutable != nil && vectors.subject != "core" {
      throw ValidationError("--subject and --subject-executable name two subjects; give one")
    }
    if subjectExecutable != nil && timings {
      throw ValidationError("--timings measures a built-in subject's phases; it does not apply to --subject-executable")
    }
    if let baseline = writeKnownDivergences {
      guard let expires else { throw ValidationError("--write-known-divergences needs --expires YYYY-MM-DD: a baseline must expire") }
      guard KnownDivergenceList.isDate(expires) else { throw ValidationError("--expires must be a date YYYY-MM-DD, not '\(expires)'") }
      guard expires >= KnownDivergenceGate.utcToday() else {
        throw ValidationError("--expires \(expires) has passed: the list would fail the next run")
      }
      let others = targets + [knownDivergences].compactMap { $0 }.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      if others.contains(URL(fileURLWithPath: baseline).standardizedFileURL.path) {
        throw ValidationError("--write-known-divergences must name a file of its own (not a report, nor the --known-divergences list it would replace)")
      }
    } else if expires != nil || issue != nil {
      throw ValidationError("--expires and --issue describe the list --write-known-divergences writes; give it too")
    }
    for (option, seconds) in [("--case-timeout", caseTimeout), ("--startup-timeout", startupTimeout)] {
      guard let seconds else { continue }
      if subjectExecutable == nil {
        throw ValidationError("\(option) applies to --subject-executable (a built-in subject runs in this process)")
      }
      if !(seconds > 0) || !seconds.isFinite { throw ValidationError("\(option) must be a positive number of seconds") }
    }
  }

  func run() throws {
    FileSchedule.afterEachFile = Allocator.returnFreedPages
    let files = ReportFiles(paths: [output, jsonReport, junitReport].compactMap { $0 })
    files.clear()
    // The vector folder's aliases.json is read by every command that reads the folder, list or no list:
    // a malformed one is exit 2 at its line:col, as `validate` and the other gates report it.
    let aliases: AliasMap
    do {
      aliases = try vectors.aliasMap()
    } catch {
      printToStandardError("\(error)")
      throw ExitCode(2)
    }
    // Both lists are read before the run: a missing or malformed one is a usage error, not a late surprise.
    let gate = try knownDivergences.map { path in
      KnownDivergenceGate(list: try KnownDivergenceList.load(path: path), aliases: aliases, platform: platform)
    }
    let phaseTimes = timings ? PhaseTimes() : nil
    var report: RunReport
    if let subjectExecutable {
      var external = ExternalSubjectRun(executable: subjectExecutable, caseTimeout: caseTimeout, vectors: vectors,
                                        contract: try vectors.contractRevision(), failFast: failFast, gate: gate)
      external.askNotPortable = askNotPortable
      if let startupTimeout { external.startupTimeout = startupTimeout }
      do {
        report = try external.run(writePartial: partialWriter(files))
      } catch {
        printToStandardError("error: \(error)")
        throw ExitCode(2)
      }
    } else {
      var runner = Runner(subject: try vectors.resolvedSubject(), selection: vectors.selection, failFast: failFast,
                          contract: try vectors.contractRevision())
      // The text report names only the cases that did not pass, and a known-divergence list only the cases it
      // covers; JSON and JUnit need every case. Without them a passing case is only counted, so the run's memory
      // does not grow with the corpus.
      runner.askNotPortable = askNotPortable
      // JSON and JUnit list every case: their passing entries go to a spool on disk as they are judged.
      runner.passSpool = passSpool()
      runner.keepsPassedResults = runner.passSpool == nil && (format != .text || jsonReport != nil || junitReport != nil)
      if let gate { runner.listedCase = { gate.lists($0) } }
      runner.timings = phaseTimes
      report = runner.run(paths: vectors.paths)
    }
    if let gate { report = gate.apply(to: report, corpus: report.corpusCaseNames) }
    // Once for every report the run writes (tools/bench prints what it costs a run that diverges everywhere).
    measure(.group, in: phaseTimes) { report.groupCauses() }
    // Printed last, after the verdict and whatever fails, so it never hides either.
    defer { if let phaseTimes { printToStandardError(phaseTimes.summary + "; allocator: \(Allocator.serving)") } }

    var reports: [ReportFiles.Report] = []
    do {
      try measure(.report, in: phaseTimes) {
        if let failure = report.passSpool?.failed { throw failure }
        let (format, quiet, verbose, finished) = (format, quiet, verbose, report)
        let main: (ReportSink) -> Void = { format.write(finished, quiet: quiet, verbose: verbose, to: $0) }
        if let output { reports.append((output, main)) } else { try ReportFiles.writeToStandardOutput(main) }
        if let jsonReport { reports.append((jsonReport, { ReportFormat.json.write(finished, to: $0) })) }
        if let junitReport { reports.append((junitReport, { ReportFormat.junit.write(finished, to: $0) })) }
        try files.write(reports)
      }
    } catch {
      // The gate's verdict must still be seen: the text report goes to standard output, then the failure.
      if output != nil || format != .text {
        try? ReportFiles.writeToStandardOutput(ReportFormat.text.render(report, quiet: true))
      }
      printToStandardError("\(error)")
      throw ExitCode(2)
    }
    if let path = writeKnownDivergences { try writeBaseline(report, to: path) }
    if report.exitCode != 0 { throw ExitCode(report.exitCode) }
  }

  /// Writes the baseline list of the run's cause groups (`--write-known-divergences`); a run that is partial or whose
  /// vectors did not all load writes none (exit 2): its groups are not the corpus's.
  private func writeBaseline(_ report: RunReport, to path: String) throws {
    guard report.corpusDigest != nil, report.judgedCount > 0 else {
      printToStandardError("error: --write-known-divergences: \(report.isPartial ? "the run is partial" : "the run judged no corpus")"
                           + "; no list was written to \(path)")
      throw ExitCode(2)
    }
    let baseline = KnownDivergenceBaseline(platform: platform, expires: expires ?? "", issue: issue)
    do {
      let written = try baseline.write(report.causeGroups, to: path)
      printToStandardError("parity-check: wrote \(Plural.count(written.entries, "known-divergence entry", plural: "known-divergence entries")) for "
                           + "\(Plural.count(written.groups, "cause group")) to \(path) (they expire on \(expires ?? ""))")
      if !written.leftOut.isEmpty {
        printToStandardError("parity-check: left out of \(path): \(Plural.count(written.leftOut.count, "group")) no entry can excuse "
                             + "(the subject did not answer; fix them first): " + written.leftOut.joined(separator: "; "))
      }
    } catch {
      printToStandardError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// Writes the report files asked for (not standard output) from a partial report, while a run goes: a run
  /// killed half-way leaves reports that say how far it got (`partial`, exit code 2, a run error).
  private func partialWriter(_ files: ReportFiles) -> @Sendable (RunReport) -> Void {
    let (format, output, jsonReport, junitReport, quiet, verbose) = (format, output, jsonReport, junitReport, quiet, verbose)
    return { report in
      var reports: [ReportFiles.Report] = []
      if let output { reports.append((output, { format.write(report, quiet: quiet, verbose: verbose, to: $0) })) }
      if let jsonReport { reports.append((jsonReport, { ReportFormat.json.write(report, to: $0) })) }
      if let junitReport { reports.append((junitReport, { ReportFormat.junit.write(report, to: $0) })) }
      do { try files.write(reports) } catch { printToStandardError("\(error)") }
    }
  }

  /// The spool of passing cases' JSON and JUnit entries, when a JSON or JUnit report is asked for: files created
  /// under unique names beside the report (in the temporary folder for standard output) and unlinked at once, so
  /// they go with the process however it ends.
  private func passSpool() -> PassSpool? {
    /// A spool file beside `target` (in the temporary folder when that cannot be: the report's own failure is
    /// reported when it is written, after the verdict), created under a unique name and unlinked at once.
    func spoolFile(for target: String?) -> Int32? {
      let temporaryFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("parity-check-spool").path
      for beside in [target, temporaryFolder].compactMap({ $0 }) {
        guard let (descriptor, path, slot) = ReportGuard.createTemporary(beside: beside) else { continue }
        ReportGuard.guardedFileSection {
          unlink(path)
          ReportGuard.release(slot)
        }
        return descriptor
      }
      return nil
    }
    let wantsJSON = format == .json || jsonReport != nil
    let wantsJUnit = format == .junit || junitReport != nil
    guard wantsJSON || wantsJUnit else { return nil }
    let json = wantsJSON ? spoolFile(for: format == .json ? output : jsonReport) : nil
    let junit = wantsJUnit ? spoolFile(for: format == .junit ? output : junitReport) : nil
    // No spool at all: the passing cases are kept, as before there was one.
    if (wantsJSON && json == nil) || (wantsJUnit && junit == nil) {
      for descriptor in [json, junit].compactMap({ $0 }) { close(descriptor) }
      return nil
    }
    return PassSpool(jsonDescriptor: json, junitDescriptor: junit)
  }

  private func measure(_ phase: PhaseTimes.Phase, in times: PhaseTimes?, _ body: () throws -> Void) rethrows {
    if let times { try times.measure(phase, body) } else { try body() }
  }
}
