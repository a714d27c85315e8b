import VectorJSON

/// A loaded vector file: one suite and its cases.
public struct VectorFile: Sendable {
  /// The path as reported to people: relative to the root it was found under, prefixed by that root.
  public var path: String
  public var suite: String
  public var description: String
  public var source: String
  public var cases: [VectorCase]
  /// Keeps the json-c tree that the cases' values point into alive.
  public var document: JSONDocument

  /// The location of `pointer` in this file, for messages.
  public func location(of pointer: JSONPointer) -> SourceLocation { document.location(of: pointer) }
}
