import VectorJSON

/// A fault in the vectors themselves (not a parity failure): where it is, what is wrong, what to do.
public struct VectorDefect: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var location: SourceLocation
  public var pointer: JSONPointer
  public var message: String
  public var help: String

  public init(file: String, location: SourceLocation, pointer: JSONPointer, message: String, help: String) {
    self.file = file
    self.location = location
    self.pointer = pointer
    self.message = message
    self.help = help
  }

  /// `file:line:col: error: message` — the form editors and CI logs turn into a link. What the file wrote
  /// (paths, ids, keys quoted in the message) is escaped: it can never add a line or a control sequence.
  public var description: String {
    let at = pointer.isRoot ? "" : " (at \(pointer))"
    return Escaping.terminal("\(file):\(location): error: vector error: \(message)\(at)")
      + "\n  help: " + Escaping.terminal(help)
  }
}

/// A defect found while decoding a value, before it is placed in a file.
public struct DefectReason: Error, Sendable {
  public var pointer: JSONPointer
  public var message: String
  public var help: String
  /// Point at the member's name rather than its value (for unknown fields).
  public var atKey: Bool

  public init(at pointer: JSONPointer, _ message: String, help: String = "regenerate the file with tools/jvm-parity/oracle generate",
              atKey: Bool = false) {
    self.pointer = pointer
    self.message = message
    self.help = help
    self.atKey = atKey
  }

  package func located(in document: JSONDocument, file: String) -> VectorDefect {
    VectorDefect(file: file, location: document.location(of: pointer, atKey: atKey), pointer: pointer,
                 message: message, help: help)
  }
}
