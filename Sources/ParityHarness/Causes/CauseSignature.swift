/// What makes two failing cases one cause: the same signature (docs/report-format.md, "Causes", the rule every
/// runner follows; Tests/Fixtures/cause-groups.json pins it).
///
/// A signature is its **canonical text**, one line per component in a fixed order (below); its **id** is the first
/// 12 hex digits of the text's SHA-256, so a group keeps its id from run to run and runner to runner:
///
///     kind <kind>
///     suite <suite>                 every kind, but a crash whose SDK frame is known (it groups across suites)
///     field <pointer> <difference>  diverged: each field once, its array indices written `*`; lines sorted
///     expected-error <code>         error-expected-but-value, another-error-code
///     actual-error <code>           value-expected-but-error, another-error-code
///     message <message>             crashed (when the runtime printed one), run-error; normalised
///     frame-function <function>     crashed, when the frame is known
///     frame-file <file name>        crashed, when the frame's file is known: its last path component
public struct CauseSignature: Sendable, Hashable {
  public var kind: CaseCause.Kind
  /// Nil for a crash located in the subject's code: the same trap reached from several suites is one cause.
  public var suite: String?
  /// `diverged`: the distinct (generalised field, difference kind) pairs, sorted.
  public var fields: [CaseCause.Difference]
  public var expectedError: String?
  public var actualError: String?
  public var message: String?
  public var frameFunction: String?
  public var frameFile: String?

  /// The signature of one case's cause.
  public init(_ cause: CaseCause) {
    kind = cause.kind
    fields = []
    switch cause.kind {
    case .diverged where cause.differences.count == 1 && cause.differences[0].kind != DifferenceKind.elided.name:
      // The common case, one field: nothing to make distinct or to sort.
      let difference = cause.differences[0]
      fields = [CaseCause.Difference(field: Self.generalised(difference.field), kind: difference.kind)]
    case .diverged:
      // Each line is made once (a list of a thousand differing points generalises to a few distinct fields).
      var seen = Set<String>()
      var lines: [(line: String, difference: CaseCause.Difference)] = []
      for difference in cause.differences where difference.kind != DifferenceKind.elided.name {
        let generalised = CaseCause.Difference(field: Self.generalised(difference.field), kind: difference.kind)
        let line = Self.line(generalised)
        if seen.insert(line).inserted { lines.append((line, generalised)) }
      }
      lines.sort { $0.line.utf8.lexicographicallyPrecedes($1.line.utf8) }
      fields = lines.map(\.difference)
    case .errorExpectedButValue:
      expectedError = cause.expectedError
    case .valueExpectedButError:
      actualError = cause.actualError
    case .anotherErrorCode:
      expectedError = cause.expectedError
      actualError = cause.actualError
    case .crashed:
      message = cause.message.flatMap(Self.runtimeMessage)
      if let frame = cause.frame {
        frameFunction = Self.oneLine(frame.function)
        frameFile = frame.fileName.map(Self.oneLine)
      }
    case .runError:
      message = cause.message.map(Self.runErrorMessage)
    case .timedOut:
      break
    }
    suite = kind == .crashed && frameFunction != nil ? nil : cause.suite
  }

  /// The canonical text: what the id hashes and groups are ordered by.
  public var canonicalText: String {
    var lines = ["kind \(kind.rawValue)"]
    if let suite { lines.append("suite \(Self.oneLine(suite))") }
    lines += fields.map(Self.line)
    if let expectedError { lines.append("expected-error \(Self.oneLine(expectedError))") }
    if let actualError { lines.append("actual-error \(Self.oneLine(actualError))") }
    if let message { lines.append("message \(message)") }
    if let frameFunction { lines.append("frame-function \(frameFunction)") }
    if let frameFile { lines.append("frame-file \(frameFile)") }
    return lines.joined(separator: "\n")
  }

  /// The first 12 hex digits of the canonical text's SHA-256.
  public var id: String { Self.id(ofCanonicalText: canonicalText) }

  package static func id(ofCanonicalText text: String) -> String { String(SHA256Hex.of(Array(text.utf8)).prefix(12)) }

  /// The signature in words, for the text report, the JSON report's `cause` and a baseline entry's reason.
  public var words: String {
    let where_ = suite.map { "\($0): " } ?? ""
    switch kind {
    case .diverged:
      let fieldWords = fields.map { "\($0.field.isEmpty ? "(whole value)" : $0.field) (\($0.kind))" }
      return where_ + "diverged at " + fieldWords.joined(separator: ", ")
    case .errorExpectedButValue:
      return where_ + "Kotlin rejects the input with \(expectedError ?? "?"), the subject returns a value"
    case .valueExpectedButError:
      return where_ + "the subject rejects the input with \(actualError ?? "?"), Kotlin returns a value"
    case .anotherErrorCode:
      if expectedError == actualError { return where_ + "both reject the input with \(expectedError ?? "?"), at another index" }
      return where_ + "Kotlin rejects the input with \(expectedError ?? "?"), the subject with \(actualError ?? "?")"
    case .crashed:
      let place = frameFunction.map { function in " in \(function)" + (frameFile.map { " (\($0))" } ?? "") } ?? ""
      return where_ + "crashed\(place)" + (message.map { ": \($0)" } ?? " with no runtime message")
    case .timedOut:
      return where_ + "timed out"
    case .runError:
      return where_ + "run error: \(message ?? "")"
    }
  }

  // MARK: - Normalisation

  /// A JSON Pointer with every array index (a token of ASCII digits only) written `*`: `/points/3/lat` is
  /// `/points/*/lat`.
  public static func generalised(_ pointer: String) -> String {
    guard pointer.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return pointer }
    // Byte by byte: a pointer's separators and digits are ASCII, and splitting the text walks its characters.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(pointer.utf8.count)
    for (index, token) in pointer.utf8.split(separator: 0x2F, omittingEmptySubsequences: false).enumerated() {
      if index > 0 { bytes.append(0x2F) }
      if !token.isEmpty && token.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { bytes.append(0x2A) } else { bytes += token }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The runtime's message without where in the standard library it was raised: a leading source position
  /// (`Swift/IntegerTypes.swift:6876: `) and a trailing one (`: file Swift/Range.swift, line 745`) are dropped,
  /// whitespace runs become one space; nil when nothing is left.
  public static func runtimeMessage(_ raw: String) -> String? {
    var text = Substring(oneLine(raw))
    text = text.drop { $0 == " " }
    // A leading position: a run of non-blank characters ending in ":<digits>: ".
    if let colon = leadingPositionEnd(text) { text = text[colon...] }
    if let range = text.range(of: ": file ", options: .backwards),
       let line = text[range.upperBound...].range(of: ", line "),
       !text[line.upperBound...].isEmpty, text[line.upperBound...].allSatisfy(\.isASCIIDigit) {
      text = text[..<range.lowerBound]
    }
    let collapsed = collapse(text)
    return collapsed.isEmpty ? nil : collapsed
  }

  /// A run error's message with each run of ASCII digits written `#` (counts, indices and values differ from case to
  /// case, the cause does not), whitespace runs as one space.
  public static func runErrorMessage(_ raw: String) -> String {
    var text = ""
    var inDigits = false
    for character in oneLine(raw) {
      if character.isASCIIDigit {
        if !inDigits { text.append("#") }
        inDigits = true
      } else {
        text.append(character)
        inDigits = false
      }
    }
    return collapse(Substring(text))
  }

  /// Where a leading `<non-blank>:<digits>: ` ends, if the text starts with one.
  private static func leadingPositionEnd(_ text: Substring) -> Substring.Index? {
    guard let blank = text.firstIndex(of: " ") else { return nil }
    let head = text[..<blank]
    guard head.hasSuffix(":"), let colon = head.dropLast().lastIndex(of: ":") else { return nil }
    let digits = head[head.index(after: colon)..<head.index(before: head.endIndex)]
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), colon > head.startIndex else { return nil }
    return text.index(after: blank)
  }

  /// Line breaks and tabs as spaces: a canonical text has one line per component.
  static func oneLine(_ text: String) -> String {
    // The bytes first: walking the text's characters costs a grapheme break test each.
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return text }
    return String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
  }

  private static func collapse(_ text: Substring) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  private static func line(_ difference: CaseCause.Difference) -> String {
    "field \(oneLine(difference.field)) \(difference.kind)"
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
