/// An RFC 6901 JSON Pointer (`/cases/3/input/lat`), the address every error and divergence is reported at.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  public enum Token: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The last token and the pointer it extends. Pointers are built for every field a run reads, and most are
  /// never printed, so extending one must not copy the path: a pointer shares its parent's chain.
  private final class Link: Sendable {
    let parent: Link?
    let token: Token

    init(parent: Link?, token: Token) {
      self.parent = parent
      self.token = token
    }
  }

  private let last: Link?

  private init(last: Link?) { self.last = last }

  public init(_ tokens: [Token] = []) {
    last = tokens.reduce(nil) { Link(parent: $0, token: $1) }
  }

  public static let root = JSONPointer()

  /// The pointer of `read(locatedAt:)`'s first try: appending to it gives itself, so a read that does not throw
  /// builds no pointer at all (a field read in a case's input used to cost a `Link` each, freed unread). It never
  /// leaves that first try: whatever the try throws is thrown away, and the read runs again at the real pointer.
  private static let unlocatedLink = Link(parent: nil, token: .key(""))
  private static let unlocated = JSONPointer(last: unlocatedLink)

  /// Whether this is the whole document (no tokens).
  public var isRoot: Bool { last == nil || last === Self.unlocatedLink }

  /// The tokens from the root down (none for the first try's pointer, which reads as the root).
  public var tokens: [Token] {
    var reversed: [Token] = []
    var link = last
    while let current = link, current !== Self.unlocatedLink {
      reversed.append(current.token)
      link = current.parent
    }
    return reversed.reversed()
  }

  public func appending(_ key: String) -> JSONPointer {
    last === Self.unlocatedLink ? self : JSONPointer(last: Link(parent: last, token: .key(key)))
  }
  public func appending(_ index: Int) -> JSONPointer {
    last === Self.unlocatedLink ? self : JSONPointer(last: Link(parent: last, token: .index(index)))
  }
  public func appending(_ other: JSONPointer) -> JSONPointer {
    if last === Self.unlocatedLink { return self }
    return other.tokens.reduce(self) { pointer, token in JSONPointer(last: Link(parent: pointer.last, token: token)) }
  }

  /// `read` run against a pointer that is never built, and run again at `pointer` only if it throws, so its error
  /// names the real place.
  ///
  /// Most fields of most cases read without a defect, and their pointers would never be printed: building one for
  /// each costs more than reading a defective field twice. `read` must give the same outcome at any pointer, and
  /// use its pointer only for what it throws.
  public static func read<Value>(locatedAt pointer: @autoclosure () -> JSONPointer,
                                 _ read: (JSONPointer) throws -> Value) rethrows -> Value {
    do { return try read(.unlocated) } catch { return try read(pointer()) }
  }

  public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.last === rhs.last || lhs.tokens == rhs.tokens }

  public func hash(into hasher: inout Hasher) { hasher.combine(tokens) }

  /// The pointer text, with `~` written `~0` and `/` written `~1` as RFC 6901 requires.
  public var description: String {
    var text = ""
    for token in tokens {
      text += "/"
      switch token {
      case .index(let index): text += String(index)
      case .key(let key): text += key.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
      }
    }
    return text
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
