import Foundation

/// Where a run's time goes, phase by phase: the time each phase took in each worker, summed over the workers.
///
/// `parity-check --timings` prints it (tools/bench shows it beside the figures), so whoever makes the run faster
/// next starts from a measurement instead of a guess. Measuring costs two clock reads per phase and case; a run
/// that is not asked for timings reads no clock at all.
public final class PhaseTimes: @unchecked Sendable {
  /// The run's phases, in the order data flows through them.
  public enum Phase: Int, CaseIterable, Sendable {
    case read, hash, parse, decodeFile, decodeInput, evaluate, compare, release, group, report

    public var name: String {
      switch self {
      case .read: "read"
      case .hash: "hash"
      case .parse: "parse (json-c + scan)"
      case .decodeFile: "decode file"
      case .decodeInput: "decode input"
      case .evaluate: "evaluate"
      case .compare: "compare"
      case .release: "release"
      case .group: "group causes"
      case .report: "report"
      }
    }
  }

  private let lock = NSLock()
  private var totals = [Duration](repeating: .zero, count: Phase.allCases.count)

  public init() {}

  /// Adds what one worker measured (a file's worth, so the lock is taken once per file, not per case).
  func add(_ tally: PhaseTally) {
    lock.lock()
    defer { lock.unlock() }
    for phase in Phase.allCases { totals[phase.rawValue] += tally.totals[phase.rawValue] }
  }

  public func total(of phase: Phase) -> Duration {
    lock.lock()
    defer { lock.unlock() }
    return totals[phase.rawValue]
  }

  /// Runs `body` and counts its time to `phase`.
  public func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
    let tally = PhaseTally()
    defer { add(tally) }
    return try tally.measure(phase, body)
  }

  /// `where the time goes: read 0.01 s (0%), …`, every phase in seconds and as a share of the sum.
  public var summary: String {
    let seconds = Phase.allCases.map { phase -> Double in
      let parts = total(of: phase).components
      return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
    let sum = max(seconds.reduce(0, +), 1e-9)
    let parts = zip(Phase.allCases, seconds).map { phase, value in
      "\(phase.name) \(String(format: "%.2f", value)) s (\(Int((100 * value / sum).rounded()))%)"
    }
    return "where the time goes (summed over workers): " + parts.joined(separator: ", ")
  }
}

/// One worker's times for one file; `nil` where no timings are wanted, so that nothing is measured.
package final class PhaseTally: @unchecked Sendable {
  fileprivate var totals = [Duration](repeating: .zero, count: PhaseTimes.Phase.allCases.count)

  func measure<T>(_ phase: PhaseTimes.Phase, _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    defer { totals[phase.rawValue] += clock.now - start }
    return try body()
  }
}

extension Optional where Wrapped == PhaseTally {
  /// Runs `body`, counting its time to `phase` when there is a tally.
  func measure<T>(_ phase: PhaseTimes.Phase, _ body: () throws -> T) rethrows -> T {
    guard let tally = self else { return try body() }
    return try tally.measure(phase, body)
  }
}
