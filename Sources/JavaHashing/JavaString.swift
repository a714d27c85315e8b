/// A Java `String`: a sequence of UTF-16 code units, which, unlike a Swift `String`, may hold lone surrogates.
///
/// Equality is Java's `String.equals`: the same code units in the same order.
public struct JavaString: Hashable, Sendable, JavaHashable {
  /// The UTF-16 code units, as Java's `String.charAt` sees them.
  public var utf16: [UInt16]

  /// The Java string with these UTF-16 code units (lone surrogates allowed).
  public init(utf16 codeUnits: some Sequence<UInt16>) {
    self.utf16 = Array(codeUnits)
  }

  /// The Java string holding this Swift string's UTF-16 code units.
  public init(_ string: String) {
    self.utf16 = Array(string.utf16)
  }

  /// `String.hashCode()`: `h31(0, UTF-16 code units)`.
  public var javaHashCode: Int32 {
    JavaHash.string(utf16: utf16)
  }
}

extension JavaString: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension JavaString: CustomStringConvertible {
  /// The text as a Swift `String`; a lone surrogate shows as U+FFFD, so this is for display only.
  public var description: String {
    String(decoding: utf16, as: UTF16.self)
  }
}
