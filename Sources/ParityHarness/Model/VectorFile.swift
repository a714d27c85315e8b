import VectorJSON

/// A loaded vector file: one suite and its cases.
package struct VectorFile: Sendable {
  /// The path as reported to people: relative to the root it was found under, prefixed by that root.
  package var path: String
  package var suite: String
  package var description: String
  package var source: String
  package var cases: [VectorCase]
  /// The android-sdk-core revisions whose values the file holds (`source.android.revisions`); `nil` when the
  /// file does not say, which means every revision.
  package var revisions: [String]?
  /// The parsed file, for locating pointers in it (the cases' values keep it alive on their own).
  package var document: JSONDocument

  /// Whether the file's values hold for `revision`.
  package func holds(for revision: String) -> Bool { revisions?.contains(revision) ?? true }

  /// The location of `pointer` in this file, for messages.
  package func location(of pointer: JSONPointer) -> SourceLocation { document.location(of: pointer) }
}
