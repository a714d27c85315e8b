import ParitySuiteKit
import ParitySuites
/// Terminal-safe text for the lines the command-line tool prints itself (`list`, `validate`), outside the
/// reports: what a vector file wrote must not reach a terminal raw there either.
public enum TerminalText {
  /// `text` with every control character written as a visible escape (`\n`, `\u001b`).
  public static func escaped(_ text: String) -> String { Escaping.terminal(text) }

  /// "1 case", "2 cases".
  public static func count(_ number: Int, _ noun: String) -> String { Plural.count(number, noun) }
}
