import ParityHarness
import ParitySuiteKit
/// Shrinks a divergent input to a small one that still diverges in the same fields.
///
/// Greedy: try the candidates of `ShrinkCandidates` in order, in batches (one oracle round trip each), keep
/// the first that is strictly simpler, decodes, gets an answer from the oracle and still diverges with the same
/// signature (and is not already in the committed corpus); start again from it; stop when no candidate is kept
/// or a bound is reached.
package struct Shrinker {
  package let check: DifferentialCheck
  package let oracle: any OracleConnection
  /// At most this many candidates are sent to the oracle per shrink.
  package var maxQueries = 600
  /// At most this many candidates are looked at (decoded) per shrink.
  package var maxCandidates = 6000
  package var batchSize = 32
  /// Inputs (compact JSON) the shrinker must not end on: those the committed corpus already has, so that a
  /// finding is a case worth adding rather than one the corpus already holds.
  package var isKnown: @Sendable (String) -> Bool = { _ in false }

  package init(check: DifferentialCheck, oracle: any OracleConnection) {
    self.check = check
    self.oracle = oracle
  }

  /// A divergent input, with the oracle's answer and the diverging fields.
  package struct Divergence: Sendable {
    package var input: ParityValue
    package var expected: String
    package var outcome: CaseOutcome
    package var signature: [String]

    package init(input: ParityValue, expected: String, outcome: CaseOutcome, signature: [String]) {
      self.input = input
      self.expected = expected
      self.outcome = outcome
      self.signature = signature
    }
  }

  package struct Result: Sendable {
    package var shrunk: Divergence
    /// How many simplifications were kept.
    package var steps: Int
    /// How many candidates the oracle was asked about.
    package var queries: Int
  }

  package func shrink(_ divergence: Divergence) throws -> Result {
    var current = divergence
    var currentComplexity = ShrinkCandidates.complexity(of: current.input)
    var steps = 0
    var queries = 0
    var looked = 0
    search: while queries < maxQueries && looked < maxCandidates {
      var batch: [(input: ParityValue, text: String)] = []
      var kept = false
      let edits = ShrinkCandidates.edits(of: current.input)
      var next = edits.startIndex
      while next < edits.endIndex || !batch.isEmpty {
        // Fill a batch with candidates that are simpler and well formed.
        while batch.count < batchSize, next < edits.endIndex, looked < maxCandidates {
          let candidate = ShrinkCandidates.apply(edits[next], to: current.input)
          next += 1
          looked += 1
          let complexity = ShrinkCandidates.complexity(of: candidate)
          guard complexity < currentComplexity else { continue }
          let text = candidate.json
          if check.decodes(text) && !isKnown(text) { batch.append((candidate, text)) }
        }
        if batch.isEmpty { break search }
        let answers = try oracle.ask(batch.map { OracleRequest(suite: check.suite, input: $0.text) })
        queries += batch.count
        // The answered candidates are judged together: one round trip where the subject is a child process.
        let answered = zip(batch, answers).compactMap { candidate, answer -> DifferentialCheck.AnsweredInput? in
          guard case .expected(let expected) = answer else { return nil }
          return (candidate.input, expected, nil)
        }
        let verdicts = check.verdicts(generated: answered)
        for (candidate, verdict) in zip(answered, verdicts) {
          let expected = candidate.expected
          guard case .diverged(let outcome, let signature) = verdict, signature == divergence.signature else { continue }
          current = Divergence(input: candidate.input, expected: expected, outcome: outcome, signature: signature)
          currentComplexity = ShrinkCandidates.complexity(of: candidate.input)
          steps += 1
          kept = true
          break
        }
        batch.removeAll()
        if kept || queries >= maxQueries || looked >= maxCandidates { break }
      }
      if !kept { break }
    }
    return Result(shrunk: current, steps: steps, queries: queries)
  }
}
