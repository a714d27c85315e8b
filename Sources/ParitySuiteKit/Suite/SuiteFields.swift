/// The field names a suite's documentation declares, read from docs/suites.md's notation, so the schema and
/// `parity-check explain` derive them from the one declaration instead of repeating them.
public struct SuiteFields: Sendable, Equatable {
  public struct Field: Sendable, Equatable {
    public let name: String
    /// Whether a case may leave the field out (it has a `= default`, or is one of an "exactly one of" list).
    public let optional: Bool
  }

  public let fields: [Field]

  public var required: [String] { fields.filter { !$0.optional }.map(\.name) }
  public var names: [String] { fields.map(\.name) }

  /// Reads the backticked `name: type` (or bare `name`) segments of `notation`, outside parentheses (which
  /// explain, and may quote code such as `fastCoerceIn`). A segment with `= default`, and every segment after
  /// "exactly one of", is optional.
  public init(notation: String) {
    var fields: [Field] = []
    var depth = 0
    var inCode = false
    var code = ""
    var prose = ""
    var oneOf = false
    for character in notation {
      if inCode {
        if character == "`" {
          inCode = false
          if depth == 0, let field = Self.field(code, oneOf: oneOf), !fields.contains(where: { $0.name == field.name }) {
            fields.append(field)
          }
        } else {
          code.append(character)
        }
        continue
      }
      switch character {
      case "`": inCode = true; code = ""
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      default:
        if depth == 0 {
          prose.append(character)
          if prose.lowercased().hasSuffix("exactly one of") { oneOf = true }
        }
      }
    }
    self.fields = fields
  }

  private static func field(_ code: String, oneOf: Bool) -> Field? {
    let name = String(code.prefix { $0.isLetter || $0.isNumber })
    guard let first = name.first, first.isLetter, first.isLowercase else { return nil }
    let rest = code.dropFirst(name.count).drop { $0 == " " }
    guard rest.isEmpty || rest.first == ":" else { return nil }
    return Field(name: name, optional: oneOf || rest.contains("="))
  }
}
