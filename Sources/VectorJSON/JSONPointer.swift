/// An RFC 6901 JSON Pointer (`/cases/3/input/lat`), the address every error and divergence is reported at.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  public enum Token: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  public private(set) var tokens: [Token]

  public init(_ tokens: [Token] = []) { self.tokens = tokens }

  public static let root = JSONPointer()

  public func appending(_ key: String) -> JSONPointer { JSONPointer(tokens + [.key(key)]) }
  public func appending(_ index: Int) -> JSONPointer { JSONPointer(tokens + [.index(index)]) }
  public func appending(_ other: JSONPointer) -> JSONPointer { JSONPointer(tokens + other.tokens) }

  /// The pointer text, with `~` written `~0` and `/` written `~1` as RFC 6901 requires.
  public var description: String {
    tokens.map { token -> String in
      switch token {
      case .index(let index): return "/\(index)"
      case .key(let key):
        return "/" + key.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
      }
    }.joined()
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    guard contains(target) else { return self }
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
