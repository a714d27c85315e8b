/// Why a vector file could not be read as JSON that keeps every value exact.
///
/// Each case names the byte offset of the fault; `JSONDocument` turns it into a line and column.
public struct JSONLoadError: Error, Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// json-c rejected the text; the payload is json-c's own description.
    case syntax(String)
    /// The text ended inside a value.
    case unexpectedEnd
    /// More than whitespace follows the top-level value.
    case trailingContent
    /// The nesting is deeper than the reader allows.
    case tooDeep(limit: Int)
    /// A byte above 0x7F: files are pure ASCII so json-c's strict mode and every platform read them alike.
    case nonASCIIByte(UInt8)
    /// The number token `-0`, which json-c reads as the integer 0 and so loses the sign.
    case negativeZeroInteger
    /// A `\uD800`–`\uDFFF` escape: json-c turns lone surrogates into U+FFFD, and 0.16 some valid pairs too.
    case surrogateEscape(String)
    /// A member name used twice in one object: json-c keeps the last value, the file means two.
    case duplicateKey(String)
    /// A bare `NaN`, `Infinity` or `-Infinity` (any spelling): not JSON, and json-c reads it as a number.
    case nonFiniteLiteral(String)
    /// A number token that is not RFC 8259's number (`1.`, `01`, `1e`).
    case malformedNumber(String)
    /// An integer token beyond the 64-bit range, which json-c clamps.
    case integerBeyond64Bits(String)
    /// A number beyond a double's range (`1e400`), which reads as infinity.
    case numberOutOfRange(String)
    /// A non-zero number below the smallest double (`1e-400`), which reads as 0.0.
    case numberUnderflow(String)
    /// `//` or `/*`: JSON has no comments.
    case comment
    /// A string in single quotes.
    case singleQuotedString
    /// A `,` right before the `}` or `]` it names.
    case trailingComma(Character)
    /// A byte below 0x20 inside a string (a raw tab, newline, ...).
    case controlCharacter(UInt8)
    /// A NUL byte.
    case nulByte
    /// The file is UTF-16 (a byte-order mark, or NUL bytes between ASCII characters).
    case utf16Encoding
    /// The top-level value is not an object; the payload says what it is.
    case topLevelNotObject(String)
  }

  public var kind: Kind
  public var offset: Int
  public var location: SourceLocation

  public init(kind: Kind, offset: Int, location: SourceLocation) {
    self.kind = kind
    self.offset = offset
    self.location = location
  }

  /// What is wrong, in a contributor's words.
  public var message: String {
    switch kind {
    case .syntax(let detail): return "bad JSON: \(detail)"
    case .unexpectedEnd: return "bad JSON: the file ends inside a value"
    case .trailingContent: return "bad JSON: text after the end of the top-level object"
    case .tooDeep(let limit): return "bad JSON: nesting deeper than \(limit) levels"
    case .nonASCIIByte(let byte):
      return "non-ASCII byte 0x\(String(byte, radix: 16, uppercase: true)) (vector files are pure ASCII)"
    case .negativeZeroInteger: return "the number -0 (json-c reads it as the integer 0 and drops the sign)"
    case .surrogateEscape(let escape):
      return "surrogate escape \(escape) in a JSON string (json-c reads lone surrogates, and some pairs, as U+FFFD)"
    case .duplicateKey(let name):
      return "duplicate key \"\(name)\" in one object (two values for one field make the vector ambiguous)"
    case .nonFiniteLiteral(let text): return "bare \(text) is not JSON"
    case .malformedNumber(let text): return "malformed number \(text)"
    case .integerBeyond64Bits(let text): return "the integer \(text) is beyond the 64-bit range (json-c would clamp it)"
    case .numberOutOfRange(let text): return "the number \(text) is beyond the range of a double (it would read as infinity)"
    case .numberUnderflow(let text): return "the number \(text) is not zero but below the smallest double (it would read as 0.0)"
    case .comment: return "a comment (JSON has no comments)"
    case .singleQuotedString: return "a single-quoted string (JSON strings are in double quotes)"
    case .trailingComma(let closer): return "a trailing comma before '\(closer)'"
    case .controlCharacter(let byte):
      return "raw control character 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) in a string"
    case .nulByte: return "a NUL byte (0x00): a vector file is ASCII text"
    case .utf16Encoding: return "the file is UTF-16: a vector file must be UTF-8 (pure ASCII)"
    case .topLevelNotObject(let found): return "the top-level value is \(found): the file must be one JSON object"
    }
  }

  /// What to do about it.
  public var help: String {
    switch kind {
    case .syntax, .unexpectedEnd, .trailingContent:
      return "fix the JSON, or regenerate the file with tools/jvm-parity/oracle generate"
    case .tooDeep: return "flatten the input; no suite needs that depth"
    case .nonASCIIByte: return "write the character as a \\u escape (a surrogate pair beyond U+FFFF)"
    case .negativeZeroInteger: return "write -0.0 for negative zero, or 0 for the integer"
    case .surrogateEscape: return "write the string as {\"utf16\": [code units...]}, as for any character beyond U+FFFF"
    case .duplicateKey: return "keep one of the two members"
    case .nonFiniteLiteral: return "write NaN and the infinities as strings: \"NaN\", \"Infinity\", \"-Infinity\""
    case .malformedNumber: return "write a JSON number: -?digits[.digits][e[+-]digits], no leading zeros"
    case .integerBeyond64Bits: return "write a Long as a decimal string, a Double with a fraction or exponent (1.0E20)"
    case .numberOutOfRange: return "write \"Infinity\" or \"-Infinity\" if that is meant, or a number within range"
    case .numberUnderflow: return "write 0.0 if that is meant, or a number the double range holds (4.9E-324 is the smallest)"
    case .comment: return "remove it; say why a case exists in its \"comment\" field"
    case .singleQuotedString: return "write the string in double quotes"
    case .trailingComma: return "remove the comma after the last element"
    case .controlCharacter: return "write it as an escape (\\t, \\n, \\u0009)"
    case .nulByte: return "remove the NUL byte"
    case .utf16Encoding: return "save the file as UTF-8; characters beyond ASCII are written as \\u escapes"
    case .topLevelNotObject: return "a vector file is {\"format\": \"parity-vectors/1\", \"suite\": ..., \"cases\": [...]}"
    }
  }
}
