import ParityHarness

/// Judges fuzz inputs on a subject that does not run in this process (an SDK's `ParityChild` executable): the
/// pairs of input and oracle answer go to it as vector cases of `check`'s suite (`check.fileHeader`), and come back
/// as verdicts, one per pair, in order.
///
/// A subject that dies or hangs on an input is a finding, not a fault of the run: such an input is
/// `.diverged(.runError(...), signature: ["(crashed) <the runtime's message>"])` (or `["(timed out)"]`), so the
/// fuzzer counts it, keeps it and the shrinker looks for a smaller input that fails the same way.
package protocol FuzzJudge: Sendable {
  func verdicts(_ pairs: [(input: String, expected: String)], check: DifferentialCheck) -> [DifferentialCheck.Verdict]
}
