import VectorJSON

/// One case of a suite: an input and what the JVM computed for it.
package struct VectorCase: Sendable {
  package var id: String
  package var tags: [String]
  package var comment: String?
  package var input: JSONValue
  package var expected: Expectation
  /// The case's own tolerance, else the file's default, else exact.
  package var tolerance: Tolerance
  /// Where the case sits in its file's `cases` array, for pointers and locations.
  package var index: Int

  /// The JSON Pointer of this case inside its file.
  package var pointer: JSONPointer { Self.pointer(ofCase: index) }

  /// The JSON Pointer of the case at `index` of its file's `cases` array.
  package static func pointer(ofCase index: Int) -> JSONPointer { JSONPointer.root.appending("cases").appending(index) }
}
