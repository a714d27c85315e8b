/// A reason a suite declares for a case of its corpus to be not portable, as the JVM oracle words it: literal text,
/// with `{number}` where the oracle writes a number of the case's input (Java's `toString` of an Int or a Double:
/// `-2147483648`, `0.0`, `1.0E-9`, `Infinity`, `NaN`).
///
/// A case whose expected value is `{"notPortable": reason}` is never asked of the subject, so the reason must be
/// one its suite declares: any other (an empty one, a reason of another suite) is a defect of the vector file, and
/// an edit of an expected value cannot make a failing case one that no runner asks. The same declarations and the
/// same matching hold on the JVM and the web runner: Tests/Fixtures/not-portable-reasons.json pins both.
public struct NotPortableReason: Sendable, Equatable {
  /// What a number of the input is written as in a template.
  public static let placeholder = "{number}"

  /// The reason's text, with ``placeholder`` where a number goes.
  public let template: String
  /// The literal pieces between the placeholders (one more than there are placeholders).
  private let pieces: [[Unicode.Scalar]]

  public init(_ template: String) {
    self.template = template
    pieces = template.split(separator: Self.placeholder, omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
  }

  public static func == (lhs: NotPortableReason, rhs: NotPortableReason) -> Bool { lhs.template == rhs.template }

  /// Whether `reason` is this template with a number at each placeholder. Each piece must follow at once, so a
  /// number is read whole (it ends at the first character that cannot continue it) and nothing is guessed.
  public func matches(_ reason: String) -> Bool {
    let text = Array(reason.unicodeScalars)
    var at = 0
    for (index, piece) in pieces.enumerated() {
      if index > 0 {
        guard let end = Self.endOfNumber(in: text, from: at) else { return false }
        at = end
      }
      guard text.count - at >= piece.count, text[at..<(at + piece.count)].elementsEqual(piece) else { return false }
      at += piece.count
    }
    return at == text.count
  }

  /// The end of the number that starts at `start`, as Java writes an Int or a Double: `-`?, then `Infinity`, `NaN`,
  /// or digits with an optional `.digits` and an optional `E-?digits`; nil when none starts there.
  static func endOfNumber(in text: [Unicode.Scalar], from start: Int) -> Int? {
    func word(_ literal: String, at index: Int) -> Int? {
      let scalars = Array(literal.unicodeScalars)
      guard text.count - index >= scalars.count, text[index..<(index + scalars.count)].elementsEqual(scalars) else { return nil }
      return index + scalars.count
    }
    func digits(from index: Int) -> Int? {
      var end = index
      while end < text.count, ("0"..."9").contains(text[end]) { end += 1 }
      return end > index ? end : nil
    }
    var at = start
    if at < text.count, text[at] == "-" { at += 1 }
    if let end = word("Infinity", at: at) ?? word("NaN", at: at) { return end }
    guard var end = digits(from: at) else { return nil }
    if end < text.count, text[end] == ".", let fraction = digits(from: end + 1) { end = fraction }
    if end < text.count, text[end] == "E" {
      let sign = end + 1 < text.count && text[end + 1] == "-" ? end + 2 : end + 1
      if let exponent = digits(from: sign) { end = exponent }
    }
    return end
  }
}
