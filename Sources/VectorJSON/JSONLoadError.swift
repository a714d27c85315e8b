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
    }
  }

  /// What to do about it.
  public var help: String {
    switch kind {
    case .syntax, .unexpectedEnd, .trailingContent:
      return "fix the JSON, or regenerate the file with tools/oracle/oracle generate"
    case .tooDeep: return "flatten the input; no suite needs that depth"
    case .nonASCIIByte: return "write the character as a \\u escape (a surrogate pair beyond U+FFFF)"
    case .negativeZeroInteger: return "write -0.0 for negative zero, or 0 for the integer"
    case .surrogateEscape: return "write the string as {\"utf16\": [code units...]}, as for any character beyond U+FFFF"
    }
  }
}
