import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names the inputs of a totality test, so that a trap is a reported failure that says which input caused it.
///
/// A totality test evaluates its inputs in a child process (a Swift Testing exit test), so that a trap ends the
/// child, not the test run. The child announces each input on its standard error just before evaluating it.
/// Swift Testing hands back a child's output only when the child ended as expected, so after a child that
/// should have survived dies, the test runs the same seeded inputs once more in a child expected to fail, with
/// its standard error observed, and ``recordTrap(_:sourceLocation:)`` names the last input that child
/// announced. The pattern, for a static `inputs()` that announces and evaluates:
///
/// ```
/// if await #expect(processExitsWith: .success, performing: { Suite.inputs() }) == nil {
///   InputLog.recordTrap(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { Suite.inputs() })
/// }
/// ```
public enum InputLog {
  static let prefix = "totality input: "

  /// In the child: names the input about to be evaluated, on one line of standard error (written with
  /// `write(2)`, unbuffered, so the line is out before a trap).
  public static func announce(_ input: String) {
    let line = prefix + input.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") + "\n"
    var bytes = Array(line.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeMutableBufferPointer { write(2, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      written += count
    }
  }

  /// In the parent: the last input a child announced, from its captured standard error; `nil` when it
  /// announced none.
  public static func lastInput(in standardError: [UInt8]) -> String? {
    let text = String(decoding: standardError, as: UTF8.self)
    guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else { return nil }
    return String(line.dropFirst(prefix.count))
  }

  /// In the parent, after a child that should have survived did not: records an issue naming the input that
  /// `witness` (the same inputs run again, expected to fail, standard error observed) ended on. A `nil` witness
  /// (the rerun survived, so the trap did not reproduce) has already failed its own expectation.
  public static func recordTrap(_ witness: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let witness else { return }
    let input = lastInput(in: witness.standardErrorContent) ?? "(none announced: it ended before the first input)"
    Issue.record("the child ended with \(witness.exitStatus) on input: \(input)", sourceLocation: sourceLocation)
  }
}
