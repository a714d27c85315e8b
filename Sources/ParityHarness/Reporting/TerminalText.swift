import ParitySuiteKit
/// Terminal-safe text for the lines the command-line tool prints itself (`list`, `validate`), outside the
/// reports: what a vector file wrote must not reach a terminal raw there either.
package enum TerminalText {
  /// `text` with every control character written as a visible escape (`\n`, `\u001b`).
  package static func escaped(_ text: String) -> String { Escaping.terminal(text) }

  /// "1 case", "2 cases".
  package static func count(_ number: Int, _ noun: String) -> String { Plural.count(number, noun) }
}
